import { describe, expect, it } from 'vitest';
import { ALL_SCOPES, ROLE_SCOPES } from '../scopes';
import { isEffectiveAdmin, SCOPE_MODULES } from './roles';
import { isValidTimeZone } from './schemas';

describe('role presets and modules', () => {
  it('puts every scope in exactly one module', () => {
    const grouped = SCOPE_MODULES.flatMap((module) => module.scopes);
    expect([...grouped].sort()).toEqual([...ALL_SCOPES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('names every module in Indonesian and English', () => {
    for (const module of SCOPE_MODULES) {
      expect(module.name.id.length, module.key).toBeGreaterThan(0);
      expect(module.name.en.length, module.key).toBeGreaterThan(0);
    }
  });

  it('lets only the admin manage users', () => {
    expect(ROLE_SCOPES.admin).toContain('user:update');
    for (const role of ['dispatcher', 'driver', 'viewer'] as const) {
      expect(
        ROLE_SCOPES[role].filter((scope) => scope.startsWith('user:')),
        role,
      ).toEqual([]);
    }
  });

  it('gives the viewer read scopes only', () => {
    expect(ROLE_SCOPES.viewer.length).toBeGreaterThan(5);
    expect(ROLE_SCOPES.viewer.every((scope) => scope.endsWith(':read'))).toBe(true);
    expect(ROLE_SCOPES.viewer).toContain('fleet-task:read');
  });

  it('counts as an admin an active admin who can still manage users', () => {
    const admin = { role: 'admin', scopes: [...ROLE_SCOPES.admin], is_active: true };
    expect(isEffectiveAdmin(admin)).toBe(true);
    expect(isEffectiveAdmin({ ...admin, is_active: false })).toBe(false);
    expect(isEffectiveAdmin({ ...admin, role: 'dispatcher' })).toBe(false);
    expect(isEffectiveAdmin({ ...admin, scopes: ['dashboard:read'] })).toBe(false);
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['Asia/Jakarta', true],
    ['Asia/Makassar', true],
    ['Asia/Jayapura', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['WIB', false],
    ['', false],
    ['../etc/passwd', false],
  ])('%s: %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});
