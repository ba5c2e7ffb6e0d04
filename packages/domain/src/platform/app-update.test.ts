import { describe, expect, it } from 'vitest';
import {
  countdownDeadline,
  earlierDeadline,
  formatCountdown,
  parseStoredUpdateState,
  type StoredUpdateState,
  secondsUntil,
  shouldSaveCountdown,
  storedCountdown,
} from './app-update';

const T = Date.UTC(2026, 10, 27, 4, 0, 0);
const stored = (refreshCountdown: number, timestamp = T, updateDetected = true): StoredUpdateState => ({
  updateDetected,
  refreshCountdown,
  timestamp,
});

describe('parseStoredUpdateState', () => {
  it('reads the state another tab wrote', () => {
    expect(parseStoredUpdateState(JSON.stringify(stored(420)))).toEqual(stored(420));
  });

  it('keeps only the three fields of the state', () => {
    expect(parseStoredUpdateState(JSON.stringify({ ...stored(420), extra: 1 }))).toEqual(stored(420));
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a countdown above the full length', JSON.stringify(stored(601))],
    ['a negative countdown', JSON.stringify(stored(-1))],
    ['a field missing', JSON.stringify({ updateDetected: true, refreshCountdown: 5 })],
    ['a fractional countdown', JSON.stringify({ updateDetected: true, refreshCountdown: 5.5, timestamp: 1 })],
    [
      'a flag that is not a boolean',
      JSON.stringify({ updateDetected: 'ya', refreshCountdown: 5, timestamp: 1 }),
    ],
    ['a value that is not an object', '42'],
  ])('counts %s as nothing stored', (_name, raw) => {
    expect(parseStoredUpdateState(raw)).toBeNull();
  });
});

describe('countdownDeadline', () => {
  it('is the full 600 s away when nothing is stored', () => {
    expect(countdownDeadline(null, T)).toBe(T + 600_000);
  });

  it('is the full 600 s away when the stored state has no update', () => {
    expect(countdownDeadline(stored(100, T, false), T)).toBe(T + 600_000);
  });

  it('is where the stored countdown ends, for a tab opened later', () => {
    expect(countdownDeadline(stored(420), T + 4_900)).toBe(T + 420_000);
    expect(secondsUntil(countdownDeadline(stored(420), T + 4_900), T + 4_900)).toBe(416);
  });

  it('has passed when the stored countdown ran out while no tab was open', () => {
    expect(secondsUntil(countdownDeadline(stored(3), T + 10_000), T + 10_000)).toBe(0);
  });

  it('starts over when no tab has written the state for longer than a whole countdown', () => {
    expect(countdownDeadline(stored(3), T + 600_001)).toBe(T + 600_001 + 600_000);
  });

  it('keeps the stored seconds from now when the clock went back', () => {
    expect(countdownDeadline(stored(300), T - 60_000)).toBe(T - 60_000 + 300_000);
  });
});

describe('earlierDeadline', () => {
  it('takes another tab’s deadline when it is earlier', () => {
    expect(earlierDeadline(T + 500_000, stored(480), T)).toBe(T + 480_000);
  });

  it('keeps its own deadline when another tab’s is later', () => {
    expect(earlierDeadline(T + 480_000, stored(500), T)).toBe(T + 480_000);
  });

  it('ignores a stored state without an update', () => {
    expect(earlierDeadline(T + 480_000, stored(10, T, false), T)).toBe(T + 480_000);
    expect(earlierDeadline(T + 480_000, null, T)).toBe(T + 480_000);
  });

  it('does not move a deadline that another tab wrote back from it, whatever the fraction of a second', () => {
    const deadline = T + 600_000;
    for (const now of [T + 1, T + 400, T + 999, T + 5_250]) {
      expect(earlierDeadline(deadline, storedCountdown(deadline, now), now + 300)).toBe(deadline);
    }
  });
});

describe('secondsUntil', () => {
  it('counts a started second as a whole one and never goes below zero', () => {
    expect(secondsUntil(T + 600_000, T)).toBe(600);
    expect(secondsUntil(T + 600_000, T + 800)).toBe(600);
    expect(secondsUntil(T + 600_000, T + 1_000)).toBe(599);
    expect(secondsUntil(T + 600_000, T + 600_000)).toBe(0);
    expect(secondsUntil(T + 600_000, T + 700_000)).toBe(0);
  });
});

describe('storedCountdown', () => {
  it('writes the whole seconds left and the moment the countdown stood there', () => {
    expect(storedCountdown(T + 600_000, T + 1_250)).toEqual({
      updateDetected: true,
      refreshCountdown: 599,
      timestamp: T + 1_000,
    });
  });

  it('is read back as the same deadline', () => {
    const deadline = T + 123_456;
    expect(countdownDeadline(storedCountdown(deadline, T + 3_210), T + 4_000)).toBe(deadline);
  });
});

describe('shouldSaveCountdown', () => {
  it('writes the first state at once', () => {
    expect(shouldSaveCountdown({ tick: 0, lastSavedAt: null, now: T })).toBe(true);
  });

  it.each([1, 2, 3, 4, 6, 9])('does not write on tick %i', (tick) => {
    expect(shouldSaveCountdown({ tick, lastSavedAt: T - 60_000, now: T })).toBe(false);
  });

  it('writes every fifth tick', () => {
    expect(shouldSaveCountdown({ tick: 5, lastSavedAt: T - 5_000, now: T })).toBe(true);
    expect(shouldSaveCountdown({ tick: 10, lastSavedAt: T - 5_000, now: T })).toBe(true);
  });

  it('never writes twice within a second, even on a fifth tick', () => {
    expect(shouldSaveCountdown({ tick: 5, lastSavedAt: T - 999, now: T })).toBe(false);
  });
});

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [599, '9:59'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
