// Runs before the app's own scripts, as a file (not inline) so the Content-Security-Policy needs no
// 'unsafe-inline' for scripts.
(() => {
  // The saved theme before first paint (key = THEME_STORAGE_KEY in @tradeloom/domain).
  try {
    if (localStorage.getItem('tradeloom-theme') === 'dark') document.documentElement.classList.add('dark');
  } catch {}
  // The session, which every screen reads first (taken over once by src/lib/auth-client.ts).
  const early = {};
  try {
    early.session = { response: fetch('/api/auth/get-session', { headers: { Accept: 'application/json' } }), at: Date.now() };
    // A failed early read is simply not used: the app reads the session again itself.
    early.session.response.catch(() => {});
  } catch {}
  window.__tradeloomEarly = early;
  // The contacts screens' first page, asked for while the app's code is still downloading; the app
  // takes the answer over (src/app/preload.ts) and asks again itself if it is not a usable page.
  // Only the plain list (no search, filter or sort in the URL): its address is the app's own
  // first-page request (limit = CONTACT_PAGE_SIZE_DEFAULT in @tradeloom/domain).
  try {
    const screen = /^\/(dashboard|contacts|my-contacts|interactions)(\/[^/]+)?\/?$/.test(location.pathname);
    const plain = !/[?&](q|commodity|location|role|sort)=/.test(location.search);
    if (screen) {
      // The screen's code, while the main script is still on its way (the build writes the list).
      for (const href of /*first-screen-chunks*/ []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }
    }
    if (screen && plain) {
      const limit = 60;
      const page = fetch(`/api/contacts?limit=${limit}`, { headers: { Accept: 'application/json' } })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      early.contacts = { limit, page, at: Date.now() };
    }
  } catch {}
})();
