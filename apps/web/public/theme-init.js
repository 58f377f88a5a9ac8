// Applies the saved theme before first paint (key = THEME_STORAGE_KEY in @tradeloom/domain). A file,
// not an inline script, so the Content-Security-Policy needs no 'unsafe-inline' for scripts.
(() => {
  try {
    if (localStorage.getItem('tradeloom-theme') === 'dark') document.documentElement.classList.add('dark');
  } catch {}
})();
