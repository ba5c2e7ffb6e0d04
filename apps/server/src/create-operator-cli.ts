import { createOperatorRequestSchema } from '@armada/domain';
import { type CliField, reportRefusal, requestFromFlags, runCli } from './cli/flag-request';
import { databaseTargetOf } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { createPlatformOperator } from './modules/platform/operator/create-operator';

/**
 * `npm run create-operator`: a platform operator (role platform-admin, the console at /platform/) on
 * a real install, where no demo operator is seeded. Flags, or prompts for what is missing: --name,
 * --email, --password. Refusals print the Indonesian message, then the English one.
 */
const FIELDS: readonly CliField[] = [
  { field: 'name', flag: 'name', label: 'Operator name' },
  { field: 'email', flag: 'email', label: 'Operator e-mail' },
  { field: 'password', flag: 'password', label: 'Operator password (at least 8 characters)' },
];

async function main(): Promise<number> {
  const request = await requestFromFlags(FIELDS, createOperatorRequestSchema);
  if (!request) return 2;
  const database = await openDatabase(databaseTargetOf());
  try {
    await migrateToLatest(database.db);
    await createPlatformOperator(database.db, request);
    console.log(
      `Platform operator "${request.name}" created; log in as ${request.email.toLowerCase()} to open /platform/.`,
    );
    return 0;
  } catch (error) {
    return reportRefusal(error);
  } finally {
    await database.close();
  }
}

runCli(main, 'Creating the platform operator');
