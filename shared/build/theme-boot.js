// Paint the right background before any script loads, so a dark theme never flashes white.
// Loaded by index.html as a file of the app's origin (the CSP allows no inline script).
(() => {
  try {
    const stored = localStorage.getItem('vite-ui-theme') || 'system';
    const dark =
      stored === 'dark' ||
      (stored === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.documentElement.style.background = dark ? '#000000' : '#f5f5f5';
  } catch {
    // Storage blocked: the default (light) paint stays.
  }
})();
