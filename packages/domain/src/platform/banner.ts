import { z } from 'zod';

export const DAY_SHOW_MIN = 1;
export const DAY_SHOW_MAX = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a user is due to see a banner again: never shown to them, or shown at least `dayShow` days
 * ago (section 3 'Banner: day_show'; at most once per day_show days).
 */
export function bannerDue(state: { lastShownOn: Date | string | null; dayShow: number; now: Date }): boolean {
  if (state.lastShownOn === null) return true;
  return state.now.getTime() - new Date(state.lastShownOn).getTime() >= state.dayShow * DAY_MS;
}

/** The banner a company's user gets: the company's own before the one for all companies. */
export function effectiveBanner<B>(companyBanner: B | null, allCompaniesBanner: B | null): B | null {
  return companyBanner ?? allCompaniesBanner;
}

const linkUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable()
  .optional();

/** The operator's banner: one image, an optional link, for one company or (null) all of them. */
export const putBannerRequestSchema = z
  .object({
    company_id: z.number().int().positive().nullable(),
    image: z.uuid(),
    link_url: linkUrlSchema,
    day_show: z.number().int().min(DAY_SHOW_MIN).max(DAY_SHOW_MAX),
  })
  .strict();
export type PutBannerRequest = z.infer<typeof putBannerRequestSchema>;

/** A banner as a company user gets it. */
export const activeBannerSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  day_show: z.number().int(),
  last_shown_on: z.string().nullable(),
  due: z.boolean(),
});
export type ActiveBanner = z.infer<typeof activeBannerSchema>;

/** A banner as the operator lists it. */
export const operatorBannerSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  day_show: z.number().int(),
  created_on: z.string(),
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

export const bannerShownSchema = z.object({
  id: z.number().int(),
  last_shown_on: z.string(),
  due: z.literal(false),
});
