import { Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FalseAlertModal } from '../components/FalseAlertModal';
import type { LogAlert } from './log-api';
import type { useDetailActions } from './useDetailActions';

/**
 * An open alert: resolve (confirmed with 'Ya') or flag false (with a reason); a resolved or false one:
 * check again (confirmed), as in the preview popups (section 4, 'Alert flags').
 */
export function DetailActions({
  alert,
  actions,
}: {
  alert: LogAlert;
  actions: ReturnType<typeof useDetailActions>;
}) {
  const { t } = useTranslation();
  const [falseOpen, setFalseOpen] = useState(false);
  const open = !alert.isResolved && !alert.isFalseAlert;
  return (
    <Flex gap={8} wrap="wrap">
      {open ? (
        <>
          <Button disabled={actions.pending} onClick={() => setFalseOpen(true)}>
            {t('alertCenter.actions.falseAlert')}
          </Button>
          <Popconfirm
            title={t('alertCenter.actions.resolveConfirm')}
            okText={t('alertCenter.actions.yes')}
            cancelText={t('common.cancel')}
            onConfirm={() => actions.resolve()}
          >
            <Button type="primary" loading={actions.pending}>
              {t('alertCenter.actions.resolve')}
            </Button>
          </Popconfirm>
        </>
      ) : (
        <Popconfirm
          title={t('notificationLog.detail.checkAgainConfirm')}
          okText={t('alertCenter.actions.yes')}
          cancelText={t('common.cancel')}
          onConfirm={() => actions.checkAgain()}
        >
          <Button loading={actions.pending}>{t('notificationLog.detail.checkAgain')}</Button>
        </Popconfirm>
      )}
      <FalseAlertModal
        open={falseOpen}
        pending={actions.pending}
        onCancel={() => setFalseOpen(false)}
        onSubmit={async (reason) => {
          await actions.falseAlert(reason);
          setFalseOpen(false);
        }}
      />
    </Flex>
  );
}
