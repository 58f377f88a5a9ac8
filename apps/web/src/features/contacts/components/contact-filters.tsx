import { type ContactFacets, DROPDOWN_BLUR_CLOSE_MS } from '@tradeloom/domain';
import { BriefcaseIcon, ChevronLeftIcon, ChevronRightIcon, MapPinIcon, PackageIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import type { FilterKind } from '../hooks/use-contact-filters';
import { FiltersButton } from './filters-button';
import { type RelationshipFilterProps, RelationshipFilters } from './relationship-filters';

type View = 'menu' | FilterKind;

const LIST_TITLES: Record<FilterKind, string> = { commodities: 'By Commodity', locations: 'By Location', roles: 'By Role' };
const SEARCH_PLACEHOLDER: Record<FilterKind, string> = {
  commodities: 'Search commodities...',
  locations: 'Search locations...',
  roles: 'Search roles...',
};
const EMPTY_LIST: Record<FilterKind, string> = { commodities: 'No commodities yet', locations: 'No locations yet', roles: 'No roles yet' };
const nf = new Intl.NumberFormat('en-US');

export interface ContactFiltersProps {
  /** Open at mount: the lazy trigger (`lazy-contact-filters.tsx`) was clicked before this code arrived. */
  defaultOpen?: boolean;
  facets: ContactFacets | undefined;
  loading: boolean;
  commodities: string[];
  locations: string[];
  roles: string[];
  onToggle: (kind: FilterKind, value: string) => void;
  onClearAll: () => void;
  /** The overdue and minimum-strength filters (the contacts screen's; the map has none). */
  relationship?: RelationshipFilterProps;
}

/**
 * The Filters dropdown (spec §4 'Filter dropdown'): closed, the menu, or one of the two checklists.
 * Focus leaving it closes it after DROPDOWN_BLUR_CLOSE_MS, so a click that lands inside a moment
 * later (a checkbox in a list just opened) keeps it open.
 */
export function ContactFilters({
  defaultOpen = false,
  facets,
  loading,
  commodities,
  locations,
  roles,
  onToggle,
  onClearAll,
  relationship,
}: ContactFiltersProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [view, setView] = useState<View>('menu');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const count =
    commodities.length + locations.length + roles.length + (relationship?.overdue ? 1 : 0) + (relationship?.minStrength ? 1 : 0);
  const selectedOf: Record<FilterKind, string[]> = { commodities, locations, roles };

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function setOpenState(next: boolean) {
    clearTimeout(blurTimer.current);
    setOpen(next);
    if (next) setView('menu');
  }

  function scheduleBlurClose() {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      const active = document.activeElement;
      if (contentRef.current?.contains(active) || triggerRef.current?.contains(active)) return;
      setOpen(false);
    }, DROPDOWN_BLUR_CLOSE_MS);
  }

  return (
    <Popover open={open} onOpenChange={setOpenState}>
      <PopoverTrigger asChild>
        <FiltersButton ref={triggerRef} count={count} />
      </PopoverTrigger>
      <PopoverContent
        ref={contentRef}
        align="end"
        className="w-[min(20rem,calc(100vw-2rem))] p-0"
        onFocusOutside={(event) => event.preventDefault()}
        onBlur={scheduleBlurClose}
        onFocus={() => clearTimeout(blurTimer.current)}
        aria-label="Filters"
      >
        {view === 'menu' ? (
          <>
            <FilterMenu
              selected={{ commodities: commodities.length, locations: locations.length, roles: roles.length }}
              canClear={count > 0}
              onOpenList={setView}
              onClearAll={onClearAll}
            />
            {relationship && <RelationshipFilters {...relationship} />}
          </>
        ) : (
          <FilterChecklist
            key={view}
            title={LIST_TITLES[view]}
            kind={view}
            values={facets?.[view]}
            selected={selectedOf[view]}
            loading={loading}
            onToggle={(value) => onToggle(view, value)}
            onBack={() => setView('menu')}
          />
        )}
      </PopoverContent>
    </Popover>
  );
}

