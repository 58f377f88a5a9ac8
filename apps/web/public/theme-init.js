// The saved theme before first paint on the static public pages (key = THEME_STORAGE_KEY in @tradeloom/domain).
try {
  if (localStorage.getItem('tradeloom-theme') === 'dark') document.documentElement.classList.add('dark');
} catch {}
