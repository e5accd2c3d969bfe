/**
 * The early-input recorder (src/app/early-input.js) and the replay (src/app/early-input-replay.ts), in jsdom: what is
 * recorded, what is kept from React until the app takes over, and that a replayed entry reaches React's handlers as
 * the visitor's own action would. The whole path in Chromium is test/e2e/early-input.e2e.ts.
 */
import { act, render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { changedFields, replayEarlyInput, type EarlyEntry, type EarlyInputRecord } from '@/app/early-input-replay';

const RECORDER_SOURCE = fs.readFileSync(path.join(__dirname, '../../../src/app/early-input.js'), 'utf8');

/** Runs the recorder as the boot script does, on a fresh page; returns its hand-over object. */
function startRecorder(): EarlyInputRecord {
  // The recorder is the site's own script file; it runs as it is, before anything else of the page.
  new Function(RECORDER_SOURCE)();
  const record = window.__earlyInput;
  if (!record) throw new Error('Der Rekorder hat window.__earlyInput nicht gesetzt.');
  return record;
}

function drain(record: EarlyInputRecord): EarlyEntry[] {
  const entries: EarlyEntry[] = [];
  for (let entry = record.next(); entry !== null; entry = record.next()) entries.push(entry);
  return entries;
}

const describeEntry = (entry: EarlyEntry) =>
  entry.kind === 'key'
    ? `key ${entry.key} ${entry.target.id}`
    : entry.kind === 'field'
      ? `field ${entry.target.id}=${entry.value}`
      : `${entry.kind} ${entry.target.id}`;

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const key = (element: Element, name: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

describe('early-input recorder', () => {
  let record: EarlyInputRecord;
  /** What "React" (a listener on the page's root) received. */
  let reached: string[];
  const listener = (event: Event) => reached.push(event.type);

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button id="menu" type="button"><svg id="icon"></svg>Menü</button>
        <a id="plans" href="#pakete">Pakete</a>
        <a id="other" href="/community">Community</a>
        <div id="slider" role="slider" tabindex="0"></div>
        <form id="form"><input id="name" name="name"><select id="game"><option>A</option><option>B</option></select>
          <label id="consent"><input id="box" type="checkbox"><span id="box-label">Ja</span></label>
          <button id="send" type="submit">Senden</button></form>
        <form id="bare"><input id="search"></form>
      </div>`;
    reached = [];
    for (const type of ['click', 'keydown', 'input', 'change', 'submit', 'focusin', 'pointerdown']) {
      document.getElementById('root')?.addEventListener(type, listener);
    }
    record = startRecorder();
  });

  afterEach(() => {
    record.end();
    delete window.__earlyInput;
  });

  it('records taps on buttons (one for a double tap), in-page links and widget keys, keeps them from React, and marks a tapped button as waiting until the app has caught up', () => {
    click(byId('icon'));
    click(byId('menu'));
    const fragmentClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('plans').dispatchEvent(fragmentClick);
    key(byId('slider'), 'ArrowRight');
    key(byId('slider'), 'ArrowRight');
    byId('slider').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));

    expect(drain(record).map(describeEntry)).toEqual([
      'click menu',
      'click plans',
      'key ArrowRight slider',
      'key ArrowRight slider',
    ]);
    expect(fragmentClick.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    expect(byId('menu').hasAttribute('data-early-pending')).toBe(true);
    expect(document.documentElement.hasAttribute('data-early-pending')).toBe(true);
    record.end();
    expect(byId('menu').hasAttribute('data-early-pending')).toBe(false);
    expect(document.documentElement.hasAttribute('data-early-pending')).toBe(false);
  });

  it.each([
    ['Tab on a widget', 'slider', 'Tab'],
    ['Enter on a button (the browser clicks it)', 'menu', 'Enter'],
    ['Space on a button', 'menu', ' '],
    ['a key in a text field', 'name', 'a'],
    ['an arrow in a select', 'game', 'ArrowDown'],
  ])('leaves %s to the browser', (_case, id, name) => {
    key(byId(id), name);
    expect(drain(record)).toEqual([]);
  });

  it('lets a link to another page go: the browser follows it, nothing is recorded', async () => {
    // jsdom reports the navigation it would start as "not implemented": proof that the link was followed.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('other').dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(event.defaultPrevented).toBe(false);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/navigation/);
    consoleError.mockRestore();
    expect(drain(record)).toEqual([]);
  });

  it("records a field's latest value once for a run of changes, and no click on a field or its label; knows which fields the visitor changed, until the app has caught up", () => {
    const name = byId<HTMLInputElement>('name');
    name.value = 'L';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    name.value = 'Lea';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    click(byId('box-label'));
    byId<HTMLSelectElement>('game').value = 'B';
    byId('game').dispatchEvent(new Event('change', { bubbles: true }));

    expect(drain(record).map(describeEntry)).toEqual(['field name=Lea', 'field box=on', 'field game=B']);
    expect(byId<HTMLInputElement>('box').checked).toBe(true);
    expect(reached).toEqual([]);
    expect(record.hasRecorded(name)).toBe(true);
    expect(record.hasRecorded(byId('search'))).toBe(false);
    record.end();
    expect(record.hasRecorded(name)).toBe(false);
  });

  it('keeps a form from leaving the page; a submit that follows the click on its button is that click', () => {
    click(byId('send'));
    const bare = new Event('submit', { bubbles: true, cancelable: true });
    byId('bare').dispatchEvent(bare);
    expect(bare.defaultPrevented).toBe(true);
    expect(drain(record).map(describeEntry)).toEqual(['click send', 'submit bare']);
  });

  it('while replaying: what the app dispatches and every focus move reach React, the visitor is still recorded; after end() every event goes straight to React', () => {
    record.begin();
    record.dispatch(() => click(byId('menu')));
    byId('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // Script-made events between two replayed entries are the app's own (jsdom's events are all script-made).
    click(byId('slider'));
    expect(reached).toEqual(['click', 'focusin', 'click']);
    expect(drain(record)).toEqual([]);
    record.end();
    click(byId('menu'));
    key(byId('slider'), 'ArrowLeft');
    expect(reached).toEqual(['click', 'focusin', 'click', 'click', 'keydown']);
    expect(drain(record)).toEqual([]);
  });
});

/** A controlled form as the app renders it: what React's handlers saw is logged. */
function ControlledForm({ log }: { log: string[] }) {
  const [name, setName] = useState('');
  const [game, setGame] = useState('A');
  const [agreed, setAgreed] = useState(false);
  const [size, setSize] = useState('s');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        log.push(`submit ${name} ${game} ${agreed} ${size}`);
      }}
    >
      <input id="c-name" value={name} onChange={(event) => setName(event.target.value)} />
      <select id="c-game" value={game} onChange={(event) => setGame(event.target.value)}>
        <option>A</option>
        <option>B</option>
      </select>
      <input id="c-box" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      {['s', 'l'].map((value) => (
        <input
          key={value}
          id={`c-size-${value}`}
          type="radio"
          name="size"
          value={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      <div id="c-slider" role="slider" tabIndex={0} onKeyDown={(event) => log.push(`key ${event.key}`)} />
      <button id="c-send" type="submit">
        Senden
      </button>
    </form>
  );
}

/** Sets a field the way the browser does when the visitor types or chooses, unseen by React's value tracking. */
function visitorSets(field: HTMLInputElement | HTMLSelectElement, value: string | boolean): void {
  const property = typeof value === 'boolean' ? 'checked' : 'value';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

/** A record of given entries, as the recorder hands them over. */
function recordOf(entries: EarlyEntry[]): EarlyInputRecord & { ended: boolean } {
  const queue = [...entries];
  const handOver = {
    ended: false,
    begin: () => undefined,
    next: () => queue.shift() ?? null,
    hasRecorded: (field: Element) => entries.some((entry) => entry.kind === 'field' && entry.target === field),
    dispatch: (run: () => void) => run(),
    end: () => {
      handOver.ended = true;
    },
  };
  return handOver;
}

describe('early-input recorder: answers the page holds already', () => {
  let record: EarlyInputRecord;

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button id="toggle" type="button" aria-expanded="false" aria-controls="menu-list">Menü</button>
        <ul id="menu-list" hidden><li>Startseite</li></ul>
        <div role="tablist">
          <button id="tab-a" role="tab" aria-selected="true" aria-controls="panel-a">A</button>
          <button id="tab-b" role="tab" aria-selected="false" aria-controls="panel-b">B</button>
          <button id="tab-c" role="tab" aria-selected="false">C</button>
          <button id="tab-far" role="tab" aria-selected="false" data-early-href="/community?tab=team">Team</button>
        </div>
        <div id="panels">
          <div id="panel-a" role="tabpanel">A</div>
          <div id="panel-b" role="tabpanel" hidden>B</div>
          <div id="panel-c" role="tabpanel" aria-labelledby="tab-c" hidden>C</div>
        </div>
      </div>`;
    record = startRecorder();
  });

  afterEach(() => {
    record.end();
    delete window.__earlyInput;
  });

  const shown = () => [...document.querySelectorAll('[data-early-shown]')].map((element) => element.id);

  it("marks a disclosure button's list shown at once, and still records the tap for the app", () => {
    click(byId('toggle'));
    expect(shown()).toEqual(['menu-list']);
    expect(drain(record).map(describeEntry)).toEqual(['click toggle']);
  });

  it("marks a tab's panel (the one it controls or is labelled by) shown at once, only the latest tab's", () => {
    click(byId('tab-b'));
    expect(shown()).toEqual(['panel-b']);
    click(byId('tab-c'));
    expect(shown()).toEqual(['panel-c']);
    expect(drain(record).map(describeEntry)).toEqual(['click tab-b', 'click tab-c']);
  });

  it("leaves a button that controls nothing, or isn't a tab or disclosure, as it was", () => {
    byId('toggle').removeAttribute('aria-expanded');
    click(byId('toggle'));
    expect(shown()).toEqual([]);
  });

  it('does not record a tap on a tab whose panel this page does not hold: its page is loaded instead', () => {
    // jsdom does not load pages; the browser test early-input.e2e.ts sees the tab's page arrive.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    click(byId('tab-far'));
    quiet.mockRestore();
    expect(drain(record)).toEqual([]);
    expect(byId('tab-far').hasAttribute('data-early-pending')).toBe(false);
  });
});

