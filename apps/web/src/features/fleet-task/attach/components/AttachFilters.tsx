import { ClearOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  type ListState,
  type ListStateChange,
  NumberRangeFilter,
  SelectFilter,
  withoutFilters,
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
  const column = { xs: 24, sm: 12, lg: 8, xxl: 6 };
  return (
    <Row gutter={[8, 8]} role="group" aria-label={t('fleetTaskRoute.attach.filters')}>
      <Col {...column}>
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
      <Col {...column}>
        <DateRangeFilter
          {...shared}
          field="expected_pickup_on"
          timeZone={timeZone}
          labels={[t('fleetTaskRoute.attach.pickupFrom'), t('fleetTaskRoute.attach.pickupTo')]}
        />
      </Col>
      <Col {...column}>
        <DateRangeFilter
          {...shared}
          field="expected_delivered_on"
          timeZone={timeZone}
          labels={[t('fleetTaskRoute.attach.deliveryFrom'), t('fleetTaskRoute.attach.deliveryTo')]}
        />
      </Col>
      <Col {...column}>
        <NumberRangeFilter
          {...shared}
          field="load_weight"
          labels={[t('fleetTaskRoute.attach.weightMin'), t('fleetTaskRoute.attach.weightMax')]}
        />
      </Col>
      <Col {...column}>
        <NumberRangeFilter
          {...shared}
          field="load_volume"
          labels={[t('fleetTaskRoute.attach.volumeMin'), t('fleetTaskRoute.attach.volumeMax')]}
        />
      </Col>
      {state.filters.length > 0 && (
        <Col xs={24}>
          <Button icon={<ClearOutlined aria-hidden />} onClick={() => onStateChange(withoutFilters(state))}>
            {t('listTable.resetFilters')}
          </Button>
        </Col>
      )}
    </Row>
  );
}
