import type { RawAlertActionType } from '@armada/domain';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useAlertAction } from '../api';
import { FalseAlertModal, isReasonRefusal } from '../components/FalseAlertModal';
import type { AlertResolution, RawAlert } from '../raw-alert';
import { CallPanel } from '../voice/CallPanel';
import { selectionOf } from './list-cache';

interface PreviewActionsProps {
  alert: RawAlert;
  onDone(resolution: AlertResolution): void;
}

/**
 * Resolve (confirmed with 'Ya'), false alert (with a reason) and, once either is done, 'check again'
 * to take it back (section 4 'Alert flags'; the flags follow the domain's alertFlagsAfter), and the
 * call to the driver (voice/CallPanel).
 */
export function PreviewActions({ alert, onDone }: PreviewActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useAlertAction();
  const [falseAlertOpen, setFalseAlertOpen] = useState(false);

  const run = async (actionType: RawAlertActionType, revert = false, data?: string) => {
    await action.mutateAsync({ actionType, rawAlertId: [alert.id], revert, ...(data ? { data } : {}) });
    onDone(selectionOf(alert.id, actionType, revert));
  };
  const runOrToast = (actionType: RawAlertActionType, revert = false) =>
    run(actionType, revert).catch((error: unknown) => {
      void message.error(
        isApiError(error) && error.message ? error.message : t('alertCenter.actions.failed'),
      );
    });

  const flagFalse = async (reason: string) => {
    try {
      await run('FalseAlert', false, reason);
      setFalseAlertOpen(false);
    } catch (error) {
      if (!isReasonRefusal(error)) {
        void message.error(
          isApiError(error) && error.message ? error.message : t('alertCenter.actions.failed'),
        );
      }
      throw error;
    }
  };

  const done = alert.isResolved || alert.isFalseAlert;
  return (
    <Flex gap={8} wrap="wrap">
      {done ? (
        <Button
          loading={action.isPending}
          onClick={() => void runOrToast(alert.isFalseAlert ? 'FalseAlert' : 'Resolve', true)}
        >
          {t('alertPreview.checkAgain')}
        </Button>
      ) : (
        <>
          <Button disabled={action.isPending} onClick={() => setFalseAlertOpen(true)}>
            {t('alertCenter.actions.falseAlert')}
          </Button>
          <Popconfirm
            title={t('alertCenter.actions.resolveConfirm')}
            okText={t('alertCenter.actions.yes')}
            cancelText={t('common.cancel')}
            onConfirm={() => runOrToast('Resolve')}
          >
            <Button type="primary" loading={action.isPending}>
              {t('alertCenter.actions.resolve')}
            </Button>
          </Popconfirm>
        </>
      )}
      <CallPanel alert={alert} />
      <FalseAlertModal
        open={falseAlertOpen}
        pending={action.isPending}
        onSubmit={flagFalse}
        onCancel={() => setFalseAlertOpen(false)}
      />
    </Flex>
  );
}
