import { MAP_MESSAGES } from '@tradeloom/domain';
import { AlertTriangleIcon, MapPinOffIcon, RefreshCwIcon, RotateCcwIcon, SearchXIcon, ServerCrashIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** A message over the map (the basemap stays visible behind it): icon, the spec's text, the one action that helps. */
function MapMessage({
  icon,
  title,
  text,
  action,
  tone = 'neutral',
  role,
}: {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'danger';
  role?: 'status' | 'alert';
}) {
  return (
    <div className="absolute inset-0 z-[1001] flex items-center justify-center bg-background/40 p-4 backdrop-blur-[1px]">
      <div role={role} className="flex w-full max-w-sm flex-col items-center rounded-lg border bg-card/95 px-6 py-7 text-center shadow-lg">
        <div
          className={cn(
            'flex size-11 items-center justify-center rounded-full',
            tone === 'danger' ? 'bg-destructive-soft text-destructive-soft-foreground' : 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          {icon}
        </div>
        <h2 className="mt-3.5 text-base font-semibold">{title}</h2>
        {text && <p className="mt-1 text-sm text-muted-foreground">{text}</p>}
        {action && <div className="mt-5">{action}</div>}
      </div>
    </div>
  );
}

export function MapLoading() {
  return (
    <div className="absolute inset-0 z-[1001] flex items-center justify-center">
      <div role="status" className="flex items-center gap-2.5 rounded-full border bg-card/95 px-4 py-2 text-sm font-medium shadow-md">
        <Spinner decorative className="text-primary" />
        {MAP_MESSAGES.loading}
      </div>
    </div>
  );
}

export function MapLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <MapMessage
      role="alert"
      tone="danger"
      icon={<ServerCrashIcon className="size-5" aria-hidden />}
      title={MAP_MESSAGES.loadFailed}
      text={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RotateCcwIcon aria-hidden />
          {MAP_MESSAGES.retry}
        </Button>
      }
    />
  );
}

export function MapNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <MapMessage
      role="status"
      icon={<SearchXIcon className="size-5" aria-hidden />}
      title={MAP_MESSAGES.noMatch}
      text="Try other search terms, or clear the filters to see your whole network."
      action={
        <Button variant="outline" onClick={onClear}>
          Clear search and filters
        </Button>
      }
    />
  );
}

export function MapNoCoordinates({ total }: { total: number }) {
  return (
    <MapMessage
      role="status"
      icon={<MapPinOffIcon className="size-5" aria-hidden />}
      title={MAP_MESSAGES.noCoordinates}
      text={
        total > 0
          ? 'Give a contact a city in its location and it appears here, with everyone else in that city.'
          : 'Add contacts with a city in their location and they appear here, grouped by city.'
      }
      action={
        <Button variant="outline" asChild>
          <Link to={paths.contacts}>Go to Contacts</Link>
        </Button>
      }
    />
  );
}

/** The map's code or its initialisation failed (spec §2): Retry loads it again. */
export function MapLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <MapMessage
      role="alert"
      tone="danger"
      icon={<AlertTriangleIcon className="size-5" aria-hidden />}
      title={MAP_MESSAGES.failedTitle}
      text="The map could not be started. Your contacts are safe; try loading it again."
      action={
        <Button onClick={onRetry}>
          <RotateCcwIcon aria-hidden />
          {MAP_MESSAGES.retry}
        </Button>
      }
    />
  );
}

/** The error boundary's fallback (spec §2). */
export function MapComponentError() {
  return (
    <MapMessage
      role="alert"
      tone="danger"
      icon={<AlertTriangleIcon className="size-5" aria-hidden />}
      title={MAP_MESSAGES.boundaryTitle}
      text="Something went wrong while drawing the map."
      action={
        <Button onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden />
          {MAP_MESSAGES.reload}
        </Button>
      }
    />
  );
}
