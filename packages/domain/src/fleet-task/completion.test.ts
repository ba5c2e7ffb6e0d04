import { describe, expect, it } from 'vitest';
import type { FleetTaskStatus } from '../fleet-task-status';
import { type ActivityCompletionSubject, checkActivityCompletion } from './completion';

const pickup: ActivityCompletionSubject = {
  taskStatus: 'STARTED',
  activityType: 'PICKUP',
  actualDepartureOn: '2026-11-22T08:00:00+07:00',
  completedOn: '2026-11-22T09:00:00+07:00',
};
const drop: ActivityCompletionSubject = {
  ...pickup,
  activityType: 'DROP',
  relatedPickup: { status: 'COMPLETED', completedOn: '2026-11-22T09:00:00+07:00' },
  completedOn: '2026-11-22T11:00:00+07:00',
};

describe('checkActivityCompletion', () => {
  it.each<[FleetTaskStatus, string | null]>([
    ['STARTED', null],
    ['SCHEDULED', 'fleet-task/activity-requires-started'],
    ['ENDED', 'fleet-task/activity-requires-started'],
    ['DRAFT', 'fleet-task/activity-requires-started'],
    ['CANCELED', 'fleet-task/activity-requires-started'],
  ])('completes an activity in %s: error %s', (taskStatus, code) => {
    expect(checkActivityCompletion({ ...pickup, taskStatus })?.code ?? null).toBe(code);
  });

  it.each<[string, ActivityCompletionSubject, string | null]>([
    ['a pickup after the departure', pickup, null],
    ['a pickup at the departure', { ...pickup, completedOn: '2026-11-22T01:00:00Z' }, null],
    [
      'a pickup before the departure',
      { ...pickup, completedOn: '2026-11-22T07:59:00+07:00' },
      'invalid/invalid-fields',
    ],
    ['a pickup when the departure is unknown', { ...pickup, actualDepartureOn: null }, null],
    ['a drop after its pickup', drop, null],
    [
      'a drop before its pickup is completed',
      { ...drop, relatedPickup: { status: 'UNCOMPLETED', completedOn: null } },
      'invalid/pickup-must-be-completed',
    ],
    ['a drop without a known pickup', { ...drop, relatedPickup: null }, 'invalid/pickup-must-be-completed'],
    [
      'a drop timed before its pickup',
      { ...drop, completedOn: '2026-11-22T08:30:00+07:00' },
      'invalid/invalid-fields',
    ],
  ])('%s: %s', (_name, subject, code) => {
    expect(checkActivityCompletion(subject)?.code ?? null).toBe(code);
  });

  it('points the time problem at completed_on', () => {
    const error = checkActivityCompletion({ ...pickup, completedOn: '2026-11-22T07:00:00+07:00' });
    expect(error?.fields).toEqual([{ field: 'completed_on', code: 'invalid-value' }]);
  });
});
