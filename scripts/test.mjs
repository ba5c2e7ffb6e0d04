#!/usr/bin/env node
// Runs every test project with Vitest and ends with the plain summary line CI reads
// ('Tests: N passed, N failed, N skipped'). Extra arguments go to Vitest (e.g. --project server)
// in one run. Without them the browser tests run after the rest, not beside them: on CI's two cores
// Chromium and its server beside two workers of component and server tests starved all of them
// (a run took an hour, and timed out tests that pass in seconds on an idle machine).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const extra = process.argv.slice(2);
const phases =
  extra.length > 0
    ? [extra]
    : [
        ['--project', 'domain', '--project', 'server', '--project', 'gateway-sim', '--project', 'web'],
        ['--project', 'e2e'],
      ];

const outDir = mkdtempSync(path.join(tmpdir(), 'armada-test-'));
const totals = { passed: 0, failed: 0, skipped: 0, total: 0 };
// CI keeps only the end of the output, so the failed tests are named again beside the summary line.
const failures = [];
let status = 0;
for (const [index, args] of phases.entries()) {
  const report = path.join(outDir, `report-${index}.json`);
  const vitest = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { stdio: 'inherit', env: process.env },
  );
  if ((vitest.status ?? 1) !== 0) status = vitest.status ?? 1;
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    totals.total += summary.numTotalTests;
    failures.push(...failedTestsOf(summary));
  } catch {
    console.error(`No test report was written for ${args.join(' ')}: Vitest did not finish.`);
    status = status || 1;
  }
}
rmSync(outDir, { recursive: true, force: true });

for (const failure of failures) console.log(`\nFAILED ${failure.file} > ${failure.name}\n${failure.message}`);

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.total === 0) {
  console.error('No test ran.');
  process.exit(1);
}
process.exit(status);

function failedTestsOf(summary) {
  const found = [];
  for (const file of summary.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      // The first lines of each error: a browser journey's second one says what its pages showed.
      const message = (test.failureMessages ?? [])
        .map((failure) =>
          failure
            .split('\n')
            .filter((line) => !line.includes('node_modules') && !line.includes('new Promise'))
            .slice(0, 10)
            .join('\n'),
        )
        .join('\n');
      found.push({ file: relative, name: test.fullName ?? test.title, message });
    }
    // A file that fails before its tests run (an import or a hook) has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') {
      found.push({ file: relative, name: '(the file)', message: String(file.message ?? '').slice(0, 1200) });
    }
  }
  return found;
}
