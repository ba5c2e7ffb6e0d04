import { z } from 'zod';
import { companyFeaturesSchema, DEFAULT_FEATURES } from '../platform/features';

/** Login request: the route validates with it and the login form uses it with zodResolver. */
export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
  /** Whether the company went through the notification onboarding (or created its rules otherwise). */
  setup_notif_completed: z.boolean(),
});

export const authUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  role: z.string(),
  scopes: z.array(z.string()),
  company: companySchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * The logged-in user as login and `/api/auth/me` answer it (docs/platform-shell.md section 3): the
 * guard's user plus what the app shell needs at login. The additions parse with defaults, so an
 * answer without them (an older server, a test's stub) still reads as a plain company user.
 */
export const sessionUserSchema = authUserSchema.extend({
  /** The profile's lastReminder: when the contact reminder was last shown or the contact saved. */
  last_reminder: z.string().nullable().default(null),
  /** LEGACY_APP_URL; null hides 'back to the old version'. */
  legacy_app_url: z.string().nullable().default(null),
  company: companySchema.extend({
    features: companyFeaturesSchema.default({ ...DEFAULT_FEATURES }),
    /** Shown in the top bar when the company is white label. */
    branding: z
      .object({ name: z.string(), logo_url: z.string().nullable() })
      .default({ name: '', logo_url: null }),
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  data: z.object({ token: z.string(), user: sessionUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ data: sessionUserSchema });
