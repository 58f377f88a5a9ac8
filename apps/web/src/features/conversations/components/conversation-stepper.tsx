import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export const CONVERSATION_STEPS = ['Upload', 'Reading', 'Review', 'Done'] as const;

/** Where the wizard is: four steps, the current one named for screen readers. */
export function ConversationStepper({ current, finished = false }: { current: number; finished?: boolean }) {
  const isDone = (i: number) => i < current || (finished && i === current);
  return (
    <ol className="flex items-center gap-2 text-xs sm:gap-3 sm:text-sm" aria-label="Import steps">
      {CONVERSATION_STEPS.map((label, i) => (
        <li key={label} className="flex min-w-0 items-center gap-1.5 sm:gap-2" aria-current={i === current ? 'step' : undefined}>
          <span
            className={cn(
              'flex size-5 shrink-0 items-center justify-center rounded-full border text-[11px] font-medium tabular-nums sm:size-6 sm:text-xs',
              isDone(i) && 'border-primary bg-primary text-primary-foreground',
              i === current && !isDone(i) && 'border-primary text-primary',
              i > current && 'text-muted-foreground',
            )}
          >
            {isDone(i) ? <CheckIcon className="size-3" aria-hidden /> : i + 1}
          </span>
          {/* On a phone only the current step is named on screen; the others keep their name for screen readers. */}
          <span className={cn('truncate', i === current ? 'font-medium text-foreground' : 'sr-only text-muted-foreground sm:not-sr-only')}>
            {label}
          </span>
          {i < CONVERSATION_STEPS.length - 1 && <span className="h-px w-3 bg-border sm:w-6" aria-hidden />}
        </li>
      ))}
    </ol>
  );
}
