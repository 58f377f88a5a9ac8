/**
 * The static public site (decision 013) as the server serves it: the pages the web build rendered,
 * with the public origin and the configured support address filled in; the workspace for a signed-in
 * visitor of /; the site's 404 under /blog; sitemap.xml and robots.txt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUPPORT_EMAIL } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-site-'));
const page = (name: string) =>
  `<!doctype html><html><head><title>${name}</title><link rel="canonical" href="%%BASE_URL%%/${name}"/></head><body><h1>${name}</h1><a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></body></html>`;
const files: Record<string, string> = {
  'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  'site/index.html': page('landing'),
  'site/pricing/index.html': page('pricing'),
  'site/blog/index.html': page('blog'),
  'site/blog/first-post/index.html': page('first-post'),
  'site/404.html': page('not-found'),
  'blog/cover.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'site/routes.json': JSON.stringify({
    pages: [
      { path: '/', lastmod: null },
      { path: '/pricing', lastmod: null },
      { path: '/blog', lastmod: null },
      { path: '/blog/first-post', lastmod: '2025-11-18' },
    ],
  }),
};
for (const [name, text] of Object.entries(files)) {
  const file = path.join(dist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ WEB_DIST_DIR: dist, SUPPORT_EMAIL: 'hello@trader-network.example' });
});
afterAll(async () => {
  await rt.dispose();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the static public site', () => {
  it('serves the landing page to a visitor, with the public origin and the configured support address', async () => {
    const res = await rt.request('GET', '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>landing</h1>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/landing"/>`);
    expect(html).toContain('mailto:hello@trader-network.example');
    expect(html).not.toContain(SUPPORT_EMAIL);
    expect(html).not.toContain('%%BASE_URL%%');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('gives a signed-in visitor of / the workspace (the app)', async () => {
    const s = await signUp(rt);
    const html = await (await rt.request('GET', '/', { cookie: s.cookie })).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves each page by its path, with or without a trailing slash', async () => {
    expect(await (await rt.request('GET', '/pricing')).text()).toContain('<h1>pricing</h1>');
    expect(await (await rt.request('GET', '/pricing/')).text()).toContain('<h1>pricing</h1>');
    expect(await (await rt.request('GET', '/blog/first-post')).text()).toContain('<h1>first-post</h1>');
  });

  it('answers an unknown blog post with the 404 page and status 404; other app paths stay with the app', async () => {
    const res = await rt.request('GET', '/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>not-found</h1>');
    const image = await rt.request('GET', '/blog/cover.svg');
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
    for (const p of ['/auth', '/contacts', '/settings']) {
      const html = await (await rt.request('GET', p)).text();
      expect(html, p).toContain('<div id="root"></div>');
    }
  });

  it('lists the public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await rt.request('GET', '/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${BASE}/</loc>`);
    expect(sitemap).toContain(`<loc>${BASE}/blog/first-post</loc><lastmod>2025-11-18</lastmod>`);
    expect(sitemap.match(/<url>/g)).toHaveLength(4);
    const robots = await (await rt.request('GET', '/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
});
