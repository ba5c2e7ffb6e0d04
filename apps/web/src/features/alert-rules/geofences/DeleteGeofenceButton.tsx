import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useDeleteGeofence } from './api';
import type { Geofence } from './types';

/**
 * A row's delete, confirmed. The server refuses while an active rule names the geofence
 * (geofence/in-use): its message stays in the modal so the user reads why.
 */
export function DeleteGeofenceButton({ fence }: { fence: Geofence }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteGeofence();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(fence.geofenceId);
      close();
      void message.success(t('geofences.delete.done', { name: fence.fenceName }));
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : t('geofences.delete.failed'));
    }
  };
  return (
    <>
      <Button
        danger
        type="text"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('geofences.delete.button', { name: fence.fenceName })}
        title={t('geofences.delete.button', { name: fence.fenceName })}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={t('geofences.delete.title')}
        okText={t('geofences.delete.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('geofences.delete.confirm', { name: fence.fenceName })}
          </Typography.Paragraph>
          {fence.totalRules > 0 && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('geofences.delete.usedByRules', { count: fence.totalRules })}
            </Typography.Paragraph>
          )}
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </Flex>
      </Modal>
    </>
  );
}
