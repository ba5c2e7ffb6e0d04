import type { AddressRow, DriverRow, VehicleRow } from '../features/master-data/types';

const UPDATED_ON = '2026-11-20T09:00:00.000+07:00';

/** One page of a list answer, as the API sends it. */
export const listAnswer = <T>(rows: T[]) => ({
  data: { paginated_result: rows, ids: rows.map((_, index) => index + 1) },
  metadata: { page: 1, limit: 10, total_count: rows.length },
});

export function buildAddress(overrides: Partial<AddressRow> = {}): AddressRow {
  return {
    id: 11,
    name: 'Pool Pulogadung',
    full_name: 'Jl. Raya Bekasi Km 21, Pulogadung',
    city: 'Jakarta Timur',
    province: 'DKI Jakarta',
    is_garage: true,
    geolocation: { latitude: -6.19, longitude: 106.9 },
    geofence_radius_m: 150,
    contact_name: null,
    contact_phone: null,
    updated_on: UPDATED_ON,
    ...overrides,
  };
}

export function buildVehicle(overrides: Partial<VehicleRow> = {}): VehicleRow {
  return {
    id: 21,
    license_plate: 'B 9123 KXT',
    vehicle_type_id: 3,
    vehicle_type: { id: 3, type: 'CDD' },
    box_type_id: null,
    box_type: null,
    fuel: 'Solar',
    imei: '860000000000001',
    is_active: true,
    default_driver_user_id: null,
    driver: null,
    home_address_id: 11,
    home_address: { id: 11, name: 'Pool Pulogadung' },
    last_position: null,
    updated_on: UPDATED_ON,
    ...overrides,
  };
}

export function buildDriver(overrides: Partial<DriverRow> = {}): DriverRow {
  return {
    id: 31,
    name: 'Budi Santoso',
    email: 'budi@demo.id',
    phone_no: '+6281234567890',
    device_id: null,
    licence_number: null,
    licence_expiry: null,
    is_active: true,
    updated_on: UPDATED_ON,
    ...overrides,
  };
}
