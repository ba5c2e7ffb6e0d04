import type { FleetTask, SequenceActivityResponse } from '@armada/domain';
import { Alert, App, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deliveryDetailPath } from '../../../shared/paths/delivery';
import { useRemoveDeliveryOrder } from './api';
import { refusalMessage } from './server-message';
import { useLastShown } from './useLastShown';

interface RemoveDeliveryModalProps {
  task: FleetTask;
  /** The row whose 'Keluarkan Pengiriman' was chosen; null when closed. */
  activity: SequenceActivityResponse | null;
  onClose: () => void;
}

/**
 * 'Keluarkan Pengiriman' (section 2 'Modals', section 8 'Remove'): asks first, then removes the order
 * from the task. Each refusal shows the server's message (minimum one delivery, vendor request,
 * assigned further on another task, ...); any other failure the generic 'Gagal menghapus data.'.
 * Success toasts with a link to the order, which is unassigned again.
 */
export function RemoveDeliveryModal({ task, activity, onClose }: RemoveDeliveryModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useRemoveDeliveryOrder(task.id);
  const order = useLastShown(activity)?.delivery_order;

  const confirm = () => {
    if (!activity || !order) return;
    remove.mutate(order.id, {
      onSuccess: (removed) => {
        onClose();
        const path = deliveryDetailPath(removed.id);
        void message.success({
          // The toast lives outside the router's tree: the link navigates through this page's router.
          content: (
            <span data-testid="remove-success">
              {t('fleetTaskSequence.remove.success', { number: removed.number })}{' '}
              <Typography.Link
                href={path}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(path);
                }}
              >
                {t('fleetTaskSequence.remove.viewDelivery')}
              </Typography.Link>
            </span>
          ),
          duration: 6,
        });
        if (removed.vendor_cleared) void message.info(t('fleetTaskSequence.vendorCleared'));
      },
      onError: (error) => {
        onClose();
        void message.error(refusalMessage(error) ?? t('fleetTaskSequence.remove.failed'));
      },
    });
  };

  return (
    <Modal
      open={activity !== null}
      title={t('fleetTaskSequence.remove.title')}
      okText={t('fleetTaskSequence.remove.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('fleetTaskSequence.remove.content', { number: order?.number ?? '', task: task.number })}
        </Typography.Paragraph>
        {task.vendor_id !== null && (
          <Alert type="warning" showIcon title={t('fleetTaskSequence.remove.vendorWarning')} />
        )}
      </Flex>
    </Modal>
  );
}
