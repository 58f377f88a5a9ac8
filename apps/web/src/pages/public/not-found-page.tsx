import { MESSAGES } from '@tradeloom/domain';
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    // Spec §2: the attempted path is logged.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-6 text-center">
      <PageMeta title="Page not found" noindex />
      <LogoMark className="mb-10 size-10" />
      <p className="text-7xl font-semibold tracking-tight text-primary tabular-nums sm:text-8xl">{MESSAGES.notFound.code}</p>
      <h1 className="mt-4 text-xl font-semibold tracking-tight sm:text-2xl">{MESSAGES.notFound.title}</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        The page <span className="font-mono text-foreground break-all">{location.pathname}</span> does not exist or has moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>
          <ArrowLeftIcon aria-hidden />
          {MESSAGES.notFound.home}
        </Link>
      </Button>
    </main>
  );
}
