import { z } from 'zod';
import { optionalText, phoneNumberSchema } from '../schemas/common';
import { ALL_SCOPES } from '../scopes';
import { ASSIGNABLE_ROLES } from './roles';

/** The shortest password the app accepts (NIST SP 800-63B's minimum for a chosen secret). */
export const MIN_PASSWORD_LENGTH = 8;
export const newPasswordSchema = z.string().min(MIN_PASSWORD_LENGTH).max(200);

/** A zone of the IANA database as the runtime knows it ('Asia/Jakarta'); 'Mars/Olympus' is not. */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().max(64).refine(isValidTimeZone, { message: 'invalid-value' });

export const setupRequestSchema = z.object({
  company_name: z.string().trim().min(1).max(100),
  time_zone: timeZoneSchema,
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: newPasswordSchema,
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** A platform operator (`npm run create-operator`): a person above companies, with a login of their own. */
export const createOperatorRequestSchema = setupRequestSchema.pick({
  name: true,
  email: true,
  password: true,
});
export type CreateOperatorRequest = z.infer<typeof createOperatorRequestSchema>;

/** Whether the database still waits for its first company (the web app opens the set-up page). */
export const setupStatusSchema = z.object({ needs_setup: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const roleSchema = z.enum(ASSIGNABLE_ROLES);

export const inviteUserRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone_no: phoneNumberSchema.nullable().optional(),
  role: roleSchema,
});
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

export const updateUserRequestSchema = z
  .object({
    role: roleSchema.optional(),
    /** The user's tailored scopes; with a role change and no scopes, the role's preset. */
    scopes: z.array(z.enum(ALL_SCOPES)).max(ALL_SCOPES.length).optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const acceptInvitationRequestSchema = z.object({ password: newPasswordSchema });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(200),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: z.email().max(254) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** A user of the company as the users page lists it. */
export const companyUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  role: z.string(),
  scopes: z.array(z.string()),
  is_active: z.boolean(),
  /** True until the invited user has set a password through the link. */
  invitation_pending: z.boolean(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const invitedUserSchema = companyUserSchema.extend({
  invitation_url: z.string(),
  invitation_expires_on: z.string(),
  /** Whether the link also went out by e-mail (SMTP configured and the server accepted it). */
  email_sent: z.boolean(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const scopeModuleSchema = z.object({
  key: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
});
export const rolePresetSchema = z.object({ role: z.string(), name: z.string(), scopes: z.array(z.string()) });
export const rolesResponseSchema = z.object({
  roles: z.array(rolePresetSchema),
  modules: z.array(scopeModuleSchema),
});
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** The largest company logo accepted, in bytes. */
export const MAX_LOGO_BYTES = 1024 * 1024;

export const companyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
  address: z.string().nullable(),
  phone_no: z.string().nullable(),
  /** Whether a logo was uploaded (GET /company/logo gives its bytes). */
  has_logo: z.boolean(),
  updated_on: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const updateCompanyRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    time_zone: timeZoneSchema.optional(),
    address: optionalText(500),
    phone_no: phoneNumberSchema.nullable().optional(),
  })
  .strict();
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequestSchema>;
