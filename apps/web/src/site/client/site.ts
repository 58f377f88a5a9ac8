/**
 * The behaviour of every static public page (src/site/site-layout.tsx marks the elements with data
 * attributes): the theme button, the mobile menu, the Features link, 'See Demo' and the blog's topic
 * filter. No framework; one listener per kind of event on the document.
 */

// The domain package is marked side-effect free, so this import bundles only the constant (not zod);
// public/theme-init.js reads the same key before first paint.
import { THEME_STORAGE_KEY as THEME_KEY } from '@tradeloom/domain';

const root = document.documentElement;
const menu = document.querySelector<HTMLElement>('[data-menu]');
const menuToggle = document.querySelector<HTMLElement>('[data-menu-toggle]');

function setMenu(open: boolean, restoreFocus = true) {
  if (!menu || !menuToggle || menu.hidden === !open) return;
  menu.hidden = !open;
  menuToggle.setAttribute('aria-expanded', String(open));
  if (open) menu.querySelector<HTMLElement>('a[href]')?.focus();
  else if (restoreFocus) menuToggle.focus();
}

function setTopic(topic: string) {
  const filter = document.querySelector('[data-topic-filter]');
  if (!filter) return;
  const buttons = [...filter.querySelectorAll<HTMLElement>('button[data-topic]')];
  const known = buttons.some((b) => b.dataset.topic === topic) ? topic : '';
  for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.topic === known));
  let shown = 0;
  for (const li of document.querySelectorAll<HTMLElement>('li[data-post-topic]')) {
    li.hidden = known !== '' && li.dataset.postTopic !== known;
    if (!li.hidden) shown++;
  }
  const status = document.querySelector('[data-topic-status]');
  if (status) status.textContent = `${shown} ${shown === 1 ? 'article' : 'articles'}`;
  return known;
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const el = target.closest<HTMLElement>(
    '[data-theme-toggle],[data-menu-toggle],[data-menu-close],[data-features-link],[data-see-demo],[data-topic-filter] button[data-topic]',
  );
  if (!el) {
    // A click outside the open menu closes it.
    if (menu && !menu.hidden && !menu.contains(target)) setMenu(false, false);
    return;
  }
  if (el.matches('[data-theme-toggle]')) {
    const dark = root.classList.toggle('dark');
    try {
      localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
    } catch {}
  } else if (el.matches('[data-menu-toggle]')) {
    setMenu(!!menu?.hidden);
  } else if (el.matches('[data-menu-close]')) {
    setMenu(false);
  } else if (el.matches('[data-features-link]')) {
    // On the landing page the Features link scrolls there; elsewhere it goes to /#features.
    const features = document.getElementById('features');
    if (location.pathname !== '/' || !features) return;
    event.preventDefault();
    setMenu(false, false);
    features.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    features.tabIndex = -1;
    features.style.outline = 'none';
    features.focus({ preventScroll: true });
  } else if (el.matches('[data-see-demo]')) {
    window.alert('Demo coming soon!');
  } else {
    const topic = setTopic(el.dataset.topic ?? '');
    const url = new URL(location.href);
    if (topic) url.searchParams.set('topic', topic);
    else url.searchParams.delete('topic');
    history.replaceState(null, '', url);
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && menu && !menu.hidden) setMenu(false);
});

// Another tab switched the theme.
window.addEventListener('storage', (event) => {
  if (event.key === THEME_KEY) root.classList.toggle('dark', event.newValue === 'dark');
});

// /blog?topic=... opens filtered (the filter keeps the URL up to date, so a filtered list can be shared).
const initialTopic = new URLSearchParams(location.search).get('topic');
if (initialTopic) setTopic(initialTopic);
