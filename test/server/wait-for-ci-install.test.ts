/**
 * `npm test` waits for the install `.ci/run` runs beside the checks (scripts/wait-for-ci-install.mjs): its tests begin
 * once the install has ended well, a failed install fails the run with the install's output, and without one to wait
 * for (every run but CI's on a machine that lacked something) nothing waits.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, '../../scripts/wait-for-ci-install.mjs');

function waitForInstall(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH ?? '', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-install-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

it('waits nothing without an install to wait for', async () => {
  expect(await waitForInstall({})).toEqual({ code: 0, output: '' });
});

it('waits until the install has ended, then lets the tests begin', async () => {
  const status = path.join(folder, 'ok');
  const waiting = waitForInstall({ NOVA_CI_INSTALL_STATUS: status });
  let ended = false;
  void waiting.then(() => (ended = true));
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(ended).toBe(false);
  fs.writeFileSync(status, '0\n');
  const { code, output } = await waiting;
  expect(code).toBe(0);
  expect(output).toMatch(/install from Debian: ok \(the tests waited \d+\.\d s for it\)/);
});

it('fails with the install output when the install failed', async () => {
  const status = path.join(folder, 'failed');
  const log = path.join(folder, 'failed.log');
  fs.writeFileSync(log, 'E: Unable to locate package webkit2gtk-driver\n');
  fs.writeFileSync(status, '100\n');
  const { code, output } = await waitForInstall({ NOVA_CI_INSTALL_STATUS: status, NOVA_CI_INSTALL_LOG: log });
  expect(code).toBe(1);
  expect(output).toContain('The install from Debian failed (exit 100)');
  expect(output).toContain('Unable to locate package webkit2gtk-driver');
});
