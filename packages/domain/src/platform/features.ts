import { z } from 'zod';

/**
 * The feature flags a company has (alert-center-and-platform.md section 6, issue 17 item 3), with
 * their defaults for a company without a stored row. The spec names the first three; the other four
 * stand for its 'new video menu', 'media', 'invoice with integration' and the hard-coded company 1449
 * (white label: own branding, no help, contact, referral or feedback).
 */
export const FEATURE_FLAGS = {
  vsms2_bilingual: true,
  vsms2_system_notification: true,
  multiImei: false,
  vsms2_new_video_menu: false,
  vsms2_media: false,
  vsms2_invoice_integration: false,
  white_label: false,
} as const satisfies Record<string, boolean>;

export type FeatureName = keyof typeof FEATURE_FLAGS;
export type CompanyFeatures = Record<FeatureName, boolean>;

export const FEATURE_NAMES = Object.keys(FEATURE_FLAGS) as FeatureName[];
export const DEFAULT_FEATURES: Readonly<CompanyFeatures> = FEATURE_FLAGS;

export function isFeatureName(value: string): value is FeatureName {
  return Object.hasOwn(FEATURE_FLAGS, value);
}

/** A company's flags from its stored rows: a flag without a row keeps its default; unknown names are ignored. */
export function resolveFeatures(rows: readonly { name: string; enabled: boolean }[]): CompanyFeatures {
  const features: CompanyFeatures = { ...DEFAULT_FEATURES };
  for (const row of rows) if (isFeatureName(row.name)) features[row.name] = row.enabled;
  return features;
}

/** Every flag of a company, as `/api/auth/me` and the operator's company list answer them. */
export const companyFeaturesSchema = z.object(
  Object.fromEntries(FEATURE_NAMES.map((name) => [name, z.boolean()])) as Record<FeatureName, z.ZodBoolean>,
);

/** The operator's switch: some flags, at least one, no unknown name. */
export const updateFeaturesRequestSchema = z
  .object({ features: companyFeaturesSchema.partial().strict() })
  .strict()
  .refine((body) => Object.keys(body.features).length > 0, {
    path: ['features'],
    message: 'required',
  });
export type UpdateFeaturesRequest = z.infer<typeof updateFeaturesRequestSchema>;

/** The role of the platform operator: above companies, sees none of their data. */
export const PLATFORM_ADMIN_ROLE = 'platform-admin';

export function isPlatformOperator(user: { role: string }): boolean {
  return user.role === PLATFORM_ADMIN_ROLE;
}
