import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { MarketingLayout } from './marketing-layout';

/** A public page whose body arrives with a later issue: heading, one line, the site frame. */
export function SimplePage({
  title,
  description,
  eyebrow,
  noindex,
  canonical,
  children,
}: {
  title: string;
  description: ReactNode;
  eyebrow?: string;
  noindex?: boolean;
  canonical?: string;
  children?: ReactNode;
}) {
  return (
    <MarketingLayout>
      <PageMeta title={title} noindex={noindex} canonical={canonical} />
      <section className="border-b bg-card">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
          {eyebrow && <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-primary uppercase">{eyebrow}</p>}
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg">{description}</p>
        </div>
      </section>
      {children && <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">{children}</div>}
    </MarketingLayout>
  );
}
