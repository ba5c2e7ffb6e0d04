import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fileListAcceptedSchema,
  fileListRequestSchema,
  fileListSchema,
  GATEWAY_CONTRACT_VERSION,
  gatewayDeviceSchema,
  gatewayHealthSchema,
  toZonedIso,
  uploadAcceptedSchema,
  uploadRequestSchema,
  uploadStatusSchema,
  voiceSessionSchema,
} from '@armada/domain';
import { prepareClips } from './clips';
import { deviceAnswer, isUnreachable, lastReceivedOf, loadDevices, type SimDevice } from './devices';
import { FileLists } from './file-lists';
import { isAuthorized, pathSegmentsOf, Refusal, readJson, sendJson, sendRefusal } from './http';
import { Uploads } from './uploads';
import { simVoiceSessionListSchema, simVoiceSessionStateSchema, VoiceSessions } from './voice';

export interface GatewaySimOptions {
  /** HTTP port of the contract; 0 takes any free port. */
  port: number;
  /** Port of the voice WebSockets; 0 takes any free port. */
  streamPort: number;
  secret: string;
  /** Where the generated clips are cached between starts. */
  clipDir: string;
  /** How long a device takes to answer a file list (section 9: 7,000 ms). */
  fileListDelayMs?: number;
  /** How long a device takes to start an upload. */
  uploadDelayMs?: number;
  /** Interface to listen on and to name in stream URLs. */
  host?: string;
  /** The simulated dashcams; demo-devices.json when absent. */
  devices?: SimDevice[];
  ffmpeg?: string;
  /** Where events go (main.ts writes them to stderr: stdout carries only the listening line). */
  log?: (line: Record<string, unknown>) => void;
  now?: () => Date;
}

export interface GatewaySim {
  url: string;
  streamPort: number;
  close(): Promise<void>;
}

const NAME = 'Armada simulated device gateway';

interface Context {
  devices: Map<string, SimDevice>;
  fileLists: FileLists;
  uploads: Uploads;
  voice: VoiceSessions;
  now: () => Date;
}

function deviceOf(context: Context, imei: string): SimDevice {
  const device = context.devices.get(imei);
  if (!device) throw new Refusal(404, 'device-not-found', `The gateway does not know device ${imei}.`);
  return device;
}

/** The device, refused with device-unreachable and its last receive time when it has gone silent. */
function reachableDeviceOf(context: Context, imei: string): SimDevice {
  const device = deviceOf(context, imei);
  const now = context.now();
  if (isUnreachable(device, now)) {
    throw new Refusal(
      409,
      'device-unreachable',
      'Nothing received from the device for over 10 minutes.',
      toZonedIso(lastReceivedOf(device, now)),
    );
  }
  return device;
}

const notFound = (what: string) => new Refusal(404, 'not-found', `No ${what} with that id.`);

async function route(context: Context, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET';
  const parts = pathSegmentsOf(request.url);
  const [version, resource, id, sub] = parts;
  if (version !== GATEWAY_CONTRACT_VERSION) throw notFound('operation');

  if (method === 'GET' && resource === 'health' && parts.length === 2) {
    return sendJson(response, 200, gatewayHealthSchema, { version: GATEWAY_CONTRACT_VERSION, name: NAME });
  }
  if (resource === 'devices' && id) {
    if (method === 'GET' && parts.length === 3) {
      return sendJson(response, 200, gatewayDeviceSchema, deviceAnswer(deviceOf(context, id), context.now()));
    }
    if (method === 'POST' && parts.length === 4) return deviceOperation(context, request, response, id, sub);
  }
  if (method === 'GET' && resource === 'file-lists' && id && parts.length === 3) {
    const list = context.fileLists.get(id);
    if (!list) throw notFound('file list');
    return sendJson(response, 200, fileListSchema, list);
  }
  if (method === 'GET' && resource === 'uploads' && id && parts.length === 3) {
    const outcome = context.uploads.outcomeOf(id);
    if (!outcome) throw notFound('upload');
    return sendJson(response, 200, uploadStatusSchema, { uploadId: id, outcome });
  }
  if (method === 'GET' && resource === 'voice-sessions' && parts.length === 2) {
    const imei = new URL(request.url ?? '/', 'http://sim').searchParams.get('imei');
    if (!imei) throw new Refusal(400, 'invalid-request', 'imei is required.');
    return sendJson(response, 200, simVoiceSessionListSchema, { sessions: context.voice.sessionsOf(imei) });
  }
  if (resource === 'voice-sessions' && id && parts.length === 3) {
    if (method === 'DELETE') {
      if (!context.voice.hangUp(id)) throw notFound('voice session');
      response.writeHead(204).end();
      return;
    }
    if (method === 'GET') {
      const state = context.voice.stateOf(id);
      if (!state) throw notFound('voice session');
      return sendJson(response, 200, simVoiceSessionStateSchema, state);
    }
  }
  throw notFound('operation');
}

async function deviceOperation(
  context: Context,
  request: IncomingMessage,
  response: ServerResponse,
  imei: string,
  operation: string | undefined,
): Promise<void> {
  if (operation === 'file-lists') {
    // The body is read first: a malformed request is invalid whatever the device's state.
    const body = await readJson(request, fileListRequestSchema);
    const accepted = context.fileLists.ask(reachableDeviceOf(context, imei), body);
    return sendJson(response, 202, fileListAcceptedSchema, accepted);
  }
  if (operation === 'uploads') {
    const body = await readJson(request, uploadRequestSchema);
    const device = reachableDeviceOf(context, imei);
    return sendJson(response, 202, uploadAcceptedSchema, {
      uploadId: context.uploads.start(device.imei, body),
    });
  }
  if (operation === 'voice-sessions') {
    const device = reachableDeviceOf(context, imei);
    if (!device.voice) throw new Refusal(409, 'voice-unsupported', 'The device cannot take a call.');
    return sendJson(response, 201, voiceSessionSchema, context.voice.open(device.imei));
  }
  throw notFound('operation');
}

function handler(context: Context, secret: string, log: NonNullable<GatewaySimOptions['log']>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!isAuthorized(request.headers.authorization, secret)) {
      request.resume();
      sendRefusal(response, new Refusal(401, 'unauthorized', 'A missing or wrong gateway secret.'));
      return;
    }
    route(context, request, response).catch((error: unknown) => {
      if (error instanceof Refusal) {
        request.resume();
        sendRefusal(response, error);
        return;
      }
      log({ event: 'error', method: request.method, url: request.url, error: String(error) });
      if (!response.headersSent) response.writeHead(500).end();
    });
  };
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Starts the simulated gateway: the contract's HTTP operations and the voice stream port. */
export async function startGatewaySim(options: GatewaySimOptions): Promise<GatewaySim> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const devices = options.devices ?? (await loadDevices());
  const clips = await prepareClips(options.clipDir, options.ffmpeg);
  const fileLists = new FileLists(clips, options.fileListDelayMs ?? 7_000, now);
  const uploads = new Uploads(clips, fileLists, options.uploadDelayMs ?? 1_000, log);
  const voice = new VoiceSessions(options.secret, host);
  const context: Context = {
    devices: new Map(devices.map((device) => [device.imei, device])),
    fileLists,
    uploads,
    voice,
    now,
  };
  const server = createServer(handler(context, options.secret, log));
  let port: number;
  let streamPort: number;
  try {
    streamPort = await voice.listen(options.streamPort);
    port = await listen(server, options.port, host);
  } catch (error) {
    await voice.close();
    server.close();
    throw error;
  }
  return {
    url: `http://${host}:${port}`,
    streamPort,
    async close() {
      uploads.close();
      await voice.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
