import type { ColumnType, Generated } from 'kysely';

/** One failed login, counted per account and per client address (modules/auth/login-throttle.ts). */
export interface LoginFailuresTable {
  id: Generated<string>;
  scope: 'account' | 'address';
  key: string;
  failed_on: ColumnType<Date, Date | string | undefined, never>;
}

/** A code one company issues so that another may pair a vendor with it (vendor-management/pairing-codes.ts). */
export interface PairingCodesTable {
  code: string;
  company_id: number;
  created_by: number | null;
  created_on: ColumnType<Date, Date | string | undefined, never>;
  expires_on: ColumnType<Date, Date | string, never>;
  used_on: ColumnType<Date | null, never, Date | string | null>;
  used_by_company_id: ColumnType<number | null, never, number | null>;
  revoked_on: ColumnType<Date | null, never, Date | string | null>;
}

/** A one-time link of a user: an invitation or a password reset (modules/auth/links.ts). */
export interface UserLinksTable {
  id: Generated<string>;
  user_id: number;
  kind: 'INVITATION' | 'PASSWORD_RESET';
  token_hash: string;
  expires_on: ColumnType<Date, Date | string, Date | string>;
  used_on: ColumnType<Date | null, never, Date | string | null>;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

/** A rate-limited key's count in its current window, shared by every instance (http/rate-limit-store.ts). */
export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface AuthTables {
  user_links: UserLinksTable;
  login_failures: LoginFailuresTable;
  pairing_codes: PairingCodesTable;
  rate_limit_counters: RateLimitCountersTable;
}
