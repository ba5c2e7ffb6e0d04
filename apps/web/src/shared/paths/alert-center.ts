/** The notification centre (alert-center-and-platform.md section 2, menu 'Notifikasi'). */
export const NOTIFICATION_PATH = '/notification/';

/** Notification Detail (issue 15 item 6): the raw alert id, or the composite of code, vehicle, time and flag. */
export const NOTIFICATION_DETAIL_PATH = '/notification/:param';

/** The detail's address; `param` is the domain's alertDetailParam (id or composite). */
export function notificationDetailPath(param: string): string {
  return `/notification/${encodeURIComponent(param)}`;
}

/** Setting Notification List (named route, spec section 2): the alert rules, opened by the settings gear. */
export const ALERT_RULE_LIST_PATH = '/notification/setting/';
export const ALERT_RULE_CREATE_PATH = '/notification/setting/new';
export const ALERT_RULE_EDIT_PATH = '/notification/setting/:id';

export function alertRuleEditPath(alertRuleId: number): string {
  return `/notification/setting/${alertRuleId}`;
}
