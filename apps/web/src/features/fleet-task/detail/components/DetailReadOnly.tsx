import { type FleetTask, formatDateTime, showsAutocompleteSection, showsSendByChoice } from '@armada/domain';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../../platform/session/session-context';

/** Section 2 'Detail card': read-only text in a state that cannot be changed. */
export function DetailReadOnly({ task, timeZone }: { task: FleetTask; timeZone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const empty = t('common.empty');
  const byVendor = task.send_by === 'VENDOR';
  const items: DescriptionsProps['items'] = [];
  if (showsSendByChoice(user.scopes, { isFromVendorRequest: task.is_from_vendor_request })) {
    items.push({
      key: 'send_by',
      label: t('fleetTask.detail.sendBy'),
      children: t(byVendor ? 'fleetTask.detail.sendByVendor' : 'fleetTask.detail.sendBySelf'),
    });
  }
  if (byVendor)
    items.push({ key: 'vendor', label: t('fleetTask.detail.vendor'), children: task.vendor?.name ?? empty });
  items.push(
    { key: 'start', label: t('fleetTask.detail.startAddress'), children: task.start_address?.name ?? empty },
    { key: 'end', label: t('fleetTask.detail.endAddress'), children: task.end_address?.name ?? empty },
  );
  if (!byVendor) {
    const departure = task.expected_departure_on;
    items.push(
      {
        key: 'departure',
        label: t('fleetTask.detail.departure'),
        children: departure ? formatDateTime(departure, timeZone, language) : empty,
      },
      {
        key: 'reference',
        label: t('fleetTask.detail.shipmentReference'),
        children: task.shipment_reference ?? empty,
      },
      {
        key: 'vehicle',
        label: t('fleetTask.detail.vehicle'),
        children: task.vehicle ? `${task.vehicle.license_plate} · ${task.vehicle.type_name}` : empty,
      },
      { key: 'driver', label: t('fleetTask.detail.driver'), children: task.driver_user?.name ?? empty },
    );
  }
  if (showsAutocompleteSection(user.scopes)) {
    items.push({
      key: 'autocomplete',
      label: t('fleetTask.autocomplete.title'),
      children: task.is_autocomplete_on
        ? `${t('fleetTask.autocomplete.automatic')} (${task.autocomplete_source})`
        : t('fleetTask.autocomplete.manual'),
    });
  }
  return (
    <Descriptions
      data-testid="detail-read-only"
      column={{ xs: 1, md: 2 }}
      layout="vertical"
      colon={false}
      items={items}
      size="small"
    />
  );
}
