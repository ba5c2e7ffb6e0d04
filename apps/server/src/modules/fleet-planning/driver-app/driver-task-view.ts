import {
  type ActivityProof,
  type AutocompleteSource,
  type DriverActivity,
  type DriverStop,
  type DriverTaskSummary,
  type FleetTaskStatus,
  toZonedIso,
} from '@armada/domain';
import type { LoadRow } from '../../order/load-queries';
import { isAdjustmentEnabledFor } from '../fleet-tasks/activity/load-adjustment-service';
import type { SequenceActivityRow } from '../fleet-tasks/sequence/sequence-queries';
import type { PlannedPoint, Schedule } from '../fleet-tasks/sequence/sequence-view';
import type { DriverTaskRow } from './driver-app-queries';

/** Shapes of the driver app's answers (packages/domain schemas/driver-app.ts) from stored rows. */

const iso = (value: Date | null, timeZone: string) => (value ? toZonedIso(value, timeZone) : null);

export function toDriverTaskSummary(row: DriverTaskRow, timeZone: string): DriverTaskSummary {
  return {
    id: row.id,
    number: row.number,
    shipment_reference: row.shipment_reference,
    status: row.status as FleetTaskStatus,
    expected_departure_on: iso(row.expected_departure_on, timeZone),
    actual_departure_on: iso(row.actual_departure_on, timeZone),
    vehicle:
      row.vehicle_id !== null && row.vehicle_license_plate !== null
        ? {
            id: row.vehicle_id,
            license_plate: row.vehicle_license_plate,
            type_name: row.vehicle_type_name ?? '',
          }
        : null,
    origin_city: row.origin_city ?? null,
    destination_city: row.destination_city ?? null,
    activity_count: Number(row.activity_count ?? 0),
    completed_activity_count: Number(row.completed_activity_count ?? 0),
    auto_start_type: row.auto_start_type === 'GEOFENCE' ? 'GEOFENCE' : null,
    // The column's check constraint admits only the known sources.
    autocomplete_source: row.autocomplete_source as AutocompleteSource,
    is_autocomplete_on: row.is_autocomplete_on,
  };
}

/** Everything the stops are made of, read by driver-task-service.ts. */
export interface StopParts {
  points: readonly PlannedPoint[];
  schedule: Schedule;
  activities: readonly SequenceActivityRow[];
  contacts: ReadonlyMap<
    number,
    { full_name: string; contact_name: string | null; contact_phone: string | null }
  >;
  customerPhones: ReadonlyMap<string, string | null>;
  loads: readonly LoadRow[];
  proofs: ReadonlyMap<string, ActivityProof>;
  /** The company lets drivers adjust loads (is_driver_load_adjustment_on). */
  adjustmentOn: boolean;
  timeZone: string;
}

function toActivity(row: SequenceActivityRow, addressId: number, parts: StopParts): DriverActivity {
  const loads = parts.loads.filter((load) => load.delivery_order_id === row.delivery_order_id);
  const completed = row.status === 'COMPLETED';
  return {
    id: row.id,
    type: row.type,
    status: completed ? 'COMPLETED' : 'UNCOMPLETED',
    completed_on: iso(row.completed_on, parts.timeZone),
    contact_person_name: row.contact_person_name,
    note: row.note,
    delivery_order: {
      id: row.delivery_order_id,
      number: row.number,
      customer_name: row.customer_name,
      customer_phone: parts.customerPhones.get(row.delivery_order_id) ?? null,
      loads: loads.map((load) => ({
        id: load.id,
        product_name: load.product_name,
        uom: load.uom,
        quantity: load.quantity,
        quantity_picked: load.quantity_picked,
        quantity_delivered: load.quantity_delivered,
      })),
    },
    can_adjust_loads:
      parts.adjustmentOn &&
      isAdjustmentEnabledFor({
        type: row.type,
        shipment_type: row.shipment_type,
        load_count: loads.length,
        is_from_vendor_request: row.is_from_vendor_request,
        address_id: addressId,
        origin_address_id: row.origin_address_id,
        destination_address_id: row.destination_address_id,
      }),
    proof: completed ? (parts.proofs.get(row.id) ?? null) : null,
  };
}

/** The stops in the route's order (START, the stops, END) with their activities in stop order. */
export function toDriverStops(parts: StopParts): DriverStop[] {
  return parts.points.map((point, index) => {
    const address = point.address;
    const contact = address ? parts.contacts.get(address.id) : undefined;
    const rows = point.id === null ? [] : parts.activities.filter((row) => row.point_id === point.id);
    return {
      id: point.id,
      type: point.type,
      address: address
        ? {
            ...address,
            full_name: contact?.full_name ?? address.name,
            contact_name: contact?.contact_name ?? null,
            contact_phone: contact?.contact_phone ?? null,
          }
        : null,
      estimated_arrival_on: iso(parts.schedule.times[index]?.arrival ?? null, parts.timeZone),
      activities: address ? rows.map((row) => toActivity(row, address.id, parts)) : [],
    };
  });
}
