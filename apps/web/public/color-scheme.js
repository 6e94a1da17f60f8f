/* global window, document */
// Applies the saved or system colour scheme before React mounts, so dark-mode users see no white flash.
// Mirrors Mantine's localStorageColorSchemeManager key and defaultColorScheme 'auto'. A file, not an inline
// script: the CSP allows scripts from 'self' only.
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
