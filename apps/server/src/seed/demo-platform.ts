import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type FeatureName,
  PHOTO_EXTENSIONS,
  type PhotoContentType,
  PLATFORM_ADMIN_ROLE,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredAnnouncementAction, StoredAnnouncementData } from '../db/tables/platform';
import { insertPlatformOperator } from '../modules/platform/operator/create-operator';
import type { FileStorage } from '../storage/file-storage';

/** The platform operator's login (docs/platform-shell.md section 1), printed beside the demo logins. */
export const PLATFORM_OPERATOR_LOGIN = {
  email: 'operator@demo.id',
  role: PLATFORM_ADMIN_ROLE,
  name: 'Operator Platform',
} as const;

const asset = (name: string) => new URL(`./assets/${name}`, import.meta.url);

/** The demo's operator: `operator@demo.id`, in the company that holds the platform operators. */
export function buildPlatformOperator(
  db: Kysely<Database>,
  options: { passwordHash: string; email?: string; name?: string },
): Promise<{ companyId: number; userId: number }> {
  return insertPlatformOperator(db, {
    name: options.name ?? PLATFORM_OPERATOR_LOGIN.name,
    email: options.email ?? PLATFORM_OPERATOR_LOGIN.email,
    passwordHash: options.passwordHash,
  });
}

async function storeSeedImage(
  db: Kysely<Database>,
  storage: FileStorage,
  file: string,
  type: PhotoContentType,
) {
  const bytes = await readFile(asset(file));
  const key = `platform/${randomUUID()}.${PHOTO_EXTENSIONS[type]}`;
  await storage.put(key, bytes);
  const row = await db
    .insertInto('platform_assets')
    .values({ storage_key: key, content_type: type, size_bytes: bytes.length, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface SeedAnnouncement {
  header: string;
  description: string;
  thumbnail: string | null;
  action: StoredAnnouncementAction | null;
  data: StoredAnnouncementData | null;
  daysAgo: number;
}

async function demoAnnouncements(
  db: Kysely<Database>,
  storage: FileStorage | null,
): Promise<SeedAnnouncement[]> {
  const image = (file: string, type: PhotoContentType = 'image/jpeg') =>
    storage ? storeSeedImage(db, storage, file, type) : Promise.resolve(null);
  const thumbnail = await image('announcement-thumb.jpg');
  const feature = await image('announcement-feature.jpg');
  const rules = await image('carousel-rules.jpg');
  const alerts = await image('carousel-alerts.jpg');
  const announcements: SeedAnnouncement[] = [
    {
      header: 'Video panduan: meminta rekaman dashcam',
      description:
        'Dari kartu peringatan, pilih Minta Video untuk mengambil rekaman 10 detik di sekitar kejadian. ' +
        'Tonton panduan singkatnya di sini.',
      thumbnail,
      action: {
        type: 'VIDEO',
        title: 'Cara meminta rekaman dashcam',
        description: 'Panduan 2 menit untuk tim operasional.',
      },
      data: { video_url: 'https://www.youtube.com/watch?v=armada-dashcam' },
      daysAgo: 1,
    },
    {
      header: 'Jadwal pemeliharaan sistem 30 November',
      description:
        'Sistem akan menjalani pemeliharaan pada Minggu, 30 November 2026 pukul 01.00 sampai 03.00 WIB. ' +
        'Selama itu pelacakan tetap berjalan, tetapi halaman laporan mungkin lambat.',
      thumbnail: null,
      action: null,
      data: null,
      daysAgo: 3,
    },
  ];
  if (feature) {
    announcements.push({
      header: 'Pusat Peringatan kini tersedia',
      description:
        'Peringatan mendesak dan penting dari kendaraan Anda kini tampil langsung di bilah atas, lengkap ' +
        'dengan peta, catatan, dan tombol selesaikan.',
      thumbnail,
      action: {
        type: 'IMAGE',
        title: 'Tampilan baru Pusat Peringatan',
        description: 'Buka lonceng di kanan atas.',
      },
      data: { image: feature },
      daysAgo: 5,
    });
  }
  if (rules && alerts) {
    announcements.push({
      header: 'Atur aturan peringatan dalam dua langkah',
      description: 'Pilih templat aturan yang disarankan, lalu tentukan siapa yang menerima notifikasinya.',
      thumbnail: null,
      action: {
        type: 'CAROUSEL',
        title: 'Langkah mengatur aturan',
        description: 'Geser untuk langkah berikutnya.',
      },
      data: { images: [rules, alerts] },
      daysAgo: 7,
    });
  }
  return announcements;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function setFeatures(
  db: Kysely<Database>,
  companyId: number,
  features: Partial<Record<FeatureName, boolean>>,
) {
  await db
    .insertInto('company_features')
    .values(
      Object.entries(features).map(([name, enabled]) => ({
        company_id: companyId,
        name,
        enabled: Boolean(enabled),
      })),
    )
    .execute();
}

/**
 * The platform shell's demo (issue 17): the operator, announcements for every company (one with an
 * image, one with a carousel, one with a video link), an active banner for all, the transport
 * company's flags, and the vendor company as a white-label one with its own logo. Images need the
 * file storage; without one (the fast server tests) only the text announcements are seeded.
 */
export async function seedPlatform(
  db: Kysely<Database>,
  options: {
    passwordHash: string;
    transportCompanyId: number;
    vendorCompanyId: number;
    storage: FileStorage | null;
    seededAt: Date;
  },
): Promise<{ operatorId: number }> {
  const { userId } = await buildPlatformOperator(db, { passwordHash: options.passwordHash });
  for (const item of await demoAnnouncements(db, options.storage)) {
    await db
      .insertInto('system_notifications')
      .values({
        header: item.header,
        description: item.description,
        thumbnail_asset_id: item.thumbnail,
        action: item.action ? JSON.stringify(item.action) : null,
        data: item.data ? JSON.stringify(item.data) : null,
        company_ids: null,
        created_by: userId,
        created_on: new Date(options.seededAt.getTime() - item.daysAgo * DAY_MS),
      })
      .execute();
  }
  await setFeatures(db, options.transportCompanyId, {
    vsms2_bilingual: true,
    vsms2_system_notification: true,
    white_label: false,
  });
  await setFeatures(db, options.vendorCompanyId, {
    vsms2_bilingual: true,
    vsms2_system_notification: true,
    white_label: true,
  });
  if (options.storage) {
    const banner = await storeSeedImage(db, options.storage, 'banner-promo.png', 'image/png');
    await db
      .insertInto('banners')
      .values({ company_id: null, image_asset_id: banner, link_url: null, day_show: 3, created_by: userId })
      .execute();
    const logoKey = `company-${options.vendorCompanyId}/logo-seed.png`;
    await options.storage.put(logoKey, await readFile(asset('logo-mitra.png')));
    await db
      .updateTable('companies')
      .set({ logo_key: logoKey })
      .where('id', '=', options.vendorCompanyId)
      .execute();
  }
  return { operatorId: userId };
}
