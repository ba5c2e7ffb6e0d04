import {
  type ErrorCode,
  errorMessage,
  type Language,
  LIVE_CLIENT_EVENTS,
  LIVE_CLIENT_MESSAGE_LIMIT,
  LIVE_CLOSE_CODES,
  LIVE_SERVER_EVENTS,
  liveClientMessageSchema,
  liveTagsSchema,
} from '@armada/domain';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { RawData, WebSocket } from 'ws';
import { authOf, bearerToken } from '../../auth/guard';
import type { LiveClient, LiveHub } from './hub';

/** setTimeout takes at most this many milliseconds; a longer wait is re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

const send = (socket: WebSocket, event: string, data?: unknown) =>
  socket.send(JSON.stringify(data === undefined ? { event } : { event, data }));

/** Counts a client's messages in fixed windows; more than the limit in one window is abuse. */
function messageCounter() {
  let windowStart = Date.now();
  let count = 0;
  return (): boolean => {
    const now = Date.now();
    if (now - windowStart >= LIVE_CLIENT_MESSAGE_LIMIT.windowMs) {
      windowStart = now;
      count = 0;
    }
    count++;
    return count <= LIVE_CLIENT_MESSAGE_LIMIT.messages;
  };
}

/** Closes the socket when its token expires (the guard let it in, so the token is ours and valid). */
function closeAtExpiry(client: LiveClient, hub: LiveHub, expiresAtMs: number) {
  const arm = () => {
    const wait = expiresAtMs - Date.now();
    if (wait > 0) {
      client.expiryTimer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
      client.expiryTimer.unref();
      return;
    }
    client.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'auth/unauthenticated');
    hub.remove(client);
  };
  arm();
}

/** What one client message asks for, answered on the socket; refusals as `error` events. */
function handleMessage(client: LiveClient, raw: RawData, isBinary: boolean, language: Language) {
  const refuse = (code: ErrorCode) =>
    send(client.socket, LIVE_SERVER_EVENTS.error, { code, message: errorMessage(code, language) });
  let parsed: unknown;
  try {
    if (isBinary) throw new Error('binary');
    parsed = JSON.parse(raw.toString());
  } catch {
    return refuse('live/invalid-message');
  }
  const message = liveClientMessageSchema.safeParse(parsed);
  if (!message.success) return refuse('live/invalid-message');
  switch (message.data.event) {
    case LIVE_CLIENT_EVENTS.ping:
      return send(client.socket, LIVE_SERVER_EVENTS.pong);
    case LIVE_CLIENT_EVENTS.updateTags: {
      const tags = liveTagsSchema.safeParse(message.data.data ?? {});
      if (!tags.success) return refuse('live/invalid-tags');
      client.tags = tags.data;
      return send(client.socket, LIVE_SERVER_EVENTS.tagsUpdated, client.tags);
    }
    default:
      return refuse('live/unknown-event');
  }
}

/**
 * A socket the guard let in: joins the hub with its user's company and scopes, answers its messages,
 * counts them (over the limit: closed with 1008), and leaves the hub when it closes or its token
 * expires.
 */
export function acceptLiveConnection(socket: WebSocket, request: FastifyRequest, hub: LiveHub): void {
  const auth = authOf(request);
  const client: LiveClient = {
    socket,
    userId: auth.user.id,
    companyId: auth.companyId,
    scopes: auth.user.scopes,
    tags: {},
    seen: true,
    pinged: false,
    expiryTimer: null,
  };
  hub.add(client);
  socket.on('close', () => hub.remove(client));
  socket.on('pong', () => {
    client.seen = true;
  });
  const withinLimit = messageCounter();
  socket.on('message', (raw, isBinary) => {
    client.seen = true;
    if (!withinLimit()) {
      const code = 'live/too-many-messages';
      send(socket, LIVE_SERVER_EVENTS.error, { code, message: errorMessage(code, auth.language) });
      socket.close(LIVE_CLOSE_CODES.policyViolation, code);
      hub.remove(client);
      return;
    }
    handleMessage(client, raw, isBinary, auth.language);
  });
  const token = bearerToken(request);
  const expiresAt = token ? decodeJwt(token).exp : undefined;
  if (expiresAt !== undefined) closeAtExpiry(client, hub, expiresAt * 1000);
}
