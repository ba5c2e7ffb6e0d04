import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReorderConfirmModalProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Ubah Urutan Penugasan?' (section 2 'Modals', section 4 'Other rules'): with a vendor assigned, a
 * change of the sequence removes the vendor, so the move (or the way to Attach Delivery) waits for this
 * confirmation.
 */
export function ReorderConfirmModal({ open, pending, onConfirm, onCancel }: ReorderConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('fleetTaskSequence.reorder.title')}
      okText={t('fleetTaskSequence.reorder.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('fleetTaskSequence.reorder.content')}
      </Typography.Paragraph>
    </Modal>
  );
}
