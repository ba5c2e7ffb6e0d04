import { describe, expect, it } from 'vitest';
import { COMPANY_WITHOUT_HELP, showsBottomMenu, visibleMenuItems } from './menu';
import { ROLE_SCOPES } from './scopes';

const everyPage = () => true;
const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('side menu', () => {
  it('shows the admin every item that has a page', () => {
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, 1, everyPage))).toEqual([
      'dashboard',
      'liveview',
      'notification',
      'report',
      'delivery',
      'fleet-task',
      'vendor',
      'vendor-request',
      'master',
      'setting',
      'help',
    ]);
  });

  it('hides items whose module scope the user lacks', () => {
    const held = ROLE_SCOPES.admin.filter((scope) => scope !== 'fleet-task:read');
    expect(keys(visibleMenuItems(held, 1, everyPage))).not.toContain('fleet-task');
  });

  it.each([['vms:create'], ['vms:read'], ['vms:update'], ['vms:delete']])(
    'shows the vendors to a user holding only %s of the vms scopes',
    (scope) => {
      const held = [...ROLE_SCOPES.dispatcher, scope];
      expect(keys(visibleMenuItems(held, 1, everyPage))).toContain('vendor');
    },
  );

  it('hides the vendors from a user without any vms scope', () => {
    expect(keys(visibleMenuItems(ROLE_SCOPES.dispatcher, 1, everyPage))).not.toContain('vendor');
  });

  it("shows the vendor's request inbox with fleet-task:read, the scope its list needs", () => {
    expect(keys(visibleMenuItems(['fleet-task:read'], 1, everyPage))).toEqual([
      'fleet-task',
      'vendor-request',
      'help',
    ]);
    const held = ROLE_SCOPES.vendor_admin.filter((scope) => scope !== 'fleet-task:read');
    expect(keys(visibleMenuItems(held, 1, everyPage))).not.toContain('vendor-request');
  });

  it('hides items the app has no page for, so no entry leads nowhere', () => {
    const onlyDashboard = (route: string) => route === '/dashboard/';
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, 1, onlyDashboard))).toEqual(['dashboard', 'help']);
  });

  it('hides help for the company with its own branding', () => {
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, COMPANY_WITHOUT_HELP, everyPage))).not.toContain('help');
  });

  it.each([
    ['/liveview-2/', false],
    ['/liveview/', false],
    ['/dashboard/', true],
    ['/fleet-task/12', true],
  ])('shows the bottom menu on %s: %s', (path, expected) => {
    expect(showsBottomMenu(path)).toBe(expected);
  });
});