function FilterMenu({
  selected: counts,
  canClear,
  onOpenList,
  onClearAll,
}: {
  selected: Record<FilterKind, number>;
  canClear: boolean;
  onOpenList: (kind: FilterKind) => void;
  onClearAll: () => void;
}) {
  const rows = [
    { kind: 'commodities' as const, icon: PackageIcon, selected: counts.commodities },
    { kind: 'locations' as const, icon: MapPinIcon, selected: counts.locations },
    { kind: 'roles' as const, icon: BriefcaseIcon, selected: counts.roles },
  ];
  return (
    <div className="p-1">
      <div className="flex items-center justify-between px-2 pt-1.5 pb-1">
        <p className="text-xs font-medium text-muted-foreground">Filter contacts</p>
        <Button variant="link" size="sm" className="h-6 text-xs" disabled={!canClear} onClick={onClearAll}>
          Clear All
        </Button>
      </div>
      {rows.map(({ kind, icon: Icon, selected }) => (
        <button
          key={kind}
          type="button"
          onClick={() => onOpenList(kind)}
          className="flex w-full items-center gap-2.5 rounded-sm px-2 py-2 text-left text-sm outline-none transition-colors hover:bg-muted focus-visible:bg-muted"
        >
          <Icon className="size-4 text-muted-foreground" aria-hidden />
          <span className="flex-1 font-medium">{LIST_TITLES[kind]}</span>
          {selected > 0 && (
            <Badge variant="soft" className="rounded-full">
              {selected} selected
            </Badge>
          )}
          <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
        </button>
      ))}
    </div>
  );
}

function FilterChecklist({
  title,
  kind,
  values,
  selected,
  loading,
  onToggle,
  onBack,
}: {
  title: string;
  kind: FilterKind;
  values: { value: string; count: number }[] | undefined;
  selected: string[];
  loading: boolean;
  onToggle: (value: string) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const backRef = useRef<HTMLButtonElement>(null);
  const list = values ?? [];
  const needle = query.trim().toLowerCase();
  const shown = needle ? list.filter((v) => v.value.toLowerCase().includes(needle)) : list;
  const searchable = list.length > 8;

  // The button that opened this list is gone: move focus in here so the dropdown stays open.
  useEffect(() => backRef.current?.focus(), []);

  return (
    <div className="flex max-h-[min(26rem,calc(var(--radix-popover-content-available-height)-0.5rem))] flex-col">
      <div className="flex items-center gap-1 border-b p-1">
        <Button ref={backRef} variant="ghost" size="icon-sm" aria-label="Back to filters" onClick={onBack}>
          <ChevronLeftIcon />
        </Button>
        <p id={`${id}-title`} className="flex-1 text-sm font-semibold">
          {title}
        </p>
        {selected.length > 0 && <span className="pr-2 text-xs text-muted-foreground tabular-nums">{selected.length} selected</span>}
      </div>
      {searchable && (
        <div className="relative border-b p-2">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-4.5 size-3.5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={SEARCH_PLACEHOLDER[kind]}
            aria-label={SEARCH_PLACEHOLDER[kind].replace('...', '')}
            className="h-8 pl-8 text-sm sm:h-8"
          />
        </div>
      )}
      <div role="group" aria-labelledby={`${id}-title`} className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1">
        {loading && !values ? (
          <div className="flex justify-center py-6">
            <Spinner className="text-muted-foreground" />
          </div>
        ) : shown.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{list.length === 0 ? EMPTY_LIST[kind] : 'No matches'}</p>
        ) : (
          shown.map(({ value, count }, index) => {
            const checkboxId = `${id}-${index}`;
            return (
              <label
                key={value}
                htmlFor={checkboxId}
                className="flex cursor-pointer items-center gap-2.5 rounded-sm px-2 py-1.5 text-sm hover:bg-muted has-focus-visible:bg-muted"
              >
                <Checkbox id={checkboxId} checked={selected.includes(value)} onCheckedChange={() => onToggle(value)} />
                <span className="min-w-0 flex-1 truncate" title={value}>
                  {value}
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">{nf.format(count)}</span>
              </label>
            );
          })
        )}
      </div>
    </div>
  );
}
