import type { CommodityGroup, MapCity } from '@tradeloom/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { GROUP_SWATCHES } from '../utils/group-colours';

const nf = new Intl.NumberFormat('en-US');

/** Contacts per legend group, over the cities shown. */
export function contactsByGroup(cities: readonly Pick<MapCity, 'group' | 'count'>[]): Record<CommodityGroup, number> {
  const out: Record<CommodityGroup, number> = { oil_gas: 0, iron_steel: 0, precious_metals: 0, agriculture: 0, base_metals: 0, other: 0 };
  for (const c of cities) out[c.group] += c.count;
  return out;
}

/** The legend (spec §2): the six commodity groups and their colours, with the contacts in each. */
export function MapLegend({ cities, dimmed }: { cities: readonly MapCity[] | undefined; dimmed: boolean }) {
  const counts = cities ? contactsByGroup(cities) : undefined;
  return (
    <Card className="gap-3 py-4" role="region" aria-labelledby="map-legend-title">
      <CardHeader className="px-4">
        <CardTitle id="map-legend-title" className="text-sm">
          Legend
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <ul className={cn('space-y-1.5 transition-opacity', dimmed && 'opacity-60')} aria-label="Commodity groups">
          {GROUP_SWATCHES.map((s) => (
            <li key={s.group} className="flex items-center gap-2.5 text-sm" data-group={s.group}>
              <span
                aria-hidden
                data-testid={`legend-swatch-${s.group}`}
                className="size-3 shrink-0 rounded-full"
                style={{ background: s.fill, boxShadow: '0 0 0 1px var(--border)' }}
              />
              <span className="flex-1">{s.label}</span>
              {counts && <span className="text-xs text-muted-foreground tabular-nums">{nf.format(counts[s.group])}</span>}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          A city's colour is the group most of its contacts trade; its size grows with its contacts.
        </p>
      </CardContent>
    </Card>
  );
}
