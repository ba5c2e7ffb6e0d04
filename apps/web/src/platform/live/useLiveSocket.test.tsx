import { LIVE_CLOSE_CODES } from '@armada/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLiveServer, type TestLiveServer } from '../../test/live-server';
import { onUnauthorized } from '../api/client';
import { storeToken } from '../session/token-storage';
import { useLiveSocket } from './useLiveSocket';

interface ProbeProps {
  url: string;
  events: { event: string; data: unknown }[];
  onReconnect?: () => void;
  tags?: { urgent?: boolean; important?: boolean };
  reconnectMs?: { first: number; max: number };
}

function Probe({ url, events, onReconnect, tags, reconnectMs = { first: 20, max: 100 } }: ProbeProps) {
  const status = useLiveSocket({
    url,
    tags,
    onEvent: (event, data) => events.push({ event, data }),
    onReconnect,
    reconnectMs,
    pingMs: 50,
  });
  return <output aria-label="status">{status}</output>;
}

describe('useLiveSocket against a real socket server', () => {
  let server: TestLiveServer;

  beforeEach(async () => {
    storeToken('token-abc');
    server = await startLiveServer();
  });

  afterEach(async () => {
    await server.close();
  });

  it('connects with ?token=, sends the tags, pings and hands typed events to the page', async () => {
    const events: { event: string; data: unknown }[] = [];
    render(<Probe url={server.url} events={events} tags={{ urgent: true }} />);

    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('open'));
    expect(server.connections[0]?.token).toBe('token-abc');
    await waitFor(() => expect(server.received.some((message) => message.event === 'PING')).toBe(true));
    expect(server.received[0]).toEqual({ event: 'update_tags', data: { urgent: true } });

    server.connections[0]?.socket.send(JSON.stringify({ event: 'alert-center-new', data: { id: '7' } }));
    await waitFor(() => expect(events).toContainEqual({ event: 'alert-center-new', data: { id: '7' } }));
    expect(events.some((message) => message.event === 'PONG')).toBe(true);
  });

  it('sends new tags on the open socket without reconnecting', async () => {
    const events: { event: string; data: unknown }[] = [];
    const view = render(<Probe url={server.url} events={events} tags={{ urgent: true }} />);
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('open'));

    view.rerender(<Probe url={server.url} events={events} tags={{ urgent: false, important: true }} />);

    await waitFor(() =>
      expect(server.received).toContainEqual({
        event: 'update_tags',
        data: { urgent: false, important: true },
      }),
    );
    expect(server.connections).toHaveLength(1);
  });

  it('reconnects after a drop and tells the page to reload', async () => {
    let reconnects = 0;
    render(<Probe url={server.url} events={[]} onReconnect={() => reconnects++} />);
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('open'));

    server.connections[0]?.socket.terminate();

    await waitFor(() => expect(server.connections).toHaveLength(2));
    await waitFor(() => expect(reconnects).toBe(1));
    expect(screen.getByLabelText('status')).toHaveTextContent('open');
  });

  it('reconnects at once when the browser is back online, without waiting out the delay', async () => {
    let reconnects = 0;
    render(
      <Probe
        url={server.url}
        events={[]}
        onReconnect={() => reconnects++}
        reconnectMs={{ first: 60_000, max: 60_000 }}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('open'));
    server.connections[0]?.socket.terminate();
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('closed'));

    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(server.connections).toHaveLength(2));
    await waitFor(() => expect(reconnects).toBe(1));
    // A second 'online' while open opens nothing more.
    window.dispatchEvent(new Event('online'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.connections).toHaveLength(2);
  });

  it('does not reopen a socket closed on purpose (unmount), not even when back online', async () => {
    const view = render(<Probe url={server.url} events={[]} />);
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('open'));

    view.unmount();
    window.dispatchEvent(new Event('online'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));

    expect(server.connections).toHaveLength(1);
  });

  it('ends the session on 4401 and does not reconnect', async () => {
    const ended: string[] = [];
    const stop = onUnauthorized((error) => ended.push(error.code));
    render(<Probe url={server.url} events={[]} />);
    await waitFor(() => expect(screen.getByLabelText('status')).toHaveTextContent('open'));

    server.connections[0]?.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'auth/unauthenticated');

    await waitFor(() => expect(ended).toEqual(['auth/unauthenticated']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(server.connections).toHaveLength(1);
    stop();
  });
});
