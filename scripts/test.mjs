#!/usr/bin/env node
// Runs every test project with Vitest and ends with the plain summary line CI reads
// ('Tests: N passed, N failed, N skipped'). Extra arguments go to Vitest (e.g. --project server).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const outDir = mkdtempSync(path.join(tmpdir(), 'armada-test-'));
const report = path.join(outDir, 'report.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);

let summary = null;
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error('No test report was written: Vitest did not finish.');
}
rmSync(outDir, { recursive: true, force: true });

if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
  );
  if (summary.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(vitest.status ?? 1);
