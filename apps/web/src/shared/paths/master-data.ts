/**
 * Routes of the master data pages (issue 14 item 2): `/master/` opens the first tab (addresses), and
 * each entity has its own tab address so a link or a reload lands on the same list.
 */
export const MASTER_DATA_PATH = '/master/';
export const MASTER_DATA_TAB_PATH = '/master/:entity';

export const MASTER_DATA_ENTITIES = [
  'address',
  'vehicle',
  'vehicle-type',
  'box-type',
  'vehicle-group',
  'driver',
  'customer',
  'product',
  'product-type',
] as const;
export type MasterDataEntity = (typeof MASTER_DATA_ENTITIES)[number];

export function masterDataPath(entity: MasterDataEntity): string {
  return `/master/${entity}`;
}

export function isMasterDataEntity(value: string | undefined): value is MasterDataEntity {
  return (MASTER_DATA_ENTITIES as readonly string[]).includes(value ?? '');
}
