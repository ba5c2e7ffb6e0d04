import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StoredAnnouncementAction, StoredAnnouncementData } from '../../../db/tables/platform';

const COLUMNS = [
  'system_notifications.id',
  'system_notifications.header',
  'system_notifications.description',
  'system_notifications.thumbnail_asset_id',
  'system_notifications.action',
  'system_notifications.data',
  'system_notifications.company_ids',
  'system_notifications.created_on',
] as const;

/** The announcements a company's users see: those for every company and those naming it. */
function visibleTo(db: Kysely<Database>, companyId: number, userId: number) {
  return db
    .selectFrom('system_notifications')
    .leftJoin('system_notification_reads as reads', (join) =>
      join
        .onRef('reads.system_notification_id', '=', 'system_notifications.id')
        .on('reads.user_id', '=', userId),
    )
    .where((eb) =>
      eb.or([
        eb('system_notifications.company_ids', 'is', null),
        sql<boolean>`${companyId} = any(system_notifications.company_ids)`,
      ]),
    );
}

export function findAnnouncement(db: Kysely<Database>, id: string) {
  return db.selectFrom('system_notifications').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export function userAnnouncements(db: Kysely<Database>, companyId: number, userId: number) {
  return visibleTo(db, companyId, userId).select([...COLUMNS, 'reads.read_on']);
}

export type UserAnnouncementRow = Awaited<
  ReturnType<ReturnType<typeof userAnnouncements>['executeTakeFirstOrThrow']>
>;

export function newestFirst<O>(query: SelectQueryBuilder<Database, 'system_notifications', O>) {
  return query.orderBy('system_notifications.created_on', 'desc').orderBy('system_notifications.id', 'desc');
}

export async function countUnread(db: Kysely<Database>, companyId: number, userId: number): Promise<number> {
  const row = await visibleTo(db, companyId, userId)
    .where('reads.read_on', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks it read for the user once; answers when it was first read. */
export async function markRead(db: Kysely<Database>, id: string, userId: number): Promise<Date> {
  await db
    .insertInto('system_notification_reads')
    .values({ system_notification_id: id, user_id: userId })
    .onConflict((conflict) => conflict.columns(['user_id', 'system_notification_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('system_notification_reads')
    .select('read_on')
    .where('system_notification_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.read_on;
}

export function insertAnnouncement(
  db: Kysely<Database>,
  row: {
    header: string;
    description: string;
    thumbnail_asset_id: string | null;
    action: StoredAnnouncementAction | null;
    data: StoredAnnouncementData | null;
    company_ids: number[] | null;
    created_by: number;
  },
) {
  return db
    .insertInto('system_notifications')
    .values({
      ...row,
      action: row.action ? JSON.stringify(row.action) : null,
      data: row.data ? JSON.stringify(row.data) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The operator's list: each announcement with who published it, how many may see it and have read it. */
export function operatorAnnouncements(db: Kysely<Database>) {
  return db
    .selectFrom('system_notifications')
    .leftJoin('users as author', 'author.id', 'system_notifications.created_by')
    .select((eb) => [
      ...COLUMNS,
      'system_notifications.created_by',
      'author.name as author_name',
      eb
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .where('companies.is_platform', '=', false)
        .where('users.is_active', '=', true)
        .where((inner) =>
          inner.or([
            inner('system_notifications.company_ids', 'is', null),
            sql<boolean>`users.company_id = any(system_notifications.company_ids)`,
          ]),
        )
        .as('recipient_count'),
      eb
        .selectFrom('system_notification_reads')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('system_notification_reads.system_notification_id', '=', 'system_notifications.id')
        .as('read_count'),
    ]);
}

export type OperatorAnnouncementRow = Awaited<
  ReturnType<ReturnType<typeof operatorAnnouncements>['executeTakeFirstOrThrow']>
>;

export async function countAnnouncements(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('system_notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The users a new announcement reaches live: active users of the targeted companies (all when
 * null) that hold `system_notification:read` and whose company has not switched announcements off.
 */
export function announcementRecipients(
  db: Kysely<Database>,
  companyIds: number[] | null,
  flagDefault: boolean,
) {
  let query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('company_features as flag', (join) =>
      join.onRef('flag.company_id', '=', 'companies.id').on('flag.name', '=', 'vsms2_system_notification'),
    )
    .select(['users.id', 'users.company_id', 'companies.time_zone'])
    .where('companies.is_platform', '=', false)
    .where('companies.is_active', '=', true)
    .where('users.is_active', '=', true)
    .where(sql<boolean>`users.scopes @> array['system_notification:read']`)
    .where((eb) => eb(eb.fn.coalesce('flag.enabled', sql.lit(flagDefault)), '=', true));
  if (companyIds) query = query.where('users.company_id', 'in', companyIds);
  return query.execute();
}
