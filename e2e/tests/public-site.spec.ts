import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test, uniqueEmail, waitForMail } from './support.ts';

/**
 * The public site (issue 13): static pages rendered at build time (apps/web/dist/site), served by the
 * server without the app's code; only /theme-init.js and the site's small scripts run on them.
 */

const SUPPORT_EMAIL = 'support@tradeloom.app';
const FIRST_POST = { slug: 'trade-show-follow-up-48-hours', title: 'The 48 hours after a trade show: a follow-up playbook' };

const PAGES: { path: string; title: string; heading: string; text: string }[] = [
  {
    path: '/',
    title: 'Tradeloom — Relationship intelligence for commodity trade',
    heading: 'Know who to call, who to introduce, and when',
    text: 'A contact book that understands cargoes, offtakes and tenders',
  },
  {
    path: '/pricing',
    title: 'Pricing · Tradeloom',
    heading: 'Plans for traders, brokers and trading desks',
    text: 'No credit card required',
  },
  { path: '/about', title: 'About Tradeloom · Tradeloom', heading: 'About Tradeloom', text: 'Why we started' },
  { path: '/blog', title: 'Blog · Tradeloom', heading: 'The Tradeloom blog', text: FIRST_POST.title },
  { path: `/blog/${FIRST_POST.slug}`, title: `${FIRST_POST.title} · Tradeloom`, heading: FIRST_POST.title, text: 'min read' },
  { path: '/contact', title: 'Schedule a meeting · Tradeloom', heading: 'Schedule a meeting', text: 'Book a call with our team' },
  { path: '/terms', title: 'Terms of Service · Tradeloom', heading: 'Terms of Service', text: 'Last updated August 12, 2025' },
  { path: '/privacy', title: 'Privacy Policy · Tradeloom', heading: 'Privacy Policy', text: 'Last updated November 26, 2026' },
  {
    path: '/accountdeletion',
    title: 'How to delete your account · Tradeloom',
    heading: 'How to delete your account',
    text: 'You can ask us to delete your Tradeloom account',
  },
];

