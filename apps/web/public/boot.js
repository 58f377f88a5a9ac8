// Runs before the app's own scripts, as a file (not inline) so the Content-Security-Policy needs no
// 'unsafe-inline' for scripts.
(() => {
  // The saved theme before first paint (key = THEME_STORAGE_KEY in @tradeloom/domain).
  try {
    if (localStorage.getItem('tradeloom-theme') === 'dark') document.documentElement.classList.add('dark');
  } catch {}
  // The session, which every screen reads first (taken over once by src/lib/auth-client.ts).
  const early = {};
  // Whether someone is signed in, once the session read answers (false when it fails).
  let signedIn = Promise.resolve(false);
  try {
    early.session = { response: fetch('/api/auth/get-session', { headers: { Accept: 'application/json' } }), at: Date.now() };
    // A failed early read is simply not used: the app reads the session again itself.
    early.session.response.catch(() => {});
    // Read from a copy, before the app takes the answer over (this callback is registered first).
    signedIn = early.session.response
      .then((res) => (res.ok ? res.clone().json() : null))
      .then(
        (s) => Boolean(s?.session),
        () => false,
      );
  } catch {}
  window.__tradeloomEarly = early;
  // The contacts screens' first page, asked for while the app's code is still downloading; the app
  // takes the answer over (src/app/preload.ts) and asks again itself if it is not a usable page.
  // Only the plain list (no search, filter or sort in the URL): its address is the app's own
  // first-page request (limit = CONTACT_PAGE_SIZE_DEFAULT in @tradeloom/domain). Only once the session
  // says someone is signed in (a visitor is sent to sign in, and a request that can only be refused
  // would leave a 401 in the console), unless this browser's user was signed in last time.
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
      // A returning user (the profile cache of src/lib/profile/profile-cache.ts is there; signing out
      // clears it) asks for the page at once, beside the session read, instead of one round trip later.
      let returning = false;
      try {
        returning = Boolean(localStorage.getItem('loom.profile.cache.v1'));
      } catch {}
      const page = (returning ? Promise.resolve(true) : signedIn)
        .then((yes) => (yes ? fetch(`/api/contacts?limit=${limit}`, { headers: { Accept: 'application/json' } }) : null))
        .then((res) => (res?.ok ? res.json() : null))
        .catch(() => null);
      early.contacts = { limit, page, at: Date.now() };
    }
  } catch {}
})();
