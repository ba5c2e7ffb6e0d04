import { OPERATIONS_SUBJECTS } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle, Unlisten } from '../../db/database';
import type { Database } from '../../db/schema';
import type { LiveHub } from './hub';
import { LIVE_CHANNEL, type LiveEvent } from './publish';
import { findStoredLiveEvent } from './queries';

const id = z.number().int().min(1);
const liveEventSchema = z.object({
  event: z.string().min(1),
  companyId: id,
  audience: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('alert'),
      urgency: z.enum(['URGENT', 'IMPORTANT']),
      vehicleId: id.nullable(),
      vehicleGroupIds: z.array(id),
    }),
    z.object({ kind: z.literal('alert-center') }),
    z.object({ kind: z.literal('user'), userId: id }),
    z.object({ kind: z.literal('operations'), subject: z.enum(OPERATIONS_SUBJECTS) }),
  ]),
  data: z.unknown(),
});
const storedSchema = z.object({ stored: id });

/**
 * The event a notification carries, reading the stored row when it carries only an id. Anything on
 * the channel that is not a live event (a stray pg_notify by hand) is logged and dropped: no sender
 * can make an instance fail or reach a company the event does not name.
 */
async function eventOf(db: Kysely<Database>, payload: string, log: FastifyBaseLogger) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
    const stored = storedSchema.safeParse(parsed);
    if (stored.success) {
      const json = await findStoredLiveEvent(db, stored.data.stored);
      if (json === undefined) {
        log.warn({ id: stored.data.stored }, 'stored live event not found (purged?)');
        return null;
      }
      parsed = JSON.parse(json);
    }
  } catch (error) {
    log.warn({ err: error }, 'unreadable live event dropped');
    return null;
  }
  const event = liveEventSchema.safeParse(parsed);
  if (!event.success) {
    log.warn({ issues: event.error.issues.slice(0, 3) }, 'malformed live event dropped');
    return null;
  }
  return event.data as LiveEvent;
}

/**
 * LISTENs on the live channel and hands each event to this instance's hub, one after the other: a
 * stored event read from its table is not overtaken by the small event committed after it.
 */
export async function startLiveListener(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  hub: LiveHub,
  log: FastifyBaseLogger,
): Promise<Unlisten> {
  let queue = Promise.resolve();
  const unlisten = await database.listen(LIVE_CHANNEL, (payload) => {
    queue = queue
      .then(async () => {
        const event = await eventOf(database.db, payload, log);
        if (event) hub.deliver(event);
      })
      .catch((error: unknown) => log.error({ err: error }, 'live event delivery failed'));
  });
  return async () => {
    await unlisten();
    await queue;
  };
}
