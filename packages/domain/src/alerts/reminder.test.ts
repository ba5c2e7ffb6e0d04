import { describe, expect, it } from 'vitest';
import {
  changeReminderInterval,
  defaultReminder,
  nextReminderAt,
  REMINDER_COUNTS_VALID_MS,
  REMINDER_INTERVALS,
  reminderTick,
  restoreReminder,
} from './reminder';

const minute = 60_000;
const now = Date.UTC(2026, 10, 26, 8, 0);

describe('reminder of unresolved urgent alerts', () => {
  it('offers none, 5, 10, 15, 30 and 60 minutes, 5 by default', () => {
    expect(REMINDER_INTERVALS).toEqual([0, 5, 10, 15, 30, 60]);
    expect(defaultReminder()).toEqual({
      intervalMinutes: 5,
      lastRemindedAt: null,
      reminders: 0,
      countsAt: null,
    });
  });

  it('restores a stored interval and counts younger than 1 hour', () => {
    const stored = {
      intervalMinutes: 15,
      lastRemindedAt: now - 10 * minute,
      reminders: 3,
      countsAt: now - 10 * minute,
    };
    expect(restoreReminder(stored, now)).toEqual(stored);
  });

  it('keeps the interval but drops counts 1 hour old or more, or from the future', () => {
    const old = {
      intervalMinutes: 30,
      lastRemindedAt: now - 70 * minute,
      reminders: 2,
      countsAt: now - REMINDER_COUNTS_VALID_MS,
    };
    expect(restoreReminder(old, now)).toEqual({
      intervalMinutes: 30,
      lastRemindedAt: null,
      reminders: 0,
      countsAt: null,
    });
    const future = { ...old, countsAt: now + minute };
    expect(restoreReminder(future, now).reminders).toBe(0);
  });

  it('falls back to the default for anything it cannot read', () => {
    for (const stored of [null, 'x', 42, { intervalMinutes: 7 }, { intervalMinutes: '5' }]) {
      expect(restoreReminder(stored, now)).toEqual(defaultReminder());
    }
  });

  it('off (0) clears the counts, and a new interval starts a new schedule', () => {
    expect(changeReminderInterval(0)).toEqual({
      intervalMinutes: 0,
      lastRemindedAt: null,
      reminders: 0,
      countsAt: null,
    });
    expect(
      restoreReminder({ intervalMinutes: 0, lastRemindedAt: now, reminders: 4, countsAt: now }, now)
        .reminders,
    ).toBe(0);
    expect(changeReminderInterval(10).lastRemindedAt).toBeNull();
  });

  it('is due one interval after the start, then one interval after each reminder; never while off', () => {
    const state = changeReminderInterval(5);
    expect(nextReminderAt(state, now)).toBe(now + 5 * minute);
    const after = reminderTick(state, now + 5 * minute, 2).state;
    expect(nextReminderAt(after, now)).toBe(now + 10 * minute);
    expect(nextReminderAt(changeReminderInterval(0), now)).toBeNull();
  });

  it('reminds and counts only while urgent alerts stay unresolved, and moves on either way', () => {
    const state = changeReminderInterval(5);
    const quiet = reminderTick(state, now, 0);
    expect(quiet.remind).toBe(false);
    expect(quiet.state).toMatchObject({ reminders: 0, lastRemindedAt: now, countsAt: now });
    const loud = reminderTick(quiet.state, now + 5 * minute, 3);
    expect(loud.remind).toBe(true);
    expect(loud.state).toMatchObject({ reminders: 1, lastRemindedAt: now + 5 * minute });
    expect(reminderTick(changeReminderInterval(0), now, 3).remind).toBe(false);
  });
});
