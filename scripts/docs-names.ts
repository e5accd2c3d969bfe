/**
 * Docs and comments name only what exists: every repository path in the Markdown files (docs/, the READMEs) and in
 * the comments of src/, scripts/ and test/, every `npm` command there, and every identifier the docs put in
 * backticks. test/server/docs-names.test.ts runs it: a file renamed or a script dropped without its mentions fails
 * there with the list of what is stale.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Build output, run-time data and installed packages: named in the docs, never in the checkout. */
const GENERATED = new Set([
  '.git',
  'node_modules',
  'dist',
  'releases',
  'bench-results',
  'test-results',
  'data',
  'coverage',
  // Folders inside a build (dist/public/assets, dist/static-host), named as a release or a host sees them.
  'assets',
  'static-host',
]);
const isGenerated = (first: string): boolean => GENERATED.has(first) || first.startsWith('dist-');

/**
 * A word without a folder in front is a file name of this checkout when it ends like a source file or document
 * (`router.tsx`, `relay.md`): it must then be the name of some file here. Pages (`cloudium.html`) are build output.
 */
const FILE_NAME = /^[\w.*<>{},@$+-]+\.(?:tsx?|mts|cts|jsx?|mjs|cjs|md|json)$/;
/** What an import without an extension may name. */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];
/** Files the build, a release or a benchmark writes, named without their folder. */
const WRITTEN_FILES = new Set(['sw.js', 'release.json', 'web.json', 'web.md']);

/** The files and folders of the checkout (outside build output), as paths relative to the root. */
interface Tree {
  readonly files: ReadonlySet<string>;
  readonly dirs: ReadonlySet<string>;
  readonly basenames: ReadonlySet<string>;
}

function readTree(): Tree {
  const files = new Set<string>();
  const dirs = new Set<string>(['']);
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!rel && isGenerated(entry.name)) continue;
        dirs.add(child);
        walk(child);
      } else {
        files.add(child);
      }
    }
  };
  walk('');
  return {
    files,
    dirs,
    basenames: new Set([...files].map((file) => path.posix.basename(file))),
  };
}

/** A finding: where, and what is wrong. */
interface Finding {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}
export const formatFinding = (finding: Finding): string => `${finding.file}:${finding.line}: ${finding.message}`;

/* ----------------------------------------------------------------------------------------------------------------
 * Paths
 * -------------------------------------------------------------------------------------------------------------- */

/** `a{b,c}d` → `abd`, `acd`; `{name}` and `<name>` (placeholders) → `*`. */
function expandPattern(pattern: string): string[] {
  const withPlaceholders = pattern.replace(/<[^<>/]+>/g, '*').replace(/\{[^{},/]*\}/g, '*');
  const brace = /\{([^{}]*)\}/.exec(withPlaceholders);
  if (!brace) return [withPlaceholders];
  const [whole, inner = ''] = brace;
  return inner.split(',').flatMap((alternative) => expandPattern(withPlaceholders.replace(whole, alternative)));
}

const globToRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/?|\*)/)
      .map((part) =>
        part === '*' ? '[^/]*' : part.startsWith('**') ? '(?:.*/)?' : part.replace(/[.+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

/**
 * The folders a path written in `file` may be relative to, as the text means it: `./` and `../` the file's own folder;
 * otherwise the root, src/ (`pages/home/`), and each folder the file lies in (its feature folder for
 * `domain/plan-finder.ts`, docs/ for `adr/0008-feature-folders.md`).
 */
function basesFor(file: string, written: string): string[] {
  const own = path.posix.dirname(file).replace(/^\.$/, '');
  if (/^\.\.?\//.test(written)) return [own];
  const ancestors = own ? own.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/')) : [];
  return [...new Set(['', 'src', ...ancestors.reverse()])];
}

/** Whether the first folder of a path written in `file` is one a path of this checkout starts with. */
function startsInCheckout(tree: Tree, file: string, first: string): boolean {
  return basesFor(file, first).some((base) => tree.dirs.has(base ? `${base}/${first}` : first));
}

/** Whether a root-relative path (without a trailing slash; a glob, perhaps) names a file, or a folder. */
function exists(tree: Tree, rootRelative: string, wantsDir: boolean): boolean {
  if (rootRelative.includes('*')) {
    const pattern = globToRegExp(rootRelative);
    return [...tree.dirs, ...(wantsDir ? [] : tree.files)].some((entry) => pattern.test(entry));
  }
  return tree.dirs.has(rootRelative) || (!wantsDir && tree.files.has(rootRelative));
}

/** Why `written` (a path as it stands in `file`) names nothing, or undefined if it names something. */
function checkPath(tree: Tree, file: string, written: string): string | undefined {
  const cleaned = written.replace(/^@\//, 'src/').replace(/:\d+(?::\d+)?$/, '');
  const wantsDir = cleaned.endsWith('/');
  for (const alternative of expandPattern(cleaned)) {
    if (!alternative.includes('/')) {
      const pattern = globToRegExp(alternative);
      if (
        alternative.includes('*')
          ? [...tree.basenames].some((name) => pattern.test(name))
          : tree.basenames.has(alternative)
      ) {
        return undefined;
      }
      continue;
    }
    for (const base of basesFor(file, alternative)) {
      const joined = path.posix.normalize(path.posix.join(base, alternative)).replace(/\/+$/, '');
      if (joined.startsWith('..')) continue;
      if (isGenerated(joined.split('/')[0] ?? '') || exists(tree, joined, wantsDir)) return undefined;
      // A module as an import names it (`@/ui/forms/form-fields`).
      if (!wantsDir && MODULE_EXTENSIONS.some((extension) => tree.files.has(joined + extension))) return undefined;
    }
  }
  const stem = path.posix.basename(cleaned.replace(/\/$/, '')).replace(/\..*$/, '');
  const near = [...tree.files].filter((candidate) => path.posix.basename(candidate).replace(/\..*$/, '') === stem);
  return `\`${written}\` does not exist${near.length ? ` (there is ${near.slice(0, 3).join(', ')})` : ''}`;
}

/**
 * The words of a text that are meant as paths of this checkout: those that start with a folder this checkout has
 * (from one of `basesFor`), with `./`, `../` or `@/`, and file names (`FILE_NAME`). Not: addresses (`/cloudium`,
 * `https://…`), packages and their files (`zod/mini`, `styled-system/system.js`), placeholders (`DIR/server/main.js`),
 * build output (`dist/…`, `WRITTEN_FILES`).
 */
function pathsIn(tree: Tree, file: string, text: string): string[] {
  const found: string[] = [];
  const part = String.raw`(?:[\w.<>*$+@-]|\{[\w.,<>-]*\})`;
  const word = new RegExp(String.raw`(?<![\w/.@~:-])(?:\.{1,2}\/|@\/)?${part}+(?:\/${part}*)*`, 'g');
  for (const match of text.matchAll(word)) {
    const written = match[0].replace(/[.,:;]+$/, '');
    if (!written || WRITTEN_FILES.has(path.posix.basename(written))) continue;
    const first = written.replace(/^@\//, 'src/').split('/')[0] ?? '';
    if (isGenerated(first)) continue;
    const named = written.includes('/')
      ? /^\.\.?$/.test(first) || startsInCheckout(tree, file, first)
      : // `Node.js` is a product, not a file.
        FILE_NAME.test(written) && !/^[A-Z][a-z]+\.js$/.test(written);
    if (named) found.push(written);
  }
  return found;
}

/* ----------------------------------------------------------------------------------------------------------------
 * npm commands
 * -------------------------------------------------------------------------------------------------------------- */

/** npm's own commands: `npm ci`, `npm install` and so on run no script of package.json. */
const NPM_BUILTINS = new Set([
  'run',
  'run-script',
  'install',
  'i',
  'ci',
  'rebuild',
  'exec',
  'ls',
  'view',
  'pack',
  'audit',
  'update',
  'prune',
]);
/** npm runs these lifecycle scripts without `run`. */
const NPM_SCRIPT_SHORTCUTS = new Set(['start', 'test', 'stop', 'restart']);

/**
 * Why each `npm …` command in `text` would not run as written: `npm run X` anywhere, `npm X` only with `bareToo` (in
 * code spans and blocks; prose and comments say "npm never downloads a browser").
 */
function npmProblemsIn(scripts: ReadonlySet<string>, text: string, bareToo: boolean): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/\bnpm\s+(run(?:-script)?\s+)?([\w:.-]+)((?:[ \t]+[^\s`'"()|;&]+)*)/g)) {
    const [written, run, named = '', args = ''] = match;
    // `npm X` as a command: first on its line, after `&&`, `;`, `|` or `(`, or after `NAME=value` or `sudo`
    // (not the package in `apt-get install nodejs npm caddy`).
    const before = text.slice(0, match.index).trimEnd();
    const commandPosition = before === '' || /(?:&&|\|\||[;|(]|\S=\S*|\bsudo)$/.test(before);
    if (!run && !commandPosition) continue;
    // A sentence's full stop is not part of the name.
    const name = named.replace(/[.:-]+$/, '');
    const command = written.trim();
    if (!run) {
      if (NPM_BUILTINS.has(name) || !bareToo) continue;
      if (!NPM_SCRIPT_SHORTCUTS.has(name)) {
        problems.push(`\`${command}\`: npm has no command "${name}" (a script runs with \`npm run ${name}\`)`);
        continue;
      }
    }
    if (!scripts.has(name)) {
      problems.push(`\`${command}\`: package.json has no script "${name}"`);
      continue;
    }
    const firstArg = args.trim().split(/\s+/)[0] ?? '';
    if (firstArg.startsWith('-') && firstArg !== '--') {
      problems.push(
        `\`${command}\`: npm takes "${firstArg}" for itself; the script gets it only after \`--\` (\`npm run ${name} -- ${firstArg}\`)`,
      );
    }
  }
  return problems;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Identifiers
 * -------------------------------------------------------------------------------------------------------------- */

/** `likeThis`, `useSomething`, `LikeThis`, `LIKE_THIS`, `like_this`: the shapes of code names, not of prose. */
const IDENTIFIER_SHAPES = [
  /^[a-z_$][a-z0-9]*[A-Z][\w$]*$/,
  /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/,
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/,
  /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/,
];
/**
 * Names the docs explain by what they are elsewhere, not by code of this checkout (third-party APIs, options and
 * alternatives weighed and not chosen). Each one here is one the checkout never uses.
 */
const FOREIGN_NAMES = new Set<string>([
  // The browser's <dialog> (ADR 0010, "Tried and not kept") and constructed sheets (ADR 0011): weighed, not used.
  'showModal',
  'adoptedStyleSheets',
  // A socket option Node 20 does not offer (ADR 0013).
  'SO_REUSEPORT',
  // Serwist's queue, not chosen (ADR 0014).
  'BackgroundSyncQueue',
]);

/** The identifiers a code span holds when it is nothing but a name (`notify`, `useNeededOrIdle(open)`, `site.legal`). */
function identifiersIn(span: string): string[] {
  const code = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\))?$/.exec(span.trim());
  if (!code?.[1]) return [];
  return code[1].split('.').filter((part) => part.length > 1 && IDENTIFIER_SHAPES.some((shape) => shape.test(part)));
}

/* ----------------------------------------------------------------------------------------------------------------
 * Reading docs and comments
 * -------------------------------------------------------------------------------------------------------------- */

/** A piece of text at a line of a file, and what kind of text it is. */
interface Passage {
  readonly line: number;
  readonly text: string;
  readonly kind: 'prose' | 'code-span' | 'code-block' | 'comment';
}

/** GitHub's anchor of a heading. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function markdownPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  let inBlock = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*```/.test(content)) {
      inBlock = !inBlock;
      return;
    }
    if (inBlock) {
      passages.push({ line, text: content, kind: 'code-block' });
      return;
    }
    const prose = content.replace(/`[^`]*`/g, (span) => {
      passages.push({ line, text: span.slice(1, -1), kind: 'code-span' });
      return ' ';
    });
    passages.push({ line, text: prose, kind: 'prose' });
  });
  return passages;
}

/** Words after which a `/` starts a regular expression, not a division. */
const BEFORE_AN_EXPRESSION = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

/**
 * The comments of a JavaScript or TypeScript file, line by line. A small lexer (TypeScript's parser takes seconds
 * for the whole tree): it skips strings, template literals with their expressions, and regular expressions (a `/`
 * where an expression starts); JSX text it reads as code, which at worst misreads the rest of that line.
 */
function commentPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  const push = (from: number, to: number): void => {
    const first = text.slice(0, from).split('\n').length;
    text
      .slice(from, to)
      .split('\n')
      .forEach((content, offset) => passages.push({ line: first + offset, text: content, kind: 'comment' }));
  };
  /** Brace depth at which each open `${` of a template literal started. */
  const templates: number[] = [];
  let braces = 0;
  let regexHere = true;
  let at = text.startsWith('#!') ? text.indexOf('\n') : 0;
  const skipTemplate = (from: number): number => {
    let i = from;
    while (i < text.length) {
      if (text[i] === '\\') i += 2;
      else if (text[i] === '`') return i + 1;
      else if (text.startsWith('${', i)) {
        templates.push(braces);
        braces += 1;
        return i + 2;
      } else i += 1;
    }
    return i;
  };
  while (at >= 0 && at < text.length) {
    const char = text[at] ?? '';
    if (text.startsWith('//', at) || text.startsWith('/*', at)) {
      const block = text[at + 1] === '*';
      const close = block ? text.indexOf('*/', at + 2) : text.indexOf('\n', at);
      const end = close < 0 ? text.length : block ? close + 2 : close;
      push(at, end);
      at = end;
    } else if (char === '"' || char === "'") {
      let i = at + 1;
      while (i < text.length && text[i] !== char && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      at = i + 1;
      regexHere = false;
    } else if (char === '`') {
      at = skipTemplate(at + 1);
      regexHere = text[at - 1] === '{';
    } else if (char === '/' && regexHere) {
      let i = at + 1;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i += text[i] === '\\' ? 2 : 1;
      }
      at = i + 1;
      while (/[a-z]/.test(text[at] ?? '')) at += 1;
      regexHere = false;
    } else if (/[\w$]/.test(char)) {
      const word = /^[\w$]+/.exec(text.slice(at, at + 40))?.[0] ?? char;
      at += word.length;
      regexHere = BEFORE_AN_EXPRESSION.has(word);
    } else if (char === '}' && templates.length > 0 && templates[templates.length - 1] === braces - 1) {
      templates.pop();
      braces -= 1;
      at = skipTemplate(at + 1);
      regexHere = text[at - 1] === '{';
    } else {
      if (char === '{') braces += 1;
      if (char === '}') braces -= 1;
      if (!/\s/.test(char)) regexHere = !/[)\]}]/.test(char);
      at += 1;
    }
  }
  return passages;
}

