/**
 * Guards the architecture rules that tooling enforces: if the ESLint layer rule or the inspector wiring is
 * lost, these fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../support/source-files';

const ROOT = path.resolve(__dirname, '..', '..');
interface Probe {
  readonly filePath: string;
  readonly code: string;
}

/**
 * Lints source snippets as if they were files at the given paths, all in one ESLint process (starting ESLint
 * once per snippet costs seconds each).
 */
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message).join('\\n'));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(probes: readonly Probe[]): string[] {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(probes)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

const forbidden: readonly (Probe & { readonly expected: string })[] = [
  {
    filePath: 'src/domain/probe.ts',
    code: "import { notify } from '@/ui/overlay/toaster';\nexport const probe = notify;\n",
    expected: 'must not import from "ui"',
  },
  {
    filePath: 'src/machines/probe.ts',
    code: "import { makeStore } from '@/store/store';\nexport const probe = makeStore;\n",
    expected: 'must not import from "store"',
  },
  {
    filePath: 'src/config/probe.ts',
    code: "import fs from 'node:fs';\nexport const probe = fs;\n",
    expected: 'free of Node APIs',
  },
  {
    filePath: 'src/domain/probe.ts',
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
    expected: 'free of React',
  },
  {
    filePath: 'src/server/probe.ts',
    code: "import { HomePage } from '@/pages/home/home.page';\nexport const probe = HomePage;\n",
    expected: 'must not import from "pages"',
  },
  {
    filePath: 'src/server/relay/probe.ts',
    code: "import { registerStaticSite } from '@/server/site/static-site';\nexport const probe = registerStaticSite;\n",
    expected: 'room "relay" must not import from its room "site"',
  },
  {
    filePath: 'src/server/releases/probe.ts',
    code: "import { buildServer } from '@/server/process/app';\nexport const probe = buildServer;\n",
    expected: 'room "releases" must not import from its room "process"',
  },
  {
    filePath: 'src/ui/probe.ts',
    code: "import { HomePage } from '@/pages/home/home.page';\nexport const probe = HomePage;\n",
    expected: 'must not import from "pages"',
  },
  {
    filePath: 'src/pages/probe.tsx',
    code: "import { useMachine } from '@xstate/react';\nexport const probe = useMachine;\n",
    expected: 'Start machines with useMachineActor',
  },
  {
    filePath: 'src/features/cloudium/machines/probe.ts',
    code: "import { webhookApi } from '@/features/cloudium/store/webhook.api';\nexport const probe = webhookApi;\n",
    expected: 'Machines never import React, the store or the DOM',
  },
  {
    filePath: 'src/features/cloudium/domain/probe.ts',
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
    expected: 'free of React',
  },
  {
    filePath: 'src/features/cloudium/domain/probe.ts',
    code: "import { PlansTab } from '@/features/cloudium/ui/plans-tab';\nexport const probe = PlansTab;\n",
    expected: 'Layer "domain" of a feature must not import from its "ui"',
  },
  {
    filePath: 'src/features/community/ui/probe.ts',
    code: "import { recommend } from '@/features/cloudium/domain/plan-finder';\nexport const probe = recommend;\n",
    expected: 'must not import from another feature',
  },
  {
    filePath: 'src/ui/probe.ts',
    code: "import { PlansTab } from '@/features/cloudium/ui/plans-tab';\nexport const probe = PlansTab;\n",
    expected: 'The shared layer "ui" must not import from a feature',
  },
  {
    filePath: 'src/server/probe.ts',
    code: "import { webhookApi } from '@/features/cloudium/store/webhook.api';\nexport const probe = webhookApi;\n",
    expected: "The server may import only a feature's contract, domain and content",
  },
];
const allowed: readonly Probe[] = [
  {
    filePath: 'src/ui/probe.ts',
    code: "import { routes } from '@/config/routes';\nexport const probe = routes;\n",
  },
  {
    filePath: 'src/server/probe.ts',
    code: "import { newReference } from '@/features/cloudium/contract/webhook-contract';\nexport const probe = newReference;\n",
  },
  {
    filePath: 'src/features/cloudium/ui/probe.ts',
    code: "import { TextField } from '@/ui/forms/form-fields';\nexport const probe = TextField;\n",
  },
];

describe('layer boundaries (ESLint)', () => {
  let messages: string[] = [];

  beforeAll(() => {
    messages = lintAll([...forbidden, ...allowed]);
  }, 60_000);

  it.each(forbidden.map((probe, index) => [probe.filePath, probe.expected, index] as const))(
    '%s: an upward or forbidden import is an error (%s)',
    (_filePath, expected, index) => {
      expect(messages[index]).toContain(expected);
    },
  );

  it.each(allowed.map((probe, index) => [probe.filePath, forbidden.length + index] as const))(
    '%s: a downward import is allowed',
    (_filePath, index) => {
      expect(messages[index]).toBe('');
    },
  );
});

describe('no barrel files', () => {
  it('no index module in src: every import names the module it needs', () => {
    const barrels = sourceFiles(path.join(ROOT, 'src')).filter((file) => /^index\.tsx?$/.test(path.basename(file)));
    expect(barrels.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

describe('XState inspector', () => {
  it('every component that starts a machine hands it the inspector options', () => {
    const starters = sourceFiles(path.join(ROOT, 'src')).filter((file) =>
      /\b(useMachine|useActorRef)\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(starters.length).toBeGreaterThan(0);
    const missing = starters.filter((file) => !fs.readFileSync(file, 'utf8').includes('inspectOptions()'));
    expect(missing.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

describe('the repository explains itself', () => {
  const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'test'))];

  it('no source, test or README cites a document outside the repository', () => {
    // Built from parts, so this file does not match itself.
    // Case-insensitive: a citation at the start of a comment is capitalised.
    const outside = new RegExp(['spec' + ' point', 'DESIGN' + ' §', '\\.\\./' + 'shared'].join('|'), 'i');
    const citing = [...files, path.join(ROOT, 'README.md')].filter((file) =>
      outside.test(fs.readFileSync(file, 'utf8')),
    );
    expect(citing.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('every docs/ link in a comment names a document and a heading that exist', () => {
    const links = new Set(
      files.flatMap((file) => fs.readFileSync(file, 'utf8').match(/docs\/[\w/.-]+\.md(#[\w-]+)?/g) ?? []),
    );
    expect(links.size).toBeGreaterThan(20);
    const broken = [...links].filter((link) => {
      const [document = '', anchor] = link.split('#');
      const file = path.join(ROOT, document);
      if (!fs.existsSync(file)) return true;
      if (!anchor) return false;
      const headings = fs.readFileSync(file, 'utf8').match(/^#{1,4} .+$/gm) ?? [];
      return !headings.some((heading) => anchorOf(heading.replace(/^#+ /, '')) === anchor);
    });
    expect(broken).toEqual([]);
  });
});
