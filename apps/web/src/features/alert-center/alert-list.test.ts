import { describe, expect, it } from 'vitest';
import { buildRawAlert } from '../../test/raw-alert.factory';
import { applyResolution, mergeNewAlert } from './alert-list';

const all = { status: 'all' } as const;
const unresolved = { status: 'unresolved' } as const;

describe('mergeNewAlert', () => {
  it('puts a new alert on top', () => {
    const list = [buildRawAlert({ id: 'a' }), buildRawAlert({ id: 'b' })];
    expect(mergeNewAlert(list, buildRawAlert({ id: 'new' }), all).map((alert) => alert.id)).toEqual([
      'new',
      'a',
      'b',
    ]);
  });

  it('keeps at most 20', () => {
    const list = Array.from({ length: 20 }, (_, index) => buildRawAlert({ id: `old-${index}` }));
    const merged = mergeNewAlert(list, buildRawAlert({ id: 'new' }), all);
    expect(merged).toHaveLength(20);
    expect(merged[0]?.id).toBe('new');
    expect(merged.some((alert) => alert.id === 'old-19')).toBe(false);
  });

  it('replaces an alert already shown where it stands', () => {
    const list = [buildRawAlert({ id: 'a' }), buildRawAlert({ id: 'b', address: 'old' })];
    const merged = mergeNewAlert(list, buildRawAlert({ id: 'b', address: 'new' }), all);
    expect(merged.map((alert) => [alert.id, alert.address])).toEqual([
      ['a', expect.any(String)],
      ['b', 'new'],
    ]);
  });

  it('leaves out an alert the filter does not admit', () => {
    expect(mergeNewAlert([], buildRawAlert({ id: 'x', isResolved: true }), unresolved)).toEqual([]);
  });
});

describe('applyResolution', () => {
  it('resolves the named alerts and drops them from an unresolved-only list', () => {
    const list = [buildRawAlert({ id: 'a' }), buildRawAlert({ id: 'b' })];
    const resolution = { actionType: 'Resolve', revert: false, rawAlertIds: ['a'] } as const;

    expect(applyResolution(list, resolution, all).find((alert) => alert.id === 'a')).toMatchObject({
      isResolved: true,
      isRead: true,
    });
    expect(applyResolution(list, resolution, unresolved).map((alert) => alert.id)).toEqual(['b']);
  });

  it("'check again' on a false alert also clears resolved", () => {
    const list = [buildRawAlert({ id: 'a', isFalseAlert: true, isResolved: true })];
    const [alert] = applyResolution(
      list,
      { actionType: 'FalseAlert', revert: true, rawAlertIds: ['a'] },
      all,
    );
    expect(alert).toMatchObject({ isFalseAlert: false, isResolved: false });
  });
});
