import type { DeliveryOrderDetail } from '@armada/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeLoad } from '../api';
import { LoadsEditor } from './LoadsEditor';
import type { LoadDraft, LoadRowView } from './load-draft';

/**
 * The loads of a stored order: each add, edit or delete goes to the load routes at once (its own
 * transaction and history event), apart from the order's Simpan. After pickup the server refuses
 * (`delivery/load-locked`) and its message says to use load adjustment.
 */
export function StoredLoads({ order, readOnly }: { order: DeliveryOrderDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useChangeLoad(order.id);
  const rows: LoadRowView[] = order.loads.map((load) => ({
    key: load.id,
    product: { id: load.product.id, name: load.product.name, typeName: load.product.product_type.name },
    quantity: load.quantity,
    uom: load.uom,
    conversion_weight_value: load.conversion_weight_value,
    conversion_volume_value: load.conversion_volume_value,
    note: load.note,
    errors: [],
  }));

  const save = async (draft: LoadDraft, index: number | null) => {
    const request = {
      product_id: draft.product.id,
      quantity: draft.quantity,
      uom: draft.uom,
      conversion_weight_value: draft.conversion_weight_value,
      conversion_volume_value: draft.conversion_volume_value,
      note: draft.note,
    };
    const stored = index === null ? undefined : order.loads[index];
    await change.mutateAsync(
      stored
        ? { kind: 'edit', loadId: stored.id, request: { ...request, updated_on: stored.updated_on } }
        : { kind: 'add', request },
    );
    void message.success(t('deliveryForm.loads.saved'));
  };

  const remove = async (index: number) => {
    const stored = order.loads[index];
    if (!stored) return;
    try {
      await change.mutateAsync({ kind: 'delete', loadId: stored.id });
      void message.success(t('deliveryForm.loads.deleted'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <LoadsEditor
      rows={rows}
      readOnly={readOnly}
      onSave={save}
      onDelete={remove}
      hint={!readOnly && t('deliveryForm.loads.storedHint')}
      deleteDescription={t('deliveryForm.loads.deleteStored')}
    />
  );
}
