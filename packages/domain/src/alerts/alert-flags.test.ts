import { describe, expect, it } from 'vitest';
import type { RawAlertActionType } from '../schemas/alert-center';
import { alertFlagsAfter, isUnresolvedAlert } from './alert-flags';

describe('alertFlagsAfter (section 4, alert flags)', () => {
  it.each<[RawAlertActionType, boolean, ReturnType<typeof alertFlagsAfter>]>([
    ['Read', false, { isRead: true }],
    ['Feedback', false, { isRead: true }],
    ['Resolve', false, { isResolved: true, isRead: true }],
    ['Resolve', true, { isResolved: false }],
    ['FalseAlert', false, { isFalseAlert: true, isRead: true }],
    ['FalseAlert', true, { isFalseAlert: false, isResolved: false }],
  ])('%s (revert %s) sets %o', (action, revert, expected) => {
    expect(alertFlagsAfter(action, revert)).toEqual(expected);
  });

  it('counts an alert unresolved only when neither resolved nor false', () => {
    expect(isUnresolvedAlert({ isRead: true, isResolved: false, isFalseAlert: false })).toBe(true);
    expect(isUnresolvedAlert({ isRead: true, isResolved: true, isFalseAlert: false })).toBe(false);
    expect(isUnresolvedAlert({ isRead: false, isResolved: false, isFalseAlert: true })).toBe(false);
  });
});
