import 'fake-indexeddb/auto';
import type { DriverPosition } from '@armada/domain';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPositionBuffer } from './position-buffer';

const at = (minute: number): DriverPosition => ({
  latitude: -6.2,
  longitude: 106.8,
  recorded_on: `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000+07:00`,
});

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('the phone position buffer', () => {
  it('drops the oldest positions past its bound and hands out the rest oldest first', async () => {
    const buffer = openPositionBuffer('bounded', 3);
    for (const minute of [1, 2, 3]) expect(await buffer.add(at(minute))).toBe(minute);
    expect(await buffer.add(at(4))).toBe(3);
    expect(await buffer.add(at(5))).toBe(3);

    const batch = await buffer.oldest(2);
    expect(batch.positions).toEqual([at(3), at(4)]);
    expect(await buffer.remove(batch.keys)).toBe(1);
    expect((await buffer.oldest(10)).positions).toEqual([at(5)]);
    buffer.close();
  });

  it('keeps the positions for the next visit (a reload or a closed tab)', async () => {
    const first = openPositionBuffer('kept');
    await first.add(at(1));
    first.close();
    const again = openPositionBuffer('kept');
    expect((await again.oldest(10)).positions).toEqual([at(1)]);
    again.close();
  });
});
