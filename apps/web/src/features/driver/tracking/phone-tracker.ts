import {
  DRIVER_POSITION_INTERVAL_MS,
  type DriverPosition,
  PHONE_POSITION_BATCH_SIZE,
  phoneFixToPosition,
  phoneSendRetryDelayMs,
  shouldKeepPhoneFix,
} from '@armada/domain';
import { isApiError } from '../../../platform/api/api-error';
import type { PositionBuffer } from './position-buffer';

/** What the status bar shows of the tracker. */
export interface PhoneTrackerState {
  watching: boolean;
  /** The last time a batch was answered 200 (the phone's clock), null before the first. */
  lastSentAt: Date | null;
  /** Positions buffered and not yet accepted by the server. */
  pending: number;
  /** The server's message when it refused the positions (a 4xx, e.g. no device id), until one goes. */
  refusal: string | null;
  permissionDenied: boolean;
}

export interface PhoneTrackerDeps {
  geolocation: Geolocation;
  buffer: PositionBuffer;
  /** POST driver-app/position with one batch; rejects with the client's ApiError or a network error. */
  send(positions: DriverPosition[]): Promise<unknown>;
  /** The company's zone: recorded_on carries its offset, as every time of the API. */
  timeZone: string;
  isOnline(): boolean;
  /** Where 'online' and 'focus' are heard (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const GEOLOCATION_PERMISSION_DENIED = 1;

/**
 * Watches the phone's position while told to, keeps at most one fix per interval in the buffer, and
 * sends the buffer oldest first whenever it is online, also while not watching (a trip that ended
 * offline still has its positions to send). Framework-free: the hook drives it and reads its state.
 */
export class PhoneTracker {
  private state: PhoneTrackerState = {
    watching: false,
    lastSentAt: null,
    pending: 0,
    refusal: null,
    permissionDenied: false,
  };
  private readonly listeners = new Set<() => void>();
  private watchId: number | null = null;
  private lastKeptAt: number | null = null;
  private sending = false;
  private sendAgain = false;
  /** The phone came online during a send: should that send fail, the next one goes at once. */
  private retryNow = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the last fix was kept, by this phone's clock (fix times may come from the GPS's). */
  private lastKeptClock = 0;
  /** The newest fix that came too soon after the last kept one, kept once the interval is over. */
  private skipped: GeolocationPosition | null = null;
  private catchUpTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(private readonly deps: PhoneTrackerDeps) {
    deps.events.addEventListener('online', this.onOnline);
    deps.events.addEventListener('focus', this.onFocus);
    void deps.buffer.count().then((pending) => {
      this.update({ pending });
      this.flush();
    });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /** Starts or stops watching; a new watch keeps its first fix at once. */
  setWatching(watching: boolean) {
    if (this.disposed || watching === (this.watchId !== null)) return;
    if (watching) {
      this.lastKeptAt = null;
      this.watchId = this.deps.geolocation.watchPosition(this.onFix, this.onError, {
        enableHighAccuracy: true,
        maximumAge: 0,
      });
    } else if (this.watchId !== null) {
      this.deps.geolocation.clearWatch(this.watchId);
      this.watchId = null;
      this.cancelCatchUp();
    }
    this.update({ watching });
  }

  dispose() {
    this.setWatching(false);
    this.cancelCatchUp();
    this.disposed = true;
    this.deps.events.removeEventListener('online', this.onOnline);
    this.deps.events.removeEventListener('focus', this.onFocus);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.listeners.clear();
    this.deps.buffer.close();
  }

  private update(change: Partial<PhoneTrackerState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private readonly onFix = (fix: GeolocationPosition) => {
    if (this.watchId === null || this.disposed) return;
    if (shouldKeepPhoneFix(this.lastKeptAt, fix.timestamp)) {
      this.keep(fix);
      return;
    }
    this.skipped = fix;
    this.keepSkippedLater();
  };

  private keep(fix: GeolocationPosition) {
    this.cancelCatchUp();
    this.lastKeptAt = fix.timestamp;
    this.lastKeptClock = Date.now();
    if (this.state.permissionDenied) this.update({ permissionDenied: false });
    const position = phoneFixToPosition(fix, this.deps.timeZone);
    void this.deps.buffer.add(position).then((pending) => {
      if (this.disposed) return;
      this.update({ pending });
      // During a backoff wait the next attempt is the timer's (or the 'online' event's).
      if (this.retryTimer === null) this.flush();
    });
  }

  /**
   * A watch reports only when the phone moves: a truck that turns into a stop and parks gives its
   * last fixes within seconds of the one kept, and then nothing. The newest skipped fix is kept once
   * the interval is over, so where the phone stopped is sent without waiting for it to move again.
   */
  private keepSkippedLater() {
    if (this.catchUpTimer !== null) return;
    const delay = Math.max(0, this.lastKeptClock + DRIVER_POSITION_INTERVAL_MS - Date.now());
    this.catchUpTimer = setTimeout(() => {
      this.catchUpTimer = null;
      const fix = this.skipped;
      if (fix && this.watchId !== null && !this.disposed) this.keep(fix);
    }, delay);
  }

  private cancelCatchUp() {
    this.skipped = null;
    if (this.catchUpTimer === null) return;
    clearTimeout(this.catchUpTimer);
    this.catchUpTimer = null;
  }

  private readonly onError = (error: GeolocationPositionError) => {
    if (error.code === GEOLOCATION_PERMISSION_DENIED) this.update({ permissionDenied: true });
  };

  /**
   * A browser stops a watch it was refused; the driver who allowed location in the phone's settings
   * comes back to the page, and the watch is asked for again.
   */
  private readonly onFocus = () => {
    if (!this.state.permissionDenied || this.watchId === null) return;
    this.setWatching(false);
    this.setWatching(true);
  };

  private readonly onOnline = () => {
    this.failures = 0;
    if (this.sending) this.retryNow = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.flush();
  };

  /** Sends the buffer in batches until it is empty, offline, or a batch fails. */
  private flush() {
    if (this.disposed) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = true;
    void this.sendBatches().finally(() => {
      this.sending = false;
      if (this.sendAgain && this.retryTimer === null) {
        this.sendAgain = false;
        this.flush();
      }
    });
  }

  private async sendBatches() {
    this.sendAgain = false;
    while (!this.disposed && this.deps.isOnline()) {
      const batch = await this.deps.buffer.oldest(PHONE_POSITION_BATCH_SIZE);
      if (batch.keys.length === 0) return;
      try {
        await this.deps.send(batch.positions);
      } catch (error) {
        this.failed(error);
        return;
      }
      const pending = await this.deps.buffer.remove(batch.keys);
      this.failures = 0;
      this.retryNow = false;
      if (!this.disposed) this.update({ pending, lastSentAt: new Date(), refusal: null });
    }
  }

  private failed(error: unknown) {
    if (this.disposed) return;
    // A refusal (4xx) is the driver's to see: nothing reaches the server until an admin fixes it
    // (the 409 of a driver without a device id). Network errors and 5xx only wait and try again.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      this.update({ refusal: error.message });
    }
    this.failures += 1;
    const delay = this.retryNow ? 0 : phoneSendRetryDelayMs(this.failures);
    this.retryNow = false;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flush();
    }, delay);
  }
}
