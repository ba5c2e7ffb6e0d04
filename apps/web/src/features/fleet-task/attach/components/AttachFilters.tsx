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
    <FilterGrid state={state} onStateChange={onStateChange} label={t('fleetTaskRoute.attach.filters')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="shipment_type"
          mode="eq"
          label={t('fleetTaskRoute.attach.shipmentType')}
          options={[
            { value: 'DIRECT', label: t('fleetTaskRoute.attach.direct') },
            { value: 'TRANSIT', label: t('fleetTaskRoute.attach.transit') },
          ]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_pickup_on"
          timeZone={timeZone}
          labels={[t('fleetTaskRoute.attach.pickupFrom'), t('fleetTaskRoute.attach.pickupTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_delivered_on"
          timeZone={timeZone}
          labels={[t('fleetTaskRoute.attach.deliveryFrom'), t('fleetTaskRoute.attach.deliveryTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <NumberRangeFilter
          {...shared}
          field="load_weight"
          labels={[t('fleetTaskRoute.attach.weightMin'), t('fleetTaskRoute.attach.weightMax')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <NumberRangeFilter
          {...shared}
          field="load_volume"
          labels={[t('fleetTaskRoute.attach.volumeMin'), t('fleetTaskRoute.attach.volumeMax')]}
        />
      </Col>
    </FilterGrid>
  );
}
