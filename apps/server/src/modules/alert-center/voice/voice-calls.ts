import {
  type ErrorCode,
  errorMessage,
  LIVE_SERVER_EVENTS,
  type MessageParams,
  type VoiceCallState,
  type VoiceEndReason,
  voiceCallLogText,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { publishRawAlert } from '../raw-alerts/create-raw-alert';
import { type AlertViewer, visibleAlerts } from '../raw-alerts/raw-alert-queries';

/** A call whose instance has not refreshed it for this long (it crashed) is ended at the company's next call. */
export const VOICE_CALL_STALE_SECONDS = 30;

/** The alert a call is made from, with the device of its vehicle. */
export interface CallTarget {
  rawAlertId: string;
  companyId: number;
  vehicleId: number | null;
  isUrgent: boolean;
  deviceType: string | null;
  imei: string | null;
}

/** The alert as the caller may see it (another company's, or urgent without the scope: undefined). */
export async function findCallTarget(
  db: Kysely<Database>,
  viewer: AlertViewer,
  rawAlertId: string,
): Promise<CallTarget | undefined> {
  const row = await visibleAlerts(
    db
      .selectFrom('raw_alerts')
      .leftJoin('vehicles', (join) =>
        join
          .onRef('vehicles.id', '=', 'raw_alerts.vehicle_id')
          .onRef('vehicles.company_id', '=', 'raw_alerts.company_id'),
      )
      .select([
        'raw_alerts.id',
        'raw_alerts.company_id',
        'raw_alerts.vehicle_id',
        'raw_alerts.is_urgent',
        'vehicles.device_type',
        'vehicles.imei',
      ]),
    viewer,
  )
    .where('raw_alerts.id', '=', rawAlertId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    rawAlertId: row.id,
    companyId: row.company_id,
    vehicleId: row.vehicle_id,
    isUrgent: row.is_urgent,
    deviceType: row.device_type ?? null,
    imei: row.imei?.trim() || null,
  };
}

export interface CallIdentity {
  callId: string;
  userId: number;
  target: CallTarget;
}

/**
 * Takes one of the company's call places and stores the call as calling, or answers the limit when
 * every place is taken. The company row is locked first, so two instances counting at once wait for
 * each other and cannot both take the last place. Calls of a crashed instance are ended first.
 */
export async function openCall(
  db: Kysely<Database>,
  call: CallIdentity,
): Promise<{ taken: true } | { taken: false; max: number }> {
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('max_simultaneous_calls')
      .where('id', '=', call.target.companyId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await endLostCalls(trx, call.target.companyId);
    const open = await trx
      .selectFrom('voice_calls')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('company_id', '=', call.target.companyId)
      .where('state', 'in', ['calling', 'connected'])
      .executeTakeFirstOrThrow();
    const max = company.max_simultaneous_calls;
    if (Number(open.count) >= max) return { taken: false, max };
    await trx
      .insertInto('voice_calls')
      .values({
        id: call.callId,
        company_id: call.target.companyId,
        raw_alert_id: call.target.rawAlertId,
        vehicle_id: call.target.vehicleId,
        user_id: call.userId,
        imei: call.target.imei,
        state: 'calling',
      })
      .execute();
    return { taken: true };
  });
}

export async function recordCallStep(
  db: Kysely<Database>,
  callId: string,
  step: { gatewaySessionId: string } | { connected: true },
): Promise<void> {
  await db
    .updateTable('voice_calls')
    .set(
      'connected' in step
        ? { state: 'connected' as VoiceCallState, connected_on: sql`now()`, last_seen_on: sql`now()` }
        : { gateway_session_id: step.gatewaySessionId, last_seen_on: sql`now()` },
    )
    .where('id', '=', callId)
    .where('state', 'in', ['calling', 'connected'])
    .execute();
}

export interface CallEnd {
  state: 'ended' | 'failed';
  reason: VoiceEndReason;
  code: ErrorCode | null;
  params?: MessageParams;
  framesToDevice: number;
  framesFromDevice: number;
  framesRefused: number;
}

