/**
 * The static public site (decision 013): pages the web build rendered to HTML (apps/web/dist/site),
 * loaded once at start with the public origin and the support address filled in, served for their
 * paths without the app's code; sitemap.xml and robots.txt from the same list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPPORT_EMAIL } from '@tradeloom/domain';

export interface StaticSite {
  /** The page for a URL path ('/pricing', '/blog/x', '/' …), or null when the site has none. */
  page(urlPath: string): string | null;
  /** The not-found page, for paths under the site's own sections (an unknown /blog/{slug}). */
  notFound: string | null;
  /** True for a path the site owns: an unknown one is the site's 404, never the app. */
  owns(urlPath: string): boolean;
  sitemap: string;
  robots: string;
}

const BASE_URL_TOKEN = '%%BASE_URL%%';
/** Sections whose every path belongs to the site: an unknown slug there is a 404 page. */
const SECTIONS = ['/blog/'];
/** Paths the app serves however the site was built (sign-in, the workspace). */
const APP_ONLY = new Set(['/auth', '/reset-password']);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function loadStaticSite(webDistDir: string, opts: { baseUrl: string; supportEmail: string }): StaticSite | null {
  const root = path.join(webDistDir, 'site');
  const manifestFile = path.join(root, 'routes.json');
  if (!fs.existsSync(manifestFile)) return null;
  const fill = (html: string) =>
    html.replaceAll(BASE_URL_TOKEN, opts.baseUrl).replaceAll(SUPPORT_EMAIL, opts.supportEmail).replaceAll(
      // The address also appears URL-encoded in mailto links with a subject.
      encodeURIComponent(SUPPORT_EMAIL),
      encodeURIComponent(opts.supportEmail),
    );
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const rel = path.relative(root, path.dirname(full)).split(path.sep).join('/');
        pages.set(rel ? `/${rel}` : '/', fill(fs.readFileSync(full, 'utf8')));
      }
    }
  };
  walk(root);
  const notFoundFile = path.join(root, '404.html');
  const notFound = fs.existsSync(notFoundFile) ? fill(fs.readFileSync(notFoundFile, 'utf8')) : null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { pages: { path: string; lastmod: string | null }[] };

  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${manifest.pages
  .map(
    (p) =>
      `  <url><loc>${escapeXml(`${opts.baseUrl}${p.path === '/' ? '/' : p.path}`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`,
  )
  .join('\n')}
</urlset>
`;
  const robots = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /auth
Disallow: /trial
Disallow: /onboarding
Disallow: /admin
Sitemap: ${opts.baseUrl}/sitemap.xml
`;
  const normalise = (urlPath: string) => (urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath);
  return {
    page: (urlPath) => pages.get(normalise(urlPath)) ?? null,
    notFound,
    // A file under a section (/blog/cover.svg) is a static file, not a page.
    owns: (urlPath) =>
      !APP_ONLY.has(urlPath) &&
      (pages.has(normalise(urlPath)) || (SECTIONS.some((s) => urlPath.startsWith(s)) && !/\.[a-z0-9]+$/i.test(urlPath))),
    sitemap,
    robots,
  };
}
