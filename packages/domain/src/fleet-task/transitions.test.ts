import { describe, expect, it } from 'vitest';
import { FLEET_TASK_STATUSES, type FleetTaskStatus } from '../fleet-task-status';
import type { FleetTaskFacts } from './status';
import {
  allowedTransitions,
  checkTransition,
  followsVendorTask,
  vendorResponseTransitions,
  visitedAfter,
} from './transitions';

const task = (status: FleetTaskStatus, hasVendor = false, isFromVendorRequest = false): FleetTaskFacts => ({
  status,
  hasVendor,
  isFromVendorRequest,
});

// Every status x vendor x vendor request (section 4, 'Allowed transitions').
const TRANSITIONS: [FleetTaskStatus, boolean, boolean, FleetTaskStatus[]][] = [
  ['TEMPORARY', false, false, ['DRAFT']],
  ['TEMPORARY', true, false, ['DRAFT']],
  ['TEMPORARY', false, true, ['DRAFT']],
  ['TEMPORARY', true, true, ['DRAFT']],
  ['DRAFT', false, false, ['SCHEDULED', 'CANCELED']],
  ['DRAFT', true, false, ['WAITING_FOR_VENDOR', 'CANCELED']],
  ['DRAFT', false, true, ['SCHEDULED']],
  ['DRAFT', true, true, ['SCHEDULED']],
  ['SCHEDULED', false, false, ['STARTED', 'CANCELED']],
  ['SCHEDULED', true, false, []],
  ['SCHEDULED', false, true, ['STARTED']],
  ['SCHEDULED', true, true, []],
  ['STARTED', false, false, ['ENDED']],
  ['STARTED', true, false, []],
  ['STARTED', false, true, ['ENDED']],
  ['STARTED', true, true, []],
  ['ENDED', false, false, []],
  ['ENDED', true, false, []],
  ['ENDED', false, true, []],
  ['ENDED', true, true, []],
  ['CANCELED', false, false, []],
  ['CANCELED', true, false, []],
  ['CANCELED', false, true, []],
  ['CANCELED', true, true, []],
  ['WAITING_FOR_VENDOR', false, false, []],
  ['WAITING_FOR_VENDOR', true, false, []],
  ['WAITING_FOR_VENDOR', false, true, []],
  ['WAITING_FOR_VENDOR', true, true, []],
  ['ACCEPTED_BY_VENDOR', false, false, []],
  ['ACCEPTED_BY_VENDOR', true, false, []],
  ['ACCEPTED_BY_VENDOR', false, true, []],
  ['ACCEPTED_BY_VENDOR', true, true, []],
  ['REJECTED_BY_VENDOR', false, false, ['WAITING_FOR_VENDOR', 'CANCELED']],
  ['REJECTED_BY_VENDOR', true, false, ['WAITING_FOR_VENDOR', 'CANCELED']],
  ['REJECTED_BY_VENDOR', false, true, ['WAITING_FOR_VENDOR', 'CANCELED']],
  ['REJECTED_BY_VENDOR', true, true, ['WAITING_FOR_VENDOR', 'CANCELED']],
];

describe('allowedTransitions', () => {
  it('covers every status with and without vendor and vendor request', () => {
    expect(TRANSITIONS).toHaveLength(FLEET_TASK_STATUSES.length * 4);
  });

  it.each(TRANSITIONS)(
    '%s (vendor %s, from vendor request %s) may go to %j',
    (status, vendor, request, to) => {
      expect(allowedTransitions(task(status, vendor, request))).toEqual(to);
    },
  );

  it('lets a Draf from a vendor request go only to Dijadwalkan', () => {
    expect(allowedTransitions(task('DRAFT', false, true))).toEqual(['SCHEDULED']);
  });

  it('sends a Draf with a vendor to the vendor instead of scheduling it', () => {
    expect(allowedTransitions(task('DRAFT', true))).not.toContain('SCHEDULED');
  });

  it('offers no cancel of a scheduled task that came from a vendor request', () => {
    expect(allowedTransitions(task('SCHEDULED', false, true))).not.toContain('CANCELED');
  });
});

