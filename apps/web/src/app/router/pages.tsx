import {
  ALERT_RULE_READ_SCOPES,
  alertRuleWriteScopes,
  MENU_ITEMS,
  meetsScopeRequirement,
  type ScopeRequirement,
} from '@armada/domain';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import { prefetchNotificationLog } from '../../features/alert-center/log/log-api';
import { prefetchFleetTaskDetail } from '../../features/fleet-task/detail/task-queries';
import { prefetchFleetTaskList } from '../../features/fleet-task/list/api';
import { useCurrentUser } from '../../platform/session/session-context';
import { lazyPage, PageSuspense } from '../../shared/lazy-page';
import { SETTING_COMPANY_PATH, SETTING_USERS_PATH } from '../../shared/paths/account';
import {
  ALERT_RULE_CREATE_PATH,
  ALERT_RULE_EDIT_PATH,
  ALERT_RULE_LIST_PATH,
  GEOFENCE_CREATE_PATH,
  GEOFENCE_DETAIL_PATH,
  GEOFENCE_LIST_PATH,
  NOTIFICATION_DETAIL_PATH,
  NOTIFICATION_ONBOARDING_ROUTE,
  NOTIFICATION_PATH,
} from '../../shared/paths/alert-center';
import {
  DELIVERY_CREATE_PATH,
  DELIVERY_DETAIL_PATH,
  DELIVERY_EDIT_PATH,
  DELIVERY_LIST_PATH,
} from '../../shared/paths/delivery';
import { DELIVERY_IMPORT_PATH } from '../../shared/paths/delivery-import';
import {
  FLEET_TASK_ATTACH_DELIVERY_PATH,
  FLEET_TASK_DETAIL_PATH,
  FLEET_TASK_LIST_PATH,
} from '../../shared/paths/fleet-task';
import { MASTER_DATA_PATH, MASTER_DATA_TAB_PATH } from '../../shared/paths/master-data';
import { MASTER_IMPORT_RESOURCES, masterImportPath } from '../../shared/paths/master-import';
import { ADD_EMAIL_PATH, ADD_NUMBER_PATH, PROFILE_PATH } from '../../shared/paths/root';
import { SETTING_PATH } from '../../shared/paths/setting';
import { VENDOR_CREATE_PATH, VENDOR_DETAIL_PATH, VENDOR_LIST_PATH } from '../../shared/paths/vendor';
import { VENDOR_REQUEST_DETAIL_PATH, VENDOR_REQUEST_LIST_PATH } from '../../shared/paths/vendor-request';
import type { RoutePrefetch } from '../../shared/route-prefetch';
import { ForbiddenPage } from '../pages/ForbiddenPage';

