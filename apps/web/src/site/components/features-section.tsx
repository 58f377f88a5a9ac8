import { BellRingIcon, BrainCircuitIcon, FilterIcon, GlobeIcon, MessagesSquareIcon, WaypointsIcon } from 'lucide-react';

const FEATURES = [
  {
    icon: MessagesSquareIcon,
    title: 'Conversational AI',
    body: 'Ask in plain words: "Who buys fuel oil in West Africa?" The assistant answers from your own contacts.',
  },
  {
    icon: FilterIcon,
    title: 'Filters that match the desk',
    body: 'Slice the network by commodity, by role (Supplier, Broker, Analyst) and by region in two clicks.',
  },
  {
    icon: BrainCircuitIcon,
    title: 'Context memory',
    body: 'Notes, sources of introduction and past conversations stay with each contact and inform every answer.',
  },
  {
    icon: WaypointsIcon,
    title: 'Synergy mapping',
    body: 'Tradeloom spots the supplier and the offtaker who should meet, and says why the introduction is worth it.',
  },
  {
    icon: BellRingIcon,
    title: 'Proactive reconnect reminders',
    body: 'A nudge when an important counterparty has gone quiet, timed to your business priorities.',
  },
  {
    icon: GlobeIcon,
    title: 'Global from day one',
    body: 'Any city, any trade lane, any time zone. Your network on one map, from Houston to Singapore.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-20 border-b">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">Features</p>
          <h2 className="mt-3 text-3xl font-semibold tracking-tight text-balance">
            A contact book that understands cargoes, offtakes and tenders
          </h2>
        </div>
        <div className="mt-10 grid gap-px overflow-hidden rounded-lg border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <div key={title} className="bg-card p-6">
              <span className="flex size-9 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-[18px]" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
