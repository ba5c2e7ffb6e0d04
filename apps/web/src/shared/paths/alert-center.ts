/** The notification centre (alert-center-and-platform.md section 2, menu 'Notifikasi'). */
export const NOTIFICATION_PATH = '/notification/';

/** Notification Detail (issue 15 item 6): the raw alert id, or the composite of code, vehicle, time and flag. */
export const NOTIFICATION_DETAIL_PATH = '/notification/:param';

/** The detail's address; `param` is the domain's alertDetailParam (id or composite). */
export function notificationDetailPath(param: string): string {
  return `/notification/${encodeURIComponent(param)}`;
}

/** Geofences (issue 16 item 3): the list, the editor of a new one, and one geofence's editor. */
export const GEOFENCE_LIST_PATH = '/notification/geofence/';
export const GEOFENCE_CREATE_PATH = '/notification/geofence/new';
export const GEOFENCE_DETAIL_PATH = '/notification/geofence/:id';

export function geofenceDetailPath(id: number): string {
  return `/notification/geofence/${id}`;
}

/** The notification onboarding wizard (issue 16 item 4): main page, a category's detail, the result. */
export const NOTIFICATION_ONBOARDING_PATH = '/notification/onboarding/';
/** The wizard's route: one page holds the choices across its three steps. */
export const NOTIFICATION_ONBOARDING_ROUTE = '/notification/onboarding/*';
export const NOTIFICATION_ONBOARDING_RESULT_PATH = '/notification/onboarding/result';
export function notificationOnboardingDetailPath(templateId: number): string {
  return `/notification/onboarding/${templateId}`;
}

/** Setting Notification List (named route, spec section 2): the alert rules, opened by the settings gear. */
export const ALERT_RULE_LIST_PATH = '/notification/setting/';
export const ALERT_RULE_CREATE_PATH = '/notification/setting/new';
export const ALERT_RULE_EDIT_PATH = '/notification/setting/:id';

export function alertRuleEditPath(alertRuleId: number): string {
  return `/notification/setting/${alertRuleId}`;
}
