import { describe, expect, it } from 'vitest';
import { INITIAL_LIST_STATE } from '../../../shared/ListTable';
import { buildRawAlert } from '../../../test/raw-alert.factory';
import type { LogAlert } from './log-api';
import { EXPORT_ROW_CAP, fetchAllRows } from './log-export';
import { rawAlertFilterOf } from './log-query';

const row = buildRawAlert() as LogAlert;

/** rawAlerts' paging over `count` rows, its total capped at 10,000 as the server counts. */
function pagesOf(count: number) {
  const asked: number[] = [];
  const fetchPage = async (_filter: unknown, page: number, show: number) => {
    asked.push(page);
    const size = Math.max(0, Math.min(show, count - (page - 1) * show));
    return { data: Array.from({ length: size }, () => row), pagination: { total: Math.min(count, 10_000) } };
  };
  return { asked, fetchPage };
}

describe('export paging', () => {
  it('stops at the cap of 10,000 rows and says it was capped', async () => {
    const { asked, fetchPage } = pagesOf(25_000);
    const progress: number[] = [];
    const result = await fetchAllRows(fetchPage, { orderBy: 'createdOn desc' }, (p) =>
      progress.push(p.fetched),
    );
    expect(result.rows).toHaveLength(EXPORT_ROW_CAP);
    expect(result.capped).toBe(true);
    expect(asked).toHaveLength(100);
    expect(progress.at(-1)).toBe(EXPORT_ROW_CAP);
  });

  it('reads every page of a smaller filter and stops at the short page', async () => {
    const { asked, fetchPage } = pagesOf(230);
    const result = await fetchAllRows(fetchPage, { orderBy: 'createdOn desc' }, () => {});
    expect(result).toMatchObject({ capped: false });
    expect(result.rows).toHaveLength(230);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops between pages once cancelled', async () => {
    const { asked, fetchPage } = pagesOf(500);
    const controller = new AbortController();
    const run = fetchAllRows(
      fetchPage,
      { orderBy: 'createdOn desc' },
      (p) => p.fetched >= 200 && controller.abort(),
      controller.signal,
    );
    await expect(run).rejects.toThrow();
    expect(asked).toEqual([1, 2]);
  });
});

describe('rawAlertFilterOf', () => {
  it('leaves out values a hand-edited URL mangled instead of sending them', () => {
    const state = {
      ...INITIAL_LIST_STATE,
      filters: [
        { field: 'alert_code', operator: 'eq' as const, value: 'abc' },
        { field: 'vehicle.id', operator: 'eq' as const, value: '-3' },
        { field: 'is_resolved', operator: 'eq' as const, value: 'maybe' },
        { field: 'created_on', operator: 'gte' as const, value: 'kemarin' },
        { field: 'urgency', operator: 'eq' as const, value: 'urgent' },
      ],
    };
    expect(rawAlertFilterOf(state)).toEqual({ orderBy: 'createdOn desc', isUrgent: true });
  });
});
