/**
 * The time a position stands for. Devices send their own fix time; a phone or tracker whose clock
 * runs ahead would otherwise write positions "from the future" that every later position looks
 * older than, and the geofences would stop listening to it. A fix time further ahead than this of
 * the server's receipt is replaced by the receipt time; a missing one is the receipt time too.
 */
export const MAX_FUTURE_FIX_MS = 5 * 60_000;

export function fixTimeOf(recordedOn: Date | null, receivedOn: Date): Date {
  if (recordedOn === null || recordedOn.getTime() > receivedOn.getTime() + MAX_FUTURE_FIX_MS)
    return receivedOn;
  return recordedOn;
}

/** The longest window a track can be asked for, and the most positions one answer carries. */
export const MAX_TRACK_RANGE_MS = 7 * 24 * 60 * 60_000;
export const MAX_TRACK_POSITIONS = 10_000;

/** Positions one gateway batch may carry. */
export const MAX_GATEWAY_BATCH = 1_000;
