import type { IntakeDevice } from './intake-data';

/* What intake-load.ts (the OsmAnd load) and intake-gateway.ts (the gateway batches) share. */

/** A position resent this often after 503/429 and still refused is given up (counted as such). */
export const MAX_RESENDS = 20;

export type Phase = 'warm' | 'peak' | 'gateway' | 'steady' | 'overload';

export interface LoadRequest {
  phase: Phase;
  url: string;
  devices: IntakeDevice[];
  seconds: number;
  /** Closed loop (warm, peak): devices sending at once. */
  concurrency?: number;
  /** On a clock (steady, overload): positions a second. */
  rate?: number;
  /** A token for the concurrent list requests of the peak (null: none). */
  listToken?: string | null;
  /** The gateway peak (phase 'gateway'): its key and positions a batch; concurrency is batches at once. */
  gateway?: { apiKeys: string[]; batch: number };
}

export interface LoadOutcome {
  offered: number;
  answered: number;
  /** Final answers other than 200 by status, or a network error's message. */
  failed: Record<string, number>;
  /** Refusals answered by a wait and a resend of the same position, by status (503, 429). */
  resends: Record<string, number>;
  seconds: number;
  /** ms from the (last) send to its 200. */
  latencies: number[];
  /** ms from the scheduled time (clock runs) or the first send (closed loop) to the 200. */
  delays: number[];
  /** When each of `delays` was answered, ms after the run began (the delay's course over the run). */
  answeredAfter: number[];
  /** Positions leaving a garage: the vehicle and the delay to their 200 (the start is in it). */
  autoStarts: [number, number][];
  /** Each fast fix after a slow one answered 200: its alert's key and the position's time. */
  alerts: [string, number][];
  listLatencies: number[];
  /** The load process's event-loop delay p99 over the run (ms, its 10 ms sampling included). */
  loadLoopDelayP99: number;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A device's next fix: where it is, how fast, and its time (strictly newer than its last). */
export interface Fix {
  latitude: number;
  longitude: number;
  speedKmh: number;
  fixMs: number;
  fast: boolean;
  leavesGarage: boolean;
}

export const count = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};

export function emptyOutcome(): LoadOutcome {
  return {
    ...{ offered: 0, answered: 0, failed: {}, resends: {}, seconds: 0 },
    ...{ latencies: [], delays: [], answeredAfter: [], autoStarts: [], alerts: [], listLatencies: [] },
    loadLoopDelayP99: 0,
  };
}