/** The scripts a page loads, as URL paths. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', onRequest);
  return scripts;
}

test('every public page has its heading, title, description and canonical link', async ({ page }) => {
  for (const p of PAGES) {
    const res = await page.goto(p.path);
    expect(res?.status(), p.path).toBe(200);
    await expect(page).toHaveTitle(p.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    await expect(page.getByText(p.text).first()).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, `${p.path} description`).toBeGreaterThan(40);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${p.path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${BASE_URL}${p.path}`);
  }
  await page.goto(`/blog/${FIRST_POST.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('the landing page loads no app code: only the theme script and the site script', async ({ page }) => {
  const landing = (await scriptsOf(page, '/')).sort();
  expect(landing).toHaveLength(2);
  expect(landing[0]).toMatch(/^\/assets\/site-site-[\w-]+\.js$/);
  expect(landing[1]).toBe('/theme-init.js');

  // The contact page adds its form's script, nothing else.
  const contact = (await scriptsOf(page, '/contact')).sort();
  expect(contact).toHaveLength(3);
  expect(contact[0]).toMatch(/^\/assets\/site-contact-[\w-]+\.js$/);
  expect(contact.slice(1)).toEqual(landing);
});

test('header and footer links, Features and See Demo', async ({ page }) => {
  await page.goto('/');
  const primary = page.getByRole('navigation', { name: 'Primary' });

  // Features scrolls on the landing page instead of navigating.
  await primary.getByRole('link', { name: 'Features' }).click();
  await expect(page.locator('#features')).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/');

  // 'See Demo' only shows the alert.
  await page.evaluate(() => window.scrollTo(0, 0));
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'See Demo' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Demo coming soon!']);

  for (const [name, path] of [
    ['About', '/about'],
    ['Pricing', '/pricing'],
    ['Blog', '/blog'],
  ] as const) {
    await page.goto('/');
    await primary.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((u) => u.pathname === path);
    await expect(primary.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  // Elsewhere Features goes to the landing page's section.
  await primary.getByRole('link', { name: 'Features' }).click();
  await page.waitForURL((u) => u.pathname === '/' && u.hash === '#features');
  await expect(page.locator('#features')).toBeInViewport();

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('mode') === 'login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('mode') === 'signup');

  // The pricing page's header says 'Try for free'.
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Try for free' }).click();
  await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('mode') === 'signup');

  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await page.waitForURL((u) => u.pathname === '/privacy');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms' }).click();
  await page.waitForURL((u) => u.pathname === '/terms');
});

test('pricing: four plans, Most Popular on Professional, Enterprise books a meeting', async ({ page }) => {
  await page.goto('/pricing');
  const plans = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Starter' }) });
  const cards = plans.locator(':scope > li');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Starter', 'Professional', 'Power Trader', 'Enterprise']);
  await expect(cards.getByText('No credit card required')).toHaveCount(4);

  const professional = page.getByRole('listitem', { name: 'Professional' });
  await expect(professional.getByText('Most Popular')).toBeVisible();
  await expect(professional.getByText('$39.99')).toBeVisible();
  await expect(professional.getByText('200 AI credits a month', { exact: true })).toBeVisible();
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: 'Starter' }).getByText('$19.99')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Power Trader' }).getByText('$94.99')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Power Trader' }).getByText('Unlimited contacts')).toBeVisible();
  // Auto-scans as the server allows them: daily on Power Trader, weekly or monthly on Professional.
  await expect(page.getByRole('listitem', { name: 'Power Trader' }).getByText('Daily auto scans')).toBeVisible();
  await expect(professional.getByText('Weekly or monthly auto scans')).toBeVisible();

  // 'Free demo' has no action; Enterprise goes to /contact.
  await expect(page.getByRole('button', { name: 'Free demo' })).toHaveCount(3);
  await professional.getByRole('button', { name: 'Free demo' }).click();
  expect(new URL(page.url()).pathname).toBe('/pricing');
  await expect(page.getByText('100 credits')).toBeVisible();
  await expect(page.getByText('$25', { exact: true })).toBeVisible();
  await page.getByRole('listitem', { name: 'Enterprise' }).getByRole('link', { name: 'Schedule a meeting' }).click();
  await page.waitForURL((u) => u.pathname === '/contact');
});

test('blog: 30 posts, the topic filter, a post with its reading time, and the 404 of an unknown slug', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.locator('main li[data-post-topic]');
  await expect(posts).toHaveCount(30);

  const topic = page.getByRole('group', { name: 'Filter by topic' });
  const tradeShows = topic.getByRole('button', { name: /^Trade shows/ });
  const expected = Number((await tradeShows.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(expected).toBeGreaterThan(0);
  await tradeShows.click();
  await expect(tradeShows).toHaveAttribute('aria-pressed', 'true');
  await expect(topic.getByRole('button', { name: /^All topics/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(posts.filter({ visible: true })).toHaveCount(expected);
  await expect(page.locator('[data-topic-status]')).toHaveText(`${expected} ${expected === 1 ? 'article' : 'articles'}`);
  await expect(posts.filter({ visible: true }).getByText('Trade shows', { exact: true })).toHaveCount(expected);
  expect(new URL(page.url()).searchParams.get('topic')).toBe('trade-shows');
  // The filtered list survives a reload (the topic is in the URL).
  await page.reload();
  await expect(posts.filter({ visible: true })).toHaveCount(expected);
  await topic.getByRole('button', { name: /^All topics/ }).click();
  await expect(posts.filter({ visible: true })).toHaveCount(30);

  await page.getByRole('link', { name: new RegExp(FIRST_POST.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await page.waitForURL(`**/blog/${FIRST_POST.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_POST.title);
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByRole('article').getByRole('img')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More from the blog' })).toBeVisible();

  const res = await page.goto('/blog/no-such-post');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((u) => u.pathname === '/');
});

