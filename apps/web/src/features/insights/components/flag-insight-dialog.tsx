import { INSIGHT_FLAG_LABELS, INSIGHT_FLAG_TYPES, type Insight, type InsightFlagType } from '@tradeloom/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

const FLAG_HINTS: Record<InsightFlagType, string> = {
  inaccurate: 'The facts or the suggestion are wrong',
  irrelevant: 'Nothing to do with my business',
  duplicate: 'Another insight says the same',
  other: 'Something else (tell us below)',
};

interface FlagInsightDialogProps {
  insight: Insight | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (type: InsightFlagType, comment: string) => void;
}

/**
 * Flags an insight for the administrators' review (inaccurate, irrelevant, duplicate, other, with an
 * optional comment). Unlike dismissing, the insight stays where it is.
 */
export function FlagInsightDialog({ insight, pending, onCancel, onConfirm }: FlagInsightDialogProps) {
  const [type, setType] = useState<InsightFlagType>('inaccurate');
  const [comment, setComment] = useState('');
  const commentId = useId();
  useEffect(() => {
    if (insight) {
      setType('inaccurate');
      setComment('');
    }
  }, [insight]);
  return (
    <Dialog open={insight !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Flag insight</DialogTitle>
          <DialogDescription>Tell us what is wrong with this insight. Our team reviews every flag.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm(type, comment);
          }}
        >
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">What is wrong?</legend>
            {INSIGHT_FLAG_TYPES.map((t) => (
              <label
                key={t}
                className={cn(
                  'flex cursor-pointer items-start gap-2.5 rounded-md border px-3 py-2 text-sm transition-colors',
                  type === t ? 'border-primary bg-primary-soft/50' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="flag-type"
                  value={t}
                  checked={type === t}
                  onChange={() => setType(t)}
                  className="mt-0.5 accent-primary"
                />
                <span className="grid">
                  <span className="font-medium">{INSIGHT_FLAG_LABELS[t]}</span>
                  <span className="text-xs text-muted-foreground">{FLAG_HINTS[t]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={commentId}>Comment (optional)</Label>
            <Textarea
              id={commentId}
              value={comment}
              maxLength={1000}
              rows={3}
              placeholder="What should the insight have said?"
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending...' : 'Send flag'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
