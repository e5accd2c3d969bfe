/**
 * Guards the architecture rules that tooling enforces: if the ESLint layer rule or the inspector wiring is
 * lost, these fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

function lint(filePath: string, code: string): string {
  const result = spawnSync(ESLINT, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as [{ messages: { ruleId: string | null; message: string }[] }];
  return report.messages.map((message) => `${message.ruleId}: ${message.message}`).join('\n');
}

describe('layer boundaries (ESLint)', () => {
  jest.setTimeout(60_000);

  it.each([
    [
      'src/domain/probe.ts',
      "import { notify } from '@/ui/toaster';\nexport const probe = notify;\n",
      'must not import from "ui"',
    ],
    [
      'src/machines/probe.ts',
      "import { makeStore } from '@/store/store';\nexport const probe = makeStore;\n",
      'must not import from "store"',
    ],
    ['src/config/probe.ts', "import fs from 'node:fs';\nexport const probe = fs;\n", 'free of Node APIs'],
    ['src/domain/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n", 'free of React'],
    [
      'src/server/probe.ts',
      "import { HomePage } from '@/pages/home/home.page';\nexport const probe = HomePage;\n",
      'must not import from "pages"',
    ],
    [
      'src/ui/probe.ts',
      "import { HomePage } from '@/pages/home/home.page';\nexport const probe = HomePage;\n",
      'must not import from "pages"',
    ],
  ])('%s: an upward or forbidden import is an error', (filePath, code, expected) => {
    expect(lint(filePath, code)).toContain(expected);
  });

  it('allows a downward import', () => {
    expect(lint('src/ui/probe.ts', "import { routes } from '@/config/routes';\nexport const probe = routes;\n")).toBe(
      '',
    );
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

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
