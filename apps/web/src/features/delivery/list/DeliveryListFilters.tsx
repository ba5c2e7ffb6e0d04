import { DELIVERY_ORDER_STATUSES } from '@armada/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import {
  DateRangeFilter,
  FILTER_COLUMN,
  FilterGrid,
  type ListState,
  type ListStateChange,
  SelectFilter,
} from '../../../shared/ListTable';
import { useAddressFilterOptions, useCustomerFilterOptions } from '../api';

/** The spec's filters of the delivery list: status, the three time ranges, customer and the two ends. */
export function DeliveryListFilters({
  state,
  onStateChange,
}: {
  state: ListState;
  onStateChange: ListStateChange;
}) {
  const { t } = useTranslation();
  const timeZone = useCurrentUser().company.time_zone;
  const customers = useCustomerFilterOptions();
  const addresses = useAddressFilterOptions();
  const shared = { state, onStateChange };
  const failed = t('deliveryList.filters.optionsFailed');
  const statusOptions = DELIVERY_ORDER_STATUSES.map((status) => ({
    value: status,
    label: t(`delivery.status.${status}`),
  }));
  const addressSelect = (field: string, label: string) => (
    <SelectFilter
      {...shared}
      field={field}
      mode="eq"
      label={label}
      options={addresses.data}
      loading={addresses.isPending}
      error={addresses.isError ? failed : undefined}
    />
  );
  return (
    <FilterGrid {...shared} label={t('deliveryList.filters.title')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="status.name"
          mode="in"
          label={t('deliveryList.filters.status')}
          options={statusOptions}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="customer.id"
          mode="eq"
          label={t('deliveryList.filters.customer')}
          options={customers.data}
          loading={customers.isPending}
          error={customers.isError ? failed : undefined}
        />
      </Col>
      <Col {...FILTER_COLUMN}>{addressSelect('origin_address.id', t('deliveryList.filters.origin'))}</Col>
      <Col {...FILTER_COLUMN}>
        {addressSelect('destination_address.id', t('deliveryList.filters.destination'))}
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="created_on"
          timeZone={timeZone}
          labels={[t('deliveryList.filters.createdFrom'), t('deliveryList.filters.createdTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_pickup_on"
          timeZone={timeZone}
          labels={[t('deliveryList.filters.pickupFrom'), t('deliveryList.filters.pickupTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_delivered_on"
          timeZone={timeZone}
          labels={[t('deliveryList.filters.deliveredFrom'), t('deliveryList.filters.deliveredTo')]}
        />
      </Col>
    </FilterGrid>
  );
}
