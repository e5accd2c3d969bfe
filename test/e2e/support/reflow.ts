import type { Page } from 'playwright-core';

/** The narrowest phone the site supports (WCAG 2.2, 1.4.10 Reflow: 320 CSS pixels). */
export const NARROW_PHONE = { width: 320, height: 640 } as const;

export interface OverflowReport {
  /** Width of the page's scrollable area; more than the viewport means the page scrolls sideways. */
  readonly scrollWidth: number;
  readonly viewportWidth: number;
  /** Elements with text that reach past the viewport's left or right edge, the widest first. */
  readonly offenders: readonly string[];
}

/**
 * Measures horizontal overflow: the page's own scroll width, and every element carrying text that sticks out of the
 * viewport (even where an ancestor clips it, since clipped text is cut off for the reader). Each offender is named
 * by tag, classes or test id, width and the start of its text, so a failing test says what to fix.
 */
export async function horizontalOverflow(page: Page): Promise<OverflowReport> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element, rect: DOMRect) => {
      const testId = element.getAttribute('data-testid');
      const name = testId
        ? `[data-testid=${testId}]`
        : `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${name} (${Math.round(rect.width)} px, ${Math.round(rect.left)}..${Math.round(rect.right)}): "${text}"`;
    };
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    const offenders = [...document.body.querySelectorAll('*')]
      .filter(hasOwnText)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => {
        if (rect.width === 0 || rect.height === 0) return false;
        // Visually hidden text for screen readers is clipped to a pixel on purpose.
        if (rect.width <= 1 || rect.height <= 1) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        return rect.right > viewportWidth + 1 || rect.left < -1;
      })
      .sort((a, b) => b.rect.width - a.rect.width)
      .map(({ element, rect }) => describe(element, rect));
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, offenders };
  });
}

/** No sideways scrolling, and no text sticking out of the viewport (named in the failure). */
export async function expectNoOverflow(page: Page): Promise<void> {
  const report = await horizontalOverflow(page);
  expect(report.offenders).toEqual([]);
  expect(report.scrollWidth).toBeLessThanOrEqual(report.viewportWidth);
}
