import { STRENGTH_BANDS, strengthLabel } from '@tradeloom/domain';
import { cn } from '@/lib/utils';

/** One tone per band (DESIGN.md's soft scales): green strong, amber warm, teal cool, grey cold. */
const TONE: Record<string, string> = {
  Strong: 'bg-success-soft text-success-soft-foreground',
  Warm: 'bg-accent-soft text-accent-soft-foreground',
  Cool: 'bg-primary-soft text-primary-soft-foreground',
  Cold: 'bg-secondary text-secondary-foreground',
};
const BARS = [1, 2, 3, 4];

/**
 * A contact's relationship strength as a small meter and 'Warm 55' (decision 041's bands), with what it
 * rests on as its tooltip; nothing when the strength is unknown. Plain markup, no popup code: it sits
 * on every card of the contacts screen's first view.
 */
export function StrengthBadge({ strength, note, className }: { strength: number | null; note?: string | null; className?: string }) {
  if (strength == null) return null;
  const label = strengthLabel(strength);
  // Strong four bars, Warm three, Cool two, Cold one.
  const lit = STRENGTH_BANDS.length - STRENGTH_BANDS.findIndex((b) => strength >= b.min);
  return (
    <span
      data-testid="strength"
      title={note || undefined}
      className={cn(
        'inline-flex h-5 shrink-0 items-center gap-1 rounded-md px-1.5 text-[11px] leading-none font-medium whitespace-nowrap',
        TONE[label],
        className,
      )}
    >
      <span aria-hidden className="flex h-2.5 items-end gap-px">
        {BARS.map((i) => (
          <span key={i} className={cn('w-[3px] rounded-[1px] bg-current', i > lit && 'opacity-25')} style={{ height: `${i * 25}%` }} />
        ))}
      </span>
      <span className="sr-only">Relationship strength: </span>
      {label} <span className="tabular-nums">{strength}</span>
    </span>
  );
}
