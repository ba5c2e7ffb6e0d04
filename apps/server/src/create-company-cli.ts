import { setupRequestSchema } from '@armada/domain';
import { type CliField, reportRefusal, requestFromFlags, runCli } from './cli/flag-request';
import { databaseTargetOf } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { createFirstCompany } from './modules/auth/account-service';

/**
 * `npm run create-company`: the company and its first admin on a database with no company, as the
 * web app's set-up page does; for PostgreSQL installs (DATABASE_URL), where no demo is seeded.
 * Flags, or prompts for what is missing: --company-name, --time-zone (default Asia/Jakarta), --name,
 * --email, --password. Refusals print the Indonesian message, then the English one.
 */
const FIELDS: readonly CliField[] = [
  { field: 'company_name', flag: 'company-name', label: 'Company name' },
  {
    field: 'time_zone',
    flag: 'time-zone',
    label: 'Time zone (IANA, e.g. Asia/Jakarta)',
    fallback: 'Asia/Jakarta',
  },
  { field: 'name', flag: 'name', label: 'Admin name' },
  { field: 'email', flag: 'email', label: 'Admin e-mail' },
  { field: 'password', flag: 'password', label: 'Admin password (at least 8 characters)' },
];

async function main(): Promise<number> {
  const request = await requestFromFlags(FIELDS, setupRequestSchema);
  if (!request) return 2;
  const database = await openDatabase(databaseTargetOf());
  try {
    await migrateToLatest(database.db);
    await createFirstCompany(database.db, request);
    console.log(`Company "${request.company_name}" created; log in as ${request.email.toLowerCase()}.`);
    return 0;
  } catch (error) {
    return reportRefusal(error);
  } finally {
    await database.close();
  }
}

runCli(main, 'Creating the company');
