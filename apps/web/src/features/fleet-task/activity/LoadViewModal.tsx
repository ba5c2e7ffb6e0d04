import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeliveryLoads } from '../../../shared/delivery-order/api';
import { DeliveryLoadsTable } from '../../../shared/delivery-order/DeliveryLoadsTable';
import { LoadError } from '../../../shared/LoadError';

export interface LoadViewModalProps {
  deliveryOrder: { id: string; number: string };
  onClose: () => void;
}

/** 'Lihat Muatan' (section 4 'Activity row menu'): the order's loads, planned against picked and delivered. */
export function LoadViewModal({ deliveryOrder, onClose }: LoadViewModalProps) {
  const { t } = useTranslation();
  const loads = useDeliveryLoads(deliveryOrder.id);
  return (
    <Modal
      open
      title={`${t('fleetTaskActivity.loads.viewTitle')} · ${deliveryOrder.number}`}
      onCancel={onClose}
      destroyOnHidden
      width={820}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('fleetTaskActivity.proof.close')}
        </Button>
      }
    >
      {loads.isError ? (
        <LoadError
          title={t('fleetTaskActivity.loads.loadError')}
          message={loads.error.message}
          onRetry={() => void loads.refetch()}
        />
      ) : (
        <DeliveryLoadsTable
          loads={loads.data ?? []}
          loading={loads.isPending}
          label={t('fleetTaskActivity.loads.tableLabel', { number: deliveryOrder.number })}
        />
      )}
    </Modal>
  );
}
