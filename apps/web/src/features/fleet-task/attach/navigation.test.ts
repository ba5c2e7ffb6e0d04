import { describe, expect, it } from 'vitest';
import { taskIn } from '../../../test/sequence.factory';
import { attachDeliveryTarget, backToTaskTarget, isIntervention } from './navigation';

const task = taskIn('DRAFT');

describe('attach delivery navigation', () => {
  it('keeps the current query on the way to Attach Delivery', () => {
    const target = attachDeliveryTarget(
      task,
      new URLSearchParams('navsource=fleet-task-detail&navsourceparam=%7B%7D'),
    );
    expect(target).toBe(
      `/fleet-task/${task.id}/attach-delivery?navsource=fleet-task-detail&navsourceparam=%7B%7D`,
    );
  });

  it('adds isIntervention=true only for a task in Perjalanan', () => {
    const started = attachDeliveryTarget(taskIn('STARTED'), new URLSearchParams());
    expect(isIntervention(new URLSearchParams(started.split('?')[1]))).toBe(true);
    // A stale flag in the query does not survive on a task that is not on its way.
    expect(attachDeliveryTarget(task, new URLSearchParams('isIntervention=true'))).toBe(
      `/fleet-task/${task.id}/attach-delivery`,
    );
  });

  it("goes back with navsource but without the attach page's own values", () => {
    const back = backToTaskTarget(
      task.id,
      new URLSearchParams(
        'navsource=fleet-task&isIntervention=true&page=2&search=DO&filters=shipment_type+eq+DIRECT',
      ),
    );
    expect(back).toBe(`/fleet-task/${task.id}?navsource=fleet-task`);
  });
});
