import { COMMODITY_GROUP_LABELS } from '@tradeloom/domain';
import { project, WorldDotMap } from './world-dot-map';

const CITIES = [
  { name: 'Houston', lat: 29.76, lon: -95.37, contacts: 6, tone: 'lane' },
  { name: 'São Paulo', lat: -23.55, lon: -46.63, contacts: 4, tone: 'primary' },
  { name: 'Rotterdam', lat: 51.92, lon: 4.48, contacts: 7, tone: 'lane' },
  { name: 'Geneva', lat: 46.2, lon: 6.14, contacts: 5, tone: 'primary' },
  { name: 'Odesa', lat: 46.48, lon: 30.72, contacts: 3, tone: 'primary' },
  { name: 'Dubai', lat: 25.2, lon: 55.27, contacts: 6, tone: 'lane' },
  { name: 'Mombasa', lat: -4.04, lon: 39.67, contacts: 2, tone: 'primary' },
  { name: 'Mumbai', lat: 19.08, lon: 72.88, contacts: 3, tone: 'primary' },
  { name: 'Singapore', lat: 1.35, lon: 103.82, contacts: 8, tone: 'lane' },
  { name: 'Shanghai', lat: 31.23, lon: 121.47, contacts: 4, tone: 'primary' },
  { name: 'Perth', lat: -31.95, lon: 115.86, contacts: 2, tone: 'primary' },
] as const;

const LANES: ReadonlyArray<[string, string]> = [
  ['Houston', 'Rotterdam'],
  ['Odesa', 'Mombasa'],
  ['Dubai', 'Singapore'],
  ['Perth', 'Shanghai'],
  ['São Paulo', 'Rotterdam'],
];

function point(name: string) {
  const city = CITIES.find((c) => c.name === name);
  return city ? project(city.lat, city.lon) : { x: 0, y: 0 };
}

/** A still of the Network Map: contacts by city, sized by count, with a few live trade lanes. */
export function MapGlimpse() {
  return (
    <div className="overflow-hidden rounded-lg border bg-card shadow-md">
      <div className="flex items-center justify-between border-b px-4 py-2.5">
        <p className="text-sm font-semibold">Network Map</p>
        <p className="text-xs text-muted-foreground tabular-nums">11 cities · 50 contacts</p>
      </div>
      <div className="relative bg-muted/40 px-3 pt-10 pb-4 text-muted-foreground/35 dark:text-muted-foreground/30">
        <Legend />
        <WorldDotMap>
          {LANES.map(([from, to]) => {
            const a = point(from);
            const b = point(to);
            const mx = (a.x + b.x) / 2;
            const my = Math.min(a.y, b.y) - Math.abs(a.x - b.x) * 0.18;
            return (
              <path
                key={`${from}-${to}`}
                d={`M${a.x} ${a.y}Q${mx} ${my} ${b.x} ${b.y}`}
                className="stroke-accent"
                strokeWidth="0.35"
                strokeDasharray="1 0.8"
                fill="none"
              />
            );
          })}
          {CITIES.map((city) => {
            const { x, y } = project(city.lat, city.lon);
            const r = Math.min(0.9 + city.contacts * 0.22, 2.6);
            return (
              <g key={city.name} className={city.tone === 'lane' ? 'fill-accent' : 'fill-primary'}>
                <circle cx={x} cy={y} r={r + 0.9} opacity="0.18" />
                <circle cx={x} cy={y} r={r} stroke="var(--card)" strokeWidth="0.3" />
              </g>
            );
          })}
        </WorldDotMap>
      </div>
    </div>
  );
}

function Legend() {
  return (
    <div className="absolute top-3 left-4 flex flex-wrap gap-x-4 gap-y-1 text-[11px] text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <span className="size-2 rounded-full bg-accent" aria-hidden /> {COMMODITY_GROUP_LABELS.oil_gas}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="size-2 rounded-full bg-primary" aria-hidden /> {COMMODITY_GROUP_LABELS.agriculture}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="w-3 border-t border-dashed border-accent" aria-hidden /> Active trade lane
      </span>
    </div>
  );
}
