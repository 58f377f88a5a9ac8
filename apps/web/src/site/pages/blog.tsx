import { ArrowLeftIcon, CalendarIcon, ClockIcon } from 'lucide-react';
import { SiteLayout } from '../components/site-layout';
import type { BlogPost } from '../types';

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const topicKey = (topic: string) => topic.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-3.5" aria-hidden />
        <time dateTime={post.date}>{dateText(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon className="size-3.5" aria-hidden />
        {post.readingMinutes} min read
      </span>
      <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary dark:bg-primary/20">{post.topic}</span>
    </p>
  );
}

/** /blog: every post, newest first, with topic buttons that filter the list (src/site/client/site.ts). */
export function BlogIndexSitePage({ posts }: { posts: BlogPost[] }) {
  const topics = [...new Set(posts.map((p) => p.topic))].sort();
  return (
    <SiteLayout current="/blog">
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">The Tradeloom blog</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
          Practical notes for commodity traders, brokers and suppliers: relationships, trade shows, KYC, trade finance, freight and market
          intelligence.
        </p>
        <div className="mt-8 flex flex-wrap gap-2" role="group" aria-label="Filter by topic" data-topic-filter="">
          <button type="button" className="site-chip" aria-pressed="true" data-topic="">
            All topics <span className="tabular-nums opacity-75">({posts.length})</span>
          </button>
          {topics.map((t) => (
            <button key={t} type="button" className="site-chip" aria-pressed="false" data-topic={topicKey(t)}>
              {t} <span className="tabular-nums opacity-75">({posts.filter((p) => p.topic === t).length})</span>
            </button>
          ))}
        </div>
        <p className="sr-only" aria-live="polite" data-topic-status="" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} data-post-topic={topicKey(post.topic)} className="flex">
              <a
                href={`/blog/${post.slug}`}
                className="group flex w-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <PostMeta post={post} />
                <h2 className="mt-3 text-lg leading-snug font-semibold tracking-tight group-hover:text-primary">{post.title}</h2>
                <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
                <span className="mt-auto pt-4 text-sm font-medium text-primary">Read article</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </SiteLayout>
  );
}

/** /blog/{slug}: one post (the first carries its image), then three more to read. */
export function BlogPostSitePage({ post, more }: { post: BlogPost; more: BlogPost[] }) {
  return (
    <SiteLayout current="/blog">
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <a href="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeftIcon className="size-4" aria-hidden />
          All articles
        </a>
        <header className="mt-6 border-b pb-6">
          <PostMeta post={post} />
          <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{post.excerpt}</p>
        </header>
        {post.image && (
          <img
            src={post.image}
            alt={post.imageAlt ?? ''}
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-xl border object-cover"
          />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML disabled (scripts/build-site.tsx) */}
        <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-heading" className="border-t bg-muted/30">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <h2 id="more-heading" className="text-xl font-semibold tracking-tight">
              More from the blog
            </h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {more.map((p) => (
                <li key={p.slug} className="flex">
                  <a
                    href={`/blog/${p.slug}`}
                    className="flex w-full flex-col rounded-xl border bg-card p-5 hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="text-xs font-medium text-muted-foreground">{p.topic}</span>
                    <span className="mt-2 font-semibold leading-snug">{p.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </SiteLayout>
  );
}