describe('replayEarlyInput', () => {
  it('hands every value, tap, key and submit to React in order, as if the visitor did it now', async () => {
    const log: string[] = [];
    render(<ControlledForm log={log} />);
    visitorSets(byId<HTMLInputElement>('c-name'), 'Lea');
    visitorSets(byId<HTMLSelectElement>('c-game'), 'B');
    visitorSets(byId<HTMLInputElement>('c-box'), true);
    visitorSets(byId<HTMLInputElement>('c-size-l'), true);
    const handOver = recordOf([
      { kind: 'field', target: byId('c-name'), value: 'Lea', checked: false },
      { kind: 'field', target: byId('c-game'), value: 'B', checked: false },
      { kind: 'field', target: byId('c-box'), value: 'on', checked: true },
      { kind: 'field', target: byId('c-size-l'), value: 'l', checked: true },
      { kind: 'key', target: byId('c-slider'), key: 'End', code: 'End', ...noModifiers },
      { kind: 'click', target: byId('c-send') },
    ]);

    await act(() => replayEarlyInput([], handOver, () => Promise.resolve()));

    expect(log).toEqual(['key End', 'submit Lea B true l']);
    expect(handOver.ended).toBe(true);
  });

  it('replays the fields changed before the recorder ran first, then the record', async () => {
    const log: string[] = [];
    render(<ControlledForm log={log} />);
    const name = byId<HTMLInputElement>('c-name');
    visitorSets(name, 'Früh');
    const changed = changedFields();
    expect(changed.map((entry) => entry.target.id)).toEqual(['c-name']);

    await act(() =>
      replayEarlyInput(
        changed,
        recordOf([{ kind: 'submit', target: name.form as HTMLFormElement, submitter: null }]),
        () => Promise.resolve(),
      ),
    );
    expect(log).toEqual(['submit Früh A false s']);
  });

  it("a field typed on after the tree was read takes the record's newer value, never the older read", async () => {
    const log: string[] = [];
    render(<ControlledForm log={log} />);
    const name = byId<HTMLInputElement>('c-name');
    const seen: string[] = [];
    name.addEventListener('input', () => seen.push(name.value));
    visitorSets(name, 'abc');
    const changed = changedFields();
    // The next key lands between that read and the replay; the recorder keeps it.
    visitorSets(name, 'abcd');
    const handOver = recordOf([
      { kind: 'field', target: name, value: 'abcd', checked: false },
      { kind: 'submit', target: name.form as HTMLFormElement, submitter: null },
    ]);

    await act(() => replayEarlyInput(changed, handOver, () => Promise.resolve()));

    expect(seen).toEqual(['abcd']);
    expect(name.value).toBe('abcd');
    expect(log).toEqual(['submit abcd A false s']);
  });

  it('skips what the app has removed meanwhile, and does nothing without a recorder', async () => {
    const gone = document.createElement('button');
    const onClick = jest.fn();
    gone.addEventListener('click', onClick);
    const handOver = recordOf([{ kind: 'click', target: gone }]);
    expect(await replayEarlyInput([], handOver, () => Promise.resolve())).toBe(1);
    expect(onClick).not.toHaveBeenCalled();
    expect(await replayEarlyInput([], undefined)).toBe(0);
  });
});

