import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { SimplePage } from '@/site/components/simple-page';

const GUARD_MS = 10_000;

/**
 * The public pages (pricing, blog, legal pages…) are static HTML the server serves by itself
 * (decision 013). Reached by a link inside the app, this loads the page from the server once; only
 * when the server answers with the app again (a development server without the site build) does it
 * show a short note instead of loading again.
 */
export function StaticSitePage() {
  const { pathname, search, hash } = useLocation();
  const [served, setServed] = useState(true);
  useEffect(() => {
    const key = `tradeloom-site-load:${pathname}`;
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last > GUARD_MS) {
      sessionStorage.setItem(key, String(Date.now()));
      window.location.replace(`${pathname}${search}${hash}`);
    } else {
      setServed(false);
    }
  }, [pathname, search, hash]);
  if (served) return <FullPageSpinner />;
  return (
    <SimplePage
      title="This page is part of the public site"
      description="Build the web app (npm run build) to render the public pages; the development server serves only the app."
    />
  );
}
