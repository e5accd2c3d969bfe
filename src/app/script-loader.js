// Loads the page's scripts once the prerendered page has painted (docs/prerendering.md, "A lean first load").
// The prerender step lists them, in order, in this script's data-load attribute. Until the whole page has been
// painted the network and the main thread belong to the page and its font; hydration starts after that.
// Plain ES5: it runs before anything else. The build writes it after src/app/early-input.js, in one file.
(function () {
  var loader = document.currentScript;
  var sources = ((loader && loader.getAttribute('data-load')) || '').split(' ');
  var started = false;
  // A script that does not load (the connection dropped, a kept page whose scripts changed) must not leave a page that
  // silently eats taps (src/app/failed-start.ts). Its element goes, so that the app's own import of it asks anew and
  // fails with an error the app handles, instead of waiting on the dead element for two minutes. Where the app's code
  // itself never ran, this script does what failed-start.ts does: lets the taps go and loads the page anew once,
  // under the same mark in the history entry (src/ui/site-update.ts, loadAnewOnce).
  var LOADED_ANEW = 'novaLoadedAnewAt';
  var LOAD_ANEW_GUARD_MS = 60000;
  // A script Firefox stopped because the visitor leaves the page is no failure: loaded anew, the page would cancel
  // their navigation. Such a failure counts only if the page is still there after the grace time
  // (src/ui/page-departure.ts, DEPARTURE_GRACE_MS).
  var DEPARTURE_GRACE_MS = 10000;
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  function giveUpOnceStaying() {
    if (!leaving) return giveUp();
    window.setTimeout(function () {
      leaving = false;
      giveUp();
    }, DEPARTURE_GRACE_MS);
  }
  function giveUp() {
    if (window.__earlyInput) window.__earlyInput.end();
    var state = window.history.state && typeof window.history.state === 'object' ? window.history.state : {};
    var before = state[LOADED_ANEW];
    if (typeof before === 'number' && Date.now() - before < LOAD_ANEW_GUARD_MS) return;
    var marked = {};
    for (var key in state) if (Object.prototype.hasOwnProperty.call(state, key)) marked[key] = state[key];
    marked[LOADED_ANEW] = Date.now();
    window.history.replaceState(marked, '');
    window.location.reload();
  }
  function loadAll() {
    if (started) return;
    started = true;
    var left = 0;
    var failed = false;
    function settled(script, event) {
      if (event.type === 'error') {
        failed = true;
        if (script.parentNode) script.parentNode.removeChild(script);
      }
      // The app's entry marks that it ran (src/app/main.tsx); from then on its own start handles a failure.
      if (--left === 0 && failed && !window.__novaStarted) giveUpOnceStaying();
    }
    sources.forEach(function (source) {
      if (!source) return;
      var script = document.createElement('script');
      script.src = source;
      // Inserted scripts run in insertion order, like the deferred scripts they replace.
      script.async = false;
      left++;
      script.onload = script.onerror = function (event) {
        settled(script, event);
      };
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
