#!/usr/bin/env node
// Runs every test project with Vitest and ends with the plain summary line CI reads
// ('Tests: N passed, N failed, N skipped'). Extra arguments go to Vitest (e.g. --project server).
//
// Without --project, the browser tests run in a Vitest of their own at the same time as the other
// projects: in one Vitest they would wait for every other file to finish (Vitest runs a project
// without file parallelism last, alone), and they mostly wait on Chromium and their server, so the
// component and server tests use the processor meanwhile. Each run writes its JSON report; the
// summary adds them up, and any run that fails fails the whole.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const extraArgs = process.argv.slice(2);
const choosesProjects = extraArgs.some((arg) => arg === '--project' || arg.startsWith('--project='));

/** The browser tests' project: independent of the others (its own server, database and build). */
const BROWSER_PROJECT = 'e2e';

const runs = choosesProjects
  ? [{ label: null, projectArgs: [] }]
  : [
      // Every other project, by exclusion, so that a project added later is never left out.
      { label: null, projectArgs: ['--project', `!${BROWSER_PROJECT}`] },
      { label: BROWSER_PROJECT, projectArgs: ['--project', BROWSER_PROJECT] },
    ];

const outDir = mkdtempSync(path.join(tmpdir(), 'armada-test-'));

/** Copies a child's output line by line with a prefix, so two runs' logs stay readable together. */
function prefixLines(stream, target, prefix) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    target.write(`${prefix}${line}\n`);
  });
}

function startRun({ label, projectArgs }, index) {
  const report = path.join(outDir, `report-${index}.json`);
  const args = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...projectArgs,
    // A file filter may match files of one run only; the summary still fails when none ran at all.
    ...(runs.length > 1 ? ['--passWithNoTests'] : []),
    ...extraArgs,
  ];
  const child = spawn('npx', args, {
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: process.env,
  });
  if (label) {
    prefixLines(child.stdout, process.stdout, `[${label}] `);
    prefixLines(child.stderr, process.stderr, `[${label}] `);
  }
  const exit = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start Vitest${label ? ` (${label})` : ''}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  return { child, report, exit };
}

const started = runs.map(startRun);
// CI stopping the run (or Ctrl+C) stops every Vitest, not only the one in the foreground.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of started) child.kill(signal);
  });
}
const exitCodes = await Promise.all(started.map((run) => run.exit));

const summaries = started.map(({ report }) => {
  try {
    return JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return null;
  }
});
rmSync(outDir, { recursive: true, force: true });

if (summaries.some((summary) => summary === null)) {
  console.error('No test report was written: Vitest did not finish.');
}
const counted = summaries.filter((summary) => summary !== null);
if (counted.length > 0) {
  const total = (key) => counted.reduce((sum, summary) => sum + summary[key], 0);
  const skipped = total('numPendingTests') + total('numTodoTests');
  console.log(
    `\nTests: ${total('numPassedTests')} passed, ${total('numFailedTests')} failed, ${skipped} skipped`,
  );
  if (total('numTotalTests') === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
const failedCode = exitCodes.find((code) => code !== 0);
process.exit(failedCode ?? (counted.length < summaries.length ? 1 : 0));
