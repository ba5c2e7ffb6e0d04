import { type EpisodeState, NORMAL_EPISODE, toIso, toMs } from './state';

/**
 * The episode machine every duration rule shares: NORMAL -> PENDING (first fix meeting the
 * condition) -> FIRING (held for the duration, measured on fix times; fires once) -> NORMAL (the
 * condition no longer holds). It fires again only after it returned to NORMAL.
 */

/**
 * A reporting gap longer than this ends a PENDING episode: the next fix over the limit starts afresh.
 * The gap is measured from the device's fix just before (`previousOn`), not from a time the episode
 * keeps, so a vehicle over the limit for less than the duration writes no state at every fix.
 */
export const PENDING_GAP_S = 5 * 60;

export interface EpisodeStep {
  /** true: the condition holds; false: it does not; null: this fix has no reading (nothing changes). */
  holds: boolean | null;
  at: number;
  durationS: number;
  /** The value read at this fix, kept as the episode's peak. */
  value?: number | null;
  /** Which way a value gets worse: 'max' for a speed over a limit, 'min' for a temperature under one. */
  worse?: 'max' | 'min';
  /**
   * The time (ms) of the device's fix just before this one: where the reporting gap starts. Position
   * thresholds give it (a gap over PENDING_GAP_S resets PENDING); standstill clocks do not, and
   * unknown (null) is no gap.
   */
  previousOn?: number | null;
}

export interface EpisodeResult {
  episode: EpisodeState;
  fired: boolean;
}

export function stepEpisode(episode: EpisodeState, step: EpisodeStep): EpisodeResult {
  if (step.holds === null) return { episode, fired: false };
  if (!step.holds) return { episode: episode.phase === 'NORMAL' ? episode : NORMAL_EPISODE, fired: false };
  if (episode.phase === 'FIRING') return { episode, fired: false };
  const gapped =
    episode.phase === 'PENDING' &&
    typeof step.previousOn === 'number' &&
    step.at - step.previousOn > PENDING_GAP_S * 1000;
  const pending = episode.phase === 'NORMAL' || gapped ? start(step) : keepPending(episode, step);
  return matured(pending, step.at, step.durationS);
}

function start(step: EpisodeStep): EpisodeState {
  return {
    phase: 'PENDING',
    since: toIso(step.at),
    lastOn: null,
    peak: step.value ?? null,
  };
}

/** The same episode, a new object only when its peak got worse (an unchanged state is not written). */
function keepPending(episode: EpisodeState, step: EpisodeStep): EpisodeState {
  const peak = worseOf(episode.peak, step.value ?? null, step.worse ?? 'max');
  return peak === episode.peak ? episode : { ...episode, peak };
}

function worseOf(a: number | null, b: number | null, worse: 'max' | 'min'): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return worse === 'max' ? Math.max(a, b) : Math.min(a, b);
}

/** A PENDING episode held long enough (at a fix or at a sweep) turns FIRING and fires once. */
export function matured(episode: EpisodeState, at: number, durationS: number): EpisodeResult {
  if (episode.phase !== 'PENDING' || episode.since === null) return { episode, fired: false };
  if (at - toMs(episode.since) < durationS * 1000) return { episode, fired: false };
  return { episode: { ...episode, phase: 'FIRING', lastOn: null }, fired: true };
}

/** Whole seconds the episode has lasted at `at`. */
export const heldSeconds = (episode: EpisodeState, at: number): number =>
  episode.since === null ? 0 : Math.round((at - toMs(episode.since)) / 1000);
