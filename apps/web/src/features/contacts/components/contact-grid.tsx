import type { Contact } from '@tradeloom/domain';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useElementWidth, useWindowRows } from '../hooks/use-window-rows';
import { CONTACT_CARD_HEIGHT, ContactCard } from './contact-card';

interface ContactGridProps {
  contacts: Contact[];
  onOpen: (contact: Contact, focus?: 'location') => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** 1 → 4 columns by the width of the content area (so an open sidebar counts), like @lg/@3xl/@5xl. */
function columnsFor(width: number): number {
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  if (width >= 512) return 2;
  return 1;
}

/** Rows the next page is asked for ahead of the end. */
const PREFETCH_ROWS = 6;

/**
 * The card grid, windowed: only the rows near the viewport are in the DOM, so ten thousand loaded
 * contacts cost no more than a screenful. Cards have one fixed height, which makes every row's
 * position a multiplication.
 */
export function ContactGrid({ contacts: latest, onOpen, hasMore, loadingMore, onLoadMore }: ContactGridProps) {
  // A newly arrived page of hundreds of contacts is laid out in a render that yields to scrolling.
  const contacts = useDeferredValue(latest);
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const columns = columnsFor(width || 1);
  const gap = columns === 1 ? 12 : 16;
  const rowHeight = CONTACT_CARD_HEIGHT + gap;
  const rowCount = Math.ceil(contacts.length / columns);
  const { first, last } = useWindowRows(ref, rowCount, rowHeight);
  const visible = contacts.slice(first * columns, (last + 1) * columns);

  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const nearEnd = last >= rowCount - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) loadMore.current();
  }, [nearEnd, hasMore, loadingMore]);

  return (
    <div ref={ref}>
      <div className="relative" style={{ height: rowCount > 0 ? rowCount * rowHeight - gap : 0 }}>
        <ul
          aria-label="Contacts"
          data-testid="contact-grid"
          data-columns={columns}
          className="absolute inset-x-0 top-0 grid"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, transform: `translateY(${first * rowHeight}px)` }}
        >
          {visible.map((contact, i) => (
            <li key={contact.id} className="flex min-w-0" aria-setsize={contacts.length} aria-posinset={first * columns + i + 1}>
              <ContactCard contact={contact} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>
      {hasMore && (
        <div className="flex h-16 items-center justify-center">{loadingMore && <Spinner className="size-5 text-muted-foreground" />}</div>
      )}
    </div>
  );
}
