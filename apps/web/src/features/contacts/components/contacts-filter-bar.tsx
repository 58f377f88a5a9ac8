import type { ContactFacets } from '@tradeloom/domain';
import type { ReactNode } from 'react';
import type { useContactFilters } from '../hooks/use-contact-filters';
import { ContactsSearch } from './contacts-search';
import { FilterChips } from './filter-chips';
import { ContactFilters } from './lazy-contact-filters';

/**
 * The search box, the Filters dropdown and the chips of the chosen filters, over the URL's state
 * (useContactFilters): the contacts screen and the map share them. `controls` sit between the search
 * and the Filters button (the contacts screen's sort).
 */
export function ContactsFilterBar({
  filters,
  facets,
  facetsLoading,
  busy,
  placeholder,
  controls,
  relationship = false,
}: {
  filters: ReturnType<typeof useContactFilters>;
  facets: ContactFacets | undefined;
  facetsLoading: boolean;
  busy: boolean;
  placeholder?: string;
  controls?: ReactNode;
  /** Offer the overdue and minimum-strength filters (the contacts list; the map does not filter by them). */
  relationship?: boolean;
}) {
  const relationshipFilters = relationship
    ? {
        overdue: filters.overdue,
        minStrength: filters.minStrength,
        onOverdueChange: filters.setOverdue,
        onMinStrengthChange: filters.setMinStrength,
      }
    : undefined;
  return (
    <>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <ContactsSearch value={filters.search} onChange={filters.setSearch} busy={busy} placeholder={placeholder} />
        {controls}
        <ContactFilters
          facets={facets}
          loading={facetsLoading}
          commodities={filters.commodities}
          locations={filters.locations}
          roles={filters.roles}
          onToggle={filters.toggle}
          onClearAll={filters.clearFilters}
          relationship={relationshipFilters}
        />
      </div>
      <FilterChips
        commodities={filters.commodities}
        locations={filters.locations}
        roles={filters.roles}
        onRemove={filters.toggle}
        onClearAll={filters.clearFilters}
        relationship={relationshipFilters}
      />
    </>
  );
}
