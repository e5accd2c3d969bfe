/**
 * The browser's Emotion sheet (src/app/emotion-sheet.ts): the rules of one task go into one new <style> element,
 * appended after the previous one, through insertRule; the next task starts another. Chromium restyles and lays out
 * the whole page when a layered rule is inserted into a sheet it has already read, not for a sheet new to it.
 */
import createCache from '@emotion/cache';
import { TaskBatchedStyleSheet, batchInsertions } from '@/app/emotion-sheet';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const styleElements = () => [...document.head.querySelectorAll('style')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('TaskBatchedStyleSheet', () => {
  it('writes the rules of one task into one new element, the next task into another after it', async () => {
    document.head.innerHTML = '<style data-prerendered-css="css a b">.a{}</style>';
    const prerendered = styleElements()[0];
    const sheet = new TaskBatchedStyleSheet({ key: 'css', container: document.head });
    sheet.insert('@layer recipes{.x{color:red}}');
    sheet.insert('@layer recipes{.y{color:blue}}');
    expect(styleElements()).toHaveLength(2);
    const [first] = sheet.tags;
    expect(first?.sheet?.cssRules).toHaveLength(2);
    expect(first?.getAttribute('data-emotion')).toBe('css');
    // Nothing was written into the prerendered element, nor as text (which the browser would parse again).
    expect(prerendered?.sheet?.cssRules).toHaveLength(1);
    expect(first?.textContent).toBe('');

    await nextTask();
    sheet.insert('@layer recipes{.z{color:green}}');
    expect(sheet.tags).toHaveLength(2);
    expect(styleElements().at(-1)).toBe(sheet.tags[1]);
    expect(sheet.tags[1]?.sheet?.cssRules).toHaveLength(1);
    expect(sheet.ctr).toBe(3);
  });

  it('leaves out a rule the browser cannot parse, as Emotion does, and keeps the others', () => {
    const sheet = new TaskBatchedStyleSheet({ key: 'css', container: document.head });
    sheet.insert('.ok{color:red}');
    sheet.insert('.broken{');
    sheet.insert('.also-ok{color:blue}');
    expect(sheet.tags[0]?.sheet?.cssRules).toHaveLength(2);
  });

  it('flush removes its elements; a sheet with an insertion point starts after it', () => {
    document.head.innerHTML = '<meta name="a"><meta name="b">';
    const point = document.head.querySelector<HTMLElement>('meta[name=a]') ?? undefined;
    const sheet = new TaskBatchedStyleSheet({ key: 'css', container: document.head, insertionPoint: point });
    sheet.insert('.x{color:red}');
    expect(document.head.children[1]).toBe(sheet.tags[0]);
    sheet.flush();
    expect(styleElements()).toHaveLength(0);
    expect(sheet.tags).toHaveLength(0);
  });

  it("is the sheet of the app's cache, whose <Global> sheets copy its kind", () => {
    const cache = batchInsertions(createCache({ key: 'css' }));
    expect(cache.sheet).toBeInstanceOf(TaskBatchedStyleSheet);
    const SheetKind = cache.sheet.constructor as new (options: { key: string; container: Node }) => unknown;
    expect(new SheetKind({ key: 'css-global', container: document.head })).toBeInstanceOf(TaskBatchedStyleSheet);
  });
});
