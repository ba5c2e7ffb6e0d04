#!/usr/bin/env node
// Fails when a source folder holds more files than a reader can scan at a glance: past the limit,
// group the files in sub-folders by sub-resource (docs/ARCHITECTURE.md, 'Layering').
import { readdirSync } from 'node:fs';
import path from 'node:path';

const LIMIT = 25;
const roots = ['apps', 'packages'].flatMap((top) =>
  readdirSync(top, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(top, entry.name, 'src')),
);

const crowded = [];
function visit(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const files = entries.filter((entry) => entry.isFile()).length;
  if (files > LIMIT) crowded.push(`${dir}: ${files} files`);
  for (const entry of entries) if (entry.isDirectory()) visit(path.join(dir, entry.name));
}
roots.forEach(visit);

if (crowded.length > 0) {
  console.error(`Folders over ${LIMIT} files; split them by sub-resource:\n  ${crowded.join('\n  ')}`);
  process.exit(1);
}
console.log(`No source folder over ${LIMIT} files.`);
