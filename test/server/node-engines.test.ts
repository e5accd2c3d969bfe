/**
 * Every installed package runs on the oldest Node the site supports (docs/architecture.md, "Dependencies"): the
 * lockfile's `engines.node` of each package must admit it.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '..', '..');
/** The oldest Node the README names as a prerequisite. */
const OLDEST_NODE = '20.19.0';

interface LockedPackage {
  readonly version?: string;
  readonly engines?: { readonly node?: string } | readonly string[];
}

/** The packages of a lockfile whose declared Node range leaves out `node`, as "path@version (range)". */
function packagesRefusing(packages: Record<string, LockedPackage>, node: string): string[] {
  return Object.entries(packages).flatMap(([where, locked]) => {
    const range = Array.isArray(locked.engines) ? undefined : (locked.engines as { node?: string } | undefined)?.node;
    if (!where || range === undefined || semver.satisfies(node, range)) return [];
    return [`${where}@${locked.version ?? '?'} (${range})`];
  });
}

describe('Node 20 for every package', () => {
  it('the README names the Node this test checks', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${OLDEST_NODE.replace(/\.0$/, '')} or newer`);
  });

  it('no package in the lockfile asks for a newer Node', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    expect(packagesRefusing(lock.packages, OLDEST_NODE)).toEqual([]);
  });

  it.each([
    ['>=22', ['node_modules/x@2.0.2 (>=22)']],
    ['>=18', []],
    ['^14.17.0 || ^16.13.0 || >=18.0.0', []],
    ['>= 0.6', []],
    ['^20.19.0 || >=22.12.0', []],
    ['>=20.20', ['node_modules/x@2.0.2 (>=20.20)']],
  ])('a package asking for Node %s: refused %j', (range, refused) => {
    expect(
      packagesRefusing({ '': {}, 'node_modules/x': { version: '2.0.2', engines: { node: range } } }, OLDEST_NODE),
    ).toEqual(refused);
  });
});
