import { errorMessage, formatDistance } from '@armada/domain';
import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import type { FieldAccessibility } from '../../../../shared/forms/FormField';
import { RemoteSelect, type SelectedItem } from '../../../../shared/forms/RemoteSelect';
import { useDebouncedValue } from '../../../../shared/useDebounce';
import {
  type DriverOption,
  type GarageAddress,
  type HeldResource,
  type NearestVehicle,
  type OccupyingTask,
  useAddress,
  useDrivers,
  useGarages,
  useNearestVehicles,
  useVendors,
  type VendorOption,
} from '../api';

export interface PickerProps {
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  selected: SelectedItem | null;
  disabled?: boolean;
  accessibility: FieldAccessibility;
}

/**
 * The search typed into a picker, the same search after the 500 ms pause (section 9), and whether
 * the picker was opened: its options are loaded from then on, not for every picker of the page.
 */
function useSearch() {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const onOpen = () => setOpened(true);
  return { debounced: useDebouncedValue(search), setSearch, opened, onOpen };
}

/** Section 9: available unless in a fleet task, otherwise 'Dalam Penugasan'. */
function Availability({ available, task }: { available: boolean; task: OccupyingTask | null }) {
  const { t } = useTranslation();
  if (available) return <Tag color="green">{t('fleetTask.detail.available')}</Tag>;
  return (
    <Tag color="orange">
      {task
        ? t('fleetTask.detail.inAssignmentOn', { number: task.number })
        : t('fleetTask.detail.inAssignment')}
    </Tag>
  );
}

function OptionRow({ title, detail, tag }: { title: string; detail?: string; tag?: React.ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {title}
        </Typography.Text>
        {detail && (
          // Wraps rather than cuts: the distance and the driver are why one vehicle is chosen over another.
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {detail}
          </Typography.Text>
        )}
      </Flex>
      {tag}
    </Flex>
  );
}

/**
 * A vehicle or driver another task holds at this task's time (issue 26 item 3): the save would refuse
 * it, so the option is disabled and says why in the refusal's words, naming the task in the way.
 */
function HeldTag({ held }: { held: HeldResource }) {
  const { language } = useLanguage();
  return (
    <Tag color="red" style={{ whiteSpace: 'normal', maxWidth: 220 }}>
      {errorMessage(held.code, language)} ({held.fleet_task.number})
    </Tag>
  );
}

const garageValue = (garage: GarageAddress) => garage.id;
const garageLabel = (garage: GarageAddress) => garage.name;

/** Start and end points: the company's garages only (section 5). */
export function GaragePicker(props: PickerProps & { testId: string }) {
  const { t } = useTranslation();
  const { debounced, setSearch, opened, onOpen } = useSearch();
  const garages = useGarages(debounced, opened && !props.disabled);
  return (
    <RemoteSelect
      {...props}
      items={garages.data}
      loading={garages.isFetching}
      onSearch={setSearch}
      onOpen={onOpen}
      itemValue={garageValue}
      itemLabel={garageLabel}
      renderItem={(garage) => (
        <OptionRow title={garage.name} detail={`${garage.city} · ${garage.full_name}`} />
      )}
      placeholder={t('fleetTask.detail.garagePlaceholder')}
    />
  );
}

const vehicleValue = (vehicle: NearestVehicle) => vehicle.id;
const vehicleLabel = (vehicle: NearestVehicle) => vehicle.license_plate;

