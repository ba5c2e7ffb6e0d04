import { toMs } from './state';
import type { AlertDecision, EngineContext, EvaluableRule, LatLng } from './types';

/** What a code's evaluator says when its episode fires; the caller makes the decision of it. */
export interface FireIntent {
  /** Names the episode within the vehicle and code: its start time, or the device's alarm id. */
  episode: string;
  alertData: string;
  alertFlag?: string;
  deviceAlarmId?: string | null;
}

export const episodeKeyOf = (vehicleId: number | string, alertCode: number, episode: string): string =>
  `${vehicleId}:${alertCode}:${episode}`;

export function makeDecision(
  rule: EvaluableRule,
  context: Pick<EngineContext, 'vehicleId'>,
  at: number,
  point: LatLng,
  intent: FireIntent,
): AlertDecision {
  return {
    alertRuleId: rule.alertRuleId,
    alertCode: rule.alertCode,
    occurredOn: new Date(at),
    latitude: point.latitude,
    longitude: point.longitude,
    ...(intent.alertFlag === undefined ? {} : { alertFlag: intent.alertFlag }),
    alertData: intent.alertData,
    episodeKey: episodeKeyOf(context.vehicleId, rule.alertCode, intent.episode),
    ...(intent.deviceAlarmId === undefined ? {} : { deviceAlarmId: intent.deviceAlarmId }),
  };
}

/** An event older than this when it reaches us came in a late batch (a device back in coverage). */
export const LATE_EVENT_MS = 15 * 60_000;

/** A late event is stored but neither pushed, popped up nor sounded: it is history, not news. */
export function isLateEvent(occurredOn: Date | string, receivedOn: Date | string): boolean {
  return toMs(receivedOn) - toMs(occurredOn) > LATE_EVENT_MS;
}

/** Numbers in alert data: whole where whole, one decimal otherwise (a speed, litres, degrees). */
export function dataNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
