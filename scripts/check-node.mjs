// Runs before `npm install` and `npm start`: an older Node.js gets one clear sentence instead of a
// crash deep inside a dependency (issue 26 item 12). The minimum is package.json's engines.node,
// the same figure the README gives.
import { readFileSync } from 'node:fs';

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines;
const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.node.trim());
if (!minimum)
  throw new Error(`package.json engines.node must read '>=major[.minor[.patch]]', not '${engines.node}'`);

const wanted = minimum.slice(1).map((part) => Number(part ?? 0));
const running = process.versions.node.split('.').map(Number);
/** The first part that differs decides: 20.18.3 is older than 20.19, 21.0 is not. */
function isOlder(version, than) {
  for (let index = 0; index < than.length; index++) {
    if (version[index] !== than[index]) return version[index] < than[index];
  }
  return false;
}

if (isOlder(running, wanted)) {
  console.error(
    `Armada needs Node.js ${wanted.join('.')} or newer; this is Node.js ${process.versions.node}.\n` +
      `Armada membutuhkan Node.js ${wanted.join('.')} atau yang lebih baru; yang terpasang Node.js ${process.versions.node}.`,
  );
  process.exit(1);
}