const NotificationDetailPage = lazyPage(() =>
  import('../../features/alert-center/log/NotificationDetailPage').then((m) => m.NotificationDetailPage),
);
const NotificationPage = lazyPage(() =>
  import('../../features/alert-center/log/NotificationPage').then((m) => m.NotificationPage),
);
const GeofenceCreatePage = lazyPage(() =>
  import('../../features/alert-rules/geofences/GeofenceFormPage').then((m) => m.GeofenceCreatePage),
);
const GeofenceEditPage = lazyPage(() =>
  import('../../features/alert-rules/geofences/GeofenceFormPage').then((m) => m.GeofenceEditPage),
);
const GeofenceListPage = lazyPage(() =>
  import('../../features/alert-rules/geofences/GeofenceListPage').then((m) => m.GeofenceListPage),
);
const NotificationOnboardingPage = lazyPage(() =>
  import('../../features/alert-rules/onboarding/NotificationOnboardingPage').then(
    (m) => m.NotificationOnboardingPage,
  ),
);
const RuleCreatePage = lazyPage(() =>
  import('../../features/alert-rules/rules/RuleFormPage').then((m) => m.RuleCreatePage),
);
const RuleEditPage = lazyPage(() =>
  import('../../features/alert-rules/rules/RuleFormPage').then((m) => m.RuleEditPage),
);
const RuleListPage = lazyPage(() =>
  import('../../features/alert-rules/rules/RuleListPage').then((m) => m.RuleListPage),
);
const AddEmailPage = lazyPage(() =>
  import('../../features/contact-reminder/AddEmailPage').then((m) => m.AddEmailPage),
);
const AddNumberPage = lazyPage(() =>
  import('../../features/contact-reminder/AddNumberPage').then((m) => m.AddNumberPage),
);
const DashboardPage = lazyPage(() =>
  import('../../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
);
const DeliveryDetailPage = lazyPage(() =>
  import('../../features/delivery/DeliveryDetailPage').then((m) => m.DeliveryDetailPage),
);
const DeliveryCreatePage = lazyPage(() =>
  import('../../features/delivery/form/DeliveryFormPage').then((m) => m.DeliveryCreatePage),
);
const DeliveryEditPage = lazyPage(() =>
  import('../../features/delivery/form/DeliveryFormPage').then((m) => m.DeliveryEditPage),
);
const DeliveryListPage = lazyPage(() =>
  import('../../features/delivery/list/DeliveryListPage').then((m) => m.DeliveryListPage),
);
const AttachDeliveryPage = lazyPage(() =>
  import('../../features/fleet-task/attach/AttachDeliveryPage').then((m) => m.AttachDeliveryPage),
);
const FleetTaskDetailPage = lazyPage(() =>
  import('../../features/fleet-task/detail/FleetTaskDetailPage').then((m) => m.FleetTaskDetailPage),
);
const FleetTaskListPage = lazyPage(() =>
  import('../../features/fleet-task/list/FleetTaskListPage').then((m) => m.FleetTaskListPage),
);
const DeliveryImportPage = lazyPage(() =>
  import('../../features/import/DeliveryImportPage').then((m) => m.DeliveryImportPage),
);
const MasterImportPage = lazyPage(() =>
  import('../../features/import/MasterImportPage').then((m) => m.MasterImportPage),
);
const LiveViewPage = lazyPage(() =>
  import('../../features/liveview/LiveViewPage').then((m) => m.LiveViewPage),
);
const MasterDataPage = lazyPage(() =>
  import('../../features/master-data/MasterDataPage').then((m) => m.MasterDataPage),
);
const ProfilePage = lazyPage(() => import('../../features/profile/ProfilePage').then((m) => m.ProfilePage));
const ReportPage = lazyPage(() => import('../../features/report/ReportPage').then((m) => m.ReportPage));
const CompanyProfilePage = lazyPage(() =>
  import('../../features/setting/company/CompanyProfilePage').then((m) => m.CompanyProfilePage),
);
const SettingPage = lazyPage(() => import('../../features/setting/SettingPage').then((m) => m.SettingPage));
const UsersPage = lazyPage(() => import('../../features/setting/users/UsersPage').then((m) => m.UsersPage));
const VendorCreatePage = lazyPage(() =>
  import('../../features/vendor/form/VendorFormPage').then((m) => m.VendorCreatePage),
);
const VendorEditPage = lazyPage(() =>
  import('../../features/vendor/form/VendorFormPage').then((m) => m.VendorEditPage),
);
const VendorListPage = lazyPage(() =>
  import('../../features/vendor/list/VendorListPage').then((m) => m.VendorListPage),
);
const VendorRequestDetailPage = lazyPage(() =>
  import('../../features/vendor-request/detail/VendorRequestDetailPage').then(
    (m) => m.VendorRequestDetailPage,
  ),
);
const VendorRequestListPage = lazyPage(() =>
  import('../../features/vendor-request/list/VendorRequestListPage').then((m) => m.VendorRequestListPage),
);

const RULE_PAGE_SCOPE: ScopeRequirement = { all: ALERT_RULE_READ_SCOPES };
const RULE_CREATE_PAGE_SCOPE: ScopeRequirement = { all: alertRuleWriteScopes('create') };

export interface AppPage {
  path: string;
  element: ReactNode;
  /** The scope a page outside the menu needs; a menu page takes its menu item's scope. */
  scope?: ScopeRequirement;
  /** Its first data, asked while its code comes on the first visit (shared/route-prefetch.ts). */
  prefetch?: RoutePrefetch;
}

/**
 * The pages this app has, inside the layout. A menu item appears only when its route is here
 * (hasAppPage), so adding a feature's page here is what makes its menu entry show up.
 */
export const APP_PAGES: readonly AppPage[] = [
  { path: '/dashboard/', element: <DashboardPage /> },
  { path: PROFILE_PATH, element: <ProfilePage /> },
  // The contact reminder's pages (spec's 'Add Number', 'Add Email'): any company user's own profile.
  { path: ADD_NUMBER_PATH, element: <AddNumberPage /> },
  { path: ADD_EMAIL_PATH, element: <AddEmailPage /> },
  { path: FLEET_TASK_LIST_PATH, element: <FleetTaskListPage />, prefetch: prefetchFleetTaskList },
  {
    path: FLEET_TASK_DETAIL_PATH,
    element: <FleetTaskDetailPage />,
    scope: 'fleet-task:read',
    prefetch: prefetchFleetTaskDetail,
  },
  { path: FLEET_TASK_ATTACH_DELIVERY_PATH, element: <AttachDeliveryPage />, scope: 'fleet-task:update' },
  { path: '/liveview-2/', element: <LiveViewPage /> },
  { path: '/report/', element: <ReportPage /> },
  { path: DELIVERY_LIST_PATH, element: <DeliveryListPage /> },
  { path: DELIVERY_CREATE_PATH, element: <DeliveryCreatePage />, scope: 'delivery-order:create' },
  // The menu shows it with notification:read; its lists need the Alert Center's main scope. With
  // e1j-log-notification:read it is the Notification Log, else the simpler centre.
  {
    path: NOTIFICATION_PATH,
    element: <NotificationPage />,
    scope: 'e4a-alert-center-main:read',
    prefetch: prefetchNotificationLog,
  },
  // Before the notification detail: '/notification/:param' would also match these.
  // Each asks what its server operations ask (the domain's alert-rule scopes); the edit pages turn
  // read-only without alert-rule:update, and the list hides its writes without alert-rule:create/delete.
  { path: GEOFENCE_LIST_PATH, element: <GeofenceListPage />, scope: RULE_PAGE_SCOPE },
  { path: GEOFENCE_CREATE_PATH, element: <GeofenceCreatePage />, scope: RULE_CREATE_PAGE_SCOPE },
  { path: GEOFENCE_DETAIL_PATH, element: <GeofenceEditPage />, scope: RULE_PAGE_SCOPE },
  // Needs alert_rule_template read and create; the registry takes one scope, the page checks both.
  {
    path: NOTIFICATION_ONBOARDING_ROUTE,
    element: <NotificationOnboardingPage />,
    scope: 'alert_rule_template:create',
  },
  // Setting Notification List and the rule form (issue 16), before the detail's /notification/:param.
  { path: ALERT_RULE_LIST_PATH, element: <RuleListPage />, scope: RULE_PAGE_SCOPE },
  { path: ALERT_RULE_CREATE_PATH, element: <RuleCreatePage />, scope: RULE_CREATE_PAGE_SCOPE },
  { path: ALERT_RULE_EDIT_PATH, element: <RuleEditPage />, scope: RULE_PAGE_SCOPE },
  {
    path: NOTIFICATION_DETAIL_PATH,
    element: <NotificationDetailPage />,
    scope: 'e4a-alert-center-main:read',
  },
  { path: DELIVERY_DETAIL_PATH, element: <DeliveryDetailPage />, scope: 'delivery-order:read' },
  // Creates orders through POST /delivery-order/bulk, so it needs what creating one order needs.
  { path: DELIVERY_IMPORT_PATH, element: <DeliveryImportPage />, scope: 'delivery-order:create' },
  { path: DELIVERY_EDIT_PATH, element: <DeliveryEditPage />, scope: 'delivery-order:update' },
  // Each creates its records through POST .../bulk, so it needs what creating one record needs.
  ...MASTER_IMPORT_RESOURCES.map((resource) => ({
    path: masterImportPath(resource),
    element: <MasterImportPage resource={resource} />,
    scope: 'master-data:create' as const,
  })),
  { path: SETTING_PATH, element: <SettingPage /> },
  { path: SETTING_USERS_PATH, element: <UsersPage />, scope: 'user:read' },
  { path: SETTING_COMPANY_PATH, element: <CompanyProfilePage />, scope: 'setting:read' },
  { path: VENDOR_LIST_PATH, element: <VendorListPage /> },
  { path: VENDOR_CREATE_PATH, element: <VendorCreatePage />, scope: 'vms:create' },
  { path: VENDOR_DETAIL_PATH, element: <VendorEditPage />, scope: 'vms:read' },
  { path: MASTER_DATA_PATH, element: <MasterDataPage /> },
  { path: MASTER_DATA_TAB_PATH, element: <MasterDataPage />, scope: 'master-data:read' },
  { path: VENDOR_REQUEST_LIST_PATH, element: <VendorRequestListPage /> },
  { path: VENDOR_REQUEST_DETAIL_PATH, element: <VendorRequestDetailPage />, scope: 'fleet-task:read' },
];

export function hasAppPage(route: string): boolean {
  return APP_PAGES.some((page) => matchPath({ path: page.path, end: true }, route) !== null);
}

/**
 * The scope a route's page asks for beyond its menu item's (for example the notification page needs
 * the Alert Center's main scope while its menu item is shown with notification:read); null if none.
 */
export function appPageScope(route: string): ScopeRequirement | null {
  return APP_PAGES.find((page) => matchPath({ path: page.path, end: true }, route) !== null)?.scope ?? null;
}

/** A page behind a menu item needs that item's scope (the domain's MENU_ITEMS) even when typed in. */
function ScopeGuard({ page, children }: { page: AppPage; children: ReactNode }) {
  const user = useCurrentUser();
  const scope = page.scope ?? MENU_ITEMS.find((item) => item.route === page.path)?.scope ?? null;
  if (scope !== null && !meetsScopeRequirement(user.scopes, scope)) return <ForbiddenPage />;
  return children;
}

export function guardedPage(page: AppPage): ReactNode {
  return (
    <ScopeGuard page={page}>
      <PageSuspense>{page.element}</PageSuspense>
    </ScopeGuard>
  );
}