const noModifiers = { shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };

describe('changedFields', () => {
  it.each([
    ['an untouched page: none', () => undefined, []],
    ['typed text', () => visitorSets(byId<HTMLInputElement>('t'), 'x'), ['t']],
    ['text typed and deleted again', () => visitorSets(byId<HTMLInputElement>('t'), ''), []],
    ['a ticked box', () => visitorSets(byId<HTMLInputElement>('b'), true), ['b']],
    ['another option than the rendered one', () => visitorSets(byId<HTMLInputElement>('s'), 'B'), ['s']],
    ['the option rendered as selected', () => visitorSets(byId<HTMLInputElement>('s'), 'A'), []],
    ['another radio of a group', () => visitorSets(byId<HTMLInputElement>('r2'), true), ['r1', 'r2']],
    ['a disabled field set by script', () => visitorSets(byId<HTMLInputElement>('d'), 'x'), []],
  ])('%s', (_case, change, expected) => {
    document.body.innerHTML = `<input id="t"><input id="b" type="checkbox"><input id="d" disabled>
      <select id="s"><option>Z</option><option selected>A</option><option>B</option></select>
      <input id="r1" type="radio" name="g" checked><input id="r2" type="radio" name="g">`;
    change();
    expect(changedFields().map((entry) => entry.target.id)).toEqual(expected);
  });
});
