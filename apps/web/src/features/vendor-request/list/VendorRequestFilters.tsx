import { VENDOR_REQUEST_STATUSES } from '@armada/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  FILTER_COLUMN,
  FilterGrid,
  type ListState,
  type ListStateChange,
  SelectFilter,
} from '../../../shared/ListTable';

/** The filters the API offers: status (one or several) and when the request came in. */
export function VendorRequestFilters({
  state,
  onStateChange,
  timeZone,
}: {
  state: ListState;
  onStateChange: ListStateChange;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const statusOptions = VENDOR_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: t(`vendorRequest.status.${status}`),
  }));
  const shared = { state, onStateChange };
  return (
    <FilterGrid {...shared} label={t('vendorRequest.filters.title')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="status.name"
          mode="in"
          label={t('vendorRequest.filters.status')}
          options={statusOptions}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="created_on"
          timeZone={timeZone}
          labels={[t('vendorRequest.filters.receivedFrom'), t('vendorRequest.filters.receivedTo')]}
        />
      </Col>
    </FilterGrid>
  );
}
