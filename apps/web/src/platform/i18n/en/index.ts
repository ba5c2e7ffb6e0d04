import type { Translation } from '../id';
import { account } from './account/account';
import { users } from './account/users';
import { alertCenter } from './alert-center/alert-center';
import { alertMedia } from './alert-center/alert-media';
import { alertPreview } from './alert-center/alert-preview';
import { alertRules } from './alert-center/alert-rules';
import { alertVoice } from './alert-center/alert-voice';
import { geofences } from './alert-center/geofences';
import { notificationLog } from './alert-center/notification-log';
import { onboarding } from './alert-center/onboarding';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { dataImport } from './data-import';
import { delivery } from './delivery';
import { deliveryDetail } from './delivery-detail';
import { deliveryForm, deliveryList } from './delivery-pages';
import { driver } from './driver/driver';
import { driverTracking } from './driver/tracking';
import { errors } from './errors';
import { fleetTask } from './fleet-task';
import { fleetTaskActivity } from './fleet-task-activity';
import { fleetTaskList } from './fleet-task-list';
import { fleetTaskSequence } from './fleet-task-sequence';
import { fleetTaskStatus } from './fleet-task-status';
import { layout } from './layout';
import { listTable } from './list-table';
import { masterData } from './master-data';
import { menu } from './menu';
import { announcements } from './platform/announcements';
import { appUpdate } from './platform/app-update';
import { banner } from './platform/banner';
import { contactReminder } from './platform/contact-reminder';
import { feedback } from './platform/feedback';
import { platformConsole } from './platform/platform-console';
import { platformShell } from './platform/platform-shell';
import { profile } from './profile';
import { report } from './report';
import { setting } from './setting';
import { sharedWidgets } from './shared-widgets';
import { tracking } from './tracking';
import { vendor } from './vendor';
import { vendorRequest } from './vendor-request';

export const en: Translation = {
  common,
  menu,
  layout,
  auth,
  dashboard,
  delivery,
  profile,
  errors,
  feedback,
  banner,
  contactReminder,
  sharedWidgets,
  listTable,
  fleetTaskList,
  fleetTask,
  fleetTaskStatus,
  fleetTaskSequence,
  fleetTaskActivity,
  deliveryDetail,
  dataImport,
  deliveryList,
  deliveryForm,
  tracking,
  driverTracking,
  setting,
  vendor,
  vendorRequest,
  alertCenter,
  alertMedia,
  alertPreview,
  alertVoice,
  notificationLog,
  geofences,
  onboarding,
  alertRules,
  masterData,
  report,
  account,
  users,
  platformConsole,
  announcements,
  platformShell,
  appUpdate,
  driver,
};
