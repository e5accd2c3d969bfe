/**
 * The rendering vocabulary stays small (docs/rendering.md): the words of src/ui/rendering/ that the rest of the code
 * imports, and that no feature renders hidden panels ahead on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../support/source-files';

const SRC = path.resolve(__dirname, '..', '..', 'src');
const RENDERING = path.join(SRC, 'ui', 'rendering');

const IMPORT = /import\s*\{([^}]+)\}\s*from\s*'([^']+)'/g;

/** The names a file imports from src/ui/rendering/. */
function renderingWords(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap(([, names = '', from = '']) => {
    const target = from.startsWith('.') ? path.resolve(path.dirname(file), from) : from.replace(/^@\//, `${SRC}/`);
    if (!target.startsWith(`${RENDERING}/`)) return [];
    return names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean);
  });
}

const wordsOf = (files: readonly string[]) => [...new Set(files.flatMap(renderingWords))].sort();
const everywhere = sourceFiles(SRC).filter((file) => !file.startsWith(`${RENDERING}${path.sep}`));
const inFeaturesAndPages = everywhere.filter((file) => /\/src\/(features|pages)\//.test(file));

it('features and pages use at most five words of the rendering folder', () => {
  const words = wordsOf(inFeaturesAndPages);
  expect(words).toEqual(['AfterPaint', 'BrowserOnly', 'StaticIsland', 'TabPanel', 'useNeededOrIdle']);
});

it('all of src/ outside the folder uses at most ten', () => {
  expect(wordsOf(everywhere).length).toBeLessThanOrEqual(10);
});

it('every word the folder exports has its line in docs/rendering.md', () => {
  const doc = fs.readFileSync(path.join(SRC, '..', 'docs', 'rendering.md'), 'utf8');
  const exported = fs
    .readdirSync(RENDERING)
    .flatMap((file) => [...fs.readFileSync(path.join(RENDERING, file), 'utf8').matchAll(/^export \w+ (\w+)/gm)])
    .map(([, word = '']) => word);
  expect(exported.length).toBeGreaterThan(10);
  expect(exported.filter((word) => !doc.includes(`\`${word}`))).toEqual([]);
});

it('no feature renders hidden panels ahead on its own: idle moments and layout ahead belong to TabPanel', () => {
  const own = inFeaturesAndPages.filter((file) =>
    /whenInteractiveAndIdle|whenIdle|requestIdleCallback|useLaidOutAhead|layOutAhead/.test(
      fs.readFileSync(file, 'utf8'),
    ),
  );
  expect(own.map((file) => path.relative(SRC, file))).toEqual([]);
});
