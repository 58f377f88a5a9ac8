import { DISMISSAL_REASONS, type DismissalReason, type Insight } from '@tradeloom/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export const DISMISSAL_LABELS: Record<DismissalReason, string> = {
  not_relevant: 'Not relevant to me',
  duplicate: 'Duplicate of another insight',
  inaccurate: 'Inaccurate',
  already_acted: 'Already acted on it',
  other: 'Other',
};

interface DismissInsightDialogProps {
  insight: Insight | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: DismissalReason, comment: string) => void;
}

/** Why the insight goes (spec §9: not_relevant by default, a comment optional); then it is hidden from every tab. */
export function DismissInsightDialog({ insight, pending, onCancel, onConfirm }: DismissInsightDialogProps) {
  const [reason, setReason] = useState<DismissalReason>('not_relevant');
  const [comment, setComment] = useState('');
  const commentId = useId();
  useEffect(() => {
    if (insight) {
      setReason('not_relevant');
      setComment('');
    }
  }, [insight]);
  return (
    <Dialog open={insight !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dismiss insight</DialogTitle>
          <DialogDescription>Why is this insight not useful? It helps the next scans.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm(reason, comment);
          }}
        >
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Reason</legend>
            {DISMISSAL_REASONS.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2 text-sm transition-colors',
                  reason === r ? 'border-primary bg-primary-soft/50' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="accent-primary"
                />
                {DISMISSAL_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={commentId}>Comment (optional)</Label>
            <Textarea id={commentId} value={comment} maxLength={1000} rows={3} onChange={(e) => setComment(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Dismissing...' : 'Dismiss'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