/** Vehicles nearest to the start garage first, with their driver, distance and availability. */
export function VehiclePicker(
  props: PickerProps & {
    startAddressId: number | null;
    held?: ReadonlyMap<number, HeldResource>;
    /** The vehicle record behind a new choice, for its usual driver. */
    onPicked?(vehicle: NearestVehicle | undefined): void;
  },
) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { debounced, setSearch, opened, onOpen } = useSearch();
  const start = useAddress(opened ? props.startAddressId : null);
  const point = start.data?.geolocation ?? null;
  const vehicles = useNearestVehicles(point, debounced, opened && !props.disabled);
  const needsStart = props.startAddressId === null;
  const describe = (vehicle: NearestVehicle) =>
    [
      vehicle.vehicle_type.type,
      vehicle.driver
        ? t('fleetTask.detail.vehicleDriver', { name: vehicle.driver.name })
        : t('fleetTask.detail.noDriver'),
      vehicle.distance === null
        ? t('fleetTask.detail.distanceUnknown')
        : formatDistance(vehicle.distance, language),
    ].join(' · ');
  return (
    <RemoteSelect
      {...props}
      testId="vehicle-picker"
      disabled={props.disabled || needsStart}
      allowClear
      onChange={(next) => {
        props.onChange(next);
        props.onPicked?.(vehicles.data?.find((vehicle) => vehicle.id === next));
      }}
      itemDisabled={(vehicle) => vehicle.id !== props.value && (props.held?.has(vehicle.id) ?? false)}
      items={vehicles.data}
      loading={start.isFetching || vehicles.isFetching}
      onSearch={setSearch}
      onOpen={onOpen}
      itemValue={vehicleValue}
      itemLabel={vehicleLabel}
      renderItem={(vehicle) => (
        <OptionRow
          title={vehicle.license_plate}
          detail={describe(vehicle)}
          tag={
            props.held?.get(vehicle.id) ? (
              <HeldTag held={props.held.get(vehicle.id) as HeldResource} />
            ) : (
              <Availability available={vehicle.is_available} task={vehicle.fleet_task} />
            )
          }
        />
      )}
      placeholder={
        needsStart ? t('fleetTask.detail.vehicleNeedsStart') : t('fleetTask.detail.vehiclePlaceholder')
      }
    />
  );
}

const driverValue = (driver: DriverOption) => driver.id;
const driverLabel = (driver: DriverOption) => driver.name;

export function DriverPicker(props: PickerProps & { held?: ReadonlyMap<number, HeldResource> }) {
  const { t } = useTranslation();
  const { debounced, setSearch, opened, onOpen } = useSearch();
  const drivers = useDrivers(debounced, opened && !props.disabled);
  return (
    <RemoteSelect
      {...props}
      testId="driver-picker"
      allowClear
      itemDisabled={(driver) => driver.id !== props.value && (props.held?.has(driver.id) ?? false)}
      items={drivers.data}
      loading={drivers.isFetching}
      onSearch={setSearch}
      onOpen={onOpen}
      itemValue={driverValue}
      itemLabel={driverLabel}
      renderItem={(driver) => (
        <OptionRow
          title={driver.name}
          detail={driver.phone_no ?? undefined}
          tag={
            props.held?.get(driver.id) ? (
              <HeldTag held={props.held.get(driver.id) as HeldResource} />
            ) : (
              <Availability available={driver.is_available} task={driver.fleet_task} />
            )
          }
        />
      )}
      placeholder={t('fleetTask.detail.driverPlaceholder')}
    />
  );
}

const vendorValue = (vendor: VendorOption) => vendor.id;
const vendorLabel = (vendor: VendorOption) => vendor.name;

/** Only vendors that can receive a request: ACTIVE and paired (section 5). */
export function VendorPicker(props: PickerProps) {
  const { t } = useTranslation();
  const { debounced, setSearch, opened, onOpen } = useSearch();
  const vendors = useVendors(debounced, opened && !props.disabled);
  return (
    <RemoteSelect
      {...props}
      testId="vendor-picker"
      allowClear
      items={vendors.data}
      loading={vendors.isFetching}
      onSearch={setSearch}
      onOpen={onOpen}
      itemValue={vendorValue}
      itemLabel={vendorLabel}
      renderItem={(vendor) => <OptionRow title={vendor.name} detail={vendor.contract_number ?? undefined} />}
      placeholder={t('fleetTask.detail.vendorPlaceholder')}
    />
  );
}