/* ----------------------------------------------------------------------------------------------------------------
 * The checks
 * -------------------------------------------------------------------------------------------------------------- */

interface Checked {
  readonly paths: Finding[];
  readonly npm: Finding[];
  readonly identifiers: Finding[];
}

interface Context {
  readonly tree: Tree;
  readonly scripts: ReadonlySet<string>;
  /** Every word of the code, configuration and assets: an identifier the docs name must be one of them. */
  readonly words: ReadonlySet<string>;
}

export function checkFile(context: Context, file: string, text: string): Checked {
  const { tree, scripts, words } = context;
  const checked: Checked = { paths: [], npm: [], identifiers: [] };
  const markdown = file.endsWith('.md');
  const passages = markdown ? markdownPassages(text) : commentPassages(text);
  const headings = (target: string): Set<string> =>
    new Set(
      (target === file ? text : fs.readFileSync(path.join(ROOT, target), 'utf8'))
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => anchorOf(line.replace(/^#+ /, ''))),
    );
  const reported = new Set<string>();
  const report = (list: Finding[], line: number, message: string): void => {
    const key = `${line}\0${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    list.push({ file, line, message });
  };

  for (const passage of passages) {
    for (const written of pathsIn(tree, file, passage.text)) {
      const problem = checkPath(tree, file, written);
      if (problem) report(checked.paths, passage.line, problem);
    }
    const bare = passage.kind === 'code-span' || passage.kind === 'code-block';
    for (const problem of npmProblemsIn(scripts, passage.text, bare)) report(checked.npm, passage.line, problem);
    if (passage.kind === 'code-span') {
      for (const name of identifiersIn(passage.text)) {
        if (!words.has(name) && !FOREIGN_NAMES.has(name)) {
          report(checked.identifiers, passage.line, `\`${name}\` appears nowhere in the code`);
        }
      }
    }
    if (markdown && passage.kind === 'prose') {
      for (const [, target = ''] of passage.text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [where = '', anchor] = target.split('#');
        const resolved = where ? path.posix.normalize(path.posix.join(path.posix.dirname(file), where)) : file;
        if (where && !tree.files.has(resolved) && !tree.dirs.has(resolved.replace(/\/$/, ''))) {
          report(checked.paths, passage.line, `link \`${target}\` leads nowhere`);
        } else if (anchor && resolved.endsWith('.md') && !headings(resolved).has(anchor)) {
          report(checked.paths, passage.line, `link \`${target}\`: ${resolved} has no heading "#${anchor}"`);
        }
      }
    }
  }
  return checked;
}

