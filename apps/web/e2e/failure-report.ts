import { afterEach } from 'vitest';
import { describeOpenPages } from './browser';

// A journey that failed says what its pages showed at that moment, as a second error of the test:
// the test command prints each failure's messages, and CI's log is all there is to read.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const seen = await describeOpenPages();
  if (seen) throw new Error(`What the open pages showed when the test failed:\n${seen}`);
});
