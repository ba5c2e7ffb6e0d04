import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { DomainError, errorMessage, fieldErrorMessage, fieldProblemsFromZodIssues } from '@armada/domain';
import type { z } from 'zod';

/** One field of a CLI's request: its request name, its --flag, the prompt's label, and its default. */
export interface CliField {
  field: string;
  flag: string;
  label: string;
  fallback?: string;
}

/**
 * The request from --flags, prompting for what is missing when a person sits at a terminal; without
 * one (a script, CI) a missing flag stays missing and the schema refuses it.
 */
async function readFlags(fields: readonly CliField[]): Promise<Record<string, string>> {
  const { values } = parseArgs({
    options: Object.fromEntries(fields.map(({ flag }) => [flag, { type: 'string' as const }])),
  });
  const answers: Record<string, string> = {};
  const missing = fields.some(({ flag }) => typeof values[flag] !== 'string');
  const prompt = missing && stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : null;
  try {
    for (const { field, flag, label, fallback } of fields) {
      const given = values[flag];
      if (typeof given === 'string') answers[field] = given;
      else if (fallback !== undefined)
        answers[field] = (await prompt?.question(`${label} [${fallback}]: `)) || fallback;
      else if (prompt) answers[field] = await prompt.question(`${label}: `);
    }
  } finally {
    prompt?.close();
  }
  return answers;
}

/** Prints in Indonesian, then in English, as the web app would say it in either language. */
function printBoth(line: (language: 'id' | 'en') => string) {
  console.error(line('id'));
  console.error(line('en'));
}

/** The flags read and checked by the request's schema; null after printing each field's refusal. */
export async function requestFromFlags<S extends z.ZodType>(
  fields: readonly CliField[],
  schema: S,
): Promise<z.infer<S> | null> {
  const answers = await readFlags(fields);
  const parsed = schema.safeParse(answers);
  if (parsed.success) return parsed.data;
  for (const problem of fieldProblemsFromZodIssues(parsed.error.issues, answers)) {
    const flag = `--${fields.find(({ field }) => field === problem.field)?.flag ?? problem.field}`;
    printBoth((language) => `${flag}: ${fieldErrorMessage(problem.code, language, problem.params)}`);
  }
  return null;
}

/** A refusal of the service (DomainError) is printed and is exit code 1; anything else is rethrown. */
export function reportRefusal(error: unknown): 1 {
  if (!(error instanceof DomainError)) throw error;
  printBoth((language) => errorMessage(error.code, language, error.params));
  return 1;
}

/** Runs a CLI's main and sets the exit code; an unexpected failure is printed with what was being done. */
export function runCli(main: () => Promise<number>, doing: string) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${doing} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
