/**
 * Scope strings, named exactly as the specs name them (resource:action). Where a spec says a menu
 * item follows a "module scope" without naming it, the module scopes below are ours and documented
 * here; a route or a menu item refers to them by these constants only.
 */
const crud = <R extends string>(resource: R) =>
  [`${resource}:create`, `${resource}:read`, `${resource}:update`, `${resource}:delete`] as const;

/** Scopes named by alert-center-and-platform.md section 6. */
export const ALERT_CENTER_SCOPES = [
  'e4a-alert-center-main:read',
  'e4e-alert-center-urgent:read',
  'e4f-auto-popup-urgent-alert:read',
  'e4b-alert-center-rule-setting:read',
  'e4d-alert-overspeed-threshold-duration:read',
  'e4d-alert-center-embed-map:read',
  'e1j-log-notification:read',
  'shared_vehicle:read',
  'alert_rule_template:read',
  'alert_rule_template:create',
  'referal_program:read',
  'system_notification:read',
  'customer-wish-feedback:create',
  'back_to_vsms1:create',
  'b3f-two-way-communication:read',
  'all-module:read',
  ...crud('fleet-task-instant'),
  'vgroups:read',
] as const;

/** All four are needed to see a fleet-order alert's FO link (section 6, 'fleet order alert details'). */
export const FLEET_TASK_INSTANT_SCOPES = crud('fleet-task-instant');
/** The Notification Log (issue 15 item 6); without it `/notification/` is the simpler centre. */
export const NOTIFICATION_LOG_SCOPE = 'e1j-log-notification:read';

export const VENDOR_MANAGEMENT_SCOPES = crud('vms');
export const LOAD_ADJUSTMENT_SCOPES = [
  'delivery-load-adjustment:read',
  'delivery-load-adjustment:update',
] as const;
export const ACCURATE_INTEGRATION_SCOPES = crud('tms-integration-accurate');
export const GPS_AUTOCOMPLETE_SCOPES = crud('tms-gps-autocomplete');
export const DRIVER_SCOPES = ['tms_driver:read', 'tms_driver:update'] as const;

/** Module scopes: one per area of the product, guarding its pages and its API. */
export const MODULE_SCOPES = [
  'dashboard:read',
  'liveview:read',
  'notification:read',
  'report:read',
  ...crud('fleet-task'),
  ...crud('delivery-order'),
  ...crud('master-data'),
  'setting:read',
  'setting:update',
  ...crud('reason'),
  ...crud('alert-rule'),
  // Users and roles of the company (issue 14 item 4): the admin's alone.
  'user:read',
  'user:create',
  'user:update',
] as const;

export const USER_MANAGEMENT_SCOPES = ['user:read', 'user:create', 'user:update'] as const;

export const ALL_SCOPES = [
  ...MODULE_SCOPES,
  ...ALERT_CENTER_SCOPES,
  ...VENDOR_MANAGEMENT_SCOPES,
  ...LOAD_ADJUSTMENT_SCOPES,
  ...ACCURATE_INTEGRATION_SCOPES,
  ...GPS_AUTOCOMPLETE_SCOPES,
  ...DRIVER_SCOPES,
] as const;

export type Scope = (typeof ALL_SCOPES)[number];

export const ROLES = ['admin', 'dispatcher', 'driver', 'viewer', 'vendor_admin'] as const;
export type Role = (typeof ROLES)[number];

const withoutScopes = (scopes: readonly Scope[], removed: readonly Scope[]) =>
  scopes.filter((scope) => !removed.includes(scope));

/**
 * The presets of scopes each role starts with (an admin may tailor a user's scopes after). The admin
 * holds every scope of both specs; a dispatcher plans tasks but neither manages vendors, adjusts loads
 * nor manages users; a driver holds only the driver scopes; a viewer reads what a dispatcher reads.
 */
export const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  admin: ALL_SCOPES.filter((scope) => !DRIVER_SCOPES.includes(scope as (typeof DRIVER_SCOPES)[number])),
  dispatcher: withoutScopes(
    withoutScopes(ALL_SCOPES, [...VENDOR_MANAGEMENT_SCOPES, ...LOAD_ADJUSTMENT_SCOPES]),
    [...DRIVER_SCOPES, ...USER_MANAGEMENT_SCOPES],
  ),
  driver: DRIVER_SCOPES,
  viewer: withoutScopes(withoutScopes(ALL_SCOPES, [...VENDOR_MANAGEMENT_SCOPES, ...LOAD_ADJUSTMENT_SCOPES]), [
    ...DRIVER_SCOPES,
    ...USER_MANAGEMENT_SCOPES,
  ]).filter((scope) => scope.endsWith(':read')),
  vendor_admin: ALL_SCOPES.filter(
    (scope) => !DRIVER_SCOPES.includes(scope as (typeof DRIVER_SCOPES)[number]),
  ),
};

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}

export function hasScope(held: readonly string[], scope: Scope): boolean {
  return held.includes(scope);
}

export function hasAllScopes(held: readonly string[], needed: readonly Scope[]): boolean {
  return needed.every((scope) => held.includes(scope));
}

export function hasAnyScope(held: readonly string[], needed: readonly Scope[]): boolean {
  return needed.some((scope) => held.includes(scope));
}

/**
 * What a page or a menu item asks for: one scope, any one of several (`[vms:create, vms:read, ...]`),
 * or every one of several (`{ all: [...] }`), for a page whose server operations ask for all of them.
 */
export type ScopeRequirement = Scope | readonly Scope[] | { readonly all: readonly Scope[] };

export function meetsScopeRequirement(held: readonly string[], required: ScopeRequirement): boolean {
  if (typeof required === 'string') return hasScope(held, required);
  if ('all' in required) return hasAllScopes(held, required.all);
  return hasAnyScope(held, required);
}

/**
 * Drivers (tms_driver read and update, without vgroups:read) get the reduced layout with no side
 * menu (alert-center-and-platform.md sections 1 and 6).
 */
export function usesDriverLayout(held: readonly string[]): boolean {
  return hasAllScopes(held, DRIVER_SCOPES) && !hasScope(held, 'vgroups:read');
}

/*
 * What the alert rules' and geofences' operations ask for (issue 16; the server's alert-center
 * module guards its operations with these): the spec's rule-setting scope and the module's
 * alert-rule scope together. Pages and buttons leading to them ask the same, so a user without one
 * never reaches a page whose every query fails.
 */
export const ALERT_RULE_READ_SCOPES = [
  'e4b-alert-center-rule-setting:read',
  'alert-rule:read',
] as const satisfies readonly Scope[];
export const alertRuleWriteScopes = (action: 'create' | 'update' | 'delete') =>
  ['e4b-alert-center-rule-setting:read', `alert-rule:${action}`] as const satisfies readonly Scope[];
