import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@tradeloom/domain';
import { BlogIndexSitePage, BlogPostSitePage } from './pages/blog';
import { ContactSitePage } from './pages/contact';
import { ContentSitePage } from './pages/content-page';
import { LandingSitePage } from './pages/landing';
import { NotFoundSitePage } from './pages/not-found';
import { PricingSitePage } from './pages/pricing';
import type { BlogPost, ContentPage, SitePage } from './types';

/** Every static public page (spec §2 route table: /, /pricing, /about, /blog, /blog/{slug}, /contact, /terms, /privacy, /accountdeletion). */
export function siteRoutes({
  posts,
  page,
  scripts,
}: {
  posts: BlogPost[];
  page: (name: 'terms' | 'privacy' | 'account-deletion' | 'about') => ContentPage;
  scripts: { site: string; contact: string };
}): SitePage[] {
  const content = (path: string, name: 'terms' | 'privacy' | 'account-deletion' | 'about'): SitePage => {
    const p = page(name);
    return { path, title: p.title, description: p.description, body: <ContentSitePage page={p} current={path} /> };
  };
  return [
    {
      path: '/',
      title: `${PRODUCT_NAME} — ${PRODUCT_TAGLINE}`,
      description:
        'Tradeloom is the contact book for commodity traders: your network on a map, AI introductions between suppliers and buyers, and reminders before a relationship goes cold.',
      body: <LandingSitePage />,
    },
    {
      path: '/pricing',
      title: 'Pricing',
      description:
        'Plans for commodity traders, brokers and suppliers: Starter, Professional, Power Trader and Enterprise, with AI credits every month.',
      body: <PricingSitePage />,
    },
    {
      path: '/contact',
      title: 'Schedule a meeting',
      description: 'Talk to the Tradeloom team about your trading network, an Enterprise plan or a demo. We answer within 24 hours.',
      scripts: [scripts.contact],
      body: <ContactSitePage />,
    },
    content('/about', 'about'),
    content('/terms', 'terms'),
    content('/privacy', 'privacy'),
    content('/accountdeletion', 'account-deletion'),
    {
      path: '/blog',
      title: 'Blog',
      description:
        'Practical articles for commodity traders on relationships, trade shows, KYC, trade finance, freight and market intelligence.',
      body: <BlogIndexSitePage posts={posts} />,
    },
    ...posts.map(
      (post, i): SitePage => ({
        path: `/blog/${post.slug}`,
        title: post.title,
        description: post.excerpt,
        ogType: 'article',
        image: post.image,
        lastmod: post.date,
        body: <BlogPostSitePage post={post} more={posts.filter((p) => p.slug !== post.slug).slice(i < 3 ? 3 : 0, i < 3 ? 6 : 3)} />,
      }),
    ),
    {
      path: '/404',
      title: 'Page not found',
      description: 'This page does not exist.',
      noindex: true,
      body: <NotFoundSitePage />,
    },
  ];
}
