import { APP_UPDATE_STORAGE_KEY, parseStoredUpdateState } from '@armada/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { AppUpdateBanner } from './AppUpdateBanner';
import { createAppUpdateSource } from './update-source';
import { localUpdateStateStore } from './update-state-store';

/**
 * Browser tabs of one app: one local storage, and a write of one tab reaches the others (not itself)
 * as a `storage` event, as the browser delivers it. Each tab has its own worker view and reload.
 */
function browserTabs() {
  const windows: EventTarget[] = [];
  const tellOthers = (from: EventTarget, key: string, newValue: string | null) => {
    for (const target of windows) {
      if (target !== from) target.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    }
  };
  return {
    tab() {
      const events = new EventTarget();
      windows.push(events);
      const storage = {
        getItem: (key: string) => localStorage.getItem(key),
        setItem: (key: string, value: string) => {
          localStorage.setItem(key, value);
          tellOthers(events, key, value);
        },
        removeItem: (key: string) => {
          localStorage.removeItem(key);
          tellOthers(events, key, null);
        },
      };
      return {
        source: createAppUpdateSource(),
        store: localUpdateStateStore(storage, events),
        reload: vi.fn(),
        skipWaiting: vi.fn(),
      };
    },
  };
}
type Tab = ReturnType<ReturnType<typeof browserTabs>['tab']>;

function open(tab: Tab, name: string) {
  return renderPage(
    <section aria-label={name}>
      <AppUpdateBanner source={tab.source} store={tab.store} reload={tab.reload} />
    </section>,
    { user: null },
  );
}

const bannerOf = (name: string) =>
  within(screen.getByRole('region', { name })).queryByRole('region', { name: 'Pembaruan aplikasi' });
const countdownOf = (name: string) => bannerOf(name)?.textContent?.match(/dalam (\d+:\d\d)/)?.[1];
const newVersionWaits = (tab: Tab) => act(() => tab.source.announceWaiting(tab.skipWaiting));
const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * 1000));
const stored = () => parseStoredUpdateState(localStorage.getItem(APP_UPDATE_STORAGE_KEY));

describe('AppUpdateBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-11-27T04:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing until a new version is waiting, then a 10:00 countdown with the refresh button', () => {
    const tab = browserTabs().tab();
    open(tab, 'Tab A');
    expect(bannerOf('Tab A')).toBeNull();
    newVersionWaits(tab);
    expect(bannerOf('Tab A')).toHaveTextContent('Versi baru Armada tersedia');
    expect(countdownOf('Tab A')).toBe('10:00');
    expect(screen.getByRole('button', { name: 'Muat ulang sekarang' })).toBeEnabled();
    seconds(61);
    expect(countdownOf('Tab A')).toBe('8:59');
  });

  it('writes the countdown to local storage at once and then every 5 ticks', () => {
    const tab = browserTabs().tab();
    open(tab, 'Tab A');
    newVersionWaits(tab);
    expect(stored()).toMatchObject({ updateDetected: true, refreshCountdown: 600 });
    seconds(4);
    expect(stored()?.refreshCountdown).toBe(600);
    seconds(1);
    expect(stored()).toMatchObject({ refreshCountdown: 595, timestamp: Date.now() });
  });

  it('a tab opened later continues the countdown the first tab stored', () => {
    const browser = browserTabs();
    const first = browser.tab();
    const later = browser.tab();
    open(first, 'Tab A');
    newVersionWaits(first);
    // The later tab's timer ticks 0.4 s after the first one's: the tabs still show the same seconds.
    act(() => vi.advanceTimersByTime(102_400));
    open(later, 'Tab B');
    newVersionWaits(later);
    // Stored at 100 s (500 left), read 2.4 s later.
    expect(countdownOf('Tab B')).toBe('8:18');
    expect(countdownOf('Tab A')).toBe('8:18');
    seconds(30);
    expect(countdownOf('Tab B')).toBe('7:48');
    expect(countdownOf('Tab A')).toBe('7:48');
    seconds(300);
    expect(countdownOf('Tab B')).toBe('2:48');
    expect(countdownOf('Tab A')).toBe('2:48');
  });

  it('every tab follows a countdown another tab wrote further along', () => {
    const browser = browserTabs();
    const [a, b, c] = [browser.tab(), browser.tab(), browser.tab()];
    open(a, 'Tab A');
    open(b, 'Tab B');
    newVersionWaits(a);
    newVersionWaits(b);
    // Tab C's timer ran on while A's and B's were held back (a background tab): its write leads.
    act(() => c.store.write({ updateDetected: true, refreshCountdown: 42, timestamp: Date.now() }));
    expect(countdownOf('Tab A')).toBe('0:42');
    expect(countdownOf('Tab B')).toBe('0:42');
    // A tab behind does not pull the others back.
    act(() => c.store.write({ updateDetected: true, refreshCountdown: 300, timestamp: Date.now() }));
    expect(countdownOf('Tab A')).toBe('0:42');
  });

  it('at zero tells the worker to skip waiting and reloads 150 ms after the new version takes over', () => {
    const tab = browserTabs().tab();
    open(tab, 'Tab A');
    newVersionWaits(tab);
    seconds(599);
    expect(tab.skipWaiting).not.toHaveBeenCalled();
    seconds(1);
    expect(tab.skipWaiting).toHaveBeenCalledTimes(1);
    expect(bannerOf('Tab A')).toHaveTextContent('Memuat versi baru…');
    expect(stored()).toBeNull();
    expect(tab.reload).not.toHaveBeenCalled();
    act(() => tab.source.announceTakeover());
    act(() => vi.advanceTimersByTime(149));
    expect(tab.reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(tab.reload).toHaveBeenCalledTimes(1);
    // The 5 s fallback is not a second reload.
    seconds(10);
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('refresh reloads after 5 s when the new version never takes over', () => {
    const tab = browserTabs().tab();
    open(tab, 'Tab A');
    newVersionWaits(tab);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Muat ulang sekarang' })));
    expect(tab.skipWaiting).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(4_999));
    expect(tab.reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('one tab’s refresh reloads the other tabs once the new version takes them over', () => {
    const browser = browserTabs();
    const [a, b] = [browser.tab(), browser.tab()];
    open(a, 'Tab A');
    open(b, 'Tab B');
    newVersionWaits(a);
    newVersionWaits(b);
    seconds(20);
    const buttonOfA = within(screen.getByRole('region', { name: 'Tab A' })).getByRole('button', {
      name: 'Muat ulang sekarang',
    });
    act(() => fireEvent.click(buttonOfA));
    expect(a.skipWaiting).toHaveBeenCalledTimes(1);
    // Tab A cleared the stored state; tab B keeps its countdown until the takeover.
    expect(countdownOf('Tab B')).toBe('9:40');
    act(() => {
      a.source.announceTakeover();
      b.source.announceTakeover();
    });
    act(() => vi.advanceTimersByTime(150));
    expect(a.reload).toHaveBeenCalledTimes(1);
    expect(b.reload).toHaveBeenCalledTimes(1);
    expect(b.skipWaiting).not.toHaveBeenCalled();
  });
});
