import { STRENGTH_BANDS } from '@tradeloom/domain';
import { AlarmClockIcon } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

export interface RelationshipFilterProps {
  overdue: boolean;
  minStrength: number | undefined;
  onOverdueChange: (overdue: boolean) => void;
  onMinStrengthChange: (min: number | undefined) => void;
}

/** 'Any', then each band from the weakest that still has a floor: 'Cool 15+', 'Warm 40+', 'Strong 70+'. */
const CHOICES = [
  { min: undefined, label: 'Any' },
  ...STRENGTH_BANDS.filter((b) => b.min > 0)
    .reverse()
    .map((b) => ({ min: b.min as number | undefined, label: `${b.label} ${b.min}+` })),
];

/**
 * The Filters menu's relationship part (issue 27): contacts whose keep-in-touch cadence is overdue, and a
 * minimum relationship strength. In the popover's chunk, loaded on first open like the rest of it.
 */
export function RelationshipFilters({ overdue, minStrength, onOverdueChange, onMinStrengthChange }: RelationshipFilterProps) {
  const id = useId();
  return (
    <div className="mt-1 grid gap-2 border-t px-3 pt-2.5 pb-2.5">
      <label htmlFor={`${id}-overdue`} className="flex cursor-pointer items-center gap-2.5 text-sm font-medium">
        <Checkbox id={`${id}-overdue`} checked={overdue} onCheckedChange={(v) => onOverdueChange(v === true)} />
        <AlarmClockIcon className="size-4 text-muted-foreground" aria-hidden />
        Overdue to get in touch
      </label>
      <div role="group" aria-labelledby={`${id}-strength`} className="grid gap-1.5">
        <p id={`${id}-strength`} className="text-xs font-medium text-muted-foreground">
          Minimum strength
        </p>
        <div className="grid grid-cols-4 gap-1">
          {CHOICES.map((c) => {
            const on = (minStrength ?? undefined) === c.min;
            return (
              <button
                key={c.label}
                type="button"
                aria-pressed={on}
                onClick={() => onMinStrengthChange(c.min)}
                className={cn(
                  'h-8 rounded-md border px-1 text-xs font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                  on ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'bg-card text-foreground hover:bg-muted',
                )}
              >
                {c.label}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
