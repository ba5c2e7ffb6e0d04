import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  FILTER_COLUMN,
  FilterGrid,
  type ListState,
  type ListStateChange,
  NumberRangeFilter,
  SelectFilter,
} from '../../../../shared/ListTable';

interface AttachFiltersProps {
  state: ListState;
  onStateChange: ListStateChange;
  timeZone: string;
}

/** Filters of the order list (GET /delivery-order's filter fields): type, targets, weight and volume. */
export function AttachFilters({ state, onStateChange, timeZone }: AttachFiltersProps) {
  const { t } = useTranslation();
  const shared = { state, onStateChange };
  return (
    <FilterGrid state={state} onStateChange={onStateChange} label={t('fleetTaskSequence.attach.filters')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="shipment_type"
          mode="eq"
          label={t('fleetTaskSequence.attach.shipmentType')}
          options={[
            { value: 'DIRECT', label: t('fleetTaskSequence.attach.direct') },
            { value: 'TRANSIT', label: t('fleetTaskSequence.attach.transit') },
          ]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_pickup_on"
          timeZone={timeZone}
          labels={[t('fleetTaskSequence.attach.pickupFrom'), t('fleetTaskSequence.attach.pickupTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_delivered_on"
          timeZone={timeZone}
          labels={[t('fleetTaskSequence.attach.deliveryFrom'), t('fleetTaskSequence.attach.deliveryTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <NumberRangeFilter
          {...shared}
          field="load_weight"
          labels={[t('fleetTaskSequence.attach.weightMin'), t('fleetTaskSequence.attach.weightMax')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <NumberRangeFilter
          {...shared}
          field="load_volume"
          labels={[t('fleetTaskSequence.attach.volumeMin'), t('fleetTaskSequence.attach.volumeMax')]}
        />
      </Col>
    </FilterGrid>
  );
}
