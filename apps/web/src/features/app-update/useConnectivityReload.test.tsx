import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectivityReload } from './useConnectivityReload';

const go = (state: 'online' | 'offline') => window.dispatchEvent(new Event(state));

describe('useConnectivityReload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads 300 ms after connectivity is lost and comes back', () => {
    const reload = vi.fn();
    renderHook(() => useConnectivityReload(reload));
    go('offline');
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
    go('online');
    vi.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on an online event without a loss before it', () => {
    const reload = vi.fn();
    renderHook(() => useConnectivityReload(reload));
    go('online');
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits again when connectivity is lost within the 300 ms', () => {
    const reload = vi.fn();
    renderHook(() => useConnectivityReload(reload));
    go('offline');
    go('online');
    vi.advanceTimersByTime(200);
    go('offline');
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
    go('online');
    vi.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page leaves', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useConnectivityReload(reload));
    go('offline');
    unmount();
    go('online');
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
