import { isUsableForGeofence } from '../../../telemetry/geofence';
import { fencesZone, nearestFence } from '../geometry';
import { type FenceSide, type RuleState, toIso } from '../state';
import type { RuleGeofence } from '../types';
import type { CodeStep, PositionEvaluator, PositionInput } from './code-types';

/**
 * Enter (2) and exit (3): the side changes after this many consecutive usable fixes on the new side,
 * because one drifting fix makes a false exit. A fix in the margin band at a fence's edge, or a
 * fix less precise than telemetry/geofence.ts accepts, is on no side: the former breaks a run, the
 * latter is skipped. The first side a rule learns fires nothing (it was not seen crossing).
 */
export const GEOFENCE_CONFIRM_FIXES = 2;

function crossing(target: FenceSide): PositionEvaluator {
  return (input): CodeStep => {
    const { rule, state, sample, at } = input;
    const fences = rule.geofence?.fences ?? [];
    if (fences.length === 0 || !isUsableForGeofence(sample)) return { state, fire: null };
    const zone = fencesZone(fences, sample);
    const fence = state.fence;
    if (zone === 'EDGE' || fence.side === null || zone === fence.side) {
      const side = zone === 'EDGE' ? fence.side : zone;
      return { state: withFence(state, side, 0, null), fire: null };
    }
    const streak = fence.streak + 1;
    const streakSince = fence.streakSince ?? toIso(at);
    if (streak < GEOFENCE_CONFIRM_FIXES)
      return { state: withFence(state, fence.side, streak, streakSince), fire: null };
    const next = withFence(state, zone, 0, null);
    if (zone !== target || !input.applies) return { state: next, fire: null };
    return { state: next, fire: { episode: streakSince, alertData: fenceData(fences, input) } };
  };
}

function withFence(
  state: RuleState,
  side: FenceSide | null,
  streak: number,
  streakSince: string | null,
): RuleState {
  const fence = state.fence;
  if (fence.side === side && fence.streak === streak && fence.streakSince === streakSince) return state;
  return { ...state, fence: { side, streak, streakSince } };
}

/** 'geofenceId|name' of the fence entered, or of the nearest one left. */
function fenceData(fences: readonly RuleGeofence[], { sample }: PositionInput): string {
  const fence = nearestFence(fences, sample);
  const name = (fence?.name ?? '').replaceAll('|', '/');
  return `${fence?.geofenceId ?? ''}|${name}`;
}

export const geofenceEntered = crossing('INSIDE');
export const geofenceExited = crossing('OUTSIDE');
