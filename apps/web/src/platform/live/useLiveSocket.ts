import { errorMessage, type LiveTags } from '@armada/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError, reportUnauthorized } from '../api/client';
import { liveSocketBase } from '../config';
import { currentLanguage } from '../i18n';
import { readToken } from '../session/token-storage';
import { LiveSocket, type LiveStatus } from './live-socket';

/** `/ws` on the page's own host (the dev server proxies it), with the session's token as `?token=`. */
export function liveSocketUrl(token: string, base: string = window.location.href): string {
  const url = new URL('/ws', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

export interface UseLiveSocketOptions {
  /** Called for every event the server sends, with its data (not checked here: the feature reads it). */
  onEvent: (event: string, data: unknown) => void;
  /** Open again after a drop: reload what the page shows. */
  onReconnect?: () => void;
  tags?: LiveTags;
  enabled?: boolean;
  /** Another address than this page's `/ws` (or VITE_LIVE_URL); the token is added to it. */
  url?: string;
  reconnectMs?: { first: number; max: number };
  pingMs?: number;
}

/**
 * The page's live socket (DESIGN.md 'Live events'): opened while mounted and enabled, closed for
 * good on unmount. Handlers are read through a ref, so a new callback does not reopen the socket;
 * new tags are sent as `update_tags` on the open socket. A 4401 ends the session as a REST 401 does.
 * When the browser is back online a dropped socket reconnects at once.
 */
export function useLiveSocket({
  onEvent,
  onReconnect,
  tags,
  enabled = true,
  url,
  reconnectMs,
  pingMs,
}: UseLiveSocketOptions): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('closed');
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  const socketRef = useRef<LiveSocket | null>(null);
  const tagsRef = useRef(tags);
  tagsRef.current = tags;
  const tagsKey = JSON.stringify(tags ?? null);
  const firstDelay = reconnectMs?.first;
  const maxDelay = reconnectMs?.max;

  useEffect(() => {
    const token = readToken();
    if (!enabled || !token) return;
    const base = url ?? liveSocketBase();
    const socketUrl = base ? withToken(base, token) : liveSocketUrl(token);
    const socket = new LiveSocket({
      url: socketUrl,
      tags: tagsRef.current,
      onMessage: (event, data) => handlers.current.onEvent(event, data),
      onReconnect: () => handlers.current.onReconnect?.(),
      onStatus: setStatus,
      onSessionEnded: () =>
        reportUnauthorized(
          new ApiError(401, 'auth/unauthenticated', errorMessage('auth/unauthenticated', currentLanguage())),
        ),
      reconnectMs:
        firstDelay !== undefined && maxDelay !== undefined ? { first: firstDelay, max: maxDelay } : undefined,
      pingMs,
    });
    socketRef.current = socket;
    socket.open();
    // Back online: no need to wait out the reconnect delay (up to 30 s).
    const online = () => socket.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      socketRef.current = null;
      socket.close();
    };
  }, [enabled, url, firstDelay, maxDelay, pingMs]);

  // tagsKey stands for the tags' content: equal tags in a new object send nothing.
  useEffect(() => {
    socketRef.current?.updateTags(tagsRef.current);
  }, [tagsKey]);

  return status;
}

function withToken(url: string, token: string): string {
  const withQuery = new URL(url);
  withQuery.searchParams.set('token', token);
  return withQuery.toString();
}
