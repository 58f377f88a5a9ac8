/**
 * The admin console's charts (Overview trends, Usage by kind), drawn with recharts. Only the admin
 * pages that show a chart import this file, so the library is loaded with them and never with the app.
 * Colours are the theme's variables, so both themes read.
 */
import { USAGE_KIND_LABELS, USAGE_KINDS, type UsageDay, type UsageKind } from '@tradeloom/domain';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '2026-11-25' as 'Nov 25' (the day is a UTC day). */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 11 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--muted-foreground)', marginBottom: 2 },
  itemStyle: { color: 'var(--popover-foreground)', padding: 0 },
} as const;

export interface TrendPoint {
  date: string;
  value: number;
}

/** One measure over the days, as a small filled line. */
export function TrendChart({
  data,
  id,
  label,
  color = 'var(--primary)',
}: {
  data: TrendPoint[];
  id: string;
  label: string;
  color?: string;
}) {
  return (
    <div className="h-28 w-full" role="img" aria-label={`${label} per day, last ${data.length} days`}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <defs>
            <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <XAxis dataKey="date" hide />
          <YAxis hide allowDecimals={false} domain={[0, (max: number) => Math.max(1, max)]} />
          <Tooltip {...tooltipStyle} labelFormatter={(d) => formatDay(String(d))} formatter={(v) => [v, label]} />
          <Area
            type="monotone"
            dataKey="value"
            name={label}
            stroke={color}
            strokeWidth={2}
            fill={`url(#${id})`}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

export const USAGE_KIND_COLORS: Record<UsageKind, string> = {
  assistant: 'var(--primary)',
  scans: 'var(--accent)',
  map: 'var(--success)',
};

/** Credits (or actions) per day, stacked by kind. */
export function UsageChart({ days, measure }: { days: UsageDay[]; measure: 'credits' | 'actions' }) {
  const data = days.map((d) => ({ date: d.date, ...d[measure] }));
  const kinds = measure === 'credits' ? USAGE_KINDS.filter((k) => k !== 'map') : USAGE_KINDS;
  return (
    <div className="h-72 w-full" role="img" aria-label={`${measure === 'credits' ? 'Credits consumed' : 'Actions'} per day by kind`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="date"
            tickFormatter={formatDay}
            tick={axisTick}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={48} />
          <Tooltip {...tooltipStyle} cursor={{ fill: 'var(--muted)', opacity: 0.6 }} labelFormatter={(d) => formatDay(String(d))} />
          <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12, color: 'var(--muted-foreground)' }} />
          {kinds.map((kind, i) => (
            <Bar
              key={kind}
              dataKey={kind}
              name={USAGE_KIND_LABELS[kind]}
              stackId="usage"
              fill={USAGE_KIND_COLORS[kind]}
              radius={i === kinds.length - 1 ? [3, 3, 0, 0] : 0}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
