import type { Insight } from '@tradeloom/domain';
import {
  BellRingIcon,
  ChartPieIcon,
  CheckIcon,
  FlagIcon,
  LightbulbIcon,
  type LucideIcon,
  ScanSearchIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  UserRoundIcon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

const TYPE: Record<Insight['insight_type'], { label: string; icon: LucideIcon }> = {
  synergy: { label: 'Synergy', icon: UsersIcon },
  opportunity: { label: 'Opportunity', icon: LightbulbIcon },
  reminder: { label: 'Reminder', icon: BellRingIcon },
  analysis: { label: 'Analysis', icon: ChartPieIcon },
  manual_scan: { label: 'Network scan', icon: ScanSearchIcon },
};
const PRIORITY: Record<Insight['priority'], { label: string; variant: 'destructive' | 'accent' | 'secondary' }> = {
  high: { label: 'High', variant: 'destructive' },
  medium: { label: 'Medium', variant: 'accent' },
  low: { label: 'Low', variant: 'secondary' },
};
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

interface InsightCardProps {
  insight: Insight;
  onOpen: (insight: Insight) => void;
  onRate: (insight: Insight, rating: 5 | 1) => void;
  onMarkRead: (insight: Insight) => void;
  onDismiss: (insight: Insight) => void;
  onFlag: (insight: Insight) => void;
}

/**
 * One insight: what it found and why; opened (title or Details), what to do, its potential value and
 * the contacts it rests on as links. Opening it marks it read (spec §4 'Insight').
 */
export function InsightCard({ insight, onOpen, onRate, onMarkRead, onDismiss, onFlag }: InsightCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const type = TYPE[insight.insight_type] ?? TYPE.analysis;
  const priority = PRIORITY[insight.priority];
  const Icon = type.icon;
  return (
    <article
      aria-label={insight.title}
      data-testid="insight-card"
      className={cn(
        'relative flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5',
        !insight.is_read && 'border-primary/40',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-4.5" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant={priority.variant}>{priority.label}</Badge>
            {!insight.is_read && <Badge variant="default">New</Badge>}
            <span className="text-xs text-muted-foreground">{type.label}</span>
            <span className="text-xs text-muted-foreground">· {dateFormat.format(new Date(insight.created_at))}</span>
          </div>
          <h3 className="mt-1.5 text-[15px] font-semibold leading-snug">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              className="rounded-sm text-left outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => {
                setOpen((o) => !o);
                if (!open) onOpen(insight);
              }}
            >
              {insight.title}
            </button>
          </h3>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-mt-1 -mr-1.5 text-muted-foreground"
          aria-label={`Dismiss ${insight.title}`}
          onClick={() => onDismiss(insight)}
        >
          <XIcon aria-hidden />
        </Button>
      </div>

      <p className={cn('text-sm leading-relaxed text-muted-foreground', !open && 'line-clamp-2')}>{insight.description}</p>

      <div id={detailsId} hidden={!open} className="grid gap-3">
        {insight.action_items.length > 0 && (
          <div>
            <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Action items</h4>
            <ul className="mt-1.5 grid gap-1 text-sm">
              {insight.action_items.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {insight.potential_value && (
          <p className="text-sm">
            <span className="font-medium">Potential value: </span>
            <span className="text-muted-foreground">{insight.potential_value}</span>
          </p>
        )}

        {insight.contacts.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5 text-sm">
            <UserRoundIcon className="size-3.5 text-muted-foreground" aria-hidden />
            {insight.contacts.map((c) => (
              <Link
                key={c.id}
                to={paths.contactDetail(c.id)}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {c.full_name}
              </Link>
            ))}
          </div>
        )}
      </div>

      {/* Every action on the left: the assistant's bubble floats over the right end of the page. */}
      <div className="flex flex-wrap items-center gap-1 border-t pt-3">
        <Button
          variant="link"
          size="sm"
          className="mr-2"
          aria-controls={detailsId}
          aria-expanded={open}
          onClick={() => {
            setOpen((o) => !o);
            if (!open) onOpen(insight);
          }}
        >
          {open ? 'Show less' : 'Details'}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Helpful"
          aria-pressed={insight.rating === 5}
          className={cn(insight.rating === 5 && 'bg-primary-soft text-primary-soft-foreground')}
          onClick={() => onRate(insight, 5)}
        >
          <ThumbsUpIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Not helpful"
          aria-pressed={insight.rating === 1}
          className={cn(insight.rating === 1 && 'bg-destructive-soft text-destructive-soft-foreground')}
          onClick={() => onRate(insight, 1)}
        >
          <ThumbsDownIcon aria-hidden />
        </Button>
        <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={() => onFlag(insight)}>
          <FlagIcon aria-hidden />
          {/* A phone shows the icon only, keeping Mark Read clear of the assistant's bubble. */}
          <span className="sr-only sm:not-sr-only">Flag</span>
        </Button>
        {!insight.is_read && (
          <Button variant="ghost" size="sm" className="ml-1" onClick={() => onMarkRead(insight)}>
            Mark Read
          </Button>
        )}
      </div>
    </article>
  );
}
