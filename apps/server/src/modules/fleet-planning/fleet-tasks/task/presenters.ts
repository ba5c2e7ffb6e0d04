import { type FleetTask, type FleetTaskListRow, toZonedIso } from '@armada/domain';
import type { FleetTaskDetailRow, FleetTaskRow } from './task-queries';

const iso = (value: Date | null, timeZone: string) => (value ? toZonedIso(value, timeZone) : null);
const address = (id: number | null, name: string | null, city: string | null) =>
  id !== null && name !== null && city !== null ? { id, name, city } : null;

/** The public tracking page of a task: unguessable, readable without login. */
export function trackLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/track/${token}`;
}

export function toFleetTaskListRow(row: FleetTaskRow, timeZone: string): FleetTaskListRow {
  return {
    id: row.id,
    number: row.number,
    shipment_reference: row.shipment_reference,
    expected_departure_on: iso(row.expected_departure_on, timeZone),
    status: {
      name: row.status,
      raw_type: row.status,
      visited_statuses: row.visited_statuses,
    },
    send_by: row.send_by,
    start_address: address(row.start_address_id, row.start_address_name, row.start_address_city),
    end_address: address(row.end_address_id, row.end_address_name, row.end_address_city),
    vehicle:
      row.vehicle_id !== null && row.vehicle_license_plate !== null
        ? {
            id: row.vehicle_id,
            license_plate: row.vehicle_license_plate,
            type_name: row.vehicle_type_name ?? '',
            driver:
              row.vehicle_driver_id !== null && row.vehicle_driver_name !== null
                ? {
                    id: row.vehicle_driver_id,
                    name: row.vehicle_driver_name,
                    is_available: Boolean(row.vehicle_driver_is_available),
                  }
                : null,
          }
        : null,
    driver_user:
      row.driver_user_id !== null && row.driver_user_name !== null
        ? { id: row.driver_user_id, name: row.driver_user_name, phone_no: row.driver_user_phone_no }
        : null,
    vendor:
      row.vendor_id !== null && row.vendor_name !== null
        ? { id: row.vendor_id, name: row.vendor_name }
        : null,
    is_from_vendor_request: row.is_from_vendor_request,
    origin_city: row.origin_city ?? null,
    destination_city: row.destination_city ?? null,
    delivery_order_count: Number(row.delivery_order_count ?? 0),
    point_count: Number(row.point_count ?? 0),
    current_total_weight: row.current_total_weight,
    current_total_volume: row.current_total_volume,
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

export interface DetailExtras {
  publicUrl: string;
  /** The single customer's name when the route serves one customer, else null. */
  customerName: string | null;
  customerCount: number;
  notificationAvailable: boolean;
}

export function toFleetTask(row: FleetTaskDetailRow, timeZone: string, extras: DetailExtras): FleetTask {
  const { point_count: _points, ...listed } = toFleetTaskListRow(row, timeZone);
  return {
    ...listed,
    actual_departure_on: iso(row.actual_departure_on, timeZone),
    actual_arrival_on: iso(row.actual_arrival_on, timeZone),
    estimated_arrival_on: iso(row.estimated_arrival_on, timeZone),
    start_address_id: row.start_address_id,
    end_address_id: row.end_address_id,
    vehicle_id: row.vehicle_id,
    driver_user_id: row.driver_user_id,
    vendor_id: row.vendor_id,
    notification_enabled: row.notification_enabled,
    notification_available: extras.notificationAvailable,
    customer: {
      name: extras.customerName,
      phone_number: row.customer_phone_number,
      count: extras.customerCount,
    },
    auto_start_type: row.auto_start_type === 'GEOFENCE' ? 'GEOFENCE' : null,
    is_auto_started: row.is_auto_started,
    auto_start_failed_reason: row.auto_start_failed_reason,
    is_overlap: row.is_overlap,
    is_start_and_first_point_same:
      row.first_stop_address_id !== null && row.first_stop_address_id === row.start_address_id,
    canceled_reason:
      row.canceled_reason_id !== null && row.canceled_reason_text !== null
        ? { id: row.canceled_reason_id, name: row.canceled_reason_text }
        : null,
    rejected_reason: row.rejected_reason,
    autocomplete_source: row.autocomplete_source as FleetTask['autocomplete_source'],
    is_autocomplete_on: row.is_autocomplete_on,
    track_link: trackLink(extras.publicUrl, row.track_token),
  };
}
