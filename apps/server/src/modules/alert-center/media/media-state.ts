import {
  alertMediaEventInputSchema,
  DomainError,
  initialMediaState,
  LIVE_SERVER_EVENTS,
  type MediaEffect,
  type MediaEvent,
  type MediaState,
  mediaEventOf,
  nextMediaState,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { ApiContext } from '../../context';
import { publishRawAlert } from '../raw-alerts/create-raw-alert';
import { visibleAlert } from './media-access';
import { alertMediaOf } from './media-fields';

const stateOf = (row: {
  polling_status: MediaState['pollingStatus'];
  retry_count: number;
  can_request: boolean;
  can_check: boolean;
}): MediaState => ({
  pollingStatus: row.polling_status,
  retryCount: row.retry_count,
  canRequest: row.can_request,
  canCheck: row.can_check,
});

/** The alert's state row, locked for this transaction (a second operator's event waits). */
async function lockedState(trx: Kysely<Database>, companyId: number, rawAlertId: string) {
  const row = await trx
    .selectFrom('raw_alert_media_states')
    .selectAll()
    .where('raw_alert_id', '=', rawAlertId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  return row ? stateOf(row) : null;
}

async function storeState(trx: Kysely<Database>, companyId: number, rawAlertId: string, next: MediaState) {
  const values = {
    raw_alert_id: rawAlertId,
    company_id: companyId,
    polling_status: next.pollingStatus,
    retry_count: next.retryCount,
    can_request: next.canRequest,
    can_check: next.canCheck,
    updated_on: new Date(),
  };
  await trx
    .insertInto('raw_alert_media_states')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('raw_alert_id').doUpdateSet({
        polling_status: next.pollingStatus,
        retry_count: next.retryCount,
        can_request: next.canRequest,
        can_check: next.canCheck,
        updated_on: sql`now()`,
      }),
    )
    .execute();
}

const sameState = (a: MediaState, b: MediaState) =>
  a.pollingStatus === b.pollingStatus &&
  a.retryCount === b.retryCount &&
  a.canRequest === b.canRequest &&
  a.canCheck === b.canCheck;

export interface AppliedEvents {
  state: MediaState;
  effect: MediaEffect;
  accepted: boolean;
  changed: boolean;
}

/**
 * Applies events to an alert's stored state inside the caller's transaction (row locked); with
 * `expected`, a stored state other than what the client saw refuses (accepted false). Publishes
 * alert-center-update when the state changed.
 */
export async function applyMediaEvents(
  trx: Kysely<Database>,
  alert: {
    id: string;
    company_id: number;
    vehicle_id: number | null;
    is_urgent: boolean;
    created_on: Date | string;
  },
  events: readonly MediaEvent[],
  expected?: MediaState,
  clipSecret: Uint8Array | null = null,
): Promise<AppliedEvents> {
  const stored = (await lockedState(trx, alert.company_id, alert.id)) ?? initialMediaState().state;
  if (
    expected &&
    (expected.pollingStatus !== stored.pollingStatus || expected.retryCount !== stored.retryCount)
  ) {
    return { state: stored, effect: { type: 'stop' }, accepted: false, changed: false };
  }
  let state = stored;
  let effect: MediaEffect = { type: 'stop' };
  let accepted = true;
  for (const event of events) {
    const transition = nextMediaState(state, event, { createdOn: alert.created_on, now: new Date() });
    accepted = accepted && transition.accepted;
    if (!transition.accepted) break;
    state = transition.state;
    effect = transition.effect;
  }
  const changed = !sameState(state, stored);
  if (changed) {
    await storeState(trx, alert.company_id, alert.id, state);
    await publishRawAlert(
      trx,
      LIVE_SERVER_EVENTS.alertUpdate,
      alert.id,
      {
        companyId: alert.company_id,
        vehicleId: alert.vehicle_id,
        isUrgent: alert.is_urgent,
      },
      clipSecret,
    );
  }
  return {
    state: accepted ? state : stored,
    effect: accepted ? effect : { type: 'stop' },
    accepted,
    changed,
  };
}

/** updateAlertMediaState: the server computes the transition, in one transaction with the row locked. */
export async function updateAlertMediaState(api: ApiContext, auth: AuthContext, input: unknown) {
  const { db } = api;
  const parsed = alertMediaEventInputSchema.parse(input ?? {});
  const row = await visibleAlert(db, auth, parsed.rawAlertId);
  if (!alertMediaOf(row)) throw new DomainError('media/no-device');
  const expected = {
    pollingStatus: parsed.fromStatus,
    retryCount: parsed.fromRetryCount,
    canRequest: false,
    canCheck: false,
  };
  const applied = await db
    .transaction()
    .execute((trx) => applyMediaEvents(trx, row, [mediaEventOf(parsed)], expected, api.token.secret));
  return {
    rawAlertId: row.id,
    ...applied.state,
    accepted: applied.accepted,
    effect: {
      type: applied.effect.type,
      afterMs: 'afterMs' in applied.effect ? applied.effect.afterMs : null,
      toast: applied.effect.type === 'toast' ? applied.effect.toast : null,
    },
  };
}
