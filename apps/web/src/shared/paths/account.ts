/** The pages outside the app of issue 14: the first set-up, one-time links, a forgotten password. */
export const SETUP_PATH = '/setup';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The server's invitation and reset links point here (modules/auth/account-mail.ts, users/service.ts). */
export const INVITATION_PATH = '/invitation/:token';
export const RESET_PASSWORD_PATH = '/reset-password/:token';
/** The company's users and roles, and its profile, under the settings. */
export const SETTING_USERS_PATH = '/setting/users';
export const SETTING_COMPANY_PATH = '/setting/company';
