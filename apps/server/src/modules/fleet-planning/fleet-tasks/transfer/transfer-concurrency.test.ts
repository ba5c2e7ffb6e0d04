import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransferWorld, type TransferWorld } from '../../../../../test/factories/transfer.factory';

let w: TransferWorld;

beforeAll(async () => {
  w = await createTransferWorld();
});
afterAll(() => w.t.close());

// PGlite runs one transaction at a time, so this bites on PostgreSQL (TEST_DATABASE_URL, as in CI),
// where two transfers that locked their own source first would each wait for the other's.
describe('two transfers between the same tasks in opposite directions at once', () => {
  it('both succeed: the tasks are locked in id order, not source first', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [ab, ba] = [await w.order('W', 'S2'), await w.order('W', 'S1')];
      const a = await w.task([ab, await w.order('W', 'S1')]);
      const b = await w.task([ba, await w.order('W', 'S2')]);
      const answers = await Promise.all([
        w.api('POST', `/fleet-task/${a.id}/delivery-order/${ab.id}/transfer`, {
          type: 'exist',
          fleet_task_uuid: b.id,
        }),
        w.api('POST', `/fleet-task/${b.id}/delivery-order/${ba.id}/transfer`, {
          type: 'exist',
          fleet_task_uuid: a.id,
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await w.stops(a.id, { ba })).join(' ')).toContain('d:ba');
      expect((await w.stops(b.id, { ab })).join(' ')).toContain('d:ab');
    }
  });
});
