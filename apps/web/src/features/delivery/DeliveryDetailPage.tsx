import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { type DeliveryOrderDetail, hasScope, isDeliveryOrderEditable } from '@armada/domain';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { useRefreshFailureToast } from '../../shared/DetailPageStates';
import { useDeliveryOrder } from '../../shared/delivery-order/api';
import { DeliveryLoadsTable } from '../../shared/delivery-order/DeliveryLoadsTable';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { deliveryDuplicatePath, deliveryEditPath } from '../../shared/paths/delivery';
import { DeliveryFleetTaskCard } from './components/DeliveryFleetTaskCard';
import { DeliveryHistoryCard } from './components/DeliveryHistoryCard';
import { DeliveryOrderCard, DeliveryStatusTag } from './components/DeliveryOrderCard';

function UserFieldsCard({ fields }: { fields: DeliveryOrderDetail['user_definition_fields'] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <Card title={t('deliveryDetail.userFields.title')} size="small">
      <Descriptions
        size="small"
        column={1}
        colon={false}
        items={fields.map((field) => ({
          key: field.key,
          label: field.key,
          children: field.value === null ? t('common.empty') : String(field.value),
        }))}
      />
    </Card>
  );
}

/** 'Ubah' while the order may still change (the domain's rule), 'Duplikat' for whoever may create. */
function DetailActions({ order }: { order: DeliveryOrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { scopes } = useCurrentUser();
  const canEdit = hasScope(scopes, 'delivery-order:update') && isDeliveryOrderEditable(order.status.name);
  const canDuplicate = hasScope(scopes, 'delivery-order:create');
  if (!canEdit && !canDuplicate) return null;
  return (
    <Flex gap={8} wrap>
      {canDuplicate && (
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => navigate(deliveryDuplicatePath(order.id))}>
          {t('deliveryForm.duplicate')}
        </Button>
      )}
      {canEdit && (
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden />}
          onClick={() => navigate(deliveryEditPath(order.id))}
        >
          {t('deliveryForm.edit')}
        </Button>
      )}
    </Flex>
  );
}

function DeliveryDetail({ order }: { order: DeliveryOrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        back
        title={order.number}
        besideTitle={<DeliveryStatusTag status={order.status.name} />}
        subtitle={`${t('deliveryDetail.title')} · ${order.customer.name}`}
        afterTitle={<DetailActions order={order} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={16}>
          <DeliveryOrderCard order={order} />
        </Col>
        <Col xs={24} xxl={8}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xxl={24}>
              <DeliveryFleetTaskCard fleetTask={order.fleet_task} />
            </Col>
            <Col xs={24} md={12} xxl={24}>
              <UserFieldsCard fields={order.user_definition_fields} />
            </Col>
          </Row>
        </Col>
        <Col span={24}>
          <Card title={t('deliveryDetail.loads.title')}>
            <DeliveryLoadsTable
              loads={order.loads}
              label={t('fleetTaskActivity.loads.tableLabel', { number: order.number })}
            />
          </Card>
        </Col>
        <Col span={24}>
          <DeliveryHistoryCard order={{ id: order.id, number: order.number }} />
        </Col>
      </Row>
    </>
  );
}

function LoadingPage() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" aria-label={t('deliveryDetail.loading')}>
      <Skeleton active title paragraph={{ rows: 1 }} />
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </section>
  );
}

/** /delivery/:id (section 2 'Routes', Delivery Detail): one delivery order, its loads and its history. */
export function DeliveryDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const order = useDeliveryOrder(id);

  const gone = useRefreshFailureToast(order, t('deliveryDetail.loadFailed'));

  if (order.isPending) return <LoadingPage />;
  if (order.data === undefined || gone) {
    // Another company's order answers 404 like a missing one (DESIGN.md 'Data rules').
    if (gone) {
      return (
        <Result
          status="404"
          title={t('deliveryDetail.notFound')}
          subTitle={t('deliveryDetail.notFoundHint')}
          extra={<Button onClick={() => navigate(-1)}>{t('common.back')}</Button>}
        />
      );
    }
    return (
      <LoadError
        variant="page"
        title={t('deliveryDetail.loadFailed')}
        message={order.error?.message}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  return <DeliveryDetail key={order.data.id} order={order.data} />;
}
