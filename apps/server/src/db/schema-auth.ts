import type { ColumnType, Generated } from 'kysely';

/** One failed login, counted per account and per client address (modules/auth/login-throttle.ts). */
export interface LoginFailuresTable {
  id: Generated<string>;
  scope: 'account' | 'address';
  key: string;
  failed_on: ColumnType<Date, Date | string | undefined, never>;
}

export interface AuthTables {
  login_failures: LoginFailuresTable;
}
