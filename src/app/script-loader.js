// Loads the page's scripts once the prerendered page has painted (docs/prerendering.md, "A lean first load").
// The prerender step lists them, in order, in this script's data-load attribute. Until the whole page has been
// painted the network and the main thread belong to the page and its font; hydration starts after that.
// Plain ES5: it runs before anything else.
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
  // A hidden page (a background tab) paints nothing and gets no animation frames: nothing to wait for.
  if (document.visibilityState === 'hidden') {
    loadAll();
    return;
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') loadAll();
  });
  // Waits for the browser to report the first contentful paint (it reports it once the frame is on screen, which
  // can be later than the frame callbacks suggest), then one more frame: this deferred script runs once the whole
  // document is parsed, so that frame shows all of it, and the page's largest paint is on screen before any script
  // competes for the network or the main thread.
  function afterNextFrame() {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(loadAll, 0);
      });
    });
  }
  var paintTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paintTypes.indexOf('paint') === -1) {
    afterNextFrame();
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    var painted = list.getEntries().some(function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!painted) return;
    observer.disconnect();
    afterNextFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never reports a contentful paint still becomes interactive.
  window.setTimeout(loadAll, 3000);
})();
