import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { NotificationHandler, Unlisten } from '../pg-listener';

/*
 * The embedded PGlite, run in a worker thread (pglite-worker.mjs) behind a Kysely dialect. PGlite
 * executes SQL synchronously in WebAssembly: on the HTTP thread a burst of positions left page
 * requests waiting seconds for the thread, not for the database (issue 22 item 4). Here the thread
 * only sends the SQL and takes the rows back.
 *
 * One connection, as with Kysely's own PGlite dialect: it goes to one transaction or query at a
 * time, so a plain `begin` ... `commit` is the transaction. LISTEN goes through that connection too,
 * never inside another caller's open transaction, whose rollback would undo it. Who gets it next is
 * ours to say (ConnectionTurns), not Kysely's mutex: a page's query goes before the position intake's
 * queued work, so a burst of positions does not make a person wait behind it (issue 22 item 4).
 */

interface Reply {
  type: 'reply';
  id: number;
  ok: boolean;
  rows?: unknown[];
  affectedRows?: number | null;
  error?: { name: string; message: string; fields: Record<string, unknown> };
}

interface Notify {
  type: 'notify';
  listenId: number;
  payload: string;
}

type FromWorker = Reply | Notify | { type: 'ready' };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** An error as PGlite threw it in the worker: message, and PostgreSQL's fields (code, constraint...). */
function rebuiltError(error: NonNullable<Reply['error']>): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return Object.assign(rebuilt, error.fields);
}

export class PGliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();
  private readonly handlers = new Map<number, NotificationHandler>();
  private exited: Error | null = null;

  private constructor(private readonly worker: Worker) {
    // Held by its calls only: a script that forgets to close the database still exits when done.
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'notify') this.handlers.get(message.listenId)?.(message.payload);
      else if (message.type === 'reply') this.settle(message);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the PGlite thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and opens the database there: `dataDir` on disk, null in memory. */
  static async start(dataDir: string | null): Promise<PGliteThread> {
    const worker = new Worker(WORKER_URL, { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.type !== 'ready') return;
        worker.off('error', reject);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(rebuiltError(reply.error ?? { name: 'Error', message: 'PGlite failed', fields: {} }));
  }

  private fail(error: Error) {
    this.exited ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call(message: Record<string, unknown>): Promise<Reply> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async query(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    const reply = await this.call({ type: 'query', sql, parameters });
    const affected = reply.affectedRows;
    return {
      rows: reply.rows ?? [],
      ...(affected === null || affected === undefined ? {} : { numAffectedRows: BigInt(affected) }),
    };
  }

  /**
   * LISTEN in the thread; the payloads come back as messages. `db` is the Kysely instance on this
   * thread: the call holds its connection, so it never lands in someone's open transaction.
   */
  async listen(db: Kysely<unknown>, channel: string, onPayload: NotificationHandler): Promise<Unlisten> {
    const listenId = this.nextId++;
    this.handlers.set(listenId, onPayload);
    await db.connection().execute(() => this.call({ type: 'listen', channel, listenId }));
    return async () => {
      this.handlers.delete(listenId);
      if (this.exited) return;
      await db.connection().execute(() => this.call({ type: 'unlisten', listenId }));
    };
  }

  async close() {
    if (this.exited) return;
    await this.call({ type: 'close' });
    this.handlers.clear();
    await this.worker.terminate();
  }
}

/** Whose work a Kysely instance on the thread carries: a person's (pages, jobs) or the intake's. */
export type ConnectionPriority = 'page' | 'background';

/**
 * The one connection, taken in turns: when it is given back, the oldest waiting page query gets it,
 * and background work only when no page query waits. A transaction holds it to its end, so a page
 * waits at most for the statement or transaction running, not for everything queued before it.
 */
export class ConnectionTurns {
  private held = false;
  private readonly waiting: Record<ConnectionPriority, (() => void)[]> = { page: [], background: [] };

  take(priority: ConnectionPriority): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[priority].push(resolve));
  }

  give(): void {
    const next = this.waiting.page.shift() ?? this.waiting.background.shift();
    if (next) next();
    else this.held = false;
  }
}

/** PGlite's adapter, but Kysely adds no mutex of its own: ConnectionTurns hands the connection out. */
class TurnsAdapter extends PGliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

class ThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: PGliteThread) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.thread.query(compiled.sql, compiled.parameters) as Promise<QueryResult<R>>;
  }

  // biome-ignore lint/correctness/useYield: PGlite answers whole results; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }
}

class ThreadDriver implements Driver {
  private readonly connection: ThreadConnection;

  constructor(
    thread: PGliteThread,
    private readonly turns: ConnectionTurns,
    private readonly priority: ConnectionPriority,
  ) {
    this.connection = new ThreadConnection(thread);
  }

  async init() {}

  async acquireConnection() {
    await this.turns.take(this.priority);
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    // Kysely's own drivers refuse what PGlite's single session could not honour either.
    if (settings.isolationLevel || settings.accessMode) {
      throw new Error('PGlite takes no isolation level or access mode: it runs one transaction at a time');
    }
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoted(name)}`));
  }

  async releaseConnection() {
    this.turns.give();
  }

  async destroy() {}
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Kysely's PGlite dialect with the database in a worker thread (PGliteThread). Every Kysely instance
 * on one thread shares its ConnectionTurns; `priority` says whose queue this one's work waits in.
 */
export class ThreadedPGliteDialect implements Dialect {
  constructor(
    private readonly thread: PGliteThread,
    private readonly turns: ConnectionTurns,
    private readonly priority: ConnectionPriority,
  ) {}

  createAdapter() {
    return new TurnsAdapter();
  }

  createDriver() {
    return new ThreadDriver(this.thread, this.turns, this.priority);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
