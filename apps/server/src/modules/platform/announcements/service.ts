import {
  type AnnouncementData,
  type CreateSystemNotificationRequest,
  DEFAULT_TIME_ZONE,
  DomainError,
  FEATURE_FLAGS,
  type OperatorSystemNotification,
  type PageQuery,
  platformAssetUrl,
  type SystemNotification,
  systemNotificationEvent,
  toZonedIso,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { StoredAnnouncementData } from '../../../db/tables/platform';
import { publishLiveEvent } from '../../live/publish';
import { assertAssetsExist } from '../assets/service';
import { assertFeature } from '../features/service';
import { existingCompanyIds } from '../operator/queries';
import {
  announcementRecipients,
  countAnnouncements,
  countUnread,
  findAnnouncement,
  insertAnnouncement,
  markRead,
  newestFirst,
  type OperatorAnnouncementRow,
  operatorAnnouncements,
  type UserAnnouncementRow,
  userAnnouncements,
} from './queries';

type AnnouncementRow = Omit<UserAnnouncementRow, 'read_on'>;

function dataWithUrls(data: StoredAnnouncementData | null): AnnouncementData | null {
  if (!data) return null;
  if ('image' in data) return { image_url: platformAssetUrl(data.image) };
  if ('images' in data) return { image_urls: data.images.map(platformAssetUrl) };
  return { video_url: data.video_url };
}

function announcementBase(row: AnnouncementRow, timeZone: string) {
  return {
    system_notification_uuid: row.id,
    system_notif_header: row.header,
    system_notif_description: row.description,
    system_notif_thumbnail: row.thumbnail_asset_id ? platformAssetUrl(row.thumbnail_asset_id) : null,
    action: row.action,
    data: dataWithUrls(row.data),
    created_on: toZonedIso(row.created_on, timeZone),
  };
}

function toUserItem(row: UserAnnouncementRow, timeZone: string): SystemNotification {
  return {
    ...announcementBase(row, timeZone),
    is_read: row.read_on !== null,
    read_on: row.read_on ? toZonedIso(row.read_on, timeZone) : null,
  };
}

function toOperatorItem(row: OperatorAnnouncementRow): OperatorSystemNotification {
  return {
    ...announcementBase(row, DEFAULT_TIME_ZONE),
    company_ids: row.company_ids,
    created_by: row.created_by !== null ? { id: row.created_by, name: row.author_name ?? '' } : null,
    recipient_count: Number(row.recipient_count ?? 0),
    read_count: Number(row.read_count ?? 0),
  };
}

function page<T>(rows: T[], idOf: (row: T) => string, query: PageQuery, total: number) {
  return {
    data: { paginated_result: rows, ids: rows.map(idOf) },
    metadata: { page: query.page, limit: query.limit, total_count: total },
  };
}

const assertAnnouncementsOn = (db: Kysely<Database>, auth: AuthContext) =>
  assertFeature(db, auth.companyId, 'vsms2_system_notification');

/** The caller's announcements, newest first, with their own read state. */
export async function listAnnouncements(db: Kysely<Database>, auth: AuthContext, query: PageQuery) {
  await assertAnnouncementsOn(db, auth);
  const base = userAnnouncements(db, auth.companyId, auth.user.id);
  const [rows, total] = await Promise.all([
    newestFirst(base)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const timeZone = auth.user.company.time_zone;
  return page(
    rows.map((row) => toUserItem(row, timeZone)),
    (item) => item.system_notification_uuid,
    query,
    Number(total.count),
  );
}

export async function unreadAnnouncementCount(db: Kysely<Database>, auth: AuthContext) {
  await assertAnnouncementsOn(db, auth);
  return { unread_count: await countUnread(db, auth.companyId, auth.user.id) };
}

/** One announcement the caller may see; another company's or a missing one is not-found alike. */
export async function getAnnouncement(db: Kysely<Database>, auth: AuthContext, id: string) {
  await assertAnnouncementsOn(db, auth);
  const row = await userAnnouncements(db, auth.companyId, auth.user.id)
    .where('system_notifications.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DomainError('not-found');
  return toUserItem(row, auth.user.company.time_zone);
}

/** Marks it read for the caller only; reading again keeps the first time. */
export async function markAnnouncementRead(db: Kysely<Database>, auth: AuthContext, id: string) {
  await getAnnouncement(db, auth, id);
  const readOn = await markRead(db, id, auth.user.id);
  return {
    system_notification_uuid: id,
    is_read: true as const,
    updated_on: toZonedIso(readOn, auth.user.company.time_zone),
  };
}

function imageReferences(request: CreateSystemNotificationRequest) {
  const references: { field: string; id: string }[] = [];
  if (request.system_notif_thumbnail) {
    references.push({ field: 'system_notif_thumbnail', id: request.system_notif_thumbnail });
  }
  const data = request.data;
  if (data && 'image' in data) references.push({ field: 'data.image', id: data.image });
  if (data && 'images' in data) {
    data.images.forEach((id, index) => {
      references.push({ field: `data.images.${index}`, id });
    });
  }
  return references;
}

async function assertCompaniesExist(db: Kysely<Database>, ids: readonly number[]) {
  const found = await existingCompanyIds(db, ids);
  if (ids.some((id) => !found.has(id))) {
    throw new DomainError('invalid/invalid-fields', {
      fields: [{ field: 'company_ids', code: 'invalid-value' }],
    });
  }
}

/**
 * Publishes an announcement: checked images and companies, then in one transaction the row and a
 * `system-notif-{userId}` live event for each user it reaches, so sockets hear of it only once stored.
 */
export async function publishAnnouncement(
  db: Kysely<Database>,
  operator: AuthContext,
  request: CreateSystemNotificationRequest,
): Promise<OperatorSystemNotification> {
  const companyIds = request.company_ids?.length ? [...new Set(request.company_ids)] : null;
  await assertAssetsExist(db, imageReferences(request));
  if (companyIds) await assertCompaniesExist(db, companyIds);
  const id = await db.transaction().execute(async (trx) => {
    const row = await insertAnnouncement(trx, {
      header: request.system_notif_header,
      description: request.system_notif_description,
      thumbnail_asset_id: request.system_notif_thumbnail ?? null,
      action: request.action ?? null,
      data: request.data ?? null,
      company_ids: companyIds,
      created_by: operator.user.id,
    });
    const stored = await findAnnouncement(trx, row.id);
    const recipients = await announcementRecipients(trx, companyIds, FEATURE_FLAGS.vsms2_system_notification);
    for (const recipient of recipients) {
      await publishLiveEvent(trx, {
        event: systemNotificationEvent(recipient.id),
        companyId: recipient.company_id,
        audience: { kind: 'user', userId: recipient.id },
        data: toUserItem({ ...stored, read_on: null }, recipient.time_zone),
      });
    }
    return row.id;
  });
  const row = await operatorAnnouncements(db)
    .where('system_notifications.id', '=', id)
    .executeTakeFirstOrThrow();
  return toOperatorItem(row);
}

export async function listOperatorAnnouncements(db: Kysely<Database>, query: PageQuery) {
  const [rows, total] = await Promise.all([
    newestFirst(operatorAnnouncements(db))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    countAnnouncements(db),
  ]);
  return page(rows.map(toOperatorItem), (item) => item.system_notification_uuid, query, total);
}
