import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  hasAllScopes,
  hasAnyScope,
  isScope,
  meetsScopeRequirement,
  ROLE_SCOPES,
  usesDriverLayout,
} from './scopes';

describe('scopes', () => {
  it('names the spec scopes exactly', () => {
    for (const scope of [
      'vms:create',
      'tms-gps-autocomplete:read',
      'delivery-load-adjustment:update',
      'tms-integration-accurate:delete',
      'e4a-alert-center-main:read',
      'e1j-log-notification:read',
      'tms_driver:update',
    ]) {
      expect(isScope(scope), scope).toBe(true);
    }
    expect(new Set(ALL_SCOPES).size).toBe(ALL_SCOPES.length);
  });

  it('gives the admin every scope of both specs except the driver app scopes', () => {
    const missing = ALL_SCOPES.filter((scope) => !ROLE_SCOPES.admin.includes(scope));
    expect(missing).toEqual(['tms_driver:read', 'tms_driver:update']);
  });

  it('gives the dispatcher no vendor management and no load adjustment scope', () => {
    expect(ROLE_SCOPES.dispatcher.filter((scope) => scope.startsWith('vms:'))).toEqual([]);
    expect(ROLE_SCOPES.dispatcher.filter((scope) => scope.startsWith('delivery-load-adjustment:'))).toEqual(
      [],
    );
    expect(ROLE_SCOPES.dispatcher).toContain('fleet-task:update');
  });

  it('gives the driver only tms_driver read and update', () => {
    expect([...ROLE_SCOPES.driver]).toEqual(['tms_driver:read', 'tms_driver:update']);
  });

  it.each([
    [['tms_driver:read', 'tms_driver:update'], true],
    [['tms_driver:read', 'tms_driver:update', 'vgroups:read'], false],
    [['tms_driver:read'], false],
    [[...ROLE_SCOPES.admin], false],
  ])('uses the driver layout for %j: %s', (held, expected) => {
    expect(usesDriverLayout(held)).toBe(expected);
  });

  it('requires every scope for hasAllScopes and one for hasAnyScope', () => {
    expect(hasAllScopes(['vms:read'], ['vms:read', 'vms:create'])).toBe(false);
    expect(hasAnyScope(['vms:read'], ['vms:read', 'vms:create'])).toBe(true);
  });

  it('meets a requirement of one scope by holding it, and of a list by holding any one', () => {
    expect(meetsScopeRequirement(['vms:read'], 'vms:read')).toBe(true);
    expect(meetsScopeRequirement(['vms:read'], 'vms:create')).toBe(false);
    expect(meetsScopeRequirement(['vms:delete'], ['vms:read', 'vms:delete'])).toBe(true);
    expect(meetsScopeRequirement(['fleet-task:read'], ['vms:read', 'vms:delete'])).toBe(false);
  });

  it('meets an all-of requirement only with every scope it names', () => {
    const both = { all: ['e4b-alert-center-rule-setting:read', 'alert-rule:read'] } as const;
    expect(meetsScopeRequirement(['e4b-alert-center-rule-setting:read', 'alert-rule:read'], both)).toBe(true);
    expect(meetsScopeRequirement(['e4b-alert-center-rule-setting:read'], both)).toBe(false);
    expect(meetsScopeRequirement(['alert-rule:read'], both)).toBe(false);
  });
});
