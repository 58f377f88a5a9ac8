import type { Contact } from '@tradeloom/domain';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ContactCard } from './contact-card';

interface ContactGridProps {
  contacts: Contact[];
  onOpen: (contact: Contact) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** 1 → 4 columns by the width of the content area (container queries, so the sidebar counts). */
export function ContactGrid({ contacts, onOpen, hasMore, loadingMore, onLoadMore }: ContactGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  // The next page is asked for well before the end comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore.current(), {
      rootMargin: '800px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  return (
    <div className="@container">
      <ul aria-label="Contacts" className="grid grid-cols-1 gap-3 @lg:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 sm:gap-4">
        {contacts.map((contact) => (
          <li key={contact.id} className="flex min-w-0 *:flex-1">
            <ContactCard contact={contact} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="flex h-16 items-center justify-center">
          {loadingMore && <Spinner className="size-5 text-muted-foreground" />}
        </div>
      )}
    </div>
  );
}
