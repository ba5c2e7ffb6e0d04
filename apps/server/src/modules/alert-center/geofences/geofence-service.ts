import {
  DomainError,
  type GeofenceFields,
  geofenceFieldsSchema,
  geofenceShapeProblem,
  idValueSchema,
  toZonedIso,
  updateGeofenceSchema,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { paginationOf } from '../graphql/base-types';
import {
  deleteGeofenceRow,
  findGeofence,
  findGeofencePage,
  type GeofenceRow,
  insertGeofence,
  updateGeofenceRow,
  usedByActiveRule,
} from './geofence-queries';

const filterSchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  show: z.number().int().min(1).max(999).default(20),
  search: z.string().trim().max(100).nullish(),
  type: z.enum(['CIRCLE', 'POLYGON']).nullish(),
});

export function presentGeofence(row: GeofenceRow, timeZone: string) {
  const isCircle = row.type === 'CIRCLE';
  return {
    geofenceId: row.id,
    id: row.id,
    fenceName: row.fence_name,
    type: row.type,
    serviceLocType: row.service_loc_type,
    address: row.address,
    center:
      isCircle && row.center_latitude !== null && row.center_longitude !== null
        ? { latitude: row.center_latitude, longitude: row.center_longitude }
        : null,
    radiusM: isCircle ? row.radius_m : null,
    polygon: isCircle ? null : row.polygon,
    totalRules: Number(row.total_rules ?? 0),
    createdOn: toZonedIso(row.created_on, timeZone),
    updatedOn: toZonedIso(row.updated_on, timeZone),
  };
}

export async function listGeofences(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const filter = filterSchema.parse(input ?? {});
  const { rows, total } = await findGeofencePage(db, auth.companyId, filter);
  return {
    data: rows.map((row) => presentGeofence(row, auth.user.company.time_zone)),
    pagination: paginationOf(filter.page, filter.show, total, rows.length),
  };
}

async function ownGeofence(db: Kysely<Database>, auth: AuthContext, id: unknown): Promise<GeofenceRow> {
  const parsed = idValueSchema.safeParse(id);
  const row = parsed.success ? await findGeofence(db, auth.companyId, parsed.data) : undefined;
  if (!row) throw new DomainError('not-found');
  return row;
}

export async function getGeofence(db: Kysely<Database>, auth: AuthContext, id: unknown) {
  return presentGeofence(await ownGeofence(db, auth, id), auth.user.company.time_zone);
}

/** The columns of a shape: a circle's centre and radius, or a polygon's points, the other left empty. */
function shapeColumns(fence: Pick<GeofenceFields, 'type' | 'center' | 'radiusM' | 'polygon'>) {
  const problem = geofenceShapeProblem(fence);
  if (problem) throw new DomainError(problem.code);
  return fence.type === 'CIRCLE'
    ? {
        type: 'CIRCLE' as const,
        center_latitude: fence.center?.latitude ?? null,
        center_longitude: fence.center?.longitude ?? null,
        radius_m: fence.radiusM ?? null,
        polygon: null,
      }
    : {
        type: 'POLYGON' as const,
        center_latitude: null,
        center_longitude: null,
        radius_m: null,
        polygon: JSON.stringify(fence.polygon ?? []),
      };
}

export async function createGeofence(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const fields = geofenceFieldsSchema.parse(input);
  const { id } = await insertGeofence(db, {
    company_id: auth.companyId,
    fence_name: fields.fenceName,
    service_loc_type: fields.serviceLocType ?? null,
    address: fields.address ?? null,
    created_by: auth.user.id,
    ...shapeColumns(fields),
  });
  return getGeofence(db, auth, id);
}

export async function updateGeofence(db: Kysely<Database>, auth: AuthContext, id: unknown, input: unknown) {
  const fields = updateGeofenceSchema.parse(input);
  const row = await ownGeofence(db, auth, id);
  const shapeGiven = ['type', 'center', 'radiusM', 'polygon'].some((key) => key in fields);
  const shape = shapeGiven
    ? shapeColumns({
        type: fields.type ?? row.type,
        center:
          fields.center === undefined
            ? row.center_latitude === null || row.center_longitude === null
              ? null
              : { latitude: row.center_latitude, longitude: row.center_longitude }
            : fields.center,
        radiusM: fields.radiusM === undefined ? row.radius_m : fields.radiusM,
        polygon: fields.polygon === undefined ? row.polygon : fields.polygon,
      })
    : {};
  await updateGeofenceRow(db, auth.companyId, row.id, {
    ...(fields.fenceName !== undefined ? { fence_name: fields.fenceName } : {}),
    ...(fields.serviceLocType !== undefined ? { service_loc_type: fields.serviceLocType } : {}),
    ...(fields.address !== undefined ? { address: fields.address } : {}),
    ...shape,
    updated_on: new Date(),
  });
  return getGeofence(db, auth, row.id);
}

/** A geofence an active rule names stays (geofence/in-use); otherwise it leaves inactive rules too. */
export async function deleteGeofence(db: Kysely<Database>, auth: AuthContext, id: unknown) {
  return db.transaction().execute(async (trx) => {
    const row = await ownGeofence(trx, auth, id);
    if (await usedByActiveRule(trx, auth.companyId, row.id)) throw new DomainError('geofence/in-use');
    return { count: (await deleteGeofenceRow(trx, auth.companyId, row.id)).length };
  });
}
