import {
  type ActiveBanner,
  bannerDue,
  DEFAULT_TIME_ZONE,
  DomainError,
  type OperatorBanner,
  type PutBannerRequest,
  platformAssetUrl,
  toZonedIso,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { assertAssetsExist } from '../assets/service';
import { existingCompanyIds } from '../operator/queries';
import {
  type ActiveBannerRow,
  activeBannerFor,
  deactivateBanner,
  deactivateTarget,
  findBannerOfCompany,
  insertBanner,
  type OperatorBannerRow,
  operatorBanners,
  recordBannerShown,
} from './queries';

function toActiveBanner(row: ActiveBannerRow, timeZone: string, now: Date): ActiveBanner {
  return {
    id: row.id,
    image_url: platformAssetUrl(row.image_asset_id),
    link_url: row.link_url,
    day_show: row.day_show,
    last_shown_on: row.last_shown_on ? toZonedIso(row.last_shown_on, timeZone) : null,
    due: bannerDue({ lastShownOn: row.last_shown_on, dayShow: row.day_show, now }),
  };
}

function toOperatorBanner(row: OperatorBannerRow): OperatorBanner {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    image_url: platformAssetUrl(row.image_asset_id),
    link_url: row.link_url,
    day_show: row.day_show,
    created_on: toZonedIso(row.created_on, DEFAULT_TIME_ZONE),
  };
}

/**
 * The active banner for all companies (`target: 'all'`) or the caller's company's own, with
 * whether the caller is due to see it; null when there is none.
 */
export async function activeBanner(
  db: Kysely<Database>,
  auth: AuthContext,
  target: 'all' | 'company',
  now = new Date(),
): Promise<ActiveBanner | null> {
  const row = await activeBannerFor(db, target === 'all' ? null : auth.companyId, auth.user.id);
  return row ? toActiveBanner(row, auth.user.company.time_zone, now) : null;
}

/** The caller saw the banner: not due again for `day_show` days. */
export async function bannerShown(db: Kysely<Database>, auth: AuthContext, id: number, now = new Date()) {
  if (!(await findBannerOfCompany(db, id, auth.companyId))) throw new DomainError('not-found');
  await recordBannerShown(db, id, auth.user.id, now);
  return { id, last_shown_on: toZonedIso(now, auth.user.company.time_zone), due: false as const };
}

/** Sets the banner of a company or of all of them, replacing its active one in one transaction. */
export async function putBanner(
  db: Kysely<Database>,
  operator: AuthContext,
  request: PutBannerRequest,
): Promise<OperatorBanner> {
  await assertAssetsExist(db, [{ field: 'image', id: request.image }]);
  const companyId = request.company_id;
  if (companyId !== null && !(await existingCompanyIds(db, [companyId])).has(companyId)) {
    throw new DomainError('not-found');
  }
  const id = await db.transaction().execute(async (trx) => {
    await deactivateTarget(trx, companyId);
    const row = await insertBanner(trx, {
      company_id: companyId,
      image_asset_id: request.image,
      link_url: request.link_url ?? null,
      day_show: request.day_show,
      created_by: operator.user.id,
    });
    return row.id;
  });
  return toOperatorBanner(await operatorBanners(db).where('banners.id', '=', id).executeTakeFirstOrThrow());
}

export async function listOperatorBanners(db: Kysely<Database>) {
  const rows = (await operatorBanners(db).execute()).map(toOperatorBanner);
  return {
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page: 1, limit: rows.length, total_count: rows.length },
  };
}

export async function removeBanner(db: Kysely<Database>, id: number) {
  if (!(await deactivateBanner(db, id))) throw new DomainError('not-found');
}
