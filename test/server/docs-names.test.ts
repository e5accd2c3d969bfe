/**
 * Docs and comments name only what exists (scripts/docs-names.ts): every repository path in the Markdown files and in
 * the comments of src/, scripts/ and test/, every `npm` command there, and every identifier the docs put in backticks.
 * A file renamed or a script dropped without its mentions fails here with the list of what is stale.
 */
import { checkAll, checkFile, formatFinding, readContext } from '../../scripts/docs-names';

describe('docs and comments name only what exists', () => {
  const context = readContext();
  const checked = checkAll(context);

  // Spelled in two parts: the architecture test reads every docs/ link in the code, and this document is made up.
  const PLANTED = ['docs', 'planted.md'].join('/');

  it('finds a planted stale path, npm command and identifier (the checks can fail)', () => {
    const planted = checkFile(
      context,
      PLANTED,
      [
        'See `src/app/no-such-file.tsx`, [a link](adr/0000-none.md), [an anchor](relay.md#no-such-heading),',
        '`*.nothing.test.tsx` and `features/cloudium/ui/gone.tsx`.',
        'Run `npm run bench:web --before DIR`, `npm run no-such-script`, `npm frobnicate`; call `noSuchHelper()`.',
        'Fine: `src/app/main.tsx`, `../README.md`, `adr/0008-feature-folders.md`, `*.e2e.ts`, `ui/rendering/`,',
        '`src/content/<screen>.content.ts`, `npm run outbox -- retry all`, `npm ci --ignore-scripts`, `makeStore`,',
        '`dist/public/sitemap.xml`, `/cloudium`, `zod/mini`, `X-Frame-Options`, `data-hydrated`, npm never does that,',
        '`@/ui/forms/form-fields`.',
      ].join('\n'),
    );
    expect(planted.paths.map(formatFinding)).toEqual([
      `${PLANTED}:1: \`src/app/no-such-file.tsx\` does not exist`,
      `${PLANTED}:1: \`adr/0000-none.md\` does not exist`,
      `${PLANTED}:1: link \`adr/0000-none.md\` leads nowhere`,
      `${PLANTED}:1: link \`relay.md#no-such-heading\`: docs/relay.md has no heading "#no-such-heading"`,
      `${PLANTED}:2: \`*.nothing.test.tsx\` does not exist`,
      `${PLANTED}:2: \`features/cloudium/ui/gone.tsx\` does not exist`,
    ]);
    expect(planted.npm.map(formatFinding)).toEqual([
      `${PLANTED}:3: \`npm run bench:web --before DIR\`: npm takes "--before" for itself; the script gets it only after \`--\` (\`npm run bench:web -- --before\`)`,
      `${PLANTED}:3: \`npm run no-such-script\`: package.json has no script "no-such-script"`,
      `${PLANTED}:3: \`npm frobnicate\`: npm has no command "frobnicate" (a script runs with \`npm run frobnicate\`)`,
    ]);
    expect(planted.identifiers.map(formatFinding)).toEqual([
      `${PLANTED}:3: \`noSuchHelper\` appears nowhere in the code`,
    ]);
  });

  it('finds planted stale names in comments, and none in strings, regular expressions or template literals', () => {
    const planted = checkFile(
      context,
      'src/features/cloudium/ui/planted.tsx',
      [
        "// The finder's rules: domain/plan-finder.ts; gone: domain/no-such-rule.ts.",
        "const address = 'https://example.org//src/not-a-comment.ts';",
        String.raw`const pattern = /\/\/ src\/not-a-comment-either.ts/;`,
        'const text = `${address} // src/inside-a-template.ts ${pattern.source}`;',
        '/** Runs with `npm run bench:web --before DIR`. */',
        'export const element = <p title={text}>{/* pages/home/gone.page.tsx */}</p>;',
      ].join('\n'),
    );
    expect(planted.paths.map(formatFinding)).toEqual([
      'src/features/cloudium/ui/planted.tsx:1: `domain/no-such-rule.ts` does not exist',
      'src/features/cloudium/ui/planted.tsx:6: `pages/home/gone.page.tsx` does not exist',
    ]);
    expect(planted.npm.map((finding) => finding.line)).toEqual([5]);
  });

  it('every repository path in the docs and comments exists', () => {
    expect(checked.paths.map(formatFinding)).toEqual([]);
  });

  it('every npm command in the docs and comments runs a script package.json has, with its arguments after --', () => {
    expect(checked.npm.map(formatFinding)).toEqual([]);
  });

  it('every identifier the docs put in backticks appears in the code', () => {
    expect(checked.identifiers.map(formatFinding)).toEqual([]);
  });
});
