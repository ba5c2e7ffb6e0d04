import { describe, expect, it } from 'vitest';
import { FLEET_TASK_STATUSES } from '../fleet-task-status';
import { cancelIsAlerted } from './fleet-order';

describe('the cancel alert (143)', () => {
  it('concerns a task cancelled while Dijadwalkan or later, a vendor refusal included, never a Draf', () => {
    const alerted = FLEET_TASK_STATUSES.filter(cancelIsAlerted);
    expect(alerted).toEqual([
      'SCHEDULED',
      'STARTED',
      'WAITING_FOR_VENDOR',
      'ACCEPTED_BY_VENDOR',
      'REJECTED_BY_VENDOR',
    ]);
    expect(cancelIsAlerted('DRAFT')).toBe(false);
  });
});
