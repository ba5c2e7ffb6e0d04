import { isApiError } from '../../../platform/api/api-error';
import {
  clearDriverPhotos,
  completeDriverActivity,
  fetchDriverTask,
  findActivity,
  uploadDriverPhoto,
} from '../api';
import type { NewOutboxItem, OutboxItem, OutboxStore } from './outbox-store';

export interface OutboxOptions {
  store: OutboxStore;
  /** Whether the phone has a network; navigator.onLine unless a test says otherwise. */
  isOnline?: () => boolean;
  /**
   * Called after the server took an item, before it leaves the queue: the task's pages refresh first,
   * so the activity never shows 'Selesaikan' again between the two.
   */
  onSent?: (item: OutboxItem) => void | Promise<void>;
  /** The first wait after a network or server failure; it doubles up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
}

type Listener = () => void;

/** How an attempt ended: sent, refused by the server (4xx), or to be tried again later. */
type Outcome = 'sent' | 'refused' | 'retry' | 'paused';

/**
 * The driver's completions on their way to the server (issue 18 item 3). Items go strictly in
 * the order they were saved; one the server refuses is set aside with the server's message and the
 * next one goes; a network or server failure stops the queue until the retry timer or the network
 * comes back; a 401 stops it until a new session starts a new outbox.
 */
export class Outbox {
  private items: OutboxItem[] = [];
  private readonly listeners = new Set<Listener>();
  private running: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private paused = false;
  private rerun = false;
  private stopped = false;
  readonly ready: Promise<void>;

  constructor(private readonly options: OutboxOptions) {
    this.ready = this.load();
  }

  private async load() {
    const stored = await this.options.store.all();
    // An item left 'sending' by a reload may or may not have reached the server: the sender's
    // check of the task (already completed or not) decides, so it waits again.
    for (const item of stored) {
      if (item.state === 'sending') await this.options.store.put({ ...item, state: 'waiting' });
    }
    this.items = await this.options.store.all();
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): readonly OutboxItem[] {
    return this.items;
  }

  private emit() {
    this.items = [...this.items];
    for (const listener of this.listeners) listener();
  }

  private async refresh() {
    this.items = await this.options.store.all();
    this.emit();
  }

  private isOnline() {
    return this.options.isOnline ? this.options.isOnline() : navigator.onLine;
  }

  async add(item: NewOutboxItem): Promise<void> {
    await this.ready;
    await this.options.store.add(item);
    await this.refresh();
    void this.flush();
  }

  /** 'Coba Lagi' on a refused item: it waits again in its place of the order. */
  async retry(seq: number): Promise<void> {
    const item = this.items.find((candidate) => candidate.seq === seq);
    if (!item) return;
    await this.options.store.put({ ...item, state: 'waiting', refusal: null });
    await this.refresh();
    this.failures = 0;
    void this.flush();
  }

  async remove(seq: number): Promise<void> {
    await this.options.store.remove(seq);
    await this.refresh();
  }

  /** Sends what waits, one at a time; resolves when the queue is empty, stopped or waiting for a retry. */
  flush(): Promise<void> {
    if (this.running) {
      // A call during a run (an item added, the network back) gets a new pass once this one ends.
      this.rerun = true;
      return this.running;
    }
    this.clearRetry();
    this.running = (async () => {
      do {
        this.rerun = false;
        await withSenderLock(() => this.drain());
      } while (this.rerun && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async drain() {
    await this.ready;
    // Another tab of the same driver may have sent or refused items meanwhile.
    await this.refresh();
    while (!this.stopped && !this.paused && this.isOnline()) {
      const next = this.items.find((item) => item.state === 'waiting');
      if (!next) return;
      const outcome = await this.attempt(next);
      if (outcome === 'retry') {
        this.scheduleRetry();
        return;
      }
      if (outcome === 'paused') return;
      this.failures = 0;
    }
  }

  private async attempt(item: OutboxItem): Promise<Outcome> {
    await this.setItem({ ...item, state: 'sending' });
    try {
      await deliver(item);
    } catch (error) {
      return this.failed(item, error);
    }
    // The server has it: it leaves the queue before the page refetches, so the refreshed task never
    // shows 'Selesai' while the banner still counts it as waiting.
    await this.options.store.remove(item.seq);
    await this.refresh();
    try {
      await this.options.onSent?.(item);
    } catch {
      // A refresh that fails (the network went again) changes nothing about what the server has.
    }
    return 'sent';
  }

  private async failed(item: OutboxItem, error: unknown): Promise<Outcome> {
    if (isApiError(error) && error.status === 401) {
      // The session ends (platform/session hears the 401); the item waits for the next login.
      this.paused = true;
      await this.setItem({ ...item, state: 'waiting' });
      return 'paused';
    }
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      await this.setItem({
        ...item,
        state: 'refused',
        refusal: { code: error.code, message: error.message },
      });
      return 'refused';
    }
    await this.setItem({ ...item, state: 'waiting' });
    return 'retry';
  }

  private async setItem(item: OutboxItem) {
    await this.options.store.put(item);
    this.items = this.items.map((candidate) => (candidate.seq === item.seq ? item : candidate));
    this.emit();
  }

  private scheduleRetry() {
    this.clearRetry();
    if (this.stopped) return;
    const base = this.options.retryBaseMs ?? 5_000;
    const delay = Math.min(base * 2 ** this.failures, this.options.maxRetryMs ?? 5 * 60_000);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  /** The network is back: no need to wait for the retry timer. */
  online() {
    this.failures = 0;
    void this.flush();
  }

  stop() {
    this.stopped = true;
    this.clearRetry();
  }
}

/**
 * One sender at a time across the driver's tabs (the Web Locks API), so two tabs never send the same
 * item twice; where the API is missing (an old browser, jsdom) the one tab sends alone.
 */
function withSenderLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('armada-driver-outbox-sender', run).then(() => undefined) : run();
}

/**
 * One item to the server. The task is read first: an activity already completed means an earlier
 * attempt got through and only its answer was lost. Otherwise photos a broken attempt left are
 * cleared, the photos go one by one, then the completion with the driver's original time.
 */
async function deliver(item: OutboxItem) {
  const task = await fetchDriverTask(item.ref.taskId);
  const found = findActivity(task, item.ref.activityId);
  if (found?.activity.status === 'COMPLETED') return;
  await clearDriverPhotos(item.ref);
  for (const photo of item.photos) {
    await uploadDriverPhoto(item.ref, new Blob([photo.bytes], { type: photo.type }), photo.name);
  }
  await completeDriverActivity(item.ref, item.form);
}
