import {
  type ContactBrief,
  DUPLICATE_ACTION_LABELS,
  DUPLICATE_ACTIONS,
  DUPLICATE_REASON_LABELS,
  type DuplicateAction,
  type ImportReview,
} from '@tradeloom/domain';
import { ArrowRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { DuplicateDecisions } from '../utils/import-model';
import { formatCount } from '../utils/import-model';

interface DuplicateChoicesProps {
  review: ImportReview;
  onDuplicate: DuplicateAction;
  onDefaultChange: (action: DuplicateAction) => void;
  decisions: DuplicateDecisions;
  onDecide: (row: number, action: DuplicateAction) => void;
}

/** The review's likely duplicates: one action for all, and one per listed row over it. */
export function DuplicateChoices({ review, onDuplicate, onDefaultChange, decisions, onDecide }: DuplicateChoicesProps) {
  const labelId = useId();
  const unlisted = review.duplicate_count - review.duplicates.length;
  return (
    <section aria-labelledby={labelId} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <h3 id={labelId} className="text-sm font-semibold">
            Likely duplicates
          </h3>
          <p className="text-xs text-muted-foreground">Rows that match a contact you already have, or an earlier row of this file.</p>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-xs font-medium text-muted-foreground">For every duplicate</legend>
          <div className="inline-flex rounded-md border bg-muted/50 p-0.5">
            {DUPLICATE_ACTIONS.map((action) => (
              <label
                key={action}
                className={cn(
                  'relative rounded-[6px] px-2.5 py-1 text-xs font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  onDuplicate === action && 'bg-card text-foreground shadow-xs',
                )}
              >
                <input
                  type="radio"
                  name={`${labelId}-default`}
                  value={action}
                  checked={onDuplicate === action}
                  onChange={() => onDefaultChange(action)}
                  // Transparent over the whole segment: the click lands on the radio itself.
                  className="absolute inset-0 cursor-pointer appearance-none rounded-[6px] outline-none"
                />
                {DUPLICATE_ACTION_LABELS[action]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <ul className="grid gap-2" aria-label="Duplicate rows">
        {review.duplicates.map((d) => (
          <li key={d.row} data-testid="duplicate-row" className="grid gap-2.5 rounded-lg border bg-card p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-medium text-muted-foreground tabular-nums">Row {d.row}</span>
              <Badge variant="accent">{DUPLICATE_REASON_LABELS[d.reason]}</Badge>
              <NativeSelect
                aria-label={`Action for row ${d.row}`}
                className="ml-auto w-40"
                value={decisions[String(d.row)] ?? onDuplicate}
                onChange={(e) => onDecide(d.row, e.target.value as DuplicateAction)}
              >
                {DUPLICATE_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {DUPLICATE_ACTION_LABELS[action]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid items-stretch gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
              <Brief label="In the file" contact={d.incoming} />
              <ArrowRightIcon className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
              <Brief label={d.in_file ? 'Earlier row of this file' : 'Already in your contacts'} contact={d.existing} />
            </div>
          </li>
        ))}
      </ul>
      {unlisted > 0 && (
        <p className="text-xs text-muted-foreground">
          {formatCount(unlisted)} more {unlisted === 1 ? 'duplicate follows' : 'duplicates follow'} the action for every duplicate.
        </p>
      )}
    </section>
  );
}

function Brief({ label, contact }: { label: string; contact: ContactBrief }) {
  const lines = [contact.company, contact.client_email, contact.location].filter(Boolean);
  return (
    <div className="min-w-0 rounded-md bg-muted/50 px-2.5 py-2">
      <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="truncate text-sm font-medium" title={contact.full_name}>
        {contact.full_name}
      </p>
      {lines.length === 0 ? (
        <p className="text-xs text-muted-foreground">No other details</p>
      ) : (
        lines.map((line) => (
          <p key={line} className="truncate text-xs text-muted-foreground" title={line ?? undefined}>
            {line}
          </p>
        ))
      )}
    </div>
  );
}
