import { describe, expect, it } from 'vitest';
import { autosaveDiff, isEmptyDiff, sameValue } from './autosave-diff';

const saved = { vehicle_id: 4, shipment_reference: 'PO-1', tags: ['b', 'a'], notification_enabled: false };

describe('autosave diff', () => {
  it('finds nothing to save when nothing changed', () => {
    expect(isEmptyDiff(autosaveDiff(saved, { ...saved }))).toBe(true);
  });

  it('sends only the fields that changed', () => {
    expect(autosaveDiff(saved, { ...saved, vehicle_id: 7 })).toEqual({ vehicle_id: 7 });
    expect(autosaveDiff(saved, { ...saved, notification_enabled: true, shipment_reference: 'PO-2' })).toEqual(
      {
        notification_enabled: true,
        shipment_reference: 'PO-2',
      },
    );
  });

  it('compares arrays sorted, so a re-ordered selection is no change', () => {
    expect(autosaveDiff(saved, { ...saved, tags: ['a', 'b'] })).toEqual({});
    expect(autosaveDiff(saved, { ...saved, tags: ['a', 'c'] })).toEqual({ tags: ['a', 'c'] });
    expect(sameValue([{ id: 2 }, { id: 1 }], [{ id: 1 }, { id: 2 }])).toBe(true);
  });

  it('takes text as the server stores it: trimmed, blank the same as none', () => {
    expect(autosaveDiff(saved, { ...saved, shipment_reference: ' PO-1 ' })).toEqual({});
    expect(sameValue('', null)).toBe(true);
    expect(sameValue('  ', undefined)).toBe(true);
    expect(sameValue('a', null)).toBe(false);
  });

  it('keeps held fields back even when they changed', () => {
    const current = { ...saved, vehicle_id: 7, shipment_reference: 'x'.repeat(300) };
    expect(autosaveDiff(saved, current, new Set(['shipment_reference'] as const))).toEqual({ vehicle_id: 7 });
  });

  it('tells a number from the same digits as text', () => {
    expect(sameValue(4, '4')).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });
});
