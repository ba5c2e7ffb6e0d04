import { z } from 'zod';

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

export const loginResponseSchema = z.object({
  data: z.object({ token: z.string(), user: authUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ data: authUserSchema });
