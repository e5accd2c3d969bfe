// Early input (docs/prerendering.md, "Nothing a visitor does early is lost"). The prerendered page is on screen
// before the app is interactive. From the moment this script runs until the app has hydrated and caught up, it
// records what the visitor does with the page's controls, in order, and keeps those events from React: React would
// otherwise meet them half-hydrated (a typed value it then overwrites, a click on a component that is not alive
// yet). The app replays the record once it is interactive (src/app/early-input-replay.ts).
//
// What plain HTML does by itself still happens at once: typing, ticking a checkbox, choosing in a select, following
// a link to another page, moving focus. Only what needs the app is recorded: field values (as they stand after each
// change), clicks on buttons and in-page links, keys on widgets that are not native fields (slider, tabs), and a form
// submitted without a click (which the browser would otherwise send as a plain GET). A tapped button shows that it
// is waiting (`data-early-pending`, styled in src/ui/system.ts).
//
// It is one of the site's own files (the Content-Security-Policy forbids inline scripts), written as plain ES5
// because it runs before anything else. The app reads it through `window.__earlyInput` (EarlyInputRecord).
(function () {
  var RECORDED = ['click', 'keydown', 'input', 'change', 'submit'];
  // Kept from React until the app takes over; focus events only until the replay starts (see onEvent).
  var HELD = ['keyup', 'keypress', 'beforeinput', 'dblclick', 'pointerdown', 'pointerup', 'mousedown', 'mouseup'];
  var FOCUS = ['focusin', 'focusout'];
  // Never block scrolling: these listeners are passive.
  var PASSIVE = ['touchstart', 'touchend'];
  var FIELD = 'input, select, textarea';
  // Keys that a native control turns into a click, or that move focus: the browser handles them already.
  var NATIVE_KEYS = { Tab: 1, Shift: 1, Control: 1, Alt: 1, Meta: 1, CapsLock: 1 };
  var ACTIVATION_KEYS = { Enter: 1, ' ': 1, Spacebar: 1 };
  var PENDING = 'data-early-pending';
  var EARLY_SHOWN = 'data-early-shown';
  var EARLY_HREF = 'data-early-href';
  var root = document.documentElement;

  var entries = [];
  var pending = [];
  // Every field the visitor changed while this recorded: its latest value is in the record, newer than the page's
  // own value the app read when it hydrated (see hasRecorded).
  var recordedFields = [];
  // 'recording' until the app starts its replay, 'replaying' while it catches up, 'done' after.
  var phase = 'recording';
  // True while the app dispatches a recorded event: what that causes belongs to the app, not to the record.
  var dispatching = false;

  function closest(node, selector) {
    var element = node && node.nodeType === 1 ? node : node && node.parentElement;
    return element && element.closest ? element.closest(selector) : null;
  }

  /** A link to a place on this very page (#pakete): the app moves there itself, so it waits for the app. */
  function isInPageLink(link) {
    var href = link.getAttribute('href') || '';
    if (href.charAt(0) === '#') return true;
    if (link.target && link.target !== '_self') return false;
    return (
      link.origin === location.origin &&
      link.pathname === location.pathname &&
      link.search === location.search &&
      link.hash !== ''
    );
  }

  function markPending(element) {
    if (element.hasAttribute(PENDING)) return;
    element.setAttribute(PENDING, '');
    pending.push(element);
    root.setAttribute(PENDING, '');
  }

  function push(entry) {
    var last = entries[entries.length - 1];
    // A second tap on a button that has not answered yet means "I tapped", not "toggle twice".
    if (entry.kind === 'click' && last && last.kind === 'click' && last.target === entry.target) return;
    // A field's latest value stands for its earlier ones.
    if (entry.kind === 'field' && last && last.kind === 'field' && last.target === entry.target) {
      entries[entries.length - 1] = entry;
      return;
    }
    entries.push(entry);
  }

  function recordClick(event) {
    var link = closest(event.target, 'a[href]');
    if (link) {
      // Another page: the browser follows the link as it would without any script.
      if (!isInPageLink(link)) return;
      event.preventDefault();
      push({ kind: 'click', target: link });
      return;
    }
    // A field (or its label) changes by itself; its change is recorded as a value.
    if (closest(event.target, FIELD) || closest(event.target, 'label')) return;
    var control = closest(event.target, 'button, [role=button], [role=tab], [role=menuitem], summary, [tabindex]');
    if (!control) return;
    // A control whose answer is another page's served markup (a community tab): that page, loaded as a link would.
    var href = control.getAttribute(EARLY_HREF);
    if (href && control.getAttribute('aria-selected') !== 'true') {
      event.preventDefault();
      location.assign(href);
      return;
    }
    push({ kind: 'click', target: control });
    markPending(control);
    showAtOnce(control);
  }

  /**
   * What the page already holds answers a tap at once, before the app does (docs/prerendering.md, "Nothing a visitor
   * does early is lost"): a tab's panel and a disclosure button's list (the phone menu) are in the served markup,
   * hidden. They are marked shown; the app's styles show them until it is interactive (src/ui/layout/app-layout.tsx),
   * and the recorded click then opens them in the app too.
   */
  /** A tab's panel: the one it controls, or (as the served tabs name it) the one labelled by it. */
  function panelOf(tab) {
    var controlled = tab.getAttribute('aria-controls');
    if (controlled) return document.getElementById(controlled);
    var panels = document.querySelectorAll('[role=tabpanel][aria-labelledby]');
    for (var index = 0; index < panels.length; index++) {
      if (tab.id && panels[index].getAttribute('aria-labelledby') === tab.id) return panels[index];
    }
    return null;
  }

  function showAtOnce(control) {
    var isTab = control.getAttribute('role') === 'tab';
    if (!isTab && !control.hasAttribute('aria-expanded')) return;
    var shown = isTab ? panelOf(control) : document.getElementById(control.getAttribute('aria-controls') || '');
    if (!shown) return;
    if (isTab && shown.parentNode) {
      var siblings = shown.parentNode.children;
      for (var index = 0; index < siblings.length; index++) siblings[index].removeAttribute(EARLY_SHOWN);
    }
    shown.setAttribute(EARLY_SHOWN, '');
  }

  function recordKey(event) {
    var target = event.target;
    // Fields answer keys themselves (their change is recorded as a value), as do Tab and the modifiers.
    if (NATIVE_KEYS[event.key] || closest(target, FIELD) || target.isContentEditable) return;
    // A button or link turns Enter and Space into a click, which is recorded as such.
    if (ACTIVATION_KEYS[event.key] && closest(target, 'button, a[href], summary')) return;
    push({
      kind: 'key',
      target: target,
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
    });
  }

  function recordField(event) {
    var field = closest(event.target, FIELD);
    if (!field) return;
    if (recordedFields.indexOf(field) < 0) recordedFields.push(field);
    push({ kind: 'field', target: field, value: field.value, checked: field.checked });
  }

  function recordSubmit(event) {
    // Sent as a plain GET, the form would leave the page: the app sends it instead.
    event.preventDefault();
    var last = entries[entries.length - 1];
    var submitter = event.submitter || null;
    // The click on the submit button is recorded already (pressing Enter in a field clicks it too).
    if (submitter && last && last.kind === 'click' && last.target === submitter) return;
    push({ kind: 'submit', target: event.target, submitter: submitter });
  }

  function onEvent(event) {
    if (phase === 'done' || dispatching) return;
    // Before the app runs, every event is the visitor's (or a password manager's filling in a field). Once it
    // replays, events made by script are the app's own.
    if (phase === 'replaying' && !event.isTrusted) return;
    var isFocus = event.type === 'focusin' || event.type === 'focusout';
    // During the replay the app moves focus itself (a dialog that opens); React must see that.
    if (isFocus && phase === 'replaying') return;
    event.stopImmediatePropagation();
    if (event.type === 'click') recordClick(event);
    else if (event.type === 'keydown') recordKey(event);
    else if (event.type === 'input' || event.type === 'change') recordField(event);
    else if (event.type === 'submit') recordSubmit(event);
  }

  function listen(types, options) {
    for (var index = 0; index < types.length; index++) window.addEventListener(types[index], onEvent, options);
  }
  function unlisten(types, options) {
    for (var index = 0; index < types.length; index++) window.removeEventListener(types[index], onEvent, options);
  }

  listen(RECORDED, true);
  listen(HELD, true);
  listen(FOCUS, true);
  listen(PASSIVE, { capture: true, passive: true });

  window.__earlyInput = {
    /** The app starts catching up: from now on focus moves reach it directly. */
    begin: function () {
      if (phase === 'recording') phase = 'replaying';
    },
    /** The oldest entry not yet replayed, or null; entries keep arriving until end(). */
    next: function () {
      return entries.length > 0 ? entries.shift() : null;
    },
    /** Whether the visitor changed this field while the recorder listened (its value is then in the record). */
    hasRecorded: function (field) {
      return recordedFields.indexOf(field) >= 0;
    },
    /** Runs `dispatch` with the recorder out of the way: the events it causes are the app's. */
    dispatch: function (dispatch) {
      dispatching = true;
      try {
        dispatch();
      } finally {
        dispatching = false;
      }
    },
    /** The app is interactive and has caught up: events go straight to it from now on. */
    end: function () {
      phase = 'done';
      unlisten(RECORDED, true);
      unlisten(HELD, true);
      unlisten(FOCUS, true);
      unlisten(PASSIVE, { capture: true, passive: true });
      for (var index = 0; index < pending.length; index++) pending[index].removeAttribute(PENDING);
      pending = [];
      recordedFields = [];
      root.removeAttribute(PENDING);
    },
  };
})();
