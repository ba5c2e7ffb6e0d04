import type { AutocompleteSource, SendBy } from '@armada/domain';

/** The editable state of a task: the same shape before and after a PATCH, so the two compare. */
export interface TaskState {
  start_address_id: number | null;
  end_address_id: number | null;
  vehicle_id: number | null;
  driver_user_id: number | null;
  expected_departure_on: Date | null;
  vendor_id: number | null;
  shipment_reference: string | null;
  notification_enabled: boolean;
  customer_phone_number: string | null;
  auto_start_type: 'GEOFENCE' | null;
  send_by: SendBy;
  autocomplete_source: AutocompleteSource;
  is_autocomplete_on: boolean;
}
export type TaskField = keyof TaskState;
