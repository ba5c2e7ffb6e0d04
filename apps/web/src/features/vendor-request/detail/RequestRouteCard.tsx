import {
  formatServiceTime,
  parseServiceDuration,
  serviceDurationParts,
  type VendorRequestDetail,
} from '@armada/domain';
import { Card, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';

type Point = VendorRequestDetail['points'][number];

function serviceTimeOf(value: string, language: 'id' | 'en'): string | null {
  try {
    const seconds = parseServiceDuration(value);
    return seconds > 0 ? formatServiceTime(serviceDurationParts(seconds), language) : null;
  } catch {
    return null;
  }
}

function PointItem({ point, stop }: { point: Point; stop: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const serviceTime = serviceTimeOf(point.service_time, language);
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        {t(`vendorRequest.detail.point.${point.type}`, { position: stop })}: {point.address.name}
      </Typography.Text>
      <Typography.Text type="secondary">{point.address.full_name || point.address.city}</Typography.Text>
      {serviceTime && (
        <Typography.Text type="secondary">
          {t('vendorRequest.detail.serviceTime', { time: serviceTime })}
        </Typography.Text>
      )}
      {point.activities.length > 0 && (
        <Flex wrap gap={4}>
          {point.activities.map((activity) => (
            <Tag
              key={`${activity.type}-${activity.delivery_order_number}`}
              color={activity.type === 'PICKUP' ? 'blue' : 'green'}
            >
              {t(activity.type === 'PICKUP' ? 'vendorRequest.detail.pickup' : 'vendorRequest.detail.drop', {
                number: activity.delivery_order_number,
              })}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

/** The sender's route in its order, with the stops' service times and what is picked up or dropped. */
export function RequestRouteCard({ points }: { points: VendorRequestDetail['points'] }) {
  const { t } = useTranslation();
  const ordered = [...points].sort((a, b) => a.position - b.position);
  let stop = 0;
  const items = ordered.map((point) => {
    if (point.type === 'DEFAULT') stop += 1;
    return {
      key: `${point.type}-${point.position}`,
      color: point.type === 'DEFAULT' ? 'blue' : 'gray',
      content: <PointItem point={point} stop={stop} />,
    };
  });
  return (
    <Card title={t('vendorRequest.detail.route')}>
      <Timeline items={items} />
    </Card>
  );
}
