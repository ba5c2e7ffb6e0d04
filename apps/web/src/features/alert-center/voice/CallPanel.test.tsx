import { VOICE_STREAM } from '@armada/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import { storeToken } from '../../../platform/session/token-storage';
import { graphqlAnswer, operationOf, stubFetch } from '../../../test/http';
import { buildRawAlert } from '../../../test/raw-alert.factory';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { CallPanel } from './CallPanel';
import { type VoiceAudio, VoiceAudioError } from './voice-audio';
import { parseVoiceMessage } from './voice-socket';

/** A real `ws` server standing in for the relay's `/ws/voice`; each test scripts its answers. */
interface Relay {
  url: string;
  requests: URL[];
  sockets: ServerSocket[];
  texts: string[];
  frames: number[];
  close(): Promise<void>;
}

async function startRelay(onOpen: (socket: ServerSocket) => void): Promise<Relay> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const relay: Omit<Relay, 'url' | 'close'> = { requests: [], sockets: [], texts: [], frames: [] };
  server.on('connection', (socket, request) => {
    relay.requests.push(new URL(request.url ?? '/', 'http://localhost'));
    relay.sockets.push(socket);
    socket.on('message', (raw, isBinary) => {
      if (isBinary) relay.frames.push((raw as Buffer).byteLength);
      else relay.texts.push(String(raw));
    });
    onOpen(socket);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...relay,
    url: `ws://127.0.0.1:${port}/ws/voice`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

const state = (socket: ServerSocket, value: string, extra: Record<string, string> = {}) =>
  socket.send(JSON.stringify({ type: 'state', state: value, callId: 'call-1', ...extra }));

/** The audio half without AudioWorklet: it records what it plays and lets the test speak. */
function fakeAudio(refusal?: VoiceAudioError) {
  const record = {
    started: 0,
    stopped: 0,
    played: 0,
    speak: (_frame: ArrayBuffer): void => undefined,
  };
  const audio: VoiceAudio = {
    start: async (onFrame) => {
      if (refusal) throw refusal;
      record.started += 1;
      record.speak = onFrame;
    },
    play: () => {
      record.played += 1;
    },
    stop: () => {
      record.stopped += 1;
    },
  };
  return { record, audio: () => audio };
}

const voipAlert = buildRawAlert({ id: '77', callState: { isHaveVoip: true, deviceType: 'bsj' } });
let relay: Relay | null = null;

/** The server's answer to mediaGatewayStatus: a gateway is configured unless a test says otherwise. */
function stubGateway(configured: boolean) {
  stubFetch((call) =>
    operationOf(call) === 'MediaGatewayStatus'
      ? graphqlAnswer('mediaGatewayStatus', { configured })
      : undefined,
  );
}

beforeEach(() => {
  storeToken('voice-token');
  stubGateway(true);
});
afterEach(async () => {
  await relay?.close();
  relay = null;
});

describe('the relay protocol', () => {
  it('reads only state messages of the contract', () => {
    expect(parseVoiceMessage('{"type":"state","state":"connected","callId":"c"}')?.state).toBe('connected');
    expect(parseVoiceMessage('{"type":"state","state":"ringing","callId":"c"}')).toBeNull();
    expect(parseVoiceMessage('not json')).toBeNull();
  });
});

describe('CallPanel', () => {
  it('calls with the token and alert, shows Terhubung, sends and plays 640-byte frames and hangs up', async () => {
    relay = await startRelay((socket) => {
      state(socket, 'calling');
      setTimeout(() => {
        state(socket, 'connected');
        socket.send(Buffer.alloc(VOICE_STREAM.frameBytes));
        socket.send(Buffer.alloc(100));
      }, 50);
    });
    const { record, audio } = fakeAudio();
    renderPage(<CallPanel alert={voipAlert} audio={audio} url={relay.url} />, { user: buildUser('admin') });

    await userEvent.click(screen.getByRole('button', { name: /Panggil Pengemudi/ }));
    expect(await screen.findByText(/Terhubung/)).toBeInTheDocument();
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(relay.requests[0]?.searchParams.get('token')).toBe('voice-token');
    expect(relay.requests[0]?.searchParams.get('rawAlertId')).toBe('77');
    act(() => record.speak(new ArrayBuffer(VOICE_STREAM.frameBytes)));
    await waitFor(() => expect(relay?.frames).toEqual([VOICE_STREAM.frameBytes]));
    // Only the frame of the contract's size is played.
    expect(record.played).toBe(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-frames-received', '1'));
    expect(screen.getByRole('status')).toHaveAttribute('data-frames-sent', '1');

    await userEvent.click(screen.getByRole('button', { name: 'Akhiri' }));
    expect(await screen.findByText('Panggilan berakhir')).toBeInTheDocument();
    await waitFor(() => expect(relay?.texts).toContain('{"type":"hangup"}'));
    expect(record.stopped).toBe(1);
  });

  it("shows 'Panggilan gagal' with the relay's message and releases the microphone", async () => {
    relay = await startRelay((socket) =>
      state(socket, 'failed', { code: 'media/voice-busy', message: 'Perangkat sedang dalam panggilan lain' }),
    );
    const { record, audio } = fakeAudio();
    renderPage(<CallPanel alert={voipAlert} audio={audio} url={relay.url} />, { user: buildUser('admin') });

    await userEvent.click(screen.getByRole('button', { name: /Panggil Pengemudi/ }));
    expect(
      await screen.findByText(/Panggilan gagal: Perangkat sedang dalam panggilan lain/),
    ).toBeInTheDocument();
    expect(record.stopped).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.getByRole('button', { name: /Panggil Pengemudi/ })).toBeInTheDocument();
  });

  it('a refused microphone places no call and says so in Indonesian', async () => {
    relay = await startRelay(() => undefined);
    const { audio } = fakeAudio(new VoiceAudioError('micDenied'));
    renderPage(<CallPanel alert={voipAlert} audio={audio} url={relay.url} />, { user: buildUser('admin') });

    await userEvent.click(screen.getByRole('button', { name: /Panggil Pengemudi/ }));
    expect(await screen.findByText(/Akses mikrofon ditolak/)).toBeInTheDocument();
    expect(relay.requests).toHaveLength(0);
  });

  it('the call ends when the popup closes (the panel unmounts)', async () => {
    relay = await startRelay((socket) => state(socket, 'connected'));
    const { record, audio } = fakeAudio();
    const view = renderPage(<CallPanel alert={voipAlert} audio={audio} url={relay.url} />, {
      user: buildUser('admin'),
    });
    await userEvent.click(screen.getByRole('button', { name: /Panggil Pengemudi/ }));
    expect(await screen.findByText(/Terhubung/)).toBeInTheDocument();

    view.unmount();
    await waitFor(() => expect(relay?.texts).toContain('{"type":"hangup"}'));
    expect(record.stopped).toBe(1);
  });

  it('is hidden without either scope and for alerts without VoIP', () => {
    const admin = buildUser('admin');
    const { unmount } = renderPage(<CallPanel alert={voipAlert} />, {
      user: withoutScope(admin, 'b3f-two-way-communication:read'),
    });
    expect(screen.queryByRole('button', { name: /Panggil Pengemudi/ })).toBeNull();
    unmount();
    const second = renderPage(<CallPanel alert={voipAlert} />, {
      user: withoutScope(admin, 'all-module:read'),
    });
    expect(screen.queryByRole('button', { name: /Panggil Pengemudi/ })).toBeNull();
    second.unmount();
    renderPage(<CallPanel alert={{ ...voipAlert, callState: { isHaveVoip: false, deviceType: null } }} />, {
      user: admin,
    });
    expect(screen.queryByRole('button', { name: /Panggil Pengemudi/ })).toBeNull();
  });

  it('explains that no device gateway is configured and offers no call', async () => {
    stubGateway(false);
    relay = await startRelay(() => undefined);
    const { audio } = fakeAudio();
    renderPage(<CallPanel alert={voipAlert} audio={audio} url={relay.url} />, { user: buildUser('admin') });

    expect(
      await screen.findByText('Gateway perangkat belum dikonfigurasi, panggilan tidak dapat dilakukan'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Panggil Pengemudi/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Gateway perangkat belum dikonfigurasi, panggilan tidak dapat dilakukan',
    );
    expect(relay.requests).toHaveLength(0);
  });

  it('one call at a time: another alert cannot call while one is open', async () => {
    relay = await startRelay((socket) => state(socket, 'connected'));
    const { audio } = fakeAudio();
    const other = { ...voipAlert, id: '78' };
    renderPage(
      <>
        <CallPanel alert={voipAlert} audio={audio} url={relay.url} />
        <CallPanel alert={other} audio={audio} url={relay.url} />
      </>,
      { user: buildUser('admin') },
    );
    const [first, second] = screen.getAllByRole('button', { name: /Panggil Pengemudi/ });
    await userEvent.click(first!);
    expect(await screen.findByText(/Terhubung/)).toBeInTheDocument();
    expect(second).toBeDisabled();
  });
});
