import { describe, expect, it } from 'vitest';
import { FLEET_TASK_STATUSES, type FleetTaskStatus } from '../fleet-task-status';
import { activeStepKey, type WizardSubject, wizardSteps } from './wizard';

const keys = (task: WizardSubject) => wizardSteps(task).map((step) => step.key);
const STANDARD = ['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED'];
const VENDOR_ACCEPTED = [
  'DRAFT',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'SCHEDULED',
  'STARTED',
  'ENDED',
];
const VENDOR_REJECTED = [
  'DRAFT',
  'WAITING_FOR_VENDOR',
  'REJECTED_BY_VENDOR',
  'SCHEDULED',
  'STARTED',
  'ENDED',
];

describe('wizardSteps', () => {
  it.each<[string, WizardSubject, string[]]>([
    [
      'the standard path for a Draf',
      { status: 'DRAFT', hasVendor: false, visitedStatuses: ['DRAFT'] },
      STANDARD,
    ],
    [
      'the standard path while creating',
      { status: 'TEMPORARY', hasVendor: false, visitedStatuses: [] },
      STANDARD,
    ],
    [
      'the standard path on the way',
      { status: 'STARTED', hasVendor: false, visitedStatuses: ['DRAFT', 'SCHEDULED', 'STARTED'] },
      STANDARD,
    ],
    [
      'the vendor path once a vendor is chosen',
      { status: 'DRAFT', hasVendor: true, visitedStatuses: ['DRAFT'] },
      VENDOR_ACCEPTED,
    ],
    [
      'the vendor path while waiting',
      { status: 'WAITING_FOR_VENDOR', hasVendor: true, visitedStatuses: ['DRAFT', 'WAITING_FOR_VENDOR'] },
      VENDOR_ACCEPTED,
    ],
    [
      'Ditolak in the answer step while rejected',
      {
        status: 'REJECTED_BY_VENDOR',
        hasVendor: true,
        visitedStatuses: ['DRAFT', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
      },
      VENDOR_REJECTED,
    ],
    [
      'Diterima Vendor again when re-sent after a rejection',
      {
        status: 'WAITING_FOR_VENDOR',
        hasVendor: true,
        visitedStatuses: ['DRAFT', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
      },
      VENDOR_ACCEPTED,
    ],
    [
      'the vendor path for a rejected task whose vendor was cleared',
      { status: 'REJECTED_BY_VENDOR', hasVendor: false, visitedStatuses: [] },
      VENDOR_REJECTED,
    ],
    [
      'the vendor path for a scheduled task that went through a vendor',
      {
        status: 'SCHEDULED',
        hasVendor: true,
        visitedStatuses: ['DRAFT', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR', 'SCHEDULED'],
      },
      VENDOR_ACCEPTED,
    ],
    [
      'only the visited statuses then Dibatalkan for a cancelled task',
      { status: 'CANCELED', hasVendor: false, visitedStatuses: ['DRAFT', 'SCHEDULED', 'CANCELED'] },
      ['DRAFT', 'SCHEDULED', 'CANCELED'],
    ],
    [
      'the visited vendor statuses of a cancelled rejected task, each once',
      {
        status: 'CANCELED',
        hasVendor: true,
        visitedStatuses: [
          'DRAFT',
          'WAITING_FOR_VENDOR',
          'REJECTED_BY_VENDOR',
          'WAITING_FOR_VENDOR',
          'CANCELED',
        ],
      },
      ['DRAFT', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR', 'CANCELED'],
    ],
    [
      'Dibatalkan even when the visited list lacks it',
      { status: 'CANCELED', hasVendor: false, visitedStatuses: ['TEMPORARY', 'DRAFT'] },
      ['DRAFT', 'CANCELED'],
    ],
  ])('%s', (_name, task, expected) => {
    expect(keys(task)).toEqual(expected);
  });

  it('labels each step with its status name', () => {
    const steps = wizardSteps({ status: 'REJECTED_BY_VENDOR', hasVendor: true, visitedStatuses: [] });
    expect(steps.map((step) => step.label.id)).toEqual([
      'Draf',
      'Menunggu Vendor',
      'Ditolak',
      'Dijadwalkan',
      'Perjalanan',
      'Selesai',
    ]);
  });
});

describe('activeStepKey', () => {
  it.each(FLEET_TASK_STATUSES.map((status) => [status, status === 'TEMPORARY' ? 'DRAFT' : status] as const))(
    '%s is at step %s',
    (status: FleetTaskStatus, key) => {
      expect(activeStepKey({ status })).toBe(key);
    },
  );

  it('is always one of the steps shown', () => {
    for (const status of FLEET_TASK_STATUSES) {
      for (const hasVendor of [false, true]) {
        const task = { status, hasVendor, visitedStatuses: [status] };
        expect(keys(task), `${status} vendor ${hasVendor}`).toContain(activeStepKey(task));
      }
    }
  });
});
