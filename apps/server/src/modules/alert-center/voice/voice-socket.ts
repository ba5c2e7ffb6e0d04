import { DomainError, hasAllScopes, VOICE_SCOPES, VOICE_SOCKET_PATH } from '@armada/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { authOf, bearerToken } from '../../../auth/guard';
import type { ApiContext } from '../../context';
import type { SocketModule } from '../../live/plugin';
import { findActiveUsers } from '../../live/queries';
import { VoiceCall } from './voice-call';
import { touchCalls } from './voice-calls';

/** How often this instance refreshes its calls' last_seen_on and re-reads their users' rights. */
export const VOICE_HEARTBEAT_MS = 5_000;

const voiceQuerySchema = z.object({
  token: z.string().max(4_096).optional(),
  rawAlertId: z.uuid(),
  lang: z.enum(['id', 'en']).optional(),
});

export interface VoiceRelaySettings {
  heartbeatMs: number;
}

/**
 * The voice socket `GET /ws/voice?token=&rawAlertId=` (README.md beside this file). It lives inside
 * the live plugin (one @fastify/websocket per server), so it has that plugin's Origin check and token
 * guard; the route's scopes refuse a caller without both voice scopes before the upgrade (403).
 */
export function voiceRelay(
  context: Pick<ApiContext, 'db' | 'media'>,
  settings: VoiceRelaySettings = { heartbeatMs: VOICE_HEARTBEAT_MS },
): SocketModule {
  const calls = new Set<VoiceCall>();
  let log: FastifyInstance['log'] | null = null;

  const heartbeat = async () => {
    const open = [...calls].filter((call) => call.isOpen);
    await touchCalls(
      context.db,
      open.map((call) => call.callId),
    );
    const userIds = [...new Set(open.map((call) => call.auth.user.id))];
    const users = new Map((await findActiveUsers(context.db, userIds)).map((user) => [user.id, user]));
    const now = Date.now();
    for (const call of open) {
      const user = users.get(call.auth.user.id);
      if (call.expiresAtMs !== null && call.expiresAtMs <= now) void call.expire();
      else if (!user || user.company_id !== call.auth.companyId || !hasAllScopes(user.scopes, VOICE_SCOPES)) {
        void call.revoke();
      }
    }
  };

  const accept = (socket: WebSocket, request: FastifyRequest) => {
    const auth = authOf(request);
    const query = request.query as z.infer<typeof voiceQuerySchema>;
    const call = new VoiceCall(
      socket,
      { db: context.db, gateway: context.media.gateway, log: request.log },
      auth,
      query.lang ?? auth.language,
      query.rawAlertId,
      (ended) => calls.delete(ended),
    );
    const token = bearerToken(request);
    const expiresAt = token ? decodeJwt(token).exp : undefined;
    if (expiresAt !== undefined) call.expiresAtMs = expiresAt * 1000;
    calls.add(call);
    void call.start();
  };

  const plugin: FastifyPluginAsync = async (app) => {
    log = app.log;
    app.route({
      method: 'GET',
      url: VOICE_SOCKET_PATH,
      schema: { hide: true, querystring: voiceQuerySchema },
      config: { scopes: VOICE_SCOPES },
      // Without an upgrade there is nothing to serve here.
      handler: async () => {
        throw new DomainError('route-not-found');
      },
      wsHandler: accept,
    });
    const timer = setInterval(
      () => void heartbeat().catch((error) => log?.error({ err: error }, 'voice heartbeat failed')),
      settings.heartbeatMs,
    );
    timer.unref();
    app.addHook('preClose', async () => clearInterval(timer));
  };

  return {
    plugin,
    // Every call ends as a shutdown (the gateway's session deleted, the row and the log written)
    // while the database is still open.
    shutdown: async () => {
      await Promise.all(
        [...calls].map((call) => call.end({ state: 'ended', reason: 'server-shutdown', closeCode: 1001 })),
      );
    },
  };
}
