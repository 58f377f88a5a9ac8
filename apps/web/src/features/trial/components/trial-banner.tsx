import { DEMO_LIMIT_REACHED } from '@tradeloom/domain';
import { AlertTriangleIcon, SparklesIcon } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

interface TrialBannerProps {
  used: number;
  limit: number;
  exceeded: boolean;
}

/** The trial's banner (spec §2 'Trial page'): the AI insights left in the demo, or that the limit is reached. */
export function TrialBanner({ used, limit, exceeded }: TrialBannerProps) {
  const remaining = Math.max(0, limit - used);
  const reached = exceeded || remaining === 0;
  return (
    <div
      role="status"
      data-testid="trial-banner"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4 text-sm',
        reached ? 'border-destructive/40 bg-destructive/10 text-destructive' : 'border-primary/30 bg-primary/5',
      )}
    >
      {reached ? (
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      )}
      {reached ? (
        <p className="font-medium">{DEMO_LIMIT_REACHED}</p>
      ) : (
        <div className="flex-1 space-y-2">
          <p>
            <span className="font-medium">
              {remaining} of {limit} AI insights remaining
            </span>{' '}
            <span className="text-muted-foreground">in your demo.</span>
          </p>
          <Progress value={Math.min(100, (used / Math.max(1, limit)) * 100)} aria-label="AI insights used" className="bg-primary/15" />
        </div>
      )}
    </div>
  );
}
