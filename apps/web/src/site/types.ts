/** What the static site's pages are made of (scripts/build-site.tsx reads the content files). */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  topic: string;
  image?: string;
  imageAlt?: string;
  /** The body as HTML, rendered from Markdown at build time with raw HTML disabled. */
  html: string;
  readingMinutes: number;
}

export interface ContentPage {
  title: string;
  description: string;
  updated?: string;
  html: string;
}

/**
 * The placeholder of the public origin in canonical and Open Graph URLs; the server fills it from its
 * BASE_URL when it loads the pages (and the domain's SUPPORT_EMAIL with its configured address).
 */
export const BASE_URL_TOKEN = '%%BASE_URL%%';

export interface SitePage {
  /** The URL path, e.g. '/', '/blog/some-slug'. */
  path: string;
  title: string;
  description: string;
  /** Open Graph type. */
  ogType?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
  /** Extra scripts of this page (module URLs under /assets). */
  scripts?: string[];
  /** For the sitemap: the day the page last changed (blog posts). */
  lastmod?: string;
  body: React.ReactNode;
}
