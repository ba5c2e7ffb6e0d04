import type { RawAlertActionType } from '@armada/domain';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { useAlertAction } from './api';
import { isReasonRefusal } from './components/FalseAlertModal';
import { useAlertCenterLiveContext } from './live/AlertCenterLiveProvider';
import type { RawAlert } from './raw-alert';

/**
 * Read, Resolve and false alert on one alert from the centre: which alerts are busy, the alert whose
 * false-alert form is open, refusals as toasts (or on the reason field). The answer of an action is
 * applied to every list as the socket's resolution would be.
 */
export function useCentreActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const live = useAlertCenterLiveContext();
  const action = useAlertAction();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [falseAlertFor, setFalseAlertFor] = useState<RawAlert | null>(null);

  const setBusy = useCallback(
    (id: string, busy: boolean) =>
      setBusyIds((ids) => {
        const next = new Set(ids);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  /** One action on one alert; its answer is applied to the lists as the socket's would be. */
  const act = async (alert: RawAlert, actionType: RawAlertActionType, data?: string) => {
    setBusy(alert.id, true);
    try {
      await action.mutateAsync({ actionType, rawAlertId: [alert.id], ...(data ? { data } : {}) });
      live.applyOwnAction({
        actionType,
        revert: false,
        count: 1,
        selectionMode: 'Selection',
        rawAlertIds: [alert.id],
      });
    } finally {
      setBusy(alert.id, false);
    }
  };
  const toast = (error: unknown) =>
    void message.error(isApiError(error) && error.message ? error.message : t('alertCenter.actions.failed'));

  // The rows are memoised: their handlers keep one identity and read the latest `act` through a ref.
  const latest = useRef({ act, toast });
  latest.current = { act, toast };
  const onRead = useCallback(
    (alert: RawAlert) => void latest.current.act(alert, 'Read').catch(latest.current.toast),
    [],
  );
  const onResolve = useCallback(
    (alert: RawAlert) => void latest.current.act(alert, 'Resolve').catch(latest.current.toast),
    [],
  );

  /** The false-alert form keeps its field messages; any other refusal is a toast. */
  const flagFalse = async (reason: string) => {
    if (!falseAlertFor) return;
    try {
      await act(falseAlertFor, 'FalseAlert', reason);
      setFalseAlertFor(null);
    } catch (error) {
      if (!isReasonRefusal(error)) toast(error);
      throw error;
    }
  };

  return { busyIds, onRead, onResolve, falseAlertFor, setFalseAlertFor, flagFalse };
}
