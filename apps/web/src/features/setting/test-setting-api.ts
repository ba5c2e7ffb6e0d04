// Answers of the settings page's calls for its component tests (not imported by the app).
import type { PairingCode } from '@armada/domain';
import type { FleetSettings } from '../../shared/fleet-settings/api';
import type { ReasonRow } from './api';

export const SETTING = '/api/fleet-planning/v1/setting';
export const ADDRESS = '/api/vehicle-management/v1/address';
export const REASON = '/api/fleet-planning/v1/reason';
export const PAIRING_CODE = '/api/vendor-management/v1/pairing-code';

export function buildSettings(overrides: Partial<FleetSettings> = {}): FleetSettings {
  return {
    start_address_default: null,
    end_address_default: null,
    start_address_toggle: false,
    end_address_toggle: false,
    autocomplete_source: 'GPS Kendaraan',
    is_autocomplete_on: false,
    is_driver_load_adjustment_on: false,
    start_address: null,
    end_address: null,
    updated_on: null,
    updated_by: null,
    ...overrides,
  };
}

export const GARAGES = [
  { id: 1, name: 'Pool Pulogadung', full_name: 'Jl. Rawa Gelam III', city: 'Jakarta Timur', is_garage: true },
  { id: 4, name: 'Pool Bandung', full_name: 'Jl. Soekarno-Hatta', city: 'Bandung', is_garage: true },
];

export function buildReason(overrides: Partial<ReasonRow> = {}): ReasonRow {
  return {
    id: 1,
    reason: 'Pelanggan membatalkan pesanan',
    type: 'CANCELED',
    created_on: '2026-11-01T09:00:00.000+07:00',
    updated_on: '2026-11-02T10:30:00.000+07:00',
    ...overrides,
  };
}

export function buildPairingCode(overrides: Partial<PairingCode> = {}): PairingCode {
  return {
    code: '7K3M9QXR2T4V',
    created_on: '2026-11-20T08:00:00.000+07:00',
    expires_on: '2026-11-27T08:00:00.000+07:00',
    ...overrides,
  };
}

export const listOf = <T>(rows: T[], total = rows.length) => ({
  data: { paginated_result: rows, ids: rows.map((_, index) => index) },
  metadata: { page: 1, limit: 10, total_count: total },
});
