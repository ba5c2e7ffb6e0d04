import { type DeliveryOrderDetail, isDeliveryOrderEditable, uuidSchema } from '@armada/domain';
import { Alert, App } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DetailNotFound, DetailQueryStates } from '../../../shared/DetailPageStates';
import { useDeliveryOrder } from '../../../shared/delivery-order/api';
import { PageHeader } from '../../../shared/PageHeader';
import { DELIVERY_LIST_PATH, DUPLICATE_PARAM, deliveryDetailPath } from '../../../shared/paths/delivery';
import { useCreateDeliveryOrder, useUpdateDeliveryOrder } from '../api';
import { DeliveryStatusTag } from '../components/DeliveryOrderCard';
import { DeliveryForm } from './DeliveryForm';
import { createRequestOf, updateRequestOf } from './form-values';

/** Reads an order for the form: loading, not found (another company's too) and a failed read with retry. */
function WithOrder({
  id,
  children,
}: {
  id: string;
  children(order: DeliveryOrderDetail, reload: () => Promise<unknown>): ReactNode;
}) {
  const { t } = useTranslation();
  const order = useDeliveryOrder(id);
  if (!uuidSchema.safeParse(id).success)
    return (
      <DetailNotFound
        title={t('deliveryDetail.notFound')}
        hint={t('deliveryDetail.notFoundHint')}
        backTo={DELIVERY_LIST_PATH}
      />
    );
  return (
    <DetailQueryStates
      query={order}
      backTo={DELIVERY_LIST_PATH}
      loadingRows={8}
      texts={{
        loading: t('deliveryForm.loading'),
        notFound: t('deliveryDetail.notFound'),
        notFoundHint: t('deliveryDetail.notFoundHint'),
        loadFailed: t('deliveryDetail.loadFailed'),
      }}
    >
      {(data) => children(data, () => order.refetch())}
    </DetailQueryStates>
  );
}

function NewOrder({ source }: { source?: DeliveryOrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateDeliveryOrder();
  return (
    <>
      <PageHeader
        back={DELIVERY_LIST_PATH}
        title={
          source ? t('deliveryForm.duplicateTitle', { number: source.number }) : t('deliveryForm.newTitle')
        }
        subtitle={
          source
            ? t('deliveryForm.duplicateSubtitle', { number: source.number })
            : t('deliveryForm.newSubtitle')
        }
      />
      <DeliveryForm
        source={source}
        label={t('deliveryForm.newTitle')}
        save={async (values) => {
          const saved = await create.mutateAsync(createRequestOf(values));
          void message.success(t('deliveryForm.created', { number: saved.number }));
          navigate(deliveryDetailPath(saved.id));
        }}
        onCancel={() => navigate(DELIVERY_LIST_PATH)}
      />
    </>
  );
}

/** /delivery/new, and /delivery/new?duplicate={id} ('Duplikat'): the form filled from that order. */
export function DeliveryCreatePage() {
  const [params] = useSearchParams();
  const sourceId = params.get(DUPLICATE_PARAM);
  if (!sourceId) return <NewOrder />;
  return <WithOrder id={sourceId}>{(source) => <NewOrder key={source.id} source={source} />}</WithOrder>;
}

function EditOrder({ order, reload }: { order: DeliveryOrderDetail; reload(): Promise<void> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const update = useUpdateDeliveryOrder(order.id);
  const header = (
    <PageHeader
      back={deliveryDetailPath(order.id)}
      title={order.number}
      besideTitle={<DeliveryStatusTag status={order.status.name} />}
      subtitle={t('deliveryForm.editSubtitle')}
    />
  );
  if (!isDeliveryOrderEditable(order.status.name)) {
    return (
      <>
        {header}
        <Alert type="info" showIcon title={t('deliveryForm.closed')} />
      </>
    );
  }
  return (
    <>
      {header}
      <DeliveryForm
        order={order}
        label={order.number}
        save={async (values) => {
          await update.mutateAsync(updateRequestOf(values, order));
          void message.success(t('deliveryForm.saved'));
          navigate(deliveryDetailPath(order.id));
        }}
        onStale={() => void reload()}
        onCancel={() => navigate(deliveryDetailPath(order.id))}
      />
    </>
  );
}

/**
 * /delivery/:id/edit. The form is keyed by the reloads after a stale save, not by `updated_on`: a
 * load stored from the same page moves `updated_on` on, and must not wipe the fields being edited.
 */
export function DeliveryEditPage() {
  const { id = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  return (
    <WithOrder id={id}>
      {(order, reload) => (
        <EditOrder
          key={`${order.id}-${reloads}`}
          order={order}
          reload={async () => {
            await reload();
            setReloads((count) => count + 1);
          }}
        />
      )}
    </WithOrder>
  );
}
