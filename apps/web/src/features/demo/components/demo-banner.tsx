import { useQuery } from '@tanstack/react-query';
import { canHideDemoNetwork, MESSAGES } from '@tradeloom/domain';
import { ArrowRightIcon, EyeOffIcon, FlaskConicalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { profileQueryOptions, useDemoMode } from '@/lib/profile/profile-query';
import { useSetDemoMode } from '../api/set-demo-mode';

/**
 * App shell strip shown while the profile's demo mode is on (spec §2 'App shell'). Before a purchase it
 * leads to the plans (Upgrade Now); a paying user who showed the sample network again can hide it here.
 */
export function DemoBanner() {
  const demo = useDemoMode();
  const status = useQuery(profileQueryOptions).data?.status;
  const setDemoMode = useSetDemoMode();
  if (!demo) return null;
  const paying = status !== undefined && canHideDemoNetwork(status);
  return (
    <section
      aria-label={MESSAGES.demo.banner}
      data-testid="demo-banner"
      className="flex items-center gap-3 border-b border-accent/30 bg-accent-soft px-3 py-2 text-accent-soft-foreground sm:px-4"
    >
      <FlaskConicalIcon className="size-4 shrink-0" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
        <p className="text-sm font-semibold">{MESSAGES.demo.banner}</p>
        <Badge variant="outline" className="border-current/30 px-1.5 py-0 text-[10px] font-semibold tracking-wider text-current">
          {MESSAGES.demo.badge}
        </Badge>
        <p className="hidden min-w-0 truncate text-sm text-accent-soft-foreground/90 md:block">
          Sample contacts from the shared demo network are shown alongside yours.
        </p>
      </div>
      {paying ? (
        <Button
          size="sm"
          variant="accent"
          className="h-7 shrink-0 px-2.5 text-xs"
          disabled={setDemoMode.isPending}
          onClick={() => setDemoMode.mutate(false)}
        >
          <EyeOffIcon aria-hidden />
          Hide sample network
        </Button>
      ) : (
        <Button asChild size="sm" variant="accent" className="h-7 shrink-0 px-2.5 text-xs">
          <Link to={paths.settings}>
            {MESSAGES.demo.upgrade}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      )}
    </section>
  );
}
