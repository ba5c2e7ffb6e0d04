import { VENDOR_STATUSES } from '@armada/domain';
import { Checkbox, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FILTER_COLUMN,
  FilterGrid,
  filterValue,
  type ListState,
  type ListStateChange,
  SelectFilter,
  withFilter,
} from '../../../shared/ListTable';

// The fleet task's vendor picker reads 'connected' as paired with a company above id 0 (both specs, section 9).
const CONNECTED = { field: 'paired_company_id', operator: 'gt', value: '0' } as const;

/** Status (Aktif, Nonaktif) and 'only connected', the vendors a fleet task can be sent to. */
export function VendorListFilters({
  state,
  onStateChange,
}: {
  state: ListState;
  onStateChange: ListStateChange;
}) {
  const { t } = useTranslation();
  const connectedOnly = filterValue(state, CONNECTED.field, CONNECTED.operator) === CONNECTED.value;
  const statusOptions = VENDOR_STATUSES.map((status) => ({
    value: status,
    label: t(status === 'ACTIVE' ? 'vendor.status.active' : 'vendor.status.inactive'),
  }));
  return (
    <FilterGrid state={state} onStateChange={onStateChange} label={t('vendor.filters.title')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          state={state}
          onStateChange={onStateChange}
          field="status.name"
          mode="eq"
          label={t('vendor.filters.status')}
          options={statusOptions}
        />
      </Col>
      <Col {...FILTER_COLUMN} style={{ display: 'flex', alignItems: 'center' }}>
        <Checkbox
          checked={connectedOnly}
          onChange={(event) =>
            onStateChange(
              withFilter(
                state,
                CONNECTED.field,
                CONNECTED.operator,
                event.target.checked ? CONNECTED.value : null,
              ),
            )
          }
        >
          {t('vendor.filters.connectedOnly')}
        </Checkbox>
      </Col>
    </FilterGrid>
  );
}