/** The text files of a folder (recursively) whose names match. */
function filesUnder(tree: Tree, folder: string, names: RegExp): string[] {
  return [...tree.files].filter((file) => (folder ? file.startsWith(`${folder}/`) : true) && names.test(file)).sort();
}

const TEXT_FILE =
  /\.(?:[cm]?[jt]sx?|d\.cts|json|md|html|svg|css|conf|service|txt)$|(?:^|\/)(?:Caddyfile|static\.Caddyfile|run)$/;

/** The test that plants stale names to show the checks can fail. */
const PLANTED_IN = 'test/server/docs-names.test.ts';
/** This file: its comments name the shapes it checks, not files. */
const CHECKER = 'scripts/docs-names.ts';

export function readContext(): Context {
  const tree = readTree();
  const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = new Set<string>();
  // The code and everything it configures: src, test, scripts, the deploy files, public assets, CI and the root's
  // configuration (webpack.config.ts reads several of the settings the README lists).
  const codeFiles = [
    ...['src', 'test', 'scripts', 'deploy', 'public', '.ci'].flatMap((folder) => filesUnder(tree, folder, TEXT_FILE)),
    ...[...tree.files].filter(
      (file) => !file.includes('/') && /\.(?:[cm]?[jt]s|json)$/.test(file) && file !== 'package-lock.json',
    ),
  ];
  for (const file of codeFiles) {
    // The test's planted names are no evidence.
    if (file.endsWith('.md') || file === PLANTED_IN) continue;
    for (const word of fs.readFileSync(path.join(ROOT, file), 'utf8').split(/[^\w$]+/)) words.add(word);
  }
  return { tree, scripts: new Set(Object.keys(packageJson.scripts)), words };
}

export function checkAll(context: Context): Checked {
  const { tree } = context;
  const docs = [
    'README.md',
    ...filesUnder(tree, 'docs', /\.md$/),
    // The measuring tools' README sits beside them and is linked from the docs like one of them.
    ...filesUnder(tree, 'scripts', /\.md$/),
  ];
  const commented = [
    ...filesUnder(tree, 'src', /\.(?:tsx?|js)$/),
    ...filesUnder(tree, 'scripts', /\.(?:ts|mjs|cjs|js)$/).filter((file) => file !== CHECKER),
    ...filesUnder(tree, 'test', /\.(?:tsx?|mjs|cjs|js)$/).filter((file) => file !== PLANTED_IN),
  ];
  const all: Checked = { paths: [], npm: [], identifiers: [] };
  for (const file of [...docs, ...commented]) {
    const checked = checkFile(context, file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    all.paths.push(...checked.paths);
    all.npm.push(...checked.npm);
    all.identifiers.push(...checked.identifiers);
  }
  return all;
}
