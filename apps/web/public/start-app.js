/* global document, requestAnimationFrame */
// Starts the app once the browser has painted the loading frame of index.html (apps/web/build/start-page.ts and
// decision 021). The build turns the entry's script tag into a module preload (id casework-entry), so it still
// downloads at once, and lists the entry's own chunks on it (data-steps), dependencies first.
// - Each chunk is evaluated in its own task, with the browser's turn in between: evaluating all start-up code at once
//   is one long task in which a slow phone answers no tap.
// - A hidden tab paints nothing, so there the app starts at once.
// A file, not an inline script: the CSP allows scripts from 'self' only (and the colour-scheme script by its hash).
(function () {
  var entry = document.getElementById('casework-entry');
  if (!entry) return;
  var steps = (entry.getAttribute('data-steps') || '').split(' ').filter(Boolean);
  steps.push(entry.href);
  var failed = function () {
    var status = document.querySelector('.boot-frame [role="status"]');
    if (status) status.textContent = 'Casework could not load. Check your connection, then reload the page.';
  };
  var nextTask = function () {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  };
  var run = function () {
    var chain = Promise.resolve();
    steps.forEach(function (step, index) {
      chain = chain.then(function () {
        return import(step);
      });
      if (index < steps.length - 1) chain = chain.then(nextTask);
    });
    chain.catch(failed);
  };
  if (document.visibilityState === 'hidden') run();
  else
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
})();
