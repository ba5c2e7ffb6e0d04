import { DEPARTING_STATUSES, FLEET_TASK_STATUSES, LATE_TOLERANCE_MINUTES } from '@armada/domain';
import { sql } from 'kysely';
import type { ListDefinition } from '../../../../db/list-query';

/**
 * Planned to leave and left, or still not left, more than the tolerance after the planned departure
 * (the domain's `isDepartureLate`): the dashboard's late departures link here (issue 26 item 10).
 */
const departureLate = sql`(fleet_tasks.status in (${sql.join([...DEPARTING_STATUSES])})
  and fleet_tasks.expected_departure_on is not null
  and coalesce(fleet_tasks.actual_departure_on, now())
    > fleet_tasks.expected_departure_on + make_interval(mins => ${LATE_TOLERANCE_MINUTES}))`;

/** The fleet task list's filters (fleet-task-planning.md section 7) and sorts. */
export const fleetTaskListDefinition: ListDefinition = {
  fields: {
    id: { expression: sql.ref('fleet_tasks.id'), type: 'uuid', sortable: false },
    number: { expression: sql.ref('fleet_tasks.number'), type: 'text' },
    'status.name': { expression: sql.ref('fleet_tasks.status'), type: 'enum', values: FLEET_TASK_STATUSES },
    created_on: { expression: sql.ref('fleet_tasks.created_on'), type: 'timestamp' },
    updated_on: { expression: sql.ref('fleet_tasks.updated_on'), type: 'timestamp' },
    expected_departure_on: { expression: sql.ref('fleet_tasks.expected_departure_on'), type: 'timestamp' },
    load_weight: { expression: sql.ref('fleet_tasks.current_total_weight'), type: 'number' },
    load_volume: { expression: sql.ref('fleet_tasks.current_total_volume'), type: 'number' },
    'start_address.id': { expression: sql.ref('fleet_tasks.start_address_id'), type: 'number' },
    'end_address.id': { expression: sql.ref('fleet_tasks.end_address_id'), type: 'number' },
    'vehicle.id': { expression: sql.ref('fleet_tasks.vehicle_id'), type: 'number' },
    'driver_user.id': { expression: sql.ref('fleet_tasks.driver_user_id'), type: 'number' },
    'vendor.id': { expression: sql.ref('fleet_tasks.vendor_id'), type: 'number' },
    is_from_vendor_request: { expression: sql.ref('fleet_tasks.is_from_vendor_request'), type: 'boolean' },
    departure_late: { expression: departureLate, type: 'boolean', sortable: false },
  },
  search: [sql.ref('fleet_tasks.number'), sql.ref('fleet_tasks.shipment_reference')],
  // The vehicle's plate, the driver's name and the DO number of any order on the task, each read
  // through its own (trigram) index.
  searchRelated: [
    {
      column: sql.ref('fleet_tasks.vehicle_id'),
      ids: (pattern) => sql`select vehicles.id from vehicles where vehicles.license_plate ilike ${pattern}`,
    },
    {
      column: sql.ref('fleet_tasks.driver_user_id'),
      ids: (pattern) => sql`select users.id from users where users.name ilike ${pattern}`,
    },
    {
      column: sql.ref('fleet_tasks.id'),
      ids: (pattern) => sql`select act.fleet_task_id from fleet_task_activities act
        join delivery_orders on delivery_orders.id = act.delivery_order_id
        where delivery_orders.number ilike ${pattern}`,
    },
  ],
  defaultSorts: [{ field: 'created_on', direction: 'desc' }],
  id: sql.ref('fleet_tasks.id'),
};
