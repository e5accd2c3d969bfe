/**
 * Every prerendered page is valid HTML: the Nu HTML Checker (vnu-jar, the W3C's checker, run with Java) reports no
 * error. A visitor meets what it catches: a skip link whose z-index was invalid hid under the top bar, a link given
 * type="button", block content inside a label.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PUBLIC_DIR } from './support/site';

const run = promisify(execFile);
/** The checker itself, from the npm package (its Java comes from the system: .ci/run installs Debian's). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

describe('HTML validity of the prerendered pages', () => {
  const pages = fs
    .readdirSync(PUBLIC_DIR)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(PUBLIC_DIR, file));

  it('the Nu HTML Checker finds no error in any page, the community tab variants or the not-found page', async () => {
    expect(pages.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['index.html', 'cloudium.html', 'community.tab-team.html', '404.html']),
    );
    expect(pages.length).toBeGreaterThanOrEqual(19);
    // --exit-zero-always: the errors come as the result, so the test can show them.
    const { stdout, stderr } = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'gnu', ...pages],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error('Java fehlt (der Nu HTML Checker braucht es): apt-get install default-jre-headless');
      throw error;
    });
    const errors = `${stdout}${stderr}`
      .split('\n')
      .filter((line) => line.includes('error'))
      .map((line) => line.replace(`${PUBLIC_DIR}/`, ''));
    expect(errors).toEqual([]);
  });
});
