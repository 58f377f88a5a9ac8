import { PRODUCT_NAME } from '@tradeloom/domain';
import { BASE_URL_TOKEN, type SitePage } from './types';

/**
 * The whole HTML document of a static public page: title, description, canonical link, Open Graph
 * and Twitter tags, the app's stylesheet, the theme set before first paint, and only the site's small
 * scripts (never the app's code).
 */
export function SiteDocument({ page, css, scripts }: { page: SitePage; css: string[]; scripts: string[] }) {
  const url = `${BASE_URL_TOKEN}${page.path}`;
  const title = page.path === '/' ? page.title : `${page.title} · ${PRODUCT_NAME}`;
  const image = `${BASE_URL_TOKEN}${page.image ?? '/og-image.png'}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={page.description} />
        {page.noindex && <meta name="robots" content="noindex, nofollow" />}
        <link rel="canonical" href={url} />
        <meta property="og:site_name" content={PRODUCT_NAME} />
        <meta property="og:type" content={page.ogType ?? 'website'} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#0b6470" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script src="/theme-init.js" />
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{page.body}</body>
    </html>
  );
}
