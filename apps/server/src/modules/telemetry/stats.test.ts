import { describe, expect, it } from 'vitest';
import { loopDelayMs } from './stats';

describe("the intake statistics' event loop delay", () => {
  it('leaves out the sampling interval the histogram counts in every sample', () => {
    expect(loopDelayMs(20_300_000)).toBe(0.3);
    expect(loopDelayMs(145_000_000)).toBe(125);
  });

  it('reads a sample taken early by the timer as no delay', () => {
    expect(loopDelayMs(19_600_000)).toBe(0);
  });

  it("takes another monitor's interval (the bench's load process samples every 10 ms)", () => {
    expect(loopDelayMs(18_000_000, 10)).toBe(8);
  });
});
