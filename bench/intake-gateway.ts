import { performance } from 'node:perf_hooks';
import type { IntakeDevice } from './intake-data';
import { count, type Fix, type LoadOutcome, type LoadRequest, MAX_RESENDS, pause } from './intake-types';
import { RawHttpConnection } from './raw-http';
import { alertKey } from './scale-out-load';
import { now } from './socket-clients';

/*
 * The gateway peak of intake.bench.ts: the same devices' positions as JSON batches to
 * /api/telemetry/v1/positions (X-Api-Key), each position of a batch a different device. The devices
 * are cut into groups of `batch`; worker w sends groups w, w + C, ... in turn on its own keep-alive
 * connection, each as soon as its last answered, so no device is in two requests in flight and each
 * device's fixes stay strictly newer (the journeys the OsmAnd load drives). A 503 (a full intake
 * queue) is waited for Retry-After and the same batch sent again (the same fixes); any other answer
 * but 200 is counted and its positions dropped.
 */

interface Answer {
  data?: { accepted?: number; duplicates?: number };
}

type Sender = { fixOf(request: LoadRequest, device: IntakeDevice): Fix; phaseStart: number };

function groupsOf(devices: IntakeDevice[], size: number) {
  const groups: IntakeDevice[][] = [];
  for (let i = 0; i < devices.length; i += size) groups.push(devices.slice(i, i + size));
  return groups;
}

const bodyOf = (devices: IntakeDevice[], fixes: Fix[]) =>
  JSON.stringify({
    positions: devices.map((device, i) => {
      const fix = fixes[i] as Fix;
      return {
        device_id: device.imei,
        latitude: Number(fix.latitude.toFixed(7)),
        longitude: Number(fix.longitude.toFixed(7)),
        recorded_on: new Date(fix.fixMs).toISOString(),
        speed_kmh: fix.speedKmh,
        bearing: 90,
        accuracy_m: 5,
      };
    }),
  });

/** One batch, resent after 503; its 200 counts accepted + duplicates as answered. */
async function sendBatch(
  connection: RawHttpConnection,
  apiKey: string,
  phaseStart: number,
  group: IntakeDevice[],
  fixes: Fix[],
  outcome: LoadOutcome,
) {
  const body = bodyOf(group, fixes);
  const headers = { 'X-Api-Key': apiKey };
  const start = now();
  outcome.offered += group.length;
  for (let attempt = 0; ; attempt++) {
    const sentAt = now();
    let status: string;
    let retryAfter = 1;
    let answer: Answer = {};
    try {
      const response = await connection.post('/api/telemetry/v1/positions', headers, body);
      status = String(response.status);
      retryAfter = response.retryAfter || 1;
      if (status === '200') answer = JSON.parse(response.body) as Answer;
    } catch (error) {
      status = error instanceof Error ? error.message : 'error';
    }
    if (status === '503' && attempt < MAX_RESENDS) {
      count(outcome.resends, status);
      await pause(retryAfter * 1000);
      continue;
    }
    if (status !== '200') return count(outcome.failed, status);
    const answeredAt = now();
    outcome.answered += (answer.data?.accepted ?? 0) + (answer.data?.duplicates ?? 0);
    outcome.latencies.push(answeredAt - sentAt);
    outcome.delays.push(answeredAt - start);
    outcome.answeredAfter.push(answeredAt - phaseStart);
    group.forEach((device, i) => {
      const fix = fixes[i] as Fix;
      if (fix.fast) outcome.alerts.push([alertKey(device.vehicleId, fix.fixMs), start]);
    });
    return;
  }
}

/** Closed loop for request.seconds: request.concurrency batches at once, each its own devices. */
export async function gatewayLoop(load: Sender, request: LoadRequest, outcome: LoadOutcome) {
  const groups = groupsOf(request.devices, request.gateway?.batch ?? 100);
  const workers = Math.min(request.concurrency ?? groups.length, groups.length);
  const deadline = performance.now() + request.seconds * 1000;
  const worker = async (w: number) => {
    const connection = RawHttpConnection.of(request.url);
    // Worker w is a gateway of its own: its own key, under the server's per-key limit.
    const keys = request.gateway?.apiKeys ?? [];
    const apiKey = keys[w % Math.max(keys.length, 1)] ?? '';
    try {
      for (let i = w; performance.now() < deadline; i += workers) {
        if (i >= groups.length) i = w;
        const group = groups[i] as IntakeDevice[];
        const fixes = group.map((device) => load.fixOf(request, device));
        await sendBatch(connection, apiKey, load.phaseStart, group, fixes, outcome);
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
}
