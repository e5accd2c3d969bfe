#!/usr/bin/env node
/**
 * Waits for the install `.ci/run` started beside the checks (Debian's browsers, caddy, Java: what only the tests need),
 * so the tests begin once it has ended. `.ci/run` names the file its install writes its exit code to in
 * NOVA_CI_INSTALL_STATUS, and its output in NOVA_CI_INSTALL_LOG. Without them (any run but .ci/run's on a machine
 * that lacked something) there is nothing to wait for.
 */
import fs from 'node:fs';

const statusFile = process.env.NOVA_CI_INSTALL_STATUS;
const logFile = process.env.NOVA_CI_INSTALL_LOG;
/** Longer than any install seen (about 2 minutes on a fresh machine): past it, something hangs. */
const LIMIT_MS = 15 * 60_000;

if (statusFile) {
  const started = Date.now();
  while (!fs.existsSync(statusFile) || fs.readFileSync(statusFile, 'utf8').trim() === '') {
    if (Date.now() - started > LIMIT_MS) {
      console.error(`The install from Debian has not ended after ${LIMIT_MS / 60_000} min.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const code = Number(fs.readFileSync(statusFile, 'utf8').trim());
  const waited = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`The install from Debian failed (exit ${code}):`);
    if (logFile && fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8'));
    process.exit(1);
  }
  console.log(`── install from Debian: ok (the tests waited ${waited} s for it)`);
}
