import { type ListQuery, toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { listResponse } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { type Availability, listDrivers, listNearestVehicles, type NearestVehicleRequest } from './queries';

interface TaskColumns {
  task_id: string | null;
  task_number: string | null;
  task_eta: Date | null;
}

/**
 * The task that makes a resource unavailable ('Dalam Penugasan'), or null when it is free. The API
 * stays language-neutral: the client words the status from is_available.
 */
function occupyingTaskView(row: TaskColumns, timeZone: string) {
  if (row.task_id === null || row.task_number === null) return null;
  return {
    id: row.task_id,
    number: row.task_number,
    estimated_arrival_on: row.task_eta === null ? null : toZonedIso(row.task_eta, timeZone),
  };
}

export async function getDrivers(
  db: Kysely<Database>,
  auth: AuthContext,
  query: ListQuery,
  available: Availability,
) {
  const { rows, total } = await listDrivers(db, auth.companyId, query, available);
  const timeZone = auth.user.company.time_zone;
  const views = rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone_no: row.phone_no,
    is_available: row.task_id === null,
    fleet_task: occupyingTaskView(row, timeZone),
  }));
  return listResponse(views, (view) => view.id, query, total);
}

export async function getNearestVehicles(
  db: Kysely<Database>,
  auth: AuthContext,
  request: NearestVehicleRequest,
) {
  const { rows, total } = await listNearestVehicles(db, auth.companyId, request);
  const timeZone = auth.user.company.time_zone;
  const result = rows.map((row) => ({
    id: row.id,
    license_plate: row.license_plate,
    vehicle_type: { type: row.type },
    box_type: row.box_type_name === null ? null : { name: row.box_type_name },
    fuel: row.fuel,
    driver:
      row.driver_id === null || row.driver_name === null
        ? null
        : { id: row.driver_id, name: row.driver_name, is_available: row.driver_is_free },
    // Metres, rounded: a GPS fix is not more precise than that.
    distance: row.distance === null ? null : Math.round(Number(row.distance)),
    is_available: row.task_id === null,
    fleet_task: occupyingTaskView(row, timeZone),
  }));
  return { total_count: total, result };
}
