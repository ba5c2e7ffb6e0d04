import { type CreateVehicleGroupRequest, toZonedIso, type UpdateVehicleGroupRequest } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/guard';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { checkOwned } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

export const vehicleGroupViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  vehicle_ids: z.array(z.number()),
  vehicles: z.array(z.object({ id: z.number(), license_plate: z.string() })),
  total_vehicles: z.number(),
  updated_on: z.string(),
});
type VehicleGroupView = z.infer<typeof vehicleGroupViewSchema>;

const memberCount = sql<number>`(select count(*)::int from vehicle_group_vehicles m where m.vehicle_group_id = vehicle_groups.id)`;

const VEHICLE_GROUP_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('vehicle_groups.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('vehicle_groups.name'), type: 'text', filterable: false },
    total_vehicles: { expression: memberCount, type: 'number' },
    updated_on: { expression: sql.ref('vehicle_groups.updated_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('vehicle_groups.name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('vehicle_groups.id'),
};

function companyGroups(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('vehicle_groups')
    .select(['vehicle_groups.id', 'vehicle_groups.name', 'vehicle_groups.updated_on'])
    .where('vehicle_groups.company_id', '=', companyId);
}

/** The groups with their vehicles, by plate; one query for a whole page. */
async function withVehicles(
  db: Kysely<Database>,
  auth: AuthContext,
  groups: { id: number; name: string; updated_on: Date }[],
): Promise<VehicleGroupView[]> {
  const ids = groups.map((group) => group.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .selectFrom('vehicle_group_vehicles as m')
          .innerJoin('vehicles as v', 'v.id', 'm.vehicle_id')
          .select(['m.vehicle_group_id', 'v.id', 'v.license_plate'])
          .where('m.company_id', '=', auth.companyId)
          .where('m.vehicle_group_id', 'in', ids)
          .orderBy('v.license_plate')
          .execute();
  return groups.map((group) => {
    const vehicles = members
      .filter((member) => member.vehicle_group_id === group.id)
      .map(({ id, license_plate }) => ({ id, license_plate }));
    return {
      id: group.id,
      name: group.name,
      vehicle_ids: vehicles.map((vehicle) => vehicle.id),
      vehicles,
      total_vehicles: vehicles.length,
      updated_on: toZonedIso(group.updated_on, auth.user.company.time_zone),
    };
  });
}

async function replaceMembers(
  trx: Kysely<Database>,
  companyId: number,
  groupId: number,
  vehicleIds: readonly number[],
) {
  const unique = [...new Set(vehicleIds)];
  await checkOwned(
    trx,
    companyId,
    vehicleIds.map((id, index) => ({ field: `vehicle_ids.${index}`, table: 'vehicles' as const, id })),
  );
  await trx.deleteFrom('vehicle_group_vehicles').where('vehicle_group_id', '=', groupId).execute();
  if (unique.length === 0) return;
  await trx
    .insertInto('vehicle_group_vehicles')
    .values(
      unique.map((vehicleId) => ({
        vehicle_group_id: groupId,
        vehicle_id: vehicleId,
        company_id: companyId,
      })),
    )
    .execute();
}

export const vehicleGroupResource: MasterDataResource<
  VehicleGroupView,
  CreateVehicleGroupRequest,
  UpdateVehicleGroupRequest
> = {
  name: 'vehicle-group',
  labelOf: (row) => row.name,
  table: 'vehicle_groups',
  uniqueFields: { vehicle_groups_company_name_key: 'name' },
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(
      db,
      companyGroups(db, auth.companyId),
      VEHICLE_GROUP_LIST,
      query,
    );
    return { rows: await withVehicles(db, auth, rows), total };
  },
  async find(db, auth, id) {
    const row = await companyGroups(db, auth.companyId)
      .where('vehicle_groups.id', '=', id)
      .executeTakeFirst();
    return row && (await withVehicles(db, auth, [row]))[0];
  },
  async insert(trx, auth, body) {
    const row = await trx
      .insertInto('vehicle_groups')
      .values({ name: body.name, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceMembers(trx, auth.companyId, row.id, body.vehicle_ids);
    return row.id;
  },
  async update(trx, auth, id, body) {
    if (body.name !== undefined)
      await trx.updateTable('vehicle_groups').set({ name: body.name }).where('id', '=', id).execute();
    if (body.vehicle_ids !== undefined) await replaceMembers(trx, auth.companyId, id, body.vehicle_ids);
  },
};
