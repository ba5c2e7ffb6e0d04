import { DELIVERY_ORDER_STATUSES, type DeliveryOrderStatus } from '@armada/domain';
import { Badge, Card, Col, Grid, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import type { DashboardSummary } from '../api';

/** Colour of each status's dot: grey waiting, blue and cyan moving, gold on the road, green done, red off. */
const STATUS_COLORS: Record<Exclude<DeliveryOrderStatus, 'OPEN'>, string> = {
  ASSIGNED: 'blue',
  PICKED_UP: 'cyan',
  IN_TRANSIT: 'gold',
  DELIVERED: 'green',
  CANCELED: 'red',
};

export function DeliveryStatusCard({ deliveries }: { deliveries: DashboardSummary['delivery_orders'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useNumberFormat();
  const isPhone = Grid.useBreakpoint().md === false;
  const colorOf = (status: DeliveryOrderStatus) =>
    status === 'OPEN' ? token.colorTextQuaternary : STATUS_COLORS[status];
  // The server may leave out a status nobody is in; every status still gets its tile, at 0.
  const countOf = (status: DeliveryOrderStatus) =>
    deliveries.by_status.find((entry) => entry.status === status)?.count ?? 0;

  return (
    <Card
      data-testid="summary-deliveries"
      size={isPhone ? 'small' : 'medium'}
      title={t('dashboard.deliveries')}
      extra={t('dashboard.deliveriesTotal', { count: format(deliveries.total) })}
    >
      <Row gutter={[16, 16]}>
        {DELIVERY_ORDER_STATUSES.map((status) => (
          <Col key={status} xs={12} md={8} xl={4}>
            <Statistic
              title={<Badge color={colorOf(status)} text={t(`delivery.status.${status}`)} />}
              value={countOf(status)}
              formatter={format}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
