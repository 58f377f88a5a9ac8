import { BriefcaseIcon, MapPinIcon, PackageIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FilterKind } from '../hooks/use-contact-filters';

interface FilterChipsProps {
  commodities: string[];
  locations: string[];
  roles: string[];
  onRemove: (kind: FilterKind, value: string) => void;
  onClearAll: () => void;
}

/** The active filters under the search bar, each removable (spec §2). */
const CHIP: Record<FilterKind, { icon: typeof PackageIcon; label: string }> = {
  commodities: { icon: PackageIcon, label: 'Commodity: ' },
  locations: { icon: MapPinIcon, label: 'City: ' },
  roles: { icon: BriefcaseIcon, label: 'Role: ' },
};

export function FilterChips({ commodities, locations, roles, onRemove, onClearAll }: FilterChipsProps) {
  if (commodities.length + locations.length + roles.length === 0) return null;
  const chips = [
    ...commodities.map((value) => ({ kind: 'commodities' as const, value })),
    ...locations.map((value) => ({ kind: 'locations' as const, value })),
    ...roles.map((value) => ({ kind: 'roles' as const, value })),
  ];
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map(({ kind, value }) => (
        <li
          key={`${kind}:${value}`}
          className="inline-flex h-7 max-w-full items-center gap-1.5 rounded-md border border-primary/20 bg-primary-soft pr-1 pl-2 text-xs font-medium text-primary-soft-foreground"
        >
          <ChipIcon kind={kind} />
          <span className="truncate">
            <span className="sr-only">{CHIP[kind].label}</span>
            {value}
          </span>
          <button
            type="button"
            onClick={() => onRemove(kind, value)}
            aria-label={`Remove filter ${value}`}
            className="inline-flex size-5 shrink-0 items-center justify-center rounded-sm opacity-70 outline-none transition hover:bg-primary/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-3" aria-hidden />
          </button>
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
