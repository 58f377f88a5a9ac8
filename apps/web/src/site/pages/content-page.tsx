import { SiteLayout } from '../components/site-layout';
import type { ContentPage } from '../types';

/** A Markdown page (terms, privacy, account deletion, about): title, last-updated date, the text. */
export function ContentSitePage({ page, current }: { page: ContentPage; current: string }) {
  return (
    <SiteLayout current={current}>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="border-b pb-6">
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{page.title}</h1>
          {page.updated && <p className="mt-3 text-sm text-muted-foreground">Last updated {page.updated}</p>}
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML disabled (scripts/build-site.tsx) */}
        <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </SiteLayout>
  );
}
