import { formatDateTime, formatVolume, formatWeight, type VendorRequestDetail } from '@armada/domain';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { routeSummary } from '../components/route-summary';

/** Who sends, when, how much, and the answer given: what the vendor decides on. */
export function RequestSummaryCard({ request }: { request: VendorRequestDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const time = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : '-');
  const items: DescriptionsProps['items'] = [
    { key: 'sender', label: t('vendorRequest.detail.sender'), children: request.sender_company.name },
    {
      key: 'number',
      label: t('vendorRequest.detail.senderNumber'),
      children: request.sender_fleet_task.number,
    },
    { key: 'route', label: t('vendorRequest.detail.route'), children: routeSummary(request.route) },
    { key: 'received', label: t('vendorRequest.detail.received'), children: time(request.created_on) },
    {
      key: 'departure',
      label: t('vendorRequest.detail.departure'),
      children: time(request.expected_departure_on),
    },
    {
      key: 'earliestPickup',
      label: t('vendorRequest.detail.earliestPickup'),
      children: time(request.earliest_pickup_on),
    },
    {
      key: 'totals',
      label: t('vendorRequest.detail.totals'),
      children: `${t('vendorRequest.ordersCount', { count: request.delivery_order_count })} · ${formatWeight(
        request.total_weight,
        language,
      )} · ${formatVolume(request.total_volume, language)}`,
    },
  ];
  if (request.responded_on) {
    items.push({
      key: 'responded',
      label: t('vendorRequest.detail.respondedOn'),
      children: time(request.responded_on),
    });
  }
  if (request.rejected_reason) {
    items.push({
      key: 'reason',
      label: t('vendorRequest.detail.rejectedReason'),
      children: request.rejected_reason,
    });
  }
  if (request.vendor_fleet_task) {
    items.push({
      key: 'ownTask',
      label: t('vendorRequest.detail.ownTask'),
      children: (
        <Link to={fleetTaskDetailPath(request.vendor_fleet_task.id)}>{request.vendor_fleet_task.number}</Link>
      ),
    });
  }
  return (
    <Card title={t('vendorRequest.detail.summary')}>
      <Descriptions column={{ xs: 1, sm: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}
