import { z } from 'zod';
import { companyFeaturesSchema } from './features';

/** A company as the operator's console lists it: flags, people, whether it has a logo. */
export const operatorCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  user_count: z.number().int(),
  features: companyFeaturesSchema,
  has_logo: z.boolean(),
  created_on: z.string(),
});
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;

/** Images the operator uploads for announcements and banners: by their bytes, at most 2 MB. */
export const MAX_PLATFORM_IMAGE_BYTES = 2 * 1024 * 1024;

export const platformAssetSchema = z.object({
  asset_id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type PlatformAsset = z.infer<typeof platformAssetSchema>;

/** Where any client fetches an uploaded platform image (no token: the uuid is the capability). */
export const platformAssetUrl = (assetId: string) => `/api/platform/v1/asset/${assetId}`;

export const referralSchema = z.object({ referral_code: z.string(), referral_link: z.string() });
export type Referral = z.infer<typeof referralSchema>;

/** Referral codes: no 0/O, 1/I/L, so a code read aloud or copied by hand stays right. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export const referralLink = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
