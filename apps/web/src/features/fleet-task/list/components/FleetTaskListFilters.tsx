import { fleetTaskStatusLabel, LATE_TOLERANCE_MINUTES, LISTED_FLEET_TASK_STATUSES } from '@armada/domain';
import { Checkbox, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import {
  DateRangeFilter,
  FILTER_COLUMN,
  FilterGrid,
  filterValue,
  type ListState,
  type ListStateChange,
  NumberRangeFilter,
  SelectFilter,
  type SelectFilterOption,
  withFilter,
} from '../../../../shared/ListTable';
import {
  type FilterOption,
  useDriverOptions,
  useGarageOptions,
  useVehicleOptions,
} from '../filter-options-api';

interface FleetTaskListFiltersProps {
  state: ListState;
  onStateChange: ListStateChange;
  timeZone: string;
}

const asSelectOptions = (options: FilterOption[] | undefined): SelectFilterOption[] | undefined =>
  options?.map((option) => ({ value: String(option.value), label: option.label }));

const LATE_FIELD = 'departure_late';

/**
 * 'departure_late eq true' (the dashboard's late-departures link, issue 26 item 10) as a control of
 * its own, so whoever arrives by that link sees why the list is short and can clear only that filter.
 */
function LateDepartureFilter({
  state,
  onStateChange,
}: Pick<FleetTaskListFiltersProps, 'state' | 'onStateChange'>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={filterValue(state, LATE_FIELD, 'eq') === 'true'}
      onChange={(event) =>
        onStateChange(withFilter(state, LATE_FIELD, 'eq', event.target.checked ? 'true' : null))
      }
      style={{ minHeight: 32, alignItems: 'center' }}
    >
      {t('fleetTaskList.filters.departureLate', { minutes: LATE_TOLERANCE_MINUTES })}
    </Checkbox>
  );
}

/** The filters of the fleet task list (fleet-task-planning.md section 7, 'List filter expressions'). */
export function FleetTaskListFilters({ state, onStateChange, timeZone }: FleetTaskListFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const garages = useGarageOptions();
  const vehicles = useVehicleOptions();
  const drivers = useDriverOptions();
  const shared = { state, onStateChange };
  // The status list uses the list variant of the display names ('Dijalankan', 'Kirim Ke Vendor').
  const statusOptions = LISTED_FLEET_TASK_STATUSES.map((status) => ({
    value: status,
    label: fleetTaskStatusLabel(status, language, 'list'),
  }));

  return (
    <FilterGrid state={state} onStateChange={onStateChange} label={t('fleetTaskList.filters.title')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="status.name"
          mode="in"
          label={t('fleetTaskList.filters.status')}
          options={statusOptions}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="start_address.id"
          mode="eq"
          label={t('fleetTaskList.filters.garage')}
          options={asSelectOptions(garages.data)}
          loading={garages.isPending}
          error={garages.error?.message}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="vehicle.id"
          mode="eq"
          label={t('fleetTaskList.filters.vehicle')}
          options={asSelectOptions(vehicles.data)}
          loading={vehicles.isPending}
          error={vehicles.error?.message}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field="driver_user.id"
          mode="eq"
          label={t('fleetTaskList.filters.driver')}
          options={asSelectOptions(drivers.data)}
          loading={drivers.isPending}
          error={drivers.error?.message}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="created_on"
          timeZone={timeZone}
          labels={[t('fleetTaskList.filters.createdFrom'), t('fleetTaskList.filters.createdTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field="expected_departure_on"
          timeZone={timeZone}
          labels={[t('fleetTaskList.filters.departureFrom'), t('fleetTaskList.filters.departureTo')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <NumberRangeFilter
          {...shared}
          field="load_weight"
          labels={[t('fleetTaskList.filters.weightMin'), t('fleetTaskList.filters.weightMax')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <NumberRangeFilter
          {...shared}
          field="load_volume"
          labels={[t('fleetTaskList.filters.volumeMin'), t('fleetTaskList.filters.volumeMax')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <LateDepartureFilter {...shared} />
      </Col>
    </FilterGrid>
  );
}
