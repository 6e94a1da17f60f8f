/* global window, document */
// Applies the saved or system colour scheme before React mounts, so dark-mode users see no white flash.
// Mirrors Mantine's localStorageColorSchemeManager key and defaultColorScheme 'auto'. The build writes it inline into
// index.html (build/start-page.ts), and the server's CSP allows it by its hash; the dev server loads this file.
(function () {
  try {
    var saved = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme =
      saved === 'light' || saved === 'dark'
        ? saved
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Storage can be blocked; Mantine applies the scheme once it mounts.
  }
})();
