/**
 * Catching up with the visitor (docs/prerendering.md, "Nothing a visitor does early is lost"). Until the app is
 * interactive, src/app/early-input.js records what the visitor does with the prerendered page and keeps it from
 * React. Once the app has hydrated, this replays the record in order, one entry per task, as the visitor did it:
 * React and the machines see each change and each click as if it happened now. Then the recorder steps aside.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One recorded action (the shapes src/app/early-input.js pushes). */
export type EarlyEntry =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | {
      readonly kind: 'key';
      readonly target: Element;
      readonly key: string;
      readonly code: string;
      readonly shiftKey: boolean;
      readonly ctrlKey: boolean;
      readonly altKey: boolean;
      readonly metaKey: boolean;
    }
  | { readonly kind: 'field'; readonly target: Field; readonly value: string; readonly checked: boolean }
  | { readonly kind: 'submit'; readonly target: HTMLFormElement; readonly submitter: HTMLElement | null };

/** The recorder's side of the hand-over (window.__earlyInput, set by src/app/early-input.js). */
export interface EarlyInputRecord {
  begin(): void;
  next(): EarlyEntry | null;
  hasRecorded(field: Element): boolean;
  dispatch(run: () => void): void;
  end(): void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputRecord;
  }
}

/** Lets the browser paint and React render between two replayed actions, as between a visitor's two taps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setNativeValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

/**
 * Makes React take the field's value as the visitor left it. React tracks each field's last known value in a
 * setter of its own on the element; a change event only reaches onChange when the field differs from it. So the
 * field is first set through React's setter to what React rendered, then to the visitor's value past it, and the
 * event follows, as if the visitor typed or chose it now.
 */
function applyField(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio is unchecked by checking another one of its group, whose own entry follows.
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    // A click toggles the box the way the visitor did, and React reads checkboxes from clicks.
    field.click();
    return;
  }
  const rendered = field.defaultValue;
  if (rendered === value) {
    if (field.value !== value) field.value = value;
    return;
  }
  field.value = rendered;
  setNativeValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayEntry(entry: EarlyEntry): void {
  // A control that the app has since removed (a closed menu's link) can no longer be used.
  if (!entry.target.isConnected) return;
  switch (entry.kind) {
    case 'click':
      entry.target.click();
      return;
    case 'key': {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = entry;
      const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
      entry.target.dispatchEvent(new KeyboardEvent('keydown', init));
      entry.target.dispatchEvent(new KeyboardEvent('keyup', init));
      return;
    }
    case 'field':
      applyField(entry.target, entry.value, entry.checked);
      return;
    case 'submit':
      entry.target.requestSubmit(entry.submitter?.isConnected ? entry.submitter : undefined);
      return;
  }
}

/** The option a select showed as rendered: the one marked selected, else the first. */
function renderedOption(select: HTMLSelectElement): HTMLOptionElement | undefined {
  const options = [...select.options];
  return options.find((option) => option.defaultSelected) ?? options[0];
}

function differsFromRendered(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return field.value !== (renderedOption(field)?.value ?? '');
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

const VISITOR_FIELDS =
  'input:not([type=hidden]):not([type=file]):not([type=submit]):not([type=button]):not([hidden]):not(:disabled), ' +
  'select:not(:disabled), textarea:not(:disabled)';

/**
 * Fields whose value differs from what was rendered, as entries to replay. The recorder only sees what happens once
 * it runs; a choice made before it arrived, or a value a password manager filled in, is only in the page itself.
 * Read right after hydration, before the app renders anything again (it would put its own values back).
 */
export function changedFields(root: ParentNode = document): EarlyEntry[] {
  return [...root.querySelectorAll<Field>(VISITOR_FIELDS)].filter(differsFromRendered).map((field) => ({
    kind: 'field',
    target: field,
    value: field.value,
    checked: field instanceof HTMLInputElement ? field.checked : false,
  }));
}

/** Components that track focus (tabs, slider) learn where it is: the visitor may have moved it early. */
function announceFocus(record: EarlyInputRecord): void {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return;
  record.dispatch(() => focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
}

/**
 * Replays the fields changed before the recorder ran (changedFields), everything recorded so far and whatever the
 * visitor adds meanwhile, then hands the page to the app. Returns how many actions were replayed. Without a recorder
 * (the development server's page) there is nothing to do.
 *
 * A field read by changedFields that the recorder has seen change is left to the record: the visitor may have typed
 * on between that read (when the tree was committed) and the replay, and setting the older value would take those
 * characters back, and the next one typed would follow the older text.
 */
export async function replayEarlyInput(
  changedBefore: readonly EarlyEntry[] = [],
  record: EarlyInputRecord | undefined = window.__earlyInput,
  pause: () => Promise<void> = nextTask,
): Promise<number> {
  if (!record) return 0;
  record.begin();
  announceFocus(record);
  const before = [...changedBefore];
  const nextBefore = (): EarlyEntry | undefined => {
    let entry = before.shift();
    while (entry?.kind === 'field' && record.hasRecorded(entry.target)) entry = before.shift();
    return entry;
  };
  const next = () => nextBefore() ?? record.next();
  let replayed = 0;
  for (let entry = next(); entry !== null; entry = next()) {
    const current = entry;
    record.dispatch(() => replayEntry(current));
    replayed += 1;
    await pause();
  }
  record.end();
  return replayed;
}
