import { formatDateTime } from '@armada/domain';

import type { AuthContext } from '../../../../auth/guard';

import type { HistoryProperty } from '../../../../db/schema';

import type { HistoryInput } from '../../../history/service';
import type { LockedFleetTask } from '../task/task-repository';
import type { TaskField, TaskState } from './update.types';

/** The history event of an accepted PATCH (DESIGN.md 'Data rules': every change writes one). */
export const FLEET_TASK_UPDATED = { event: 'FleetPlanning.FleetTaskUpdated', title: 'Penugasan diubah' };

/** Indonesian labels of the detail card's fields, as the history modal lists them. */
export const TASK_FIELD_LABELS: Readonly<Record<TaskField, string>> = {
  send_by: 'Metode Pengiriman',
  vendor_id: 'Vendor',
  start_address_id: 'Alamat Awal',
  end_address_id: 'Alamat Akhir',
  expected_departure_on: 'Waktu Keberangkatan',
  vehicle_id: 'Kendaraan',
  driver_user_id: 'Pengemudi',
  shipment_reference: 'Referensi Pengiriman',
  autocomplete_source: 'Sumber Perubahan Status DO',
  is_autocomplete_on: 'Perubahan Status DO Otomatis',
  auto_start_type: 'Automasi Perjalanan',
  notification_enabled: 'Notifikasi WhatsApp',
  customer_phone_number: 'Nomor Telepon Pelanggan',
};

/** Names of what the ids on either side of a change refer to. */
export interface HistoryNames {
  addresses: Map<number, { name: string; is_garage: boolean }>;
  vehicles: Map<number, string>;
  drivers: Map<number, string>;
  vendors: Map<number, string>;
}

const onOff = (value: boolean) => (value ? 'Aktif' : 'Nonaktif');

/** A field's value as a person reads it: names for ids, the company's local time, '-' for none. */
function displayValue(field: TaskField, state: TaskState, names: HistoryNames, timeZone: string): string {
  const value = state[field];
  const named = (map: Map<number, string>) => map.get(value as number) ?? String(value);
  switch (field) {
    case 'send_by':
      // The spec's own wording of the two choices (section 1).
      return state.send_by === 'VENDOR' ? 'Kirim permintaan ke vendor' : 'Dikirim Sendiri';
    case 'is_autocomplete_on':
    case 'notification_enabled':
      return onOff(value as boolean);
    case 'auto_start_type':
      return onOff(value === 'GEOFENCE');
    default:
      break;
  }
  if (value === null || value === '') return '-';
  switch (field) {
    case 'start_address_id':
    case 'end_address_id':
      return names.addresses.get(value as number)?.name ?? String(value);
    case 'vehicle_id':
      return named(names.vehicles);
    case 'driver_user_id':
      return named(names.drivers);
    case 'vendor_id':
      return named(names.vendors);
    case 'expected_departure_on':
      return formatDateTime(value as Date, timeZone);
    default:
      return String(value);
  }
}

const raw = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export interface ChangeHistorySubject {
  task: LockedFleetTask;
  changed: readonly TaskField[];
  current: TaskState;
  next: TaskState;
  names: HistoryNames;
  auth: AuthContext;
  timeZone: string;
}

/**
 * One 'Penugasan diubah' event: a property per changed field, 'old → new' (a property is one
 * key/value line in the spec's History event), then 'Diubah oleh'; `details` keeps the raw values.
 */
export function changeHistory(subject: ChangeHistorySubject): HistoryInput {
  const { task, changed, current, next, names, auth, timeZone } = subject;
  const properties: HistoryProperty[] = changed.map((field) => ({
    key: TASK_FIELD_LABELS[field],
    value: `${displayValue(field, current, names, timeZone)} → ${displayValue(field, next, names, timeZone)}`,
  }));
  properties.push({ key: 'Diubah oleh', value: auth.user.name });
  return {
    companyId: task.company_id,
    entityType: 'fleet_task',
    entityId: task.id,
    ...FLEET_TASK_UPDATED,
    description: `Perubahan pada ${changed.map((field) => TASK_FIELD_LABELS[field]).join(', ')}.`,
    properties,
    details: {
      changes: changed.map((field) => ({ field, old: raw(current[field]), new: raw(next[field]) })),
    },
    actorUserId: auth.user.id,
  };
}
