import { describe, expect, it } from 'vitest';
import { buildRawAlert } from '../../test/raw-alert.factory';
import { applyResolution, mergeNewAlert, shareAlertsById } from './alert-list';
import type { RawAlert } from './raw-alert';

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

describe('sharing unchanged alerts between answers', () => {
  const pageOf = (data: RawAlert[], total = data.length) => ({
    data,
    pagination: { page: 1, show: 20, total, actualTotal: data.length },
  });

  it('keeps the object of every alert still shown when a new one arrives on top', () => {
    const shown = [buildRawAlert({ descriptionIdn: 'b' }), buildRawAlert({ descriptionIdn: 'a' })];
    const arriving = buildRawAlert({ descriptionIdn: 'c' });
    // The next answer carries copies, as a refetch would.
    const next = pageOf([arriving, ...shown.map((alert) => ({ ...alert }))], 3);
    const shared = shareAlertsById(pageOf(shown), next) as ReturnType<typeof pageOf>;
    expect(shared.data[0]).toBe(arriving);
    expect(shared.data[1]).toBe(shown[0]);
    expect(shared.data[2]).toBe(shown[1]);
    expect(shared.pagination.total).toBe(3);
  });

  it('gives a changed alert a new object and answers the old page when nothing changed', () => {
    const shown = [buildRawAlert(), buildRawAlert()];
    const old = pageOf(shown);
    const resolved = { ...(shown[1] as RawAlert), isResolved: true };
    const shared = shareAlertsById(old, pageOf([{ ...(shown[0] as RawAlert) }, resolved])) as typeof old;
    expect(shared.data[0]).toBe(shown[0]);
    expect(shared.data[1]).not.toBe(shown[1]);
    expect(shared.data[1]).toEqual(resolved);
    expect(shareAlertsById(old, pageOf(shown.map((alert) => ({ ...alert }))))).toBe(old);
  });
});
