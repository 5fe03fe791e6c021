// Paints the right background before any script loads, so a dark theme never flashes white.
// Loaded by index.html as a file of the app's origin (the CSP allows no inline script); kept
// small because every page pays for it.
try {
  const d = document.documentElement;
  const s = localStorage.getItem('vite-ui-theme');
  const t =
    s === 'dark' || ((!s || s === 'system') && matchMedia('(prefers-color-scheme:dark)').matches)
      ? 'dark'
      : 'light';
  d.dataset.theme = t;
  d.style.colorScheme = t;
  d.style.background = t === 'dark' ? '#000' : '#f5f5f5';
} catch {
  // Storage blocked: the default (light) paint stays.
}
