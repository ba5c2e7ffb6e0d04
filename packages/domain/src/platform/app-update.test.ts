import { describe, expect, it } from 'vitest';
import {
  adoptStoredCountdown,
  continueCountdown,
  formatCountdown,
  nextCountdown,
  parseStoredUpdateState,
  type StoredUpdateState,
  shouldSaveCountdown,
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

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a countdown above the full length', JSON.stringify(stored(601))],
    ['a negative countdown', JSON.stringify(stored(-1))],
    ['a field missing', JSON.stringify({ updateDetected: true, refreshCountdown: 5 })],
  ])('counts %s as nothing stored', (_name, raw) => {
    expect(parseStoredUpdateState(raw)).toBeNull();
  });
});

describe('continueCountdown', () => {
  it('starts the full 600 s when nothing is stored', () => {
    expect(continueCountdown(null, T)).toBe(600);
  });

  it('starts the full countdown when the stored state has no update', () => {
    expect(continueCountdown(stored(100, T, false), T)).toBe(600);
  });

  it('continues the stored countdown less the whole seconds since it was written', () => {
    expect(continueCountdown(stored(420), T + 4_900)).toBe(416);
  });

  it('stops at zero when the stored countdown ran out while no tab was open', () => {
    expect(continueCountdown(stored(3), T + 10_000)).toBe(0);
  });

  it('starts over when no tab has written the state for longer than a whole countdown', () => {
    expect(continueCountdown(stored(3), T + 600_001)).toBe(600);
  });

  it('keeps the stored seconds when the clock went back', () => {
    expect(continueCountdown(stored(300), T - 60_000)).toBe(300);
  });
});

describe('adoptStoredCountdown', () => {
  it('takes another tab’s countdown when it is further along', () => {
    expect(adoptStoredCountdown(500, stored(480), T)).toBe(480);
  });

  it('keeps its own countdown when another tab is behind', () => {
    expect(adoptStoredCountdown(480, stored(500), T)).toBe(480);
  });

  it('ignores a stored state without an update', () => {
    expect(adoptStoredCountdown(480, stored(10, T, false), T)).toBe(480);
    expect(adoptStoredCountdown(480, null, T)).toBe(480);
  });
});

describe('nextCountdown', () => {
  it('counts down one second and never below zero', () => {
    expect(nextCountdown(600)).toBe(599);
    expect(nextCountdown(1)).toBe(0);
    expect(nextCountdown(0)).toBe(0);
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
