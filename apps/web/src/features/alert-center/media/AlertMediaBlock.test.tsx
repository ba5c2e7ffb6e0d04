import { type MediaEvent, type MediaState, nextMediaState } from '@armada/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, graphqlAnswer, operationOf, stubFetch } from '../../../test/http';
import { buildRawAlert } from '../../../test/raw-alert.factory';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { AlertMediaBlock } from './AlertMediaBlock';

const refused = (operation: string, errorCode: string, message: string) =>
  graphqlAnswer(operation, null, { status: 409, errorCode, message });

const variablesOf = (call: Call) =>
  (call.body as { variables: Record<string, Record<string, unknown>> }).variables;

const CLIP_URL = '/api/media/v1/clip/h1?company=1&expires=1&signature=x';
const alert = buildRawAlert({ alertCode: 90, createdOn: new Date(Date.now() - 60 * 60_000).toISOString() });

interface Server {
  state: MediaState;
  sent: boolean;
  fileListPolls: number;
  /** What requestFileList / setUploadMedia answer: null succeeds. */
  fileListRefusal: string | null;
  filesOnDevice: number;
}

/**
 * `/api/graphql` as the media server answers it: the stored state moves by the domain's own machine
 * (refusing a stale fromStatus like the server), and an upload request makes the clip Sent.
 */
function stubMediaServer(server: Server) {
  const row = () => ({
    id: 'h1',
    rawAlertId: alert.id,
    vehicleId: 7,
    licensePlate: 'B 9123 KXT',
    channel: 'CH01',
    channelKind: 'adas',
    fileId: 'f1',
    startTime: alert.createdOn,
    endTime: alert.createdOn,
    status: 'Sent',
    url: CLIP_URL,
    sizeBytes: 1000,
    createdOn: alert.createdOn,
    updatedOn: alert.createdOn,
  });
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    const input = variablesOf(call).input ?? {};
    switch (operationOf(call)) {
      case 'MediaGatewayStatus':
        return graphqlAnswer('mediaGatewayStatus', { configured: true });
      case 'RawAlertMedia':
        return graphqlAnswer('rawAlert', {
          id: alert.id,
          ...server.state,
          mediaImei: '860000000000001',
          mediaChannel: 'CH01',
          vehicleId: 7,
          videoData: server.sent ? [row()] : [],
        });
      case 'FindDownloadVideoHistories':
        return graphqlAnswer('findDownloadVideoHistories', {
          data: server.sent ? [row()] : [],
          pagination: {},
        });
      case 'UpdateAlertMediaState': {
        const stale =
          input.fromStatus !== server.state.pollingStatus || input.fromRetryCount !== server.state.retryCount;
        const event = { type: input.type, outcome: input.outcome } as MediaEvent;
        const next = stale
          ? { state: server.state, effect: { type: 'stop' }, accepted: false }
          : nextMediaState(server.state, event, { createdOn: alert.createdOn, now: new Date() });
        server.state = next.state;
        const effect = { afterMs: null, toast: null, ...next.effect };
        return graphqlAnswer('updateAlertMediaState', {
          rawAlertId: alert.id,
          ...next.state,
          accepted: next.accepted,
          effect,
        });
      }
      case 'RequestFileList':
        if (server.fileListRefusal)
          return refused('requestFileList', server.fileListRefusal, 'Perangkat tidak merespons');
        return graphqlAnswer('requestFileList', {
          fileListId: 'L1',
          readyAfterMs: 1500,
          start: alert.createdOn,
          end: alert.createdOn,
        });
      case 'VehicleVideos': {
        server.fileListPolls += 1;
        const ready = server.fileListPolls > 1;
        const files = ready
          ? Array.from({ length: server.filesOnDevice }, () => ({
              fileId: 'f1',
              channel: 'CH01',
              startTime: alert.createdOn,
              endTime: alert.createdOn,
              sizeBytes: 1000,
            }))
          : [];
        return graphqlAnswer('vehicleVideos', {
          status: ready ? 'ready' : 'pending',
          fileListId: 'L1',
          files,
          videos: [],
        });
      }
      case 'SetUploadMedia':
        // The gateway's upload arrives: the server applies request-answered Sent and load-found itself.
        server.sent = true;
        server.state = { pollingStatus: 'complete', retryCount: 0, canRequest: false, canCheck: false };
        return graphqlAnswer('setUploadMedia', { ...row(), status: 'requested', url: null });
      default:
        return undefined;
    }
  });
}