/**
 * Ends a call in one transaction: the row (stored now if it never got a place), one 'Call' entry on
 * the alert's log saying how it ended and how long it was connected, and alert-center-update so the
 * open popups read the alert again. Answers the connected seconds.
 */
export async function finishCall(db: Kysely<Database>, call: CallIdentity, end: CallEnd): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('voice_calls')
      .values({
        id: call.callId,
        company_id: call.target.companyId,
        raw_alert_id: call.target.rawAlertId,
        vehicle_id: call.target.vehicleId,
        user_id: call.userId,
        imei: call.target.imei,
        state: end.state,
        end_reason: end.reason,
        error_code: end.code,
        ended_on: sql`now()`,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({
          state: end.state,
          end_reason: end.reason,
          error_code: end.code,
          frames_to_device: end.framesToDevice,
          frames_from_device: end.framesFromDevice,
          frames_refused: end.framesRefused,
          ended_on: sql`now()`,
          last_seen_on: sql`now()`,
        }),
      )
      .returning(
        sql<number>`coalesce(floor(extract(epoch from (ended_on - connected_on))), 0)::integer`.as('seconds'),
      )
      .executeTakeFirstOrThrow();
    const failure = end.code ? errorMessage(end.code, 'id', end.params) : undefined;
    await logCallEnd(
      trx,
      call.target,
      call.userId,
      voiceCallLogText(end.reason, row.seconds, end.state === 'failed' ? failure : undefined),
    );
    return row.seconds;
  });
}

/** The alert's 'Call' log entry of an ended call, and alert-center-update so open popups read it again. */
async function logCallEnd(
  trx: Kysely<Database>,
  alert: Pick<CallTarget, 'rawAlertId' | 'companyId' | 'vehicleId' | 'isUrgent'>,
  userId: number | null,
  text: string,
): Promise<void> {
  await trx
    .insertInto('raw_alert_user_logs')
    .values({
      raw_alert_id: alert.rawAlertId,
      company_id: alert.companyId,
      user_id: userId,
      type_field: 'Call',
      data: text,
    })
    .execute();
  await publishRawAlert(
    trx,
    LIVE_SERVER_EVENTS.alertUpdate,
    alert.rawAlertId,
    { companyId: alert.companyId, vehicleId: alert.vehicleId, isUrgent: alert.isUrgent },
    { withLogs: true },
  );
}

/**
 * Ends the company's calls whose relaying instance stopped refreshing them (it crashed or lost its
 * database), as the server stopping, at the last time it was seen: the row no longer takes a place,
 * and the alert's log says the call ended, as for any other end.
 */
async function endLostCalls(trx: Kysely<Database>, companyId: number): Promise<void> {
  const lost = await trx
    .updateTable('voice_calls')
    .set({ state: 'ended', end_reason: 'server-shutdown', ended_on: sql`last_seen_on` })
    .where('company_id', '=', companyId)
    .where('state', 'in', ['calling', 'connected'])
    .where('last_seen_on', '<=', sql<Date>`now() - make_interval(secs => ${VOICE_CALL_STALE_SECONDS})`)
    .returning([
      'raw_alert_id',
      'user_id',
      sql<number>`coalesce(floor(extract(epoch from (ended_on - connected_on))), 0)::integer`.as('seconds'),
    ])
    .execute();
  for (const call of lost) {
    const alert = await trx
      .selectFrom('raw_alerts')
      .select(['vehicle_id', 'is_urgent'])
      .where('id', '=', call.raw_alert_id)
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    await logCallEnd(
      trx,
      { rawAlertId: call.raw_alert_id, companyId, vehicleId: alert.vehicle_id, isUrgent: alert.is_urgent },
      call.user_id,
      voiceCallLogText('server-shutdown', Math.max(0, call.seconds)),
    );
  }
}

/** The relaying instance's sign of life for its open calls. */
export async function touchCalls(db: Kysely<Database>, callIds: string[]): Promise<void> {
  if (callIds.length === 0) return;
  await db
    .updateTable('voice_calls')
    .set({ last_seen_on: sql`now()` })
    .where('id', 'in', callIds)
    .where('state', 'in', ['calling', 'connected'])
    .execute();
}
