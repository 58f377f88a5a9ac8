import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export const IMPORT_STEPS = ['Upload', 'Map columns', 'Review', 'Import'] as const;

/** Where the user is in the wizard; on a phone only the current step keeps its label. */
export function ImportStepper({ current }: { current: number }) {
  return (
    <ol aria-label="Import steps" className="flex items-center gap-2 text-xs">
      {IMPORT_STEPS.map((label, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined} className="flex min-w-0 items-center gap-2">
            {i > 0 && <span aria-hidden className={cn('h-px w-4 shrink-0 sm:w-6', done || active ? 'bg-primary/50' : 'bg-border')} />}
            <span
              aria-hidden
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border text-[11px] font-semibold tabular-nums',
                active && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary/40 bg-primary-soft text-primary-soft-foreground',
                !active && !done && 'text-muted-foreground',
              )}
            >
              {done ? <CheckIcon className="size-3" strokeWidth={3} /> : i + 1}
            </span>
            <span
              className={cn(
                'truncate',
                active ? 'font-medium text-foreground' : 'sr-only text-muted-foreground sm:not-sr-only',
                done && 'sm:text-foreground',
              )}
            >
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