test('contact form: required fields, sending, the sent message and the outbox', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[data-contact-form]');
  const name = page.getByLabel('Full name');
  const company = page.getByLabel('Company');
  const email = page.getByLabel('E-mail');
  const phone = page.getByLabel('Phone');
  const submit = page.getByRole('button', { name: 'Schedule Meeting' });
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).first()).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

  await submit.click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Company is required')).toBeVisible();
  await expect(form.getByText('E-mail is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Full name is required');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  await name.fill('Amara Nwosu');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await company.fill('Lagos Grain Partners');
  await email.fill('amara@');
  await submit.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toBeFocused();

  const address = uniqueEmail('meeting');
  await email.fill(address);
  await phone.fill('+234 803 555 0101');

  // Hold the request to see the busy button.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: unknown;
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    sent = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  const before = Date.now();
  await submit.click();
  const busy = page.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole('status').getByText("Message sent successfully! We'll get back to you within 24 hours.")).toBeVisible();
  expect(sent).toEqual({ name: 'Amara Nwosu', company: 'Lagos Grain Partners', email: address, phone: '+234 803 555 0101' });
  await expect(submit).toBeEnabled();
  for (const field of [name, company, email, phone]) await expect(field).toHaveValue('');

  const mail = await waitForMail(SUPPORT_EMAIL, 'contact_request', before);
  expect(mail.subject).toBe('Meeting request from Amara Nwosu (Lagos Grain Partners)');
  // The toast hides itself.
  await expect(page.getByText("Message sent successfully! We'll get back to you within 24 hours.")).toBeHidden({ timeout: 8000 });
});

test('contact form: the server’s error, or the address to write to when the request fails', async ({ page }) => {
  await page.goto('/contact');
  const fill = async () => {
    await page.getByLabel('Full name').fill('Chen Wei');
    await page.getByLabel('Company').fill('Straits Metals');
    await page.getByLabel('E-mail').fill(uniqueEmail('busy'));
  };
  const submit = page.getByRole('button', { name: 'Schedule Meeting' });
  const form = page.locator('form[data-contact-form]');

  await page.route('**/functions/v1/send-contact-email', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Too many messages from this address. Please try again later.' },
      }),
    }),
  );
  await fill();
  await submit.click();
  await expect(form.getByText('Too many messages from this address. Please try again later.')).toBeVisible();
  // Not cleared: the visitor can try again.
  await expect(page.getByLabel('Company')).toHaveValue('Straits Metals');

  await page.unroute('**/functions/v1/send-contact-email');
  await page.route('**/functions/v1/send-contact-email', (route) => route.abort());
  await submit.click();
  await expect(form.getByText(`Error sending message - Please try again or contact us directly at ${SUPPORT_EMAIL}`)).toBeVisible();
});

test('mobile menu at 390 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.locator('#site-menu');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Features' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  // Features in the menu closes it and scrolls on the landing page.
  await toggle.click();
  await menu.getByRole('link', { name: 'Features' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#features')).toBeInViewport();

  await toggle.click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await page.waitForURL((u) => u.pathname === '/pricing');
  await expect(page.locator('#site-menu')).toBeHidden();
  await context.close();
});

test('the dark theme toggles and stays after a reload', async ({ page }) => {
  await page.goto('/pricing');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('tradeloom-theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  // Every page reads the same choice.
  await page.goto('/blog');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('tradeloom-theme'))).toBe('light');
});

test('the legal pages say what the policy says: Delaware law, 18 or older, deletion cancellable for 5 business days', async ({ page }) => {
  await page.goto('/terms');
  const governingLaw = page.locator('h2', { hasText: 'Governing law' }).locator('xpath=following-sibling::p[1]');
  await expect(governingLaw).toContainText('laws of the State of Delaware');
  await expect(governingLaw).not.toContainText('Singapore');
  await expect(page.getByText('You must be 18 or older to create an account or use Tradeloom.')).toBeVisible();

  await page.goto('/accountdeletion');
  const cancelling = page.locator('h2', { hasText: 'Cancelling a request' }).locator('xpath=following-sibling::p[1]');
  await expect(cancelling).toContainText('A deletion request can be cancelled until the 5 business days have passed.');
  await expect(cancelling).not.toContainText('Once deletion has started');
});
