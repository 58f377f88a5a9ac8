import { formatCount, pluralize } from '@tradeloom/domain';

/** The heading's line (spec §2): how many distinct cities, and how many contacts. */
export function MapCounts({ cities, contacts, filtered }: { cities: number | undefined; contacts: number | undefined; filtered: boolean }) {
  if (cities === undefined || contacts === undefined) return <span className="inline-block h-5" aria-hidden />;
  return (
    <span data-testid="map-counts">
      <span className="font-medium text-foreground tabular-nums">{formatCount(cities)}</span> {pluralize(cities, 'city', 'cities')} ·{' '}
      <span className="font-medium text-foreground tabular-nums">{formatCount(contacts)}</span> {pluralize(contacts, 'contact')}
      {filtered ? ' matching' : ' in your network'}
    </span>
  );
}
