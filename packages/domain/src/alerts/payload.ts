import { DomainError } from '../errors/domain-error';
import { systemNotifEvent } from '../live/protocol';

/**
 * getPayload's `filterByType` (spec section 7): what the client asks the payload of. `AlertCenter`
 * is the rule ids that drive the centre (urgent, important, auto popup, subscribed); `SystemNotif`
 * is the caller's announcement event on the socket. Left out, both are answered.
 */
export const PAYLOAD_TYPES = ['AlertCenter', 'SystemNotif'] as const;
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export interface PayloadFilter {
  isSharedVehicle?: boolean | null;
  filterByType?: readonly string[] | null;
}

export interface PayloadScope {
  /** The rule lists are answered (empty when false). */
  alertCenter: boolean;
  /** The `system-notif-{userId}` event name, or null when not asked. */
  systemNotifEvent: string | null;
}

/**
 * What a getPayload filter asks for. A vehicle belongs to one company in Armada, so no vehicle is
 * shared with the caller's company: `isSharedVehicle: true` asks for the rules of shared vehicles,
 * which are none. An unknown type is refused rather than ignored, so a misspelt filter is seen.
 */
export function payloadScope(filter: PayloadFilter | null | undefined, userId: number): PayloadScope {
  const types = filter?.filterByType ?? null;
  const unknown = types?.find((type) => !(PAYLOAD_TYPES as readonly string[]).includes(type));
  if (unknown !== undefined) {
    throw new DomainError('alert/unknown-payload-type', {
      params: { type: unknown },
      fields: [{ field: 'filterByType', code: 'invalid-value' }],
    });
  }
  const asks = (type: PayloadType) => types === null || types.includes(type);
  return {
    alertCenter: asks('AlertCenter') && filter?.isSharedVehicle !== true,
    systemNotifEvent: asks('SystemNotif') ? systemNotifEvent(userId) : null,
  };
}
