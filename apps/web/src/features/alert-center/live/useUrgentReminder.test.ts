import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_STORAGE_KEY, useUrgentReminder } from './useUrgentReminder';

const minute = 60_000;

function mount(unresolvedUrgent: number, enabled = true) {
  const onRemind = vi.fn();
  const hook = renderHook(
    (props: { unresolvedUrgent: number }) =>
      useUrgentReminder({ unresolvedUrgent: props.unresolvedUrgent, enabled, onRemind }),
    { initialProps: { unresolvedUrgent } },
  );
  return { ...hook, onRemind };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('reminder of unresolved urgent alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 1, 0) });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('reminds every 5 minutes by default with the count while urgent alerts stay unresolved', () => {
    const { result, onRemind } = mount(2);
    expect(result.current.intervalMinutes).toBe(5);
    advance(5 * minute - 1);
    expect(onRemind).not.toHaveBeenCalled();
    advance(1);
    expect(onRemind).toHaveBeenLastCalledWith(2);
    advance(5 * minute);
    expect(onRemind).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while nothing urgent is unresolved, and reminds again once something is', () => {
    const { onRemind, rerender } = mount(0);
    advance(15 * minute);
    expect(onRemind).not.toHaveBeenCalled();
    rerender({ unresolvedUrgent: 4 });
    advance(5 * minute);
    expect(onRemind).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('follows a new interval from the moment it is chosen, and stores it', () => {
    const { result, onRemind } = mount(1);
    advance(3 * minute);
    act(() => result.current.setIntervalMinutes(15));
    advance(14 * minute);
    expect(onRemind).not.toHaveBeenCalled();
    advance(minute);
    expect(onRemind).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(REMINDER_STORAGE_KEY) ?? '{}')).toMatchObject({
      intervalMinutes: 15,
      reminders: 1,
    });
  });

  it('off (0) never reminds and keeps no counts', () => {
    const { result, onRemind } = mount(3);
    advance(5 * minute);
    act(() => result.current.setIntervalMinutes(0));
    advance(120 * minute);
    expect(onRemind).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(REMINDER_STORAGE_KEY) ?? '{}')).toEqual({ intervalMinutes: 0 });
  });

  it('restores the stored interval, and the schedule of counts younger than 1 hour', () => {
    const now = Date.now();
    localStorage.setItem(
      REMINDER_STORAGE_KEY,
      JSON.stringify({
        intervalMinutes: 10,
        lastRemindedAt: now - 8 * minute,
        reminders: 2,
        countsAt: now - 8 * minute,
      }),
    );
    const { result, onRemind } = mount(1);
    expect(result.current.intervalMinutes).toBe(10);
    expect(result.current.reminders).toBe(2);
    advance(2 * minute);
    expect(onRemind).toHaveBeenCalledOnce();
  });

  it('does nothing without the urgent scope', () => {
    const { onRemind } = mount(5, false);
    advance(60 * minute);
    expect(onRemind).not.toHaveBeenCalled();
  });
});
