import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@tradeloom/domain';
import { BellRingIcon, GlobeIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { paths } from '@/lib/paths';

const POINTS = [
  { icon: GlobeIcon, text: 'Your whole network on one map, by city, commodity and role.' },
  { icon: SparklesIcon, text: 'Introductions worth making, surfaced from the contacts you already have.' },
  { icon: BellRingIcon, text: 'A nudge before a supplier or buyer relationship goes cold.' },
];

/** Left half of the auth screen on wide displays: always dark, product-first. */
export function AuthBrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-brand text-brand-foreground lg:flex lg:flex-col">
      <Graticule />
      <div className="relative flex flex-1 flex-col justify-between gap-12 p-10 xl:p-14">
        <Link
          to={paths.home}
          className="inline-flex w-fit items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-foreground"
        >
          <LogoMark className="size-8" />
          <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
        </Link>

        <div className="max-w-md space-y-8">
          <div className="space-y-3">
            <p className="text-xs font-semibold tracking-[0.14em] text-logo-lane uppercase">{PRODUCT_TAGLINE}</p>
            <h2 className="text-3xl leading-tight font-semibold tracking-tight text-balance xl:text-[34px]">
              Know who to call, who to introduce, and when.
            </h2>
          </div>
          <InsightPreview />
          <ul className="space-y-3">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-sm text-brand-muted-foreground">
                <Icon className="mt-0.5 size-4 shrink-0 text-logo-lane" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>

        <p className="text-xs text-brand-muted-foreground">Built for physical commodity traders, brokers and origination desks.</p>
      </div>
    </aside>
  );
}

/** A still of the AI Insights card, drawn from our own UI. */
function InsightPreview() {
  return (
    <div className="rounded-lg border border-brand-border bg-white/[0.06] p-4 shadow-lg backdrop-blur-sm">
      <div className="flex items-center gap-2 text-[11px] font-medium">
        <span className="rounded-md bg-logo-lane/15 px-1.5 py-0.5 text-logo-lane">Synergy</span>
        <span className="rounded-md bg-white/10 px-1.5 py-0.5 text-brand-foreground">High priority</span>
        <span className="ml-auto text-brand-muted-foreground">Just now</span>
      </div>
      <p className="mt-3 text-sm font-semibold">Introduce Amira Haddad to Lars Pettersen</p>
      <p className="mt-1 text-[13px] leading-relaxed text-brand-muted-foreground">
        Amira is sourcing 25,000 t of granular urea for Mombasa in Q3. Lars ships urea FOB Baltic and asked about East African offtakers in
        March.
      </p>
      <div className="mt-3 flex items-center justify-between border-t border-brand-border pt-3 text-xs text-brand-muted-foreground">
        <span>Dubai → Tallinn</span>
        <span className="tabular-nums">Potential value $2.1M</span>
      </div>
    </div>
  );
}

/** Faint meridians and parallels behind the panel. */
function Graticule() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute -right-40 -bottom-40 size-[640px] text-white/[0.06]"
      viewBox="0 0 200 200"
      fill="none"
      stroke="currentColor"
      strokeWidth="0.6"
    >
      <circle cx="100" cy="100" r="96" />
      {[24, 48, 72].map((rx) => (
        <ellipse key={rx} cx="100" cy="100" rx={rx} ry="96" />
      ))}
      {[-64, -32, 0, 32, 64].map((dy) => {
        const half = Math.sqrt(96 * 96 - dy * dy);
        return <path key={dy} d={`M${100 - half} ${100 + dy}Q100 ${100 + dy + 10} ${100 + half} ${100 + dy}`} />;
      })}
      <path d="M8 120Q100 150 192 120" className="text-logo-lane" stroke="currentColor" strokeOpacity="0.35" />
    </svg>
  );
}
