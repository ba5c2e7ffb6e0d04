import { z } from 'zod';
import type { AlertDecision } from './types';

/**
 * What the engine remembers per (rule, vehicle) between two evaluations. Plain JSON (times as ISO
 * strings) so the server keeps it in a jsonb column; it changes only when something happens, so a
 * steady stream of ordinary fixes writes nothing.
 */

export const EPISODE_PHASES = ['NORMAL', 'PENDING', 'FIRING'] as const;
export type EpisodePhase = (typeof EPISODE_PHASES)[number];
export type FenceSide = 'INSIDE' | 'OUTSIDE';

const isoSchema = z.string();
const episodeSchema = z.object({
  phase: z.enum(EPISODE_PHASES),
  /** When the episode began: the first fix meeting the condition. Part of the episode key. */
  since: isoSchema.nullable(),
  /**
   * No longer written (always null in new states): the reporting gap that resets PENDING is measured
   * from the device's previous fix (`EpisodeStep.previousOn`). Kept so states stored before still parse.
   */
  lastOn: isoSchema.nullable(),
  /** The worst value of the episode so far (highest speed, lowest temperature, ...). */
  peak: z.number().nullable(),
});

/**
 * What late (139) and long stops (140) remember of the running task: the stops reached since it
 * started, those already alerted late, and the stop the vehicle is in now (one visit = one episode).
 */
const routeTaskSchema = z.object({
  id: z.string(),
  reached: z.array(z.string()),
  late: z.array(z.string()),
  visit: z.object({ pointId: z.string(), since: isoSchema, fired: z.boolean() }).nullable(),
});

const ruleStateSchema = z.object({
  version: z.literal(1),
  episode: episodeSchema,
  /** The last fix that changed this state: an older or equal fix decides nothing. */
  lastFixOn: isoSchema.nullable(),
  /** Geofence side confirmed, and the run of usable fixes seen on the other side. */
  fence: z.object({
    side: z.enum(['INSIDE', 'OUTSIDE']).nullable(),
    streak: z.number(),
    streakSince: isoSchema.nullable(),
  }),
  /** Times of qualifying events still inside the rule's count window. */
  countTimes: z.array(isoSchema),
  /** The last ignition the device reported (codes 4 and 5). */
  ignition: z.boolean().nullable(),
  /** Fuel readings of the current stop, [time, litres], each kept while it matters (codes 15, 16). */
  fuel: z.array(z.tuple([isoSchema, z.number()])),
  /** Since when the vehicle has been standing (code 117's rest). */
  standingSince: isoSchema.nullable(),
  /** Recent device alarm ids with their time: the same id again decides nothing. */
  alarms: z.array(z.tuple([z.string(), isoSchema])),
  /** The last device event of the rule's code that came without an alarm id (a flag still set). */
  lastFlagOn: isoSchema.nullable(),
  /**
   * The engine's own last detection from positions of what a device may report too (harsh
   * braking, 9). Absent from states stored before it existed.
   */
  detectedOn: isoSchema.nullable().default(null),
  /** The running fleet task's stops (codes 139, 140); states stored before it read as none. */
  task: routeTaskSchema.nullable().default(null),
});

export type RouteTaskState = z.infer<typeof routeTaskSchema>;

export type EpisodeState = z.infer<typeof episodeSchema>;
export type RuleState = z.infer<typeof ruleStateSchema>;

export const NORMAL_EPISODE: EpisodeState = { phase: 'NORMAL', since: null, lastOn: null, peak: null };

export function initialRuleState(): RuleState {
  return {
    version: 1,
    episode: NORMAL_EPISODE,
    lastFixOn: null,
    fence: { side: null, streak: 0, streakSince: null },
    countTimes: [],
    ignition: null,
    fuel: [],
    standingSince: null,
    alarms: [],
    lastFlagOn: null,
    detectedOn: null,
    task: null,
  };
}

/**
 * A device without alarm ids keeps reporting its flag while the condition lasts: an event of the
 * same code this soon after the previous one is the same episode.
 */
export const FLAG_REPEAT_S = 60;

const within = (at: number, iso: string | null) =>
  iso !== null && Math.abs(at - toMs(iso)) <= FLAG_REPEAT_S * 1000;

/**
 * One harsh braking reported by both the device and the positions is one episode, whichever comes
 * first: `deviceReportedNear` is what the positions ask (a flag or an alarm of the device within
 * FLAG_REPEAT_S), `detectedNear` what a device event asks (the engine's own detection).
 */
export const deviceReportedNear = (state: RuleState, at: number): boolean =>
  within(at, state.lastFlagOn) || state.alarms.some(([, on]) => within(at, on));

export const detectedNear = (state: RuleState, at: number): boolean => within(at, state.detectedOn);

/**
 * The state as stored (jsonb, or nothing yet). A row of an older or broken shape starts afresh
 * rather than failing the intake: the worst outcome is one episode noticed late.
 */
export function ruleStateFrom(stored: unknown): RuleState {
  const parsed = ruleStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : initialRuleState();
}

/** Whether the server has to write the state back. */
export function ruleStateChanged(before: RuleState, after: RuleState): boolean {
  return before !== after && !sameJson(before, after);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** What every evaluation answers: the next state, the alert if one fires, whether to write. */
export interface Evaluation {
  state: RuleState;
  fire: AlertDecision | null;
  changed: boolean;
}

export const toMs = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();
export const toIso = (ms: number): string => new Date(ms).toISOString();
