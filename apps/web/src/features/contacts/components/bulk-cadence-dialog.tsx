import { KEEP_IN_TOUCH_CADENCES, type KeepInTouchDays, plural } from '@tradeloom/domain';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { listFilterOf, useSetCadenceBulk } from '../api/set-cadence-bulk';

export interface BulkCadenceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's search and filters: the cadence goes on every own contact they match. */
  params: ContactListParams;
  filtered: boolean;
  /** How many of the user's own contacts that is (demo contacts are never changed); undefined while unknown. */
  count: number | undefined;
}

/**
 * 'Set keep-in-touch cadence' for the contacts the list shows (its search and filters), or for the whole
 * book when nothing narrows it: a cadence (or none, back to the suggested default) and a confirmation that
 * says how many contacts it changes. One request (POST /api/contacts/cadence with the filter).
 */
export function BulkCadenceDialog({ open, onOpenChange, params, filtered, count }: BulkCadenceDialogProps) {
  const id = useId();
  const [days, setDays] = useState<string>('91');
  const bulk = useSetCadenceBulk();
  const many = count === undefined ? (filtered ? 'the contacts shown' : 'all your contacts') : plural(count, 'contact');
  const chosen = KEEP_IN_TOUCH_CADENCES.find((c) => String(c.days) === days);

  function apply() {
    const keep = (chosen?.days ?? null) as KeepInTouchDays | null;
    bulk.mutate(
      { filter: listFilterOf(params), keep_in_touch_days: keep },
      {
        onSuccess: ({ updated }) => {
          toast.success(
            keep === null
              ? `Cadence cleared on ${plural(updated, 'contact')}`
              : `${chosen!.label}: cadence set on ${plural(updated, 'contact')}`,
          );
          onOpenChange(false);
        },
        onError: (error) => toast.error('The cadence could not be set', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !bulk.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Set keep-in-touch cadence</DialogTitle>
          <DialogDescription>
            {filtered ? 'For every contact of your own that the search and filters match' : 'For every contact of your own'}: a reminder
            comes when one goes longer than this without an interaction. Demo contacts are not changed.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-days`} className="text-sm font-medium">
            Keep in touch
          </label>
          <div className="relative">
            <select
              id={`${id}-days`}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              disabled={bulk.isPending}
              className="h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-card pr-8 pl-3 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:h-9 dark:[color-scheme:dark]"
            >
              {KEEP_IN_TOUCH_CADENCES.map((c) => (
                <option key={c.days} value={c.days}>
                  {c.label}
                </option>
              ))}
              <option value="">None (use the suggested cadence)</option>
            </select>
            <ChevronDownIcon
              className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
          </div>
        </div>
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {chosen ? `${chosen.label} will be set on ${many}.` : `The cadence set on ${many} will be cleared.`}
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={bulk.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={bulk.isPending || count === 0} onClick={apply}>
            {bulk.isPending && <Spinner />}
            {count === undefined ? 'Set cadence' : `Set for ${plural(count, 'contact')}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
