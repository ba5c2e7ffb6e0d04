import { type FleetTask, formatVolume, formatWeight } from '@armada/domain';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/i18n/useLanguage';
import { useFleetTaskSequence, useTaskOrderCount } from '../api';

/**
 * The 'Order task' card (section 2) as far as this page goes for now: the task's load totals, from
 * the sequence reloaded after every save, and how many delivery orders it carries. The route
 * sequence and the add-delivery button come with their own issue.
 */
export function OrderTaskCard({ task }: { task: FleetTask }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sequence = useFleetTaskSequence(task.id);
  const count = useTaskOrderCount(task.id);
  const weight = sequence.data?.current_total_weight ?? task.current_total_weight;
  const volume = sequence.data?.current_total_volume ?? task.current_total_volume;
  const failed = sequence.isError || count.isError;

  return (
    <Card title={t('fleetTask.orderTask.title')} data-testid="order-task-card">
      <Typography.Paragraph type="secondary">{t('fleetTask.orderTask.description')}</Typography.Paragraph>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('fleetTask.orderTask.loadFailed')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          {count.isPending ? (
            <Skeleton active paragraph={false} />
          ) : (
            <Statistic
              data-testid="order-count"
              title={t('fleetTask.orderTask.deliveryCount')}
              value={count.data ?? task.delivery_order_count}
            />
          )}
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            data-testid="order-weight"
            title={t('fleetTask.orderTask.totalWeight')}
            value={formatWeight(weight, language)}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            data-testid="order-volume"
            title={t('fleetTask.orderTask.totalVolume')}
            value={formatVolume(volume, language)}
          />
        </Col>
      </Row>
    </Card>
  );
}
