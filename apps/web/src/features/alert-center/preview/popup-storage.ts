import { ALERT_PREVIEW } from '@armada/domain';
import { asRawAlert, type RawAlert } from '../raw-alert';

/** Per user: on a shared computer one operator's popups never open for the next one. */
export const popupStorageKey = (userId: number) => `armada.alert-previews.${userId}`;

/**
 * The open popups saved by the last session (section 4 'Popups': saved in local storage and
 * restored on reload). Anything that is not a list of alerts is ignored, as is any entry the socket
 * check would refuse; a repeated alert counts once and no more than the limit come back.
 */
export function readStoredPopups(userId: number): RawAlert[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(popupStorageKey(userId)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const alerts: RawAlert[] = [];
  for (const entry of parsed) {
    const alert = asRawAlert(entry);
    if (alert && !alerts.some((open) => open.id === alert.id)) alerts.push(alert);
  }
  return alerts.slice(0, ALERT_PREVIEW.maxPopups);
}

export function storePopups(userId: number, alerts: readonly RawAlert[]) {
  try {
    if (alerts.length === 0) window.localStorage.removeItem(popupStorageKey(userId));
    else window.localStorage.setItem(popupStorageKey(userId), JSON.stringify(alerts));
  } catch {
    // A full or blocked storage loses the restore after reload, never the popups on screen.
  }
}
