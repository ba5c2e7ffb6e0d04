import {
  ACCURATE_INTEGRATION_SCOPES,
  ALERT_CENTER_SCOPES,
  ALL_SCOPES,
  DRIVER_SCOPES,
  GPS_AUTOCOMPLETE_SCOPES,
  LOAD_ADJUSTMENT_SCOPES,
  ROLE_SCOPES,
  ROLES,
  type Role,
  type Scope,
  USER_MANAGEMENT_SCOPES,
  VENDOR_MANAGEMENT_SCOPES,
} from '../scopes';

/** A module of the product as the specs and the menu name it, with the scopes that guard it. */
export interface ScopeModule {
  key: string;
  name: { id: string; en: string };
  scopes: readonly Scope[];
}

const startingWith = (prefix: string) => ALL_SCOPES.filter((scope) => scope.startsWith(prefix));

/**
 * Every scope in exactly one module (scopes.test.ts checks it), so the page that tailors a user's
 * scopes shows each one once, under the module the menu names.
 */
export const SCOPE_MODULES: readonly ScopeModule[] = [
  { key: 'dashboard', name: { id: 'Dasbor', en: 'Dashboard' }, scopes: ['dashboard:read'] },
  { key: 'liveview', name: { id: 'Live View', en: 'Live View' }, scopes: ['liveview:read'] },
  { key: 'notification', name: { id: 'Notifikasi', en: 'Notifications' }, scopes: ['notification:read'] },
  { key: 'report', name: { id: 'Laporan', en: 'Reports' }, scopes: ['report:read'] },
  { key: 'fleet-task', name: { id: 'Penugasan', en: 'Fleet tasks' }, scopes: startingWith('fleet-task:') },
  {
    key: 'delivery-order',
    name: { id: 'Pengiriman', en: 'Deliveries' },
    scopes: [...startingWith('delivery-order:'), ...LOAD_ADJUSTMENT_SCOPES],
  },
  {
    key: 'master-data',
    name: { id: 'Data Master', en: 'Master data' },
    scopes: startingWith('master-data:'),
  },
  { key: 'vendor', name: { id: 'Vendor', en: 'Vendors' }, scopes: VENDOR_MANAGEMENT_SCOPES },
  {
    key: 'alert-center',
    name: { id: 'Pusat Peringatan', en: 'Alert Center' },
    scopes: [...ALERT_CENTER_SCOPES, ...startingWith('alert-rule:')],
  },
  {
    key: 'setting',
    name: { id: 'Pengaturan', en: 'Settings' },
    scopes: [...startingWith('setting:'), ...startingWith('reason:')],
  },
  {
    key: 'integration',
    name: { id: 'Integrasi', en: 'Integrations' },
    scopes: [...ACCURATE_INTEGRATION_SCOPES, ...GPS_AUTOCOMPLETE_SCOPES],
  },
  { key: 'user', name: { id: 'Pengguna dan Peran', en: 'Users and roles' }, scopes: USER_MANAGEMENT_SCOPES },
  { key: 'driver-app', name: { id: 'Aplikasi Pengemudi', en: 'Driver app' }, scopes: DRIVER_SCOPES },
];

export const ROLE_NAMES: Readonly<Record<Role, { id: string; en: string }>> = {
  admin: { id: 'Admin', en: 'Admin' },
  dispatcher: { id: 'Dispatcher', en: 'Dispatcher' },
  driver: { id: 'Pengemudi', en: 'Driver' },
  viewer: { id: 'Pemantau', en: 'Viewer' },
  vendor_admin: { id: 'Admin Vendor', en: 'Vendor admin' },
};

/** The roles an admin may give when inviting or editing a user (vendor_admin is the demo's). */
export const ASSIGNABLE_ROLES = [
  'admin',
  'dispatcher',
  'driver',
  'viewer',
] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The scopes a role starts with; an unknown role (a row written by hand) has none. */
export function presetScopesOf(role: string): readonly Scope[] {
  return isRole(role) ? ROLE_SCOPES[role] : [];
}

/**
 * An admin, for the rule that a company always keeps one: an active user with the admin role and
 * the scopes to manage users (a tailored admin without them could not give the role back).
 */
export function isEffectiveAdmin(user: { role: string; scopes: readonly string[]; is_active: boolean }) {
  return (
    user.is_active &&
    user.role === 'admin' &&
    USER_MANAGEMENT_SCOPES.every((scope) => user.scopes.includes(scope))
  );
}