const timeout = (): MediaState => ({
  pollingStatus: 'timeout',
  retryCount: 2,
  canRequest: true,
  canCheck: false,
});
const serverWith = (overrides: Partial<Server> = {}): Server => ({
  state: timeout(),
  sent: false,
  fileListPolls: 0,
  fileListRefusal: null,
  filesOnDevice: 1,
  ...overrides,
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sentEvents = (calls: Call[]) =>
  calls
    .filter((call) => operationOf(call) === 'UpdateAlertMediaState')
    .map((call) => variablesOf(call).input?.type);

describe('the alert popup video block', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('requests the video: file list pending then ready, 5 s later the upload, then the clip plays', async () => {
    const server = serverWith();
    const calls = stubMediaServer(server);
    renderPage(<AlertMediaBlock alert={alert} />, { user: buildUser('admin') });
    expect(await screen.findByText('Video belum ditemukan. Minta video dari perangkat.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Minta Video' }));
    expect(await screen.findByText('Meminta video dari perangkat…')).toBeInTheDocument();
    await advance(1_500);
    await advance(2_000);
    expect(server.fileListPolls).toBe(2);
    expect(sentEvents(calls)).toContain('file-list-ready');
    await advance(4_900);
    expect(calls.some((call) => operationOf(call) === 'SetUploadMedia')).toBe(false);
    await advance(100);
    const upload = calls.find((call) => operationOf(call) === 'SetUploadMedia');
    expect(variablesOf(upload as Call).input).toEqual({
      imei: '860000000000001',
      rawAlertInput: { rawAlertId: alert.id, fileId: 'f1', channel: 'CH01' },
    });
    // No live socket here: the 5 s read of the alert brings the state the server applied.
    await advance(5_000);
    expect(await screen.findByText('Video tersedia')).toBeInTheDocument();
    expect(document.querySelector('video')?.getAttribute('src')).toBe(CLIP_URL);
  });

  it('a device that does not answer gives the deviceUnreachable toast and Minta Video again', async () => {
    stubMediaServer(serverWith({ fileListRefusal: 'media/device-unreachable' }));
    renderPage(<AlertMediaBlock alert={alert} />, { user: buildUser('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Minta Video' }));
    expect(
      await screen.findByText('Perangkat tidak dapat dihubungi. Coba minta video lagi nanti.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Minta Video' })).toBeEnabled();
  });

  it('a file list without the clip gives the mediaNotFound toast and failed', async () => {
    stubMediaServer(serverWith({ filesOnDevice: 0 }));
    renderPage(<AlertMediaBlock alert={alert} />, { user: buildUser('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Minta Video' }));
    expect(await screen.findByText('Meminta video dari perangkat…')).toBeInTheDocument();
    await advance(1_500);
    await advance(2_000);
    expect(await screen.findByText('Video kejadian ini tidak ditemukan di perangkat')).toBeInTheDocument();
    expect(await screen.findByText('Video tidak tersedia')).toBeInTheDocument();
  });

  it('adopts the stored state when another operator moved it on (accepted false)', async () => {
    const server = serverWith();
    stubMediaServer(server);
    renderPage(<AlertMediaBlock alert={alert} />, { user: buildUser('admin') });
    const button = await screen.findByRole('button', { name: 'Minta Video' });
    server.state = { pollingStatus: 'failed', retryCount: 0, canRequest: false, canCheck: false };
    fireEvent.click(button);
    expect(await screen.findByText('Video tidak tersedia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Minta Video' })).not.toBeInTheDocument();
  });

  it('a restored popup resumes: loading reads the history and polls again 30 s later, not while offline', async () => {
    const server = serverWith({
      state: { pollingStatus: 'loading', retryCount: 0, canRequest: false, canCheck: false },
    });
    const calls = stubMediaServer(server);
    renderPage(<AlertMediaBlock alert={alert} />, { user: buildUser('admin') });
    expect(await screen.findByText('Memuat riwayat unduhan video…')).toBeInTheDocument();
    await advance(100);
    expect(sentEvents(calls)).toEqual(['resume', 'load-none']);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Koneksi terputus: pemeriksaan video dijeda')).toBeInTheDocument();
    await advance(60_000);
    expect(sentEvents(calls)).toEqual(['resume', 'load-none']);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    await advance(100);
    expect(sentEvents(calls).slice(2)).toEqual(['resume', 'load-none']);
    await advance(30_000);
    expect(sentEvents(calls).slice(4)).toEqual(['poll-miss']);
  });
});
