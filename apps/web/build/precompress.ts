import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text the server may answer with a precompressed sibling (web-app.ts, `preCompressed`). */
export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
] as const;

/** Below this, the headers weigh about as much as what compression saves (issue 23 item 2's 1 KB). */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const isText = (file: string) =>
  !file.endsWith('.map') && PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension));

/** Writes `<file><suffix>` only when it is smaller: a bigger one would cost the browser more bytes. */
async function writeIfSmaller(file: string, suffix: string, original: Buffer, compressed: Buffer) {
  if (compressed.length < original.length) await writeFile(`${file}${suffix}`, compressed);
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text file of the
 * build, for the server to send as they are (issue 23 item 2): compressing once at build time
 * affords the slowest, smallest settings, which would be far too slow per request. It runs after
 * every other plugin's closeBundle (vite-plugin-pwa writes sw.js and workbox-*.js there), so those
 * are compressed too, and after Workbox has listed the precache, which therefore never names a .br
 * or .gz file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'armada-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter(isText);
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
            const original = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(original, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
                },
              }),
              gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await writeIfSmaller(file, '.br', original, br);
            await writeIfSmaller(file, '.gz', original, gz);
          }),
        );
      },
    },
  };
}
