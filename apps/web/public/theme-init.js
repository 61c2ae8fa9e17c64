// Runs before the page paints: applies the theme remembered under the key `theme` (light by default).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
} catch {
  // Storage can be blocked; the light theme is the default.
}
