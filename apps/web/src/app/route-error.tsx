import { RotateCwIcon } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { Button } from '@/components/ui/button';

/** Last-resort boundary: a failed chunk load after a deploy, or a render error. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <LogoMark className="size-10" />
      <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        {detail ?? 'This page could not be shown. Reloading usually fixes it; if not, please contact support.'}
      </p>
      <Button onClick={() => window.location.reload()}>
        <RotateCwIcon aria-hidden />
        Reload Page
      </Button>
    </main>
  );
}
