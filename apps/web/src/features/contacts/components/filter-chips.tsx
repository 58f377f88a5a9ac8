import { strengthLabel } from '@tradeloom/domain';
import { AlarmClockIcon, BriefcaseIcon, GaugeIcon, MapPinIcon, PackageIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FilterKind } from '../hooks/use-contact-filters';
import type { RelationshipFilterProps } from './relationship-filters';

interface FilterChipsProps {
  commodities: string[];
  locations: string[];
  roles: string[];
  onRemove: (kind: FilterKind, value: string) => void;
  onClearAll: () => void;
  relationship?: RelationshipFilterProps;
}

/** The active filters under the search bar, each removable (spec §2). */
const CHIP: Record<FilterKind, { icon: typeof PackageIcon; label: string }> = {
  commodities: { icon: PackageIcon, label: 'Commodity: ' },
  locations: { icon: MapPinIcon, label: 'City: ' },
  roles: { icon: BriefcaseIcon, label: 'Role: ' },
};

export function FilterChips({ commodities, locations, roles, onRemove, onClearAll, relationship }: FilterChipsProps) {
  const overdue = Boolean(relationship?.overdue);
  const min = relationship?.minStrength;
  if (commodities.length + locations.length + roles.length === 0 && !overdue && !min) return null;
  const chips = [
    ...commodities.map((value) => ({ kind: 'commodities' as const, value })),
    ...locations.map((value) => ({ kind: 'locations' as const, value })),
    ...roles.map((value) => ({ kind: 'roles' as const, value })),
  ];
  const chipClass =
    'inline-flex h-7 max-w-full items-center gap-1.5 rounded-md border border-primary/20 bg-primary-soft pr-1 pl-2 text-xs font-medium text-primary-soft-foreground';
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {overdue && (
        <li className={chipClass}>
          <AlarmClockIcon className="size-3 shrink-0" aria-hidden />
          <span className="truncate">Overdue to get in touch</span>
          <RemoveChip label="Overdue to get in touch" onClick={() => relationship?.onOverdueChange(false)} />
        </li>
      )}
      {min ? (
        <li className={chipClass}>
          <GaugeIcon className="size-3 shrink-0" aria-hidden />
          <span className="truncate">
            Strength {min}+ <span className="sr-only">({strengthLabel(min)})</span>
          </span>
          <RemoveChip label={`Strength ${min}+`} onClick={() => relationship?.onMinStrengthChange(undefined)} />
        </li>
      ) : null}
      {chips.map(({ kind, value }) => (
        <li key={`${kind}:${value}`} className={chipClass}>
          <ChipIcon kind={kind} />
          <span className="truncate">
            <span className="sr-only">{CHIP[kind].label}</span>
            {value}
          </span>
          <RemoveChip label={value} onClick={() => onRemove(kind, value)} />
        </li>
      ))}
      <li>
        <Button variant="link" size="sm" className="h-7 text-xs" onClick={onClearAll}>
          Clear All
        </Button>
      </li>
    </ul>
  );
}

function ChipIcon({ kind }: { kind: FilterKind }) {
  const Icon = CHIP[kind].icon;
  return <Icon className="size-3 shrink-0" aria-hidden />;
}

function RemoveChip({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Remove filter ${label}`}
      className="inline-flex size-5 shrink-0 items-center justify-center rounded-sm opacity-70 outline-none transition hover:bg-primary/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <XIcon className="size-3" aria-hidden />
    </button>
  );
}
