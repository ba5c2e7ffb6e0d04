import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { type AlertActionInput, alertCenterKeys, useAlertAction } from '../api';
import { isReasonRefusal } from '../components/FalseAlertModal';
import { type LogAlert, notificationLogKeys } from './log-api';

/**
 * The detail's actions on its alert: one Read when it opens unread (section 4: opening sends one
 * Read), Resolve, FalseAlert with its reason, and 'check again' (the revert of either). After each the
 * detail, the log and the centre's lists are read again, so every view shows the new flags and logs.
 */
export function useDetailActions(alert: LogAlert | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const action = useAlertAction();
  const readSent = useRef<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['alert-center', 'notification-detail'] }),
      queryClient.invalidateQueries({ queryKey: notificationLogKeys.all }),
      queryClient.invalidateQueries({ queryKey: alertCenterKeys.lists }),
    ]);

  const run = async (input: Omit<AlertActionInput, 'rawAlertId'>, { quiet = false } = {}) => {
    if (!alert) return;
    try {
      await action.mutateAsync({ ...input, rawAlertId: [alert.id] });
      if (!quiet) void message.success(t('notificationLog.detail.done'));
    } catch (error) {
      // The false-alert form shows a refused reason under its field.
      if (input.actionType === 'FalseAlert' && isReasonRefusal(error)) throw error;
      if (!quiet)
        void message.error(
          isApiError(error) && error.message ? error.message : t('alertCenter.actions.failed'),
        );
      if (input.actionType === 'FalseAlert') throw error;
    } finally {
      await refresh();
    }
  };

  const alertId = alert?.id;
  const unread = alert !== undefined && !alert.isRead;
  useEffect(() => {
    if (!alertId || !unread || readSent.current === alertId) return;
    readSent.current = alertId;
    void run({ actionType: 'Read' }, { quiet: true });
  }, [alertId, unread]);

  return {
    pending: action.isPending,
    resolve: () => run({ actionType: 'Resolve' }),
    falseAlert: (reason: string) => run({ actionType: 'FalseAlert', data: reason }),
    checkAgain: () => {
      if (!alert) return Promise.resolve();
      return run({ actionType: alert.isFalseAlert ? 'FalseAlert' : 'Resolve', revert: true });
    },
  };
}
