// Applies the stored theme (key "theme": light, dark or system; default system) before the
// first paint, so that a dark page never flashes light. The server writes it inline into
// every page, allowed by its hash in the Content Security Policy; the offline app shell
// loads it as this file.
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (e) {
    /* storage unavailable: follow the system */
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
