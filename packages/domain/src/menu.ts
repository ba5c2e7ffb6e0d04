import type { CompanyFeatures, FeatureName } from './platform/features';
import { meetsScopeRequirement, type ScopeRequirement, VENDOR_MANAGEMENT_SCOPES } from './scopes';

/**
 * The side menu of alert-center-and-platform.md section 2. Each item names its route (the spec's
 * own), the scope that shows it, and the i18n key of its label. The web app shows an item when the
 * user holds its scope and the app has a page for it, so a menu entry never leads nowhere. Some
 * items also follow a company feature flag (docs/platform-shell.md section 2).
 */
export interface MenuItem {
  key: string;
  route: string;
  labelKey: string;
  /** One scope, or any one of a list; null for an item everyone sees. */
  scope: ScopeRequirement | null;
  external?: boolean;
  /** Items in the mobile bottom menu (Dashboard, Live view, Notifications, Reports). */
  inBottomMenu?: boolean;
  /** Shown only while the company has this flag on. */
  feature?: FeatureName;
  /** Hidden for a white-label company, which has its own help and contact (the spec's company 1449). */
  hiddenForWhiteLabel?: boolean;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  {
    key: 'dashboard',
    route: '/dashboard/',
    labelKey: 'menu.dashboard',
    scope: 'dashboard:read',
    inBottomMenu: true,
  },
  {
    key: 'liveview',
    route: '/liveview-2/',
    labelKey: 'menu.liveview',
    scope: 'liveview:read',
    inBottomMenu: true,
  },
  {
    key: 'notification',
    route: '/notification/',
    labelKey: 'menu.notification',
    scope: 'notification:read',
    inBottomMenu: true,
  },
  { key: 'report', route: '/report/', labelKey: 'menu.report', scope: 'report:read', inBottomMenu: true },
  // The spec names the flags of these three items but not their scopes: the module scope of what they
  // show (the vehicles' video and media with the live view, invoices with the delivery orders).
  {
    key: 'new-video',
    route: '/trackvideo-2/',
    labelKey: 'menu.newVideo',
    scope: 'liveview:read',
    feature: 'vsms2_new_video_menu',
  },
  {
    key: 'vehicle-media',
    route: '/vehicle-media/',
    labelKey: 'menu.vehicleMedia',
    scope: 'liveview:read',
    feature: 'vsms2_media',
  },
  { key: 'delivery', route: '/delivery/', labelKey: 'menu.delivery', scope: 'delivery-order:read' },
  {
    key: 'invoice',
    route: '/invoice/',
    labelKey: 'menu.invoice',
    scope: 'delivery-order:read',
    feature: 'vsms2_invoice_integration',
  },
  { key: 'fleet-task', route: '/fleet-task/', labelKey: 'menu.fleetTask', scope: 'fleet-task:read' },
  // Any one vms scope opens the vendors, as any one shows the vendor column (fleet-task-planning.md section 6).
  { key: 'vendor', route: '/vendor/', labelKey: 'menu.vendor', scope: VENDOR_MANAGEMENT_SCOPES },
  // The requests other companies send to this one as their vendor: listed with fleet-task:read,
  // answered with fleet-task:update (the API's scopes); any company may be someone's vendor.
  {
    key: 'vendor-request',
    route: '/vendor-request/',
    labelKey: 'menu.vendorRequest',
    scope: 'fleet-task:read',
  },
  { key: 'master', route: '/master/', labelKey: 'menu.master', scope: 'master-data:read' },
  { key: 'setting', route: '/setting/', labelKey: 'menu.setting', scope: 'setting:read' },
  {
    key: 'help',
    route: '/help/',
    labelKey: 'menu.help',
    scope: null,
    external: true,
    hiddenForWhiteLabel: true,
  },
];

/**
 * The items of a user, by their scopes, their company's flags (the spec's hard-coded company 1449
 * is the `white_label` flag) and the pages the app has.
 */
export function visibleMenuItems(
  held: readonly string[],
  features: Readonly<CompanyFeatures>,
  hasPage: (route: string) => boolean,
): MenuItem[] {
  return MENU_ITEMS.filter((item) => {
    if (item.hiddenForWhiteLabel && features.white_label) return false;
    if (item.feature !== undefined && !features[item.feature]) return false;
    if (item.scope !== null && !meetsScopeRequirement(held, item.scope)) return false;
    return item.external === true || hasPage(item.route);
  });
}

/** The mobile bottom menu is hidden on the live view page. */
export function showsBottomMenu(pathname: string): boolean {
  return !pathname.startsWith('/liveview');
}
