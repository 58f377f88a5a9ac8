import { useQuery } from '@tanstack/react-query';
import { type Contact, MAP_MESSAGES } from '@tradeloom/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import { useContact } from '@/features/contacts/api/get-contact';
import { contactFacetsQueryOptions } from '@/features/contacts/api/get-contact-facets';
import { ContactFormDialog } from '@/features/contacts/components/contact-form-dialog';
import { ContactsFilterBar } from '@/features/contacts/components/contacts-filter-bar';
import { useContactFilters } from '@/features/contacts/hooks/use-contact-filters';
import { type MapParams, useMapData } from '@/features/map/api/get-map';
import { useRecordMapOpened } from '@/features/map/api/open-map';
import { ContactDetailsPanel, type ContactDetailsState } from '@/features/map/components/contact-details-panel';
import { MapCounts } from '@/features/map/components/map-counts';
import { MapLegend } from '@/features/map/components/map-legend';
import { NetworkMap } from '@/features/map/components/network-map';
import { NetworkOverview } from '@/features/map/components/network-overview';
import { useIdleAfter } from '@/features/map/hooks/use-idle-after';
import { preloadMapCanvas } from '@/features/map/hooks/use-map-canvas';
import { type MapSelection, reconcileSelection } from '@/features/map/utils/selection';
import { TrialLimitDialog } from '@/features/trial/components/trial-limit-dialog';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';

/**
 * The Network Map (spec §2 'Network Map screen'): the contacts screen's search and filters over a map
 * of the network by city, the picked contact's details beside it, the overview and the legend.
 */
export function MapPage() {
  // The map's code and the world's outline start loading with the page, beside its data.
  useState(preloadMapCanvas);
  const { limitReached } = useRecordMapOpened();

  const filters = useContactFilters();
  const { q, commodities, locations, roles } = filters.params;
  const params = useMemo<MapParams>(() => ({ q, commodities, locations, roles }), [q, commodities, locations, roles]);
  const mapQuery = useMapData(params);
  const data = mapQuery.data;
  // The filter lists wait until the map has drawn (or the Filters dropdown shows their spinner).
  const mapDrawn = useIdleAfter(data !== undefined || mapQuery.isError);
  const facetsQuery = useQuery({ ...contactFacetsQueryOptions, enabled: mapDrawn });
  const refreshing = mapQuery.isPlaceholderData || (mapQuery.isFetching && !mapQuery.isPending);

  const [heatmap, setHeatmap] = useState(false);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const contactQuery = useContact(selection?.id);
  const [editing, setEditing] = useState<Contact | null>(null);
  const detailsRef = useRef<HTMLDivElement>(null);

  const selectContact = useCallback(
    (id: string, cityKey: string) => {
      setSelection({ id, cityKey, seenWith: params });
      // Stacked (phone, narrow window): the panel is below the map; bring it into view.
      const panel = detailsRef.current;
      if (panel && panel.getBoundingClientRect().top > window.innerHeight - 120)
        panel.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    },
    [params],
  );

  // New search terms or filters: a picked contact they leave out leaves the side panel too.
  const answer = mapQuery.isPlaceholderData ? undefined : data;
  useEffect(() => {
    if (answer) setSelection((s) => s && reconcileSelection(s, answer, params));
  }, [answer, params]);

  // A contact deleted (from its dialog) leaves the panel.
  const gone = isApiError(contactQuery.error) && contactQuery.error.status === 404;
  useEffect(() => {
    if (gone) setSelection(null);
  }, [gone]);

  const details: ContactDetailsState = !selection
    ? { status: 'none' }
    : contactQuery.data
      ? { status: 'ready', contact: contactQuery.data }
      : contactQuery.isError
        ? { status: 'error', message: errorMessage(contactQuery.error) }
        : { status: 'loading' };

  const clearAll = useCallback(() => {
    filters.setSearch('');
    filters.clearFilters();
  }, [filters.setSearch, filters.clearFilters]);

  return (
    <div className="@container flex flex-col gap-5">
      <PageMeta title={MAP_MESSAGES.title} />
      <PageHeader
        title={MAP_MESSAGES.title}
        description={<MapCounts cities={data?.cities.length} contacts={data?.total} filtered={filters.isFiltered} />}
      />

      <div className="flex flex-col gap-3">
        <ContactsFilterBar
          filters={filters}
          facets={facetsQuery.data}
          facetsLoading={facetsQuery.isPending}
          busy={refreshing}
          placeholder={MAP_MESSAGES.search}
        />
      </div>

      <div className="grid items-start gap-4 @4xl:grid-cols-4">
        <NetworkMap
          className="@4xl:col-span-3"
          data={data}
          current={!mapQuery.isPlaceholderData}
          fitKey={JSON.stringify(params)}
          loading={mapQuery.isPending}
          error={mapQuery.isError ? errorMessage(mapQuery.error) : null}
          onRetryData={() => void mapQuery.refetch()}
          filtered={filters.isFiltered}
          onClearFilters={clearAll}
          heatmap={heatmap}
          onHeatmapChange={setHeatmap}
          selectedCityKey={selection?.cityKey ?? null}
          selectedContactId={selection?.id ?? null}
          onSelectContact={selectContact}
        />
        <aside className="grid gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @4xl:grid-cols-1" aria-label="Map details">
          <div ref={detailsRef} className="scroll-mt-4">
            <ContactDetailsPanel state={details} onClose={() => setSelection(null)} onEdit={setEditing} />
          </div>
          <NetworkOverview stats={data && { total: data.total, placed: data.with_coordinates, cities: data.cities.length }} />
          <MapLegend cities={data?.cities} dimmed={heatmap} />
        </aside>
      </div>

      <TrialLimitDialog
        open={limitReached}
        description="You have opened the map as often as the demo allows. Choose a plan to keep your network on the map."
        actions={
          <Button asChild>
            <Link to={paths.trial}>See plans</Link>
          </Button>
        }
      />
      <ContactFormDialog
        state={editing ? { mode: 'edit', contact: editing } : null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        Attachments={AttachmentsCard}
      />
    </div>
  );
}
