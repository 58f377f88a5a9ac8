import { type Contact, formatCount, pluralize } from '@tradeloom/domain';
import { AlertCircleIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';
import { useAuthSession } from '@/lib/use-auth-session';
import { cn } from '@/lib/utils';
import { whenIdle } from '@/lib/when-idle';
import { useContactCount } from '../api/get-contact-count';
import { useContactFacets } from '../api/get-contact-facets';
import { useContacts } from '../api/get-contacts';
import { useContactFilters } from '../hooks/use-contact-filters';
import { CONTACT_MESSAGES } from '../utils/contact-messages';
import type { DialogState } from './contact-form-dialog';
import { ContactGrid } from './contact-grid';
import type { AttachmentsSlot, LazyDialogSlot } from './contact-slots';
import { ContactsActions } from './contacts-actions';
import { ContactsEmptyState } from './contacts-empty-state';
import { ContactsFilterBar } from './contacts-filter-bar';
import { ContactsSort } from './contacts-sort';
import {
  LazyBulkCadenceDialog as BulkCadenceDialog,
  LazyContactDetailSheet as ContactDetailSheet,
  LazyContactFormDialog as ContactFormDialog,
} from './lazy-contact-parts';

interface ContactsViewProps {
  /** The import wizard (features/import), opened by Import and by the empty state. */
  ImportDialog: LazyDialogSlot;
  /** The duplicates review (features/duplicates), opened from the Export menu. */
  DuplicatesDialog: LazyDialogSlot;
  /** A contact's files (features/attachments), in the detail sheet and the form. */
  Attachments: AttachmentsSlot;
}

/** The contacts workspace (spec §2 'Contacts screen'): count, search, filters, card grid, form dialog. */
export function ContactsView({ ImportDialog, DuplicatesDialog, Attachments }: ContactsViewProps) {
  const { status } = useAuthSession();
  const filters = useContactFilters();
  const contactsQuery = useContacts(filters.params);
  const facetsQuery = useContactFacets();
  const ownCount = useContactCount().data;
  const [dialog, setDialog] = useState<DialogState>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [duplicatesOpen, setDuplicatesOpen] = useState(false);
  const [cadenceOpen, setCadenceOpen] = useState(false);
  const { id: detailId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const closeDetail = useCallback(() => navigate({ pathname: paths.contacts, search }), [navigate, search]);

  // The form's and the sheet's code once the first page has arrived (its cards painted) and the browser is
  // idle: fetched earlier, they would compete with the list's own request.
  const listSettled = !contactsQuery.isPending;
  useEffect(
    () =>
      listSettled
        ? whenIdle(() => void Promise.all([ContactFormDialog.preload(), ContactDetailSheet.preload()]).catch(() => {}))
        : undefined,
    [listSettled],
  );

  const { error, errorUpdatedAt } = contactsQuery;
  // Spec §8: a failed load says 'Error' with the server's message; each new failure says it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorUpdatedAt marks a new failure with the same message.
  useEffect(() => {
    if (error) toast.error(CONTACT_MESSAGES.errorTitle, { description: errorMessage(error), id: 'contacts-load-error' });
  }, [error, errorUpdatedAt]);

  const contacts = useMemo(() => contactsQuery.data?.pages.flatMap((p) => p.items) ?? [], [contactsQuery.data]);
  const matchTotal = contactsQuery.data?.pages[0]?.total;
  const networkTotal = facetsQuery.data?.total ?? (filters.isFiltered ? undefined : matchTotal);
  const demoCount = networkTotal !== undefined && ownCount !== undefined ? Math.max(0, networkTotal - ownCount) : 0;
  const fuzzy = contactsQuery.data?.pages[0]?.matchedBy === 'fuzzy';
  // Export takes the user's own contacts only: how many of those the list shows, when that is known.
  const shownOwn = !filters.isFiltered
    ? ownCount
    : networkTotal !== undefined && demoCount === 0
      ? matchTotal
      : contactsQuery.data && !contactsQuery.hasNextPage && !contactsQuery.isPlaceholderData
        ? contacts.filter((c) => !c.is_demo).length
        : undefined;
  const refreshing =
    contactsQuery.isPlaceholderData || (contactsQuery.isFetching && !contactsQuery.isFetchingNextPage && !contactsQuery.isPending);

  const openAdd = useCallback(() => {
    if (status === 'unauthenticated') {
      toast.error(CONTACT_MESSAGES.signInRequired);
      return;
    }
    setDialog({ mode: 'add' });
  }, [status]);
  const openEdit = useCallback((contact: Contact, focus?: 'location') => setDialog({ mode: 'edit', contact, focus }), []);
  const clearAll = useCallback(() => {
    filters.setSearch('');
    filters.clearFilters();
  }, [filters.setSearch, filters.clearFilters]);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={CONTACT_MESSAGES.title}
        description={
          networkTotal === undefined ? (
            <span className="inline-block h-5" aria-hidden />
          ) : (
            <NetworkCount total={networkTotal} demo={demoCount} />
          )
        }
        actions={
          <ContactsActions
            params={filters.params}
            filtered={filters.isFiltered}
            shownOwn={shownOwn}
            ownTotal={ownCount}
            hasDemo={demoCount > 0}
            onImport={() => setImportOpen(true)}
            onPreloadImport={() => void ImportDialog.preload?.()}
            onFindDuplicates={() => setDuplicatesOpen(true)}
            onPreloadDuplicates={() => void DuplicatesDialog.preload?.()}
            onSetCadence={() => setCadenceOpen(true)}
            onPreloadCadence={() => void BulkCadenceDialog.preload().catch(() => {})}
            onAdd={openAdd}
          />
        }
      />

      <div className="flex flex-col gap-3">
        <ContactsFilterBar
          filters={filters}
          facets={facetsQuery.data}
          facetsLoading={facetsQuery.isPending}
          busy={refreshing}
          relationship
          controls={<ContactsSort value={filters.sort} onChange={filters.setSort} />}
        />
        {fuzzy && contacts.length > 0 ? (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            No exact matches. Showing close matches for “{filters.params.q}”.
          </p>
        ) : (
          filters.isFiltered &&
          matchTotal !== undefined &&
          contacts.length > 0 && (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              <span className="tabular-nums">{formatCount(matchTotal)}</span> {pluralize(matchTotal, 'match', 'matches')}
            </p>
          )
        )}
      </div>

      {contactsQuery.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : contactsQuery.isError && contacts.length === 0 ? (
        <LoadError message={errorMessage(contactsQuery.error)} onRetry={() => contactsQuery.refetch()} />
      ) : contacts.length === 0 ? (
        <ContactsEmptyState
          kind={filters.isFiltered ? 'no-match' : 'none'}
          onAdd={openAdd}
          onImport={() => setImportOpen(true)}
          onClear={clearAll}
        />
      ) : (
        <div className={cn('transition-opacity duration-150', contactsQuery.isPlaceholderData && 'opacity-60')} aria-busy={refreshing}>
          <ContactGrid
            contacts={contacts}
            onOpen={openEdit}
            hasMore={Boolean(contactsQuery.hasNextPage) && !contactsQuery.isPlaceholderData}
            loadingMore={contactsQuery.isFetchingNextPage}
            onLoadMore={() => {
              if (!contactsQuery.isFetching) void contactsQuery.fetchNextPage();
            }}
          />
        </div>
      )}

      <ContactDetailSheet id={detailId} onClose={closeDetail} onEdit={openEdit} Attachments={Attachments} />

      <ContactFormDialog
        state={dialog}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        Attachments={Attachments}
      />
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
      <DuplicatesDialog open={duplicatesOpen} onOpenChange={setDuplicatesOpen} />
      <BulkCadenceDialog
        open={cadenceOpen}
        onOpenChange={setCadenceOpen}
        params={filters.params}
        filtered={filters.isFiltered}
        count={shownOwn}
      />
    </div>
  );
}

/** The network's size, saying how much of it is the demo network (a new user owns none of it). */
function NetworkCount({ total, demo }: { total: number; demo: number }) {
  const own = total - demo;
  if (demo === 0) {
    return (
      <span data-testid="network-count">
        <span className="font-medium text-foreground tabular-nums">{formatCount(total)}</span> {pluralize(total, 'contact')} in your network
      </span>
    );
  }
  return (
    <span data-testid="network-count">
      <span className="font-medium text-foreground tabular-nums">{formatCount(own)}</span> {pluralize(own, 'contact')} of your own ·{' '}
      <span className="tabular-nums">{formatCount(demo)}</span> demo {pluralize(demo, 'contact')}
    </span>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
      <AlertCircleIcon className="size-6 text-destructive" aria-hidden />
      <h2 className="mt-3 text-base font-semibold">Contacts could not be loaded</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
