// Loads the page's scripts once the prerendered page has painted (docs/prerendering.md, "A lean first load").
// The prerender step lists them, in order, in this script's data-load attribute. Until the first frame the network
// carries only the page and its font; hydration starts one frame later. Plain ES5: it runs before anything else.
(function () {
  var loader = document.currentScript;
  var sources = ((loader && loader.getAttribute('data-load')) || '').split(' ');
  var started = false;
  function loadAll() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      if (!source) return;
      var script = document.createElement('script');
      script.src = source;
      // Inserted scripts run in insertion order, like the deferred scripts they replace.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  window.requestAnimationFrame(function () {
    window.setTimeout(loadAll, 0);
  });
  // A page opened in a background tab gets no animation frames until it is shown.
  window.setTimeout(loadAll, 500);
})();
