// Every browser test file: a test opens pages on a slowed CPU, so it may take two minutes (start-up.e2e.ts, visiting
// each page up to three times, sets more). Jest reads a timeout only per run, not per project, hence this file.
jest.setTimeout(120_000);
