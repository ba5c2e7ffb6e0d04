import { LIVE_CLOSE_CODES, type LiveTags, mayReceiveLiveEvent } from '@armada/domain';
import type { WebSocket } from 'ws';
import type { LiveEvent } from './publish';

/** One open socket and what the filter needs to know of its user. */
export interface LiveClient {
  socket: WebSocket;
  userId: number;
  companyId: number;
  /** Refreshed by the session check, so a removed scope stops alerts within one round. */
  scopes: readonly string[];
  tags: LiveTags;
  /** Something arrived (a message or a pong) since the last heartbeat round. */
  seen: boolean;
  /** A ping went out and nothing has come back yet. */
  pinged: boolean;
  /** Closes the socket when the token expires. */
  expiryTimer: NodeJS.Timeout | null;
}

/** What a session check learns about a user: null when gone or no longer allowed in. */
export type LiveSession = { companyId: number; scopes: readonly string[] } | null;

/**
 * The sockets open on this instance, by company: an event is offered only to its company's sockets,
 * then to those whose user may see it (`mayReceiveLiveEvent`). The message is serialised and encoded once.
 */
export class LiveHub {
  private readonly byCompany = new Map<number, Set<LiveClient>>();

  add(client: LiveClient): void {
    let clients = this.byCompany.get(client.companyId);
    if (!clients) {
      clients = new Set();
      this.byCompany.set(client.companyId, clients);
    }
    clients.add(client);
  }

  remove(client: LiveClient): void {
    if (client.expiryTimer) clearTimeout(client.expiryTimer);
    const clients = this.byCompany.get(client.companyId);
    clients?.delete(client);
    if (clients?.size === 0) this.byCompany.delete(client.companyId);
  }

  *clients(): Iterable<LiveClient> {
    for (const clients of this.byCompany.values()) yield* clients;
  }

  /** Sends the event to every socket that may receive it; answers how many did. */
  deliver(event: LiveEvent): number {
    const clients = this.byCompany.get(event.companyId);
    if (!clients) return 0;
    // One buffer for every socket: a string would be encoded again for each send.
    let message: Buffer | null = null;
    let sent = 0;
    for (const client of clients) {
      if (client.socket.readyState !== client.socket.OPEN) continue;
      if (!mayReceiveLiveEvent(event.audience, client)) continue;
      message ??= Buffer.from(JSON.stringify({ event: event.event, data: event.data }));
      client.socket.send(message, { binary: false });
      sent++;
    }
    return sent;
  }

  /**
   * One heartbeat round: a socket that sent nothing since the last round is pinged; one that did not
   * answer the previous round's ping is dropped (its peer is gone without a close).
   */
  heartbeat(): void {
    for (const client of [...this.clients()]) {
      if (client.seen) {
        client.seen = false;
        client.pinged = false;
      } else if (!client.pinged) {
        client.pinged = true;
        client.socket.ping();
      } else {
        client.socket.terminate();
        this.remove(client);
      }
    }
  }

  /**
   * Applies what a session check found for the users it looked at: closes ended sessions, refreshes
   * scopes of the others. A socket opened while the check ran is not among them and stays.
   */
  applySessions(checked: readonly number[], sessions: ReadonlyMap<number, LiveSession>): void {
    // A Set: with a thousand sockets, a list lookup per client is a million comparisons a check.
    const wasChecked = new Set(checked);
    for (const client of [...this.clients()]) {
      if (!wasChecked.has(client.userId)) continue;
      const session = sessions.get(client.userId);
      if (!session || session.companyId !== client.companyId) {
        client.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'auth/unauthenticated');
        this.remove(client);
      } else {
        client.scopes = session.scopes;
      }
    }
  }

  /** Users whose sessions a check should look at. */
  userIds(): number[] {
    return [...new Set([...this.clients()].map((client) => client.userId))];
  }

  closeAll(code: number, reason: string): void {
    for (const client of [...this.clients()]) {
      client.socket.close(code, reason);
      this.remove(client);
    }
  }
}
