/* global document, requestAnimationFrame */
// Starts the app once the browser has painted the loading frame of index.html. The entry script is large; run as
// soon as it arrives, it keeps a slow phone from painting anything until it has finished. The build turns the
// entry's script tag into a module preload (id casework-entry), so it still downloads at once. A hidden tab paints
// nothing, so there the app starts at once. A file, not an inline script: the CSP allows scripts from 'self' only.
(function () {
  var entry = document.getElementById('casework-entry');
  if (!entry) return;
  var start = function () {
    import(entry.href).catch(function () {
      var status = document.querySelector('.boot-frame [role="status"]');
      if (status)
        status.textContent = 'Casework could not load. Check your connection, then reload the page.';
    });
  };
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
