import { ALERT_PREVIEW, alertFlagsAfter, meetsScopeRequirement } from '@armada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { lazyPage } from '../../../shared/lazy-page';
import { useAlertAction } from '../api';
import type { AlertResolution, RawAlert } from '../raw-alert';
import { applyToCachedLists, selectionOf } from './list-cache';
import { readStoredPopups, storePopups } from './popup-storage';
import { PreviewPopupsContext, type PreviewPopupsValue } from './preview-context';

// A popup's code (its map, media and actions) is fetched with the first popup, not with every page.
const AlertPreviewPopup = lazyPage(() => import('./AlertPreviewPopup').then((m) => m.AlertPreviewPopup));

export const AUTO_POPUP_SCOPE = 'e4f-auto-popup-urgent-alert:read';
const CENTRE_SCOPE = 'e4a-alert-center-main:read';

/** Without the centre's scope there are no alerts to preview (the server would refuse every action). */
function popupLimit(scopes: readonly string[]): number {
  if (!meetsScopeRequirement(scopes, CENTRE_SCOPE)) return 0;
  return meetsScopeRequirement(scopes, AUTO_POPUP_SCOPE) ? ALERT_PREVIEW.maxPopups : 1;
}

/**
 * The alert preview popups of the whole app (section 2 'Alert Center', section 4 'Popups'): mounted
 * once inside the logged-in layout, so a popup stays open from page to page. With the auto-popup
 * permission up to 9 stay open (a tenth is refused with a 1 s warning); without it one at a time,
 * the newest replacing the last. The list is saved per user and comes back after a reload without
 * sending Read again.
 */
export function PreviewPopupsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const canAutoPopup = meetsScopeRequirement(user.scopes, AUTO_POPUP_SCOPE);
  const limit = popupLimit(user.scopes);
  const readAction = useAlertAction();

  const [popups, setPopups] = useState<RawAlert[]>(() => readStoredPopups(user.id).slice(0, limit));
  const [centrePinned, setCentrePinned] = useState(false);
  // Decisions (limit, Read) are taken on what is on screen now, outside the state updaters that
  // React may run twice.
  const current = useRef(popups);
  current.current = popups;

  useEffect(() => {
    // Nothing is written for a user who may not see alerts: a scope given back restores them.
    if (limit > 0) storePopups(user.id, popups);
  }, [user.id, popups, limit]);

  const patch = useCallback((ids: readonly string[], change: (alert: RawAlert) => RawAlert) => {
    const named = new Set(ids);
    setPopups((open) => open.map((alert) => (named.has(alert.id) ? change(alert) : alert)));
  }, []);

  const applyResolution = useCallback(
    (resolution: AlertResolution) => {
      if (resolution.selectionMode !== 'Selection') return;
      const flags = alertFlagsAfter(resolution.actionType, resolution.revert);
      patch(resolution.rawAlertIds, (alert) => ({ ...alert, ...flags }));
    },
    [patch],
  );

  const sendRead = useCallback(
    (alert: RawAlert) => {
      if (alert.isRead) return;
      readAction.mutate(
        { actionType: 'Read', rawAlertId: [alert.id] },
        {
          onSuccess: () => {
            const resolution = selectionOf(alert.id, 'Read');
            applyResolution(resolution);
            applyToCachedLists(queryClient, resolution);
          },
        },
      );
    },
    [readAction.mutate, applyResolution, queryClient],
  );

  const open = useCallback(
    (alert: RawAlert) => {
      const shown = current.current;
      if (limit === 0 || shown.some((popup) => popup.id === alert.id)) return;
      if (shown.length >= limit && limit > 1) {
        void message.warning({
          content: t('alertPreview.limit', { count: limit }),
          duration: ALERT_PREVIEW.limitToastMs / 1000,
        });
        return;
      }
      const next = limit > 1 ? [...shown, alert] : [alert];
      current.current = next;
      setPopups(next);
      sendRead(alert);
    },
    [limit, message, t, sendRead],
  );

  const close = useCallback((id: string) => {
    const next = current.current.filter((alert) => alert.id !== id);
    current.current = next;
    setPopups(next);
  }, []);

  const autoOpen = useCallback(
    (alert: RawAlert) => {
      if (canAutoPopup && alert.autoPopup) open(alert);
    },
    [canAutoPopup, open],
  );

  const refresh = useCallback((alert: RawAlert) => patch([alert.id], () => alert), [patch]);

  const value = useMemo<PreviewPopupsValue>(
    () => ({ popups, open, close, autoOpen, refresh, applyResolution, setCentrePinned }),
    [popups, open, close, autoOpen, refresh, applyResolution],
  );

  return (
    <PreviewPopupsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {popups.map((alert, index) => (
          <AlertPreviewPopup
            key={alert.id}
            alert={alert}
            index={index}
            pinned={centrePinned}
            onClose={() => close(alert.id)}
            onResolved={(resolution) => {
              applyResolution(resolution);
              applyToCachedLists(queryClient, resolution);
            }}
          />
        ))}
      </Suspense>
    </PreviewPopupsContext.Provider>
  );
}
