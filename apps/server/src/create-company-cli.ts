import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  DomainError,
  errorMessage,
  fieldErrorMessage,
  fieldProblemsFromZodIssues,
  setupRequestSchema,
} from '@armada/domain';
import { databaseTargetOf } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { createFirstCompany } from './modules/auth/account-service';

/**
 * `npm run create-company`: the company and its first admin on a database with no company, as the
 * web app's set-up page does; for PostgreSQL installs (DATABASE_URL), where no demo is seeded.
 * Flags, or prompts for what is missing: --company-name, --time-zone (default Asia/Jakarta), --name,
 * --email, --password. Refusals print the Indonesian message, then the English one.
 */
const FIELDS = [
  ['company_name', 'company-name', 'Company name'],
  ['time_zone', 'time-zone', 'Time zone (IANA, e.g. Asia/Jakarta)'],
  ['name', 'name', 'Admin name'],
  ['email', 'email', 'Admin e-mail'],
  ['password', 'password', 'Admin password (at least 8 characters)'],
] as const;

async function readRequest(): Promise<Record<string, string>> {
  const { values } = parseArgs({
    options: Object.fromEntries(FIELDS.map(([, flag]) => [flag, { type: 'string' as const }])),
  });
  const answers: Record<string, string> = {};
  const missing = FIELDS.filter(([, flag]) => typeof values[flag] !== 'string');
  const prompt = missing.length > 0 && stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : null;
  try {
    for (const [field, flag, label] of FIELDS) {
      const given = values[flag];
      if (typeof given === 'string') answers[field] = given;
      else if (field === 'time_zone')
        answers[field] = (await prompt?.question(`${label} [Asia/Jakarta]: `)) || 'Asia/Jakarta';
      else if (prompt) answers[field] = await prompt.question(`${label}: `);
    }
  } finally {
    prompt?.close();
  }
  return answers;
}

async function main(): Promise<number> {
  const answers = await readRequest();
  const parsed = setupRequestSchema.safeParse(answers);
  if (!parsed.success) {
    for (const problem of fieldProblemsFromZodIssues(parsed.error.issues, answers)) {
      const flag = `--${problem.field.replaceAll('_', '-')}`;
      console.error(`${flag}: ${fieldErrorMessage(problem.code, 'id', problem.params)}`);
      console.error(`${flag}: ${fieldErrorMessage(problem.code, 'en', problem.params)}`);
    }
    return 2;
  }
  const database = await openDatabase(databaseTargetOf());
  try {
    await migrateToLatest(database.db);
    await createFirstCompany(database.db, parsed.data);
    console.log(
      `Company "${parsed.data.company_name}" created; log in as ${parsed.data.email.toLowerCase()}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(errorMessage(error.code, 'id', error.params));
      console.error(errorMessage(error.code, 'en', error.params));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Creating the company failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
