// Loads the page's scripts once the prerendered page has painted (docs/prerendering.md, "A lean first load").
// The prerender step lists them, in order, in this script's data-load attribute. Until the whole page has been
// painted the network and the main thread belong to the page and its font; hydration starts after that.
// Plain ES5: it runs before anything else. The build writes it after src/app/early-input.js, in one file.
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
  // Waits for the browser to report the first contentful paint (it reports it once the frame is on screen, which
  // can be later than the frame callbacks suggest), then one more frame: the document is parsed by then, so that
  // frame shows all of it, and the page's largest paint is on screen before any script competes for the network or
  // the main thread.
  function afterNextFrame() {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(loadAll, 0);
      });
    });
  }
  function whenParsed() {
    // A hidden page (a background tab) paints nothing and gets no animation frames: nothing to wait for.
    if (document.visibilityState === 'hidden') {
      loadAll();
      return;
    }
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') loadAll();
    });
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
  }
  // This script is async, so that the early-input recorder in front of it runs as soon as it arrives; the page's
  // scripts expect the whole document, which may still be parsed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})();
