import { formatCount, MAP_MESSAGES, pluralize } from '@tradeloom/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Network Overview (spec §2): contacts on the map and the cities they are in. */
export function NetworkOverview({ stats }: { stats: { total: number; placed: number; cities: number } | undefined }) {
  const unplaced = stats ? stats.total - stats.placed : 0;
  return (
    <Card className="gap-3 py-4" role="region" aria-labelledby="map-overview-title">
      <CardHeader className="px-4">
        <CardTitle id="map-overview-title" className="text-sm">
          {MAP_MESSAGES.overview}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <dl className="grid grid-cols-2 gap-2">
          <Stat label="Contacts with coordinates" value={stats?.placed} testId="overview-placed" />
          <Stat label="Cities" value={stats?.cities} testId="overview-cities" />
        </dl>
        {unplaced > 0 && (
          <p className="mt-2.5 text-xs text-muted-foreground">
            <span className="tabular-nums">{formatCount(unplaced)}</span> {pluralize(unplaced, 'contact has', 'contacts have')} no
            coordinates yet.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="flex flex-col justify-between gap-1 rounded-md bg-muted px-3 py-2">
      <dt className="text-xs leading-4 text-muted-foreground">{label}</dt>
      <dd className="text-xl leading-7 font-semibold tracking-tight tabular-nums" data-testid={testId}>
        {value === undefined ? <Skeleton className="my-1 h-5 w-12" /> : formatCount(value)}
      </dd>
    </div>
  );
}
