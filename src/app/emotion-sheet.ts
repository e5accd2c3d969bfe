import type { EmotionCache } from '@emotion/cache';

/**
 * Where Emotion writes the styles the app adds in the browser (docs/adr/0009-styles-added-in-new-sheets.md).
 *
 * Emotion's own sheet adds each rule with `insertRule` into one long-lived style sheet. Chakra's rules sit in cascade
 * layers (`@layer recipes{…}`), and Chromium answers a layered rule inserted into a sheet it has already read by
 * computing the style of every element and laying out all text again: 80–150 ms on the mid-tier phone, for every
 * dialog, tab panel or page that brings a style the page did not have yet. A sheet the browser has not read yet
 * costs nothing of the kind when it arrives at the end of the document's sheets. So this sheet writes the rules of
 * one task into one new <style> element, appended after the previous one, and starts another in the next task.
 * Rules are applied at once (the element is in the document from the first rule on): a layout effect that measures
 * right after sees them. They go in with `insertRule`, as Emotion's own: appending text to a <style> element makes
 * the browser parse all of its text again, which for the 300 rules of a page costs a second on the phone.
 */
export interface SheetOptions {
  key: string;
  container: Node;
  nonce?: string;
  speedy?: boolean;
  prepend?: boolean;
  insertionPoint?: HTMLElement;
}

export class TaskBatchedStyleSheet {
  readonly isSpeedy = false;
  ctr = 0;
  tags: HTMLStyleElement[] = [];
  readonly key: string;
  readonly container: Node;
  readonly nonce: string | undefined;
  readonly prepend: boolean | undefined;
  readonly insertionPoint: HTMLElement | undefined;
  /** Emotion's <Global> sets where its sheet's first element goes. */
  before: Element | null = null;
  /** The element this task's rules go into; none once the task has ended. */
  private open: HTMLStyleElement | null = null;

  constructor(options: SheetOptions) {
    this.key = options.key;
    this.container = options.container;
    this.nonce = options.nonce;
    this.prepend = options.prepend;
    this.insertionPoint = options.insertionPoint;
  }

  hydrate(nodes: HTMLStyleElement[]): void {
    nodes.forEach((node) => this.place(node));
  }

  insert(rule: string): void {
    if (!this.open) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', this.key);
      if (this.nonce !== undefined) tag.setAttribute('nonce', this.nonce);
      this.place(tag);
      this.open = tag;
      queueMicrotask(() => {
        this.open = null;
      });
    }
    const sheet = this.open.sheet;
    try {
      sheet?.insertRule(rule, sheet.cssRules.length);
    } catch {
      // As Emotion's own sheet: a rule this browser cannot parse (another engine's prefix) is left out.
    }
    this.ctr += 1;
  }

  flush(): void {
    this.tags.forEach((tag) => tag.parentNode?.removeChild(tag));
    this.tags = [];
    this.ctr = 0;
    this.open = null;
  }

  /** Where Emotion's own sheet puts an element: after this sheet's last one, else at its configured place. */
  private place(tag: HTMLStyleElement): void {
    const last = this.tags[this.tags.length - 1];
    let before: Node | null;
    if (last) before = last.nextSibling;
    else if (this.insertionPoint) before = this.insertionPoint.nextSibling;
    else if (this.prepend) before = this.container.firstChild;
    else before = this.before;
    this.container.insertBefore(tag, before);
    this.tags.push(tag);
  }
}

/** Makes the cache write through a TaskBatchedStyleSheet (and its <Global> sheets too, which copy its kind). */
export function batchInsertions(cache: EmotionCache): EmotionCache {
  const { key, container, nonce } = cache.sheet;
  // Emotion types its sheet as its own class; this one has the same public shape.
  cache.sheet = new TaskBatchedStyleSheet({ key, container, nonce }) as unknown as EmotionCache['sheet'];
  return cache;
}