describe('checkTransition', () => {
  const everyTarget = TRANSITIONS.flatMap(([status, vendor, request, to]) =>
    FLEET_TASK_STATUSES.map((target) => [status, vendor, request, target, to.includes(target)] as const),
  );

  it.each(
    // Cancels refused because of a vendor request have their own code, tested below.
    everyTarget.filter(
      ([status, vendor, request, target]) =>
        !(target === 'CANCELED' && request && (status === 'DRAFT' || (status === 'SCHEDULED' && !vendor))),
    ),
  )('%s (vendor %s, request %s) to %s is accepted: %s', (status, vendor, request, target, accepted) => {
    const error = checkTransition(task(status, vendor, request), target, { canceledReasonId: 7 });
    expect(error?.code ?? null).toBe(accepted ? null : 'invalid/invalid-value');
  });

  it('refuses a target outside the allowed list with invalid/invalid-value on status', () => {
    const error = checkTransition(task('DRAFT'), 'ENDED');
    expect(error?.code).toBe('invalid/invalid-value');
    expect(error?.fields).toEqual([{ field: 'status', code: 'invalid-value' }]);
  });

  it('refuses an unknown status with invalid/invalid-value', () => {
    expect(checkTransition(task('DRAFT'), 'FINISHED')?.code).toBe('invalid/invalid-value');
  });

  it('refuses staying in the same status', () => {
    expect(checkTransition(task('SCHEDULED'), 'SCHEDULED')?.code).toBe('invalid/invalid-value');
  });

  it.each<[string, number | null | undefined]>([
    ['missing', undefined],
    ['null', null],
  ])('refuses a cancel whose reason is %s with canceled_reason_id required', (_name, canceledReasonId) => {
    const error = checkTransition(task('DRAFT'), 'CANCELED', { canceledReasonId });
    expect(error?.code).toBe('invalid/invalid-fields');
    expect(error?.fields).toEqual([{ field: 'canceled_reason_id', code: 'required' }]);
  });

  it('accepts a cancel of a scheduled task with a reason', () => {
    expect(checkTransition(task('SCHEDULED'), 'CANCELED', { canceledReasonId: 3 })).toBeNull();
  });

  it('refuses cancel of a scheduled task that came from a vendor request', () => {
    const error = checkTransition(task('SCHEDULED', false, true), 'CANCELED', { canceledReasonId: 3 });
    expect(error?.code).toBe('failed-to-canceled');
  });

  it.each<[FleetTaskStatus, boolean]>([
    ['DRAFT', false],
    ['DRAFT', true],
    ['SCHEDULED', false],
  ])('refuses cancel of a %s vendor-request task (vendor %s) with failed-to-canceled', (status, vendor) => {
    const error = checkTransition(task(status, vendor, true), 'CANCELED', { canceledReasonId: 3 });
    expect(error?.code).toBe('failed-to-canceled');
  });

  it('refuses cancel of a task holding a vendor-request delivery order with failed-to-canceled', () => {
    const error = checkTransition(task('DRAFT'), 'CANCELED', {
      canceledReasonId: 3,
      hasVendorRequestOrders: true,
    });
    expect(error?.code).toBe('failed-to-canceled');
  });

  it('refuses cancel of a started vendor-request task as an invalid status, not as failed-to-canceled', () => {
    const error = checkTransition(task('STARTED', false, true), 'CANCELED', { canceledReasonId: 3 });
    expect(error?.code).toBe('invalid/invalid-value');
  });

  it('refuses the end of a trip with uncompleted activities', () => {
    const error = checkTransition(task('STARTED'), 'ENDED', { uncompletedActivityCount: 2 });
    expect(error?.code).toBe('invalid/activities-must-be-completed');
    expect(error?.issues).toEqual([{ code: 'FLEET_TASK.FLEET_TASK_ACTIVITIES_NOT_COMPLETED' }]);
  });

  it('ends a trip whose activities are all completed', () => {
    expect(checkTransition(task('STARTED'), 'ENDED', { uncompletedActivityCount: 0 })).toBeNull();
  });
});

describe('vendorResponseTransitions', () => {
  it.each(FLEET_TASK_STATUSES.map((status) => [status] as const))('%s', (status) => {
    expect(vendorResponseTransitions(status)).toEqual(
      status === 'WAITING_FOR_VENDOR' ? ['ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR'] : [],
    );
  });
});

describe('followsVendorTask', () => {
  it.each<[FleetTaskStatus, FleetTaskStatus, FleetTaskStatus | null]>([
    ['ACCEPTED_BY_VENDOR', 'SCHEDULED', 'SCHEDULED'],
    ['SCHEDULED', 'STARTED', 'STARTED'],
    ['STARTED', 'ENDED', 'ENDED'],
    ['ACCEPTED_BY_VENDOR', 'STARTED', 'STARTED'],
    ['ACCEPTED_BY_VENDOR', 'ENDED', 'ENDED'],
    ['ACCEPTED_BY_VENDOR', 'DRAFT', null],
    ['STARTED', 'SCHEDULED', null],
    ['ENDED', 'ENDED', null],
    ['SCHEDULED', 'SCHEDULED', null],
    ['WAITING_FOR_VENDOR', 'SCHEDULED', null],
    ['REJECTED_BY_VENDOR', 'STARTED', null],
    ['CANCELED', 'ENDED', null],
    ['ACCEPTED_BY_VENDOR', 'CANCELED', null],
  ])('the sender in %s follows the vendor task in %s to %s', (sender, vendorTask, expected) => {
    expect(followsVendorTask(sender, vendorTask)).toBe(expected);
  });
});

describe('visitedAfter', () => {
  it.each<[string, FleetTaskStatus[], FleetTaskStatus, FleetTaskStatus[]]>([
    ['records the first save as Draf', [], 'DRAFT', ['DRAFT']],
    ['never records Temporary', [], 'TEMPORARY', []],
    ['appends a new status', ['DRAFT'], 'SCHEDULED', ['DRAFT', 'SCHEDULED']],
    [
      'keeps a status re-entered after a rejection once',
      ['DRAFT', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
      'WAITING_FOR_VENDOR',
      ['DRAFT', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
    ],
    ['records a cancel last', ['DRAFT', 'SCHEDULED'], 'CANCELED', ['DRAFT', 'SCHEDULED', 'CANCELED']],
  ])('%s', (_name, visited, target, expected) => {
    const before = [...visited];
    expect(visitedAfter(visited, target)).toEqual(expected);
    expect(visited).toEqual(before);
  });
});
