// Runs before the page paints. Applies the theme remembered under the key `theme` (light by
// default), and the reader's language: the one they chose (the `lang` cookie), else the first of
// their browser's languages that MentorBridge is written in. The server already wrote both into
// the page it sent; this keeps them right where the page came from elsewhere (the installed app's
// offline copy, the development server), so an Arabic page is right to left from its first paint.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
} catch {
  // Storage can be blocked; the light theme is the default.
}
(function applyLanguage() {
  var written = ['en', 'es', 'ar'];
  var chosen = /(?:^|;\s*)lang=([a-z]+)/.exec(document.cookie);
  var wanted = chosen ? [chosen[1]] : navigator.languages || [navigator.language || 'en'];
  var language = 'en';
  for (var i = 0; i < wanted.length; i++) {
    var primary = String(wanted[i]).split(/[-_]/)[0].toLowerCase();
    if (written.indexOf(primary) !== -1) {
      language = primary;
      break;
    }
  }
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
})();
