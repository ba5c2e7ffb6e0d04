import { describe, expect, it } from 'vitest';
import { showsBottomMenu, visibleMenuItems } from './menu';
import { DEFAULT_FEATURES } from './platform/features';
import { ROLE_SCOPES } from './scopes';

const everyPage = () => true;
const flags = DEFAULT_FEATURES;
const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('side menu', () => {
  it('shows the admin every item that has a page', () => {
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, flags, everyPage))).toEqual([
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
    expect(keys(visibleMenuItems(held, flags, everyPage))).not.toContain('fleet-task');
  });

  it.each([['vms:create'], ['vms:read'], ['vms:update'], ['vms:delete']])(
    'shows the vendors to a user holding only %s of the vms scopes',
    (scope) => {
      const held = [...ROLE_SCOPES.dispatcher, scope];
      expect(keys(visibleMenuItems(held, flags, everyPage))).toContain('vendor');
    },
  );

  it('hides the vendors from a user without any vms scope', () => {
    expect(keys(visibleMenuItems(ROLE_SCOPES.dispatcher, flags, everyPage))).not.toContain('vendor');
  });

  it("shows the vendor's request inbox with fleet-task:read, the scope its list needs", () => {
    expect(keys(visibleMenuItems(['fleet-task:read'], flags, everyPage))).toEqual([
      'fleet-task',
      'vendor-request',
      'help',
    ]);
    const held = ROLE_SCOPES.vendor_admin.filter((scope) => scope !== 'fleet-task:read');
    expect(keys(visibleMenuItems(held, flags, everyPage))).not.toContain('vendor-request');
  });

  it('hides items the app has no page for, so no entry leads nowhere', () => {
    const onlyDashboard = (route: string) => route === '/dashboard/';
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, flags, onlyDashboard))).toEqual(['dashboard', 'help']);
  });

  it('hides help for a white-label company, which has its own', () => {
    const whiteLabel = { ...flags, white_label: true };
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, whiteLabel, everyPage))).not.toContain('help');
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, flags, everyPage))).toContain('help');
  });

  it.each([
    ['new-video', 'vsms2_new_video_menu'],
    ['vehicle-media', 'vsms2_media'],
    ['invoice', 'vsms2_invoice_integration'],
  ] as const)('shows %s only while the company has %s on', (key, flag) => {
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, { ...flags, [flag]: false }, everyPage))).not.toContain(
      key,
    );
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, { ...flags, [flag]: true }, everyPage))).toContain(key);
  });

  it('places the flagged items beside their module once on', () => {
    const allOn = {
      ...flags,
      vsms2_new_video_menu: true,
      vsms2_media: true,
      vsms2_invoice_integration: true,
    };
    expect(keys(visibleMenuItems(ROLE_SCOPES.admin, allOn, everyPage)).slice(3, 8)).toEqual([
      'report',
      'new-video',
      'vehicle-media',
      'delivery',
      'invoice',
    ]);
  });

  it('still asks for the scope of a flagged item', () => {
    const allOn = {
      ...flags,
      vsms2_new_video_menu: true,
      vsms2_media: true,
      vsms2_invoice_integration: true,
    };
    const held = ROLE_SCOPES.admin.filter(
      (scope) => scope !== 'liveview:read' && scope !== 'delivery-order:read',
    );
    const shown = keys(visibleMenuItems(held, allOn, everyPage));
    expect(shown).not.toContain('new-video');
    expect(shown).not.toContain('vehicle-media');
    expect(shown).not.toContain('invoice');
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
