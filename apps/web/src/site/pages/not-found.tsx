import { SiteLayout } from '../components/site-layout';

/** The public 404 (spec §2: '404' and 'Oops! Page not found' with a home link). */
export function NotFoundSitePage() {
  return (
    <SiteLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-semibold tracking-tight text-primary">404</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
        <p className="mt-2 text-muted-foreground">The page you were looking for does not exist or has moved.</p>
        <a
          href="/"
          className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Return to Home
        </a>
      </section>
    </SiteLayout>
  );
}
