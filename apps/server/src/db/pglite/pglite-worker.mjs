// @ts-check
/*
 * PGlite in a worker thread (issue 22 item 4, issue 23 item 7): its WebAssembly runs here, so a burst
 * of positions or a large list keeps this thread busy, not the one that answers HTTP. Plain JavaScript,
 * so that the thread starts the same under tsx, Vitest and node alike (no TypeScript loader in it).
 * The main thread's side, and the order of calls it guarantees, is worker-dialect.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const NUMERIC_OID = 1700;
const INT8_OID = 20;
const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/**
 * What the main thread gets of an error: PostgreSQL's fields (code, constraint, detail...), which a
 * structured clone of the Error itself would drop.
 * @param {unknown} error
 */
function plainError(error) {
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    fields,
  };
}

const pglite = await PGlite.create({
  ...(workerData?.dataDir ? { dataDir: workerData.dataDir } : {}),
  // numeric and bigint as numbers, as database.ts sets for node-postgres.
  parsers: { [NUMERIC_OID]: (value) => Number(value), [INT8_OID]: (value) => Number(value) },
  // The lists' number search (ILIKE '%…%') is served by trigram indexes, made by a migration that
  // must run here as on PostgreSQL.
  extensions: { pg_trgm },
});

/** @type {Map<number, () => Promise<void>>} */
const unlistens = new Map();

/** @param {{ id: number; type: string; sql?: string; parameters?: unknown[]; channel?: string; listenId?: number }} message */
async function handle(message) {
  switch (message.type) {
    case 'query': {
      const result = await pglite.query(message.sql ?? '', message.parameters ?? [], { rowMode: 'object' });
      return { rows: result.rows, affectedRows: result.affectedRows ?? null };
    }
    case 'listen': {
      const listenId = message.listenId ?? 0;
      const unlisten = await pglite.listen(message.channel ?? '', (payload) => {
        port?.postMessage({ type: 'notify', listenId, payload });
      });
      unlistens.set(listenId, unlisten);
      return {};
    }
    case 'unlisten': {
      const unlisten = unlistens.get(message.listenId ?? 0);
      unlistens.delete(message.listenId ?? 0);
      if (unlisten && !pglite.closed) await unlisten();
      return {};
    }
    case 'close': {
      if (!pglite.closed) await pglite.close();
      return {};
    }
    default:
      throw new Error(`unknown message ${message.type}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ type: 'reply', id: message.id, ok: true, ...result }),
    (error) => port.postMessage({ type: 'reply', id: message.id, ok: false, error: plainError(error) }),
  );
});
port.postMessage({ type: 'ready' });
