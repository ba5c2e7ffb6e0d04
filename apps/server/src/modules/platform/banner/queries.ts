import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The active banner of a target (a company, or null: all companies) with when `userId` last saw it. */
export function activeBannerFor(db: Kysely<Database>, companyId: number | null, userId: number) {
  let query = db
    .selectFrom('banners')
    .leftJoin('banner_views as views', (join) =>
      join.onRef('views.banner_id', '=', 'banners.id').on('views.user_id', '=', userId),
    )
    .select([
      'banners.id',
      'banners.image_asset_id',
      'banners.link_url',
      'banners.day_show',
      'views.last_shown_on',
    ])
    .where('banners.is_active', '=', true);
  query =
    companyId === null
      ? query.where('banners.company_id', 'is', null)
      : query.where('banners.company_id', '=', companyId);
  return query.executeTakeFirst();
}

export type ActiveBannerRow = NonNullable<Awaited<ReturnType<typeof activeBannerFor>>>;

/** An active banner the company's users get (its own or the one for all), or undefined. */
export function findBannerOfCompany(db: Kysely<Database>, id: number, companyId: number) {
  return db
    .selectFrom('banners')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .executeTakeFirst();
}

export async function recordBannerShown(db: Kysely<Database>, bannerId: number, userId: number, on: Date) {
  await db
    .insertInto('banner_views')
    .values({ banner_id: bannerId, user_id: userId, last_shown_on: on })
    .onConflict((conflict) => conflict.columns(['banner_id', 'user_id']).doUpdateSet({ last_shown_on: on }))
    .execute();
}

/** Ends the active banner of a target, so a new one takes its place. */
export function deactivateTarget(db: Kysely<Database>, companyId: number | null) {
  const query = db.updateTable('banners').set({ is_active: false }).where('is_active', '=', true);
  return (
    companyId === null ? query.where('company_id', 'is', null) : query.where('company_id', '=', companyId)
  ).execute();
}

export function insertBanner(
  db: Kysely<Database>,
  row: {
    company_id: number | null;
    image_asset_id: string;
    link_url: string | null;
    day_show: number;
    created_by: number;
  },
) {
  return db.insertInto('banners').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function deactivateBanner(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('banners')
    .set({ is_active: false })
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active banners with their company's name, the one for all first. */
export function operatorBanners(db: Kysely<Database>) {
  return db
    .selectFrom('banners')
    .leftJoin('companies', 'companies.id', 'banners.company_id')
    .select([
      'banners.id',
      'banners.company_id',
      'companies.name as company_name',
      'banners.image_asset_id',
      'banners.link_url',
      'banners.day_show',
      'banners.created_on',
    ])
    .where('banners.is_active', '=', true)
    .orderBy((eb) => eb.fn.coalesce('banners.company_id', eb.lit(0)))
    .orderBy('banners.id');
}

export type OperatorBannerRow = Awaited<
  ReturnType<ReturnType<typeof operatorBanners>['executeTakeFirstOrThrow']>
>;
