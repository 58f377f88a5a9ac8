/**
 * The public site as static HTML, after `vite build` (decision 013): every public page is rendered
 * once with React on the build machine and written to dist/site/<path>/index.html, with the app's
 * stylesheet and only the site's small scripts, so a visitor of the landing page, the pricing, the
 * blog or the legal pages downloads no app code. Blog posts and the legal and about pages are
 * Markdown files in apps/web/content, rendered here with markdown-it (raw HTML disabled).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SUPPORT_EMAIL } from '@tradeloom/domain';
import * as esbuild from 'esbuild';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteDocument } from '../src/site/document';
import { siteRoutes } from '../src/site/routes';
import type { BlogPost, ContentPage, SitePage } from '../src/site/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const OUT = path.join(DIST, 'site');
const CONTENT = path.join(ROOT, 'content');
const WORDS_PER_MINUTE = 220;

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

function fill(text: string): string {
  return text.replaceAll('{{supportEmail}}', SUPPORT_EMAIL);
}

function readPage(name: string): ContentPage {
  const file = matter(fs.readFileSync(path.join(CONTENT, 'pages', `${name}.md`), 'utf8'));
  const data = file.data as { title: string; description: string; updated?: string };
  return { title: data.title, description: data.description, updated: data.updated, html: md.render(fill(file.content)) };
}

function readPosts(): BlogPost[] {
  const dir = path.join(CONTENT, 'blog');
  const posts = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const file = matter(fs.readFileSync(path.join(dir, f), 'utf8'));
      const d = file.data as Record<string, unknown>;
      const date = d.date instanceof Date ? d.date.toISOString().slice(0, 10) : String(d.date);
      const words = file.content.split(/\s+/).filter(Boolean).length;
      for (const key of ['slug', 'title', 'excerpt', 'topic'])
        if (typeof d[key] !== 'string') throw new Error(`${f}: front matter needs ${key}`);
      return {
        slug: d.slug as string,
        title: d.title as string,
        excerpt: d.excerpt as string,
        topic: d.topic as string,
        date,
        image: typeof d.image === 'string' ? d.image : undefined,
        imageAlt: typeof d.imageAlt === 'string' ? d.imageAlt : undefined,
        html: md.render(fill(file.content)),
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      } satisfies BlogPost;
    });
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  if (new Set(posts.map((p) => p.slug)).size !== posts.length) throw new Error('two blog posts share a slug');
  return posts;
}

/** The app's stylesheet(s), as the app's own index.html links them. */
function appStylesheets(): string[] {
  const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

/** The site's two small scripts, bundled and minified with content-hashed names under /assets. */
async function buildScripts(): Promise<Record<'site' | 'contact', string>> {
  const result = await esbuild.build({
    entryPoints: { site: path.join(ROOT, 'src/site/client/site.ts'), contact: path.join(ROOT, 'src/site/client/contact-form.ts') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    outdir: path.join(DIST, 'assets'),
    entryNames: 'site-[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    alias: { '@': path.join(ROOT, 'src') },
  });
  const out: Partial<Record<'site' | 'contact', string>> = {};
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = meta.entryPoint.includes('contact-form') ? 'contact' : 'site';
    out[name] = `/${path.relative(DIST, path.resolve(ROOT, file)).split(path.sep).join('/')}`;
  }
  return out as Record<'site' | 'contact', string>;
}

function compress(file: string, body: string | Buffer) {
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

function write(pagePath: string, html: string) {
  const file = pagePath === '/404' ? path.join(OUT, '404.html') : path.join(OUT, pagePath, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  compress(file, html);
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('run vite build first (dist/index.html is missing)');
  fs.rmSync(OUT, { recursive: true, force: true });
  const css = appStylesheets();
  const scripts = await buildScripts();
  for (const src of Object.values(scripts)) {
    const file = path.join(DIST, src);
    compress(file, fs.readFileSync(file));
  }
  const posts = readPosts();
  const pages: SitePage[] = siteRoutes({ posts, page: readPage, scripts });
  for (const page of pages) {
    const body: ReactNode = <StaticRouter location={page.path}>{page.body}</StaticRouter>;
    const html = `<!doctype html>${renderToStaticMarkup(<SiteDocument page={{ ...page, body }} css={css} scripts={[scripts.site, ...(page.scripts ?? [])]} />)}`;
    write(page.path, html);
  }
  // What the server needs for sitemap.xml and for choosing pages (paths, with the posts' dates).
  const manifest = {
    pages: pages.filter((p) => p.path !== '/404' && !p.noindex).map((p) => ({ path: p.path, lastmod: p.lastmod ?? null })),
  };
  fs.writeFileSync(path.join(OUT, 'routes.json'), JSON.stringify(manifest, null, 2));
  console.log(`site: ${pages.length} pages (${posts.length} posts) in ${path.relative(ROOT, OUT)}`);
}

await main();
