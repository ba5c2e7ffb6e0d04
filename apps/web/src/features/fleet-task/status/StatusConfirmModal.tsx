import type { FleetTask, FleetTaskStatus } from '@armada/domain';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusChange } from './StatusChange';

interface StatusConfirmModalProps {
  task: FleetTask;
  /** The status asked for; the modal is open while there is one. */
  target: FleetTaskStatus | null;
  pending: boolean;
  onConfirm: (target: FleetTaskStatus) => void;
  onCancel: () => void;
}

/** The generic status-change confirmation of section 2, 'Modals'. */
export function StatusConfirmModal({ task, target, pending, onConfirm, onCancel }: StatusConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      title={t('fleetTaskStatus.transition.confirmTitle')}
      okText={t('fleetTaskStatus.transition.confirmOk')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => target && onConfirm(target)}
      onCancel={onCancel}
      destroyOnHidden
    >
      {target && <StatusChange task={task} target={target} />}
    </Modal>
  );
}
