import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parseAllDocuments } from 'yaml';

/*
 * Readers for the production files in deploy/ (issue 20 item 6): they cannot run on this machine (no
 * container runtime, no cluster), so deploy-files.test.ts checks them against the schemas of their
 * tools and against the code they start. Each check returns the problems it finds, so that the test
 * can show it on a broken copy as well as on the real file.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const readRepoFile = (relative: string) => readFileSync(path.join(REPO_ROOT, relative), 'utf8');

export const repoPathExists = (relative: string) => existsSync(path.join(REPO_ROOT, relative));

/** Every YAML document of a file as plain data; compose's `<<: *anchor` merge keys resolved. */
export function parseYamlDocuments(text: string): unknown[] {
  return parseAllDocuments(text, { merge: true }).map((document) => {
    const [error] = document.errors;
    if (error) throw error;
    return document.toJS();
  });
}

function sourceFiles(folder: string, accept: (name: string) => boolean): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const ENV_READS = [
  /\benv\.([A-Z][A-Z0-9_]+)/g,
  /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  // Helpers handed the environment and a name: positiveInteger(env, 'SMTP_PORT', ...).
  /\(env, ['"]([A-Z][A-Z0-9_]+)['"]/g,
];

/** The environment variables the server's code reads (apps/server/src, tests left out). */
export function serverEnvNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(
    'apps/server/src',
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  )) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of ENV_READS) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  return names;
}

/** The VITE_ variables the web app's build reads (import.meta.env in apps/web/src). */
export function webBuildEnvNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('apps/web/src', (name) => /\.tsx?$/.test(name))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) {
      names.add(match[1]!);
    }
  }
  for (const match of readRepoFile('apps/web/vite.config.ts').matchAll(/process\.env\.(VITE_[A-Z0-9_]+)/g)) {
    names.add(match[1]!);
  }
  return names;
}

/** An env file's `NAME=value` lines, and the names only shown in comments (`# NAME=...`). */
export function readEnvFile(text: string): { values: Map<string, string>; commented: Set<string> } {
  const values = new Map<string, string>();
  const commented = new Set<string>();
  for (const line of text.split('\n')) {
    const set = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (set) values.set(set[1]!, set[2]!);
    const shown = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (shown) commented.add(shown[1]!);
  }
  return { values, commented };
}

/** The root package.json's scripts and every workspace's package name. */
export function npmProject(): { scripts: Set<string>; workspaces: Set<string> } {
  const root = JSON.parse(readRepoFile('package.json')) as { scripts: object; workspaces: string[] };
  const workspaces = new Set(
    root.workspaces.map(
      (folder) => (JSON.parse(readRepoFile(`${folder}/package.json`)) as { name: string }).name,
    ),
  );
  return { scripts: new Set(Object.keys(root.scripts)), workspaces };
}

/** The server's runtime dependencies: what an image installed with --omit=dev has. */
export function serverDependencies(): Set<string> {
  const manifest = JSON.parse(readRepoFile('apps/server/package.json')) as { dependencies: object };
  return new Set(Object.keys(manifest.dependencies));
}

/** A .dockerignore pattern as a regular expression: `*` within a name, `**` across folders. */
function ignorePattern(pattern: string): RegExp {
  const glob = pattern.replace(/^\/+|\/+$/g, '');
  let source = '';
  for (let index = 0; index < glob.length; index++) {
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (glob[index] === '*') {
      source += '[^/]*';
    } else {
      source += glob[index]!.replace(/[.+?^${}()|[\]\\]/, '\\$&');
    }
  }
  // A pattern names a path and everything under it.
  return new RegExp(`^${source}(?:/.*)?$`);
}

/** Whether .dockerignore keeps a path out of the build context (its `!` exceptions are not used). */
export function dockerIgnored(dockerignore: string, relative: string): boolean {
  const target = path.posix.normalize(relative).replace(/\/$/, '');
  return dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .some((pattern) => ignorePattern(pattern).test(target));
}

const localRequire = createRequire(import.meta.url);

/**
 * The Compose Specification's JSON schema as dclint (a maintained compose linter) ships it, compiled
 * by ajv: the schema `docker compose config` checks a file against.
 */
export function composeSchemaValidator() {
  const schemaFile = path.join(
    path.dirname(localRequire.resolve('dclint/package.json')),
    'schemas/compose.schema.json',
  );
  // It names draft-07 by its https address, which ajv does not know by that name; ajv's Ajv class is
  // draft-07 itself, so the name goes.
  const { $schema: _draft07, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
    $schema: string;
  };
  // Not strict: the schema uses the `deprecated` annotation, which ajv does not know as a keyword.
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}
