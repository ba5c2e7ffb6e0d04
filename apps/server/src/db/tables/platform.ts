import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp } from './columns';

/**
 * The platform shell (issue 17; migration 2026-11-27T0400_platform_shell, docs/platform-shell.md);
 * part of Database (schema.ts). companies.is_platform and companies.referral_code are on CompaniesTable.
 */
export interface CompanyFeaturesTable {
  company_id: number;
  /** A FeatureName of the domain; a row with a retired name is ignored. */
  name: string;
  enabled: boolean;
  updated_on: CreatedTimestamp;
  updated_by: number | null;
}

export interface PlatformAssetsTable {
  id: Generated<string>;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_by: number | null;
  created_on: CreatedTimestamp;
}

/** The stored action: its type and texts; data holds asset ids (`image`, `images`) or `video_url`. */
export interface StoredAnnouncementAction {
  type: 'IMAGE' | 'VIDEO' | 'CAROUSEL';
  title: string;
  description: string;
}
export type StoredAnnouncementData = { image: string } | { video_url: string } | { images: string[] };

type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface SystemNotificationsTable {
  id: Generated<string>;
  header: string;
  description: string;
  thumbnail_asset_id: string | null;
  action: NullableJson<StoredAnnouncementAction>;
  data: NullableJson<StoredAnnouncementData>;
  /** null: every company. */
  company_ids: number[] | null;
  created_by: number | null;
  created_on: CreatedTimestamp;
}

export interface SystemNotificationReadsTable {
  system_notification_id: string;
  user_id: number;
  read_on: CreatedTimestamp;
}

export interface BannersTable {
  id: Generated<number>;
  /** null: the banner for all companies. */
  company_id: number | null;
  image_asset_id: string;
  link_url: string | null;
  day_show: number;
  is_active: Generated<boolean>;
  created_by: number | null;
  created_on: CreatedTimestamp;
}

export interface BannerViewsTable {
  banner_id: number;
  user_id: number;
  last_shown_on: ColumnType<Date, Date | string, Date | string>;
}

export interface FeedbacksTable {
  id: Generated<string>;
  company_id: number;
  user_id: number;
  point: number;
  comment: string;
  /** 'YYYY-MM' in the company's zone: one feedback per user and month (unique). */
  month: string;
  created_on: CreatedTimestamp;
}

export interface BackToOldVersionRequestsTable {
  id: Generated<string>;
  company_id: number;
  user_id: number;
  message: string;
  created_on: CreatedTimestamp;
}

export interface PlatformTables {
  company_features: CompanyFeaturesTable;
  platform_assets: PlatformAssetsTable;
  system_notifications: SystemNotificationsTable;
  system_notification_reads: SystemNotificationReadsTable;
  banners: BannersTable;
  banner_views: BannerViewsTable;
  feedbacks: FeedbacksTable;
  back_to_old_version_requests: BackToOldVersionRequestsTable;
}
