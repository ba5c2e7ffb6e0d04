import { VOICE_STREAM, voiceControlMessageSchema, voiceSessionSchema } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GatewaySim } from '../src/gateway';
import { simVoiceSessionListSchema, simVoiceSessionStateSchema, toneFrame } from '../src/voice';
import { AUTH, call, DEMO, sleep, startTestSim } from './test-sim';

let sim: GatewaySim;

beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(async () => {
  await sim?.close();
});

async function openSession(imei: string) {
  const answer = await call(sim, 'POST', `/v1/devices/${imei}/voice-sessions`);
  expect(answer.status).toBe(201);
  return voiceSessionSchema.parse(answer.body);
}

/** A client of the stream that keeps what it receives, as our server's relay would. */
function connect(streamUrl: string, headers: Record<string, string> = AUTH) {
  const ws = new WebSocket(streamUrl, { headers });
  const binary: Buffer[] = [];
  const texts: string[] = [];
  ws.on('message', (data, isBinary) => {
    if (isBinary) binary.push(data as Buffer);
    else texts.push(data.toString());
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, binary, texts, opened, closed };
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

const stateOf = async (sessionId: string) =>
  simVoiceSessionStateSchema.parse((await call(sim, 'GET', `/v1/voice-sessions/${sessionId}`)).body);

describe('voice sessions of the simulated gateway', () => {
  it('speaks 640-byte frames of a tone and echoes every frame it hears, counting both ways', async () => {
    const session = await openSession(DEMO.bsj);
    expect(session.streamUrl).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${sim.streamPort}/v1/voice/`));
    const client = connect(session.streamUrl);
    await client.opened;
    await until(() => client.binary.length >= 5);
    expect(client.binary.every((frame) => frame.length === VOICE_STREAM.frameBytes)).toBe(true);
    // A tone, not silence: the samples swing well away from zero.
    const samples = Array.from({ length: 320 }, (_, index) => client.binary[0]!.readInt16LE(index * 2));
    expect(Math.max(...samples)).toBeGreaterThan(5_000);
    expect(Math.min(...samples)).toBeLessThan(-5_000);

    // Constant frames, unlike any frame of the tone, so their echo is recognisable among them.
    const ours = [1, 2, 3].map((seed) => Buffer.alloc(VOICE_STREAM.frameBytes, seed));
    for (const frame of ours) client.ws.send(frame);
    await until(() => ours.every((frame) => client.binary.some((received) => received.equals(frame))));

    // Counted on both sides before another request: the tone keeps arriving while one is answered.
    const received = client.binary.length;
    const state = await stateOf(session.sessionId);
    expect(state.state).toBe('connected');
    expect(state.framesIn).toBe(3);
    expect(state.framesOut).toBeGreaterThanOrEqual(received);
    const listed = await call(sim, 'GET', `/v1/voice-sessions?imei=${DEMO.bsj}`);
    expect(simVoiceSessionListSchema.parse(listed.body).sessions[0]).toMatchObject({
      sessionId: session.sessionId,
      framesIn: 3,
    });

    const hangUp = await call(sim, 'DELETE', `/v1/voice-sessions/${session.sessionId}`);
    expect(hangUp.status).toBe(204);
    await client.closed;
    expect(voiceControlMessageSchema.parse(JSON.parse(client.texts.at(-1)!)).type).toBe('ended');
    expect((await stateOf(session.sessionId)).state).toBe('ended');
    expect((await call(sim, 'DELETE', `/v1/voice-sessions/${session.sessionId}`)).status).toBe(404);
  });

  it('takes one call at a time per device: a second is voice-busy until the first ends', async () => {
    const first = await openSession(DEMO.howen);
    const second = await call(sim, 'POST', `/v1/devices/${DEMO.howen}/voice-sessions`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'voice-busy' });
    // Another device is not busy.
    const other = await openSession(DEMO.clipMissing);
    expect((await call(sim, 'DELETE', `/v1/voice-sessions/${first.sessionId}`)).status).toBe(204);
    const third = await openSession(DEMO.howen);
    await call(sim, 'DELETE', `/v1/voice-sessions/${third.sessionId}`);
    await call(sim, 'DELETE', `/v1/voice-sessions/${other.sessionId}`);
  });

  it('refuses the stream without the shared secret, and closes it on a frame of another size', async () => {
    const session = await openSession(DEMO.bsj);
    const stranger = connect(session.streamUrl, { Authorization: 'Bearer wrong' });
    await expect(stranger.opened).rejects.toThrow(/401/);
    const base = session.streamUrl.replace(/\/v1\/voice\/.*$/, '');
    for (const wrongPath of ['/v1/voice/%E0%A4%A', '/v1/voice/unknown', `/v1/voice/${session.sessionId}/x`]) {
      await expect(connect(`${base}${wrongPath}`).opened).rejects.toThrow(/404/);
    }

    const client = connect(session.streamUrl);
    await client.opened;
    client.ws.send(Buffer.alloc(100));
    const closed = await client.closed;
    expect(closed.code).toBe(1007);
    expect(closed.reason).toContain('640');
    expect((await stateOf(session.sessionId)).state).toBe('ended');
  });

  it('frees the device when our side leaves the stream', async () => {
    const session = await openSession(DEMO.bsj);
    const client = connect(session.streamUrl);
    await client.opened;
    client.ws.close();
    await client.closed;
    for (let tries = 0; (await stateOf(session.sessionId)).state !== 'ended' && tries < 100; tries += 1) {
      await sleep(10);
    }
    expect((await stateOf(session.sessionId)).state).toBe('ended');
    const next = await openSession(DEMO.bsj);
    await call(sim, 'DELETE', `/v1/voice-sessions/${next.sessionId}`);
  });
});

describe('toneFrame', () => {
  it('continues the tone across frames without a jump', () => {
    const first = toneFrame(0);
    const second = toneFrame(first.phase);
    const last = first.frame.readInt16LE(VOICE_STREAM.frameBytes - 2);
    const next = second.frame.readInt16LE(0);
    // One sample of 440 Hz at 16 kHz moves the wave by at most about 17% of its amplitude.
    expect(Math.abs(next - last)).toBeLessThan(0.2 * 32_767 * 0.3 + 1);
  });
});
