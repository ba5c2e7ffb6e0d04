import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessageId } from '../../src/modules/notification/worker';
import { PROOF_JPEG, photoForm } from '../crash/api-client';
import { startS3Server } from '../fakes/s3-server';
import { LiveTestClient } from '../live-client';
import {
  ADMIN_EMAIL,
  eventually,
  type Instance,
  OPERATOR_EMAIL,
  PASSWORD,
  PUBLIC_URL,
  queueAlertEmails,
  startTwoInstances,
  type TwoInstanceWorld,
} from './two-instance-world';

/**
 * Issue 20 item 7: two server processes on one PostgreSQL behave as one product. Sessions, stored
 * photos, rate limits, live events and background work are shared through the database (and the
 * storage folder), and a kill -9 of one instance during e-mail delivery loses and duplicates nothing.
 * PostgreSQL only: PGlite is one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const FLEET_API = '/api/fleet-planning/v1';

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of several operations, read field by field
  body: any;
}

async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const multipart = options.body instanceof FormData;
  const response = await fetch(`${instance.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
    },
    body:
      options.body === undefined
        ? undefined
        : multipart
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function login(instance: Instance, email: string): Promise<{ token: string; userId: number }> {
  const answer = await call(instance, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token: answer.body.data.token, userId: answer.body.data.user.id };
}

/** A proof photo uploaded through A, listed and opened (its signed link) through B. */
async function photoAcross(w: TwoInstanceWorld, token: string): Promise<void> {
  const photos = `${FLEET_API}${w.pickupPath}/attachment`;
  const uploaded = await call(w.a, 'POST', photos, { token, body: photoForm() });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const listed = await call(w.b, 'GET', photos, { token });
  expect(listed.status).toBe(200);
  const [photo] = listed.body.data as { id: string; url: string }[];
  expect(photo?.id).toBe(uploaded.body.data.id);
  const image = await fetch(`${w.b.baseUrl}${photo?.url}`);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(PROOF_JPEG)).toBe(true);
}

describe.runIf(Boolean(serverUrl))('two server instances on one PostgreSQL', () => {
  let w: TwoInstanceWorld;
  let admin: { token: string; userId: number };
  let operatorToken: string;

  beforeAll(async () => {
    w = await startTwoInstances(serverUrl ?? '');
    admin = await login(w.a, ADMIN_EMAIL);
    operatorToken = (await login(w.b, OPERATOR_EMAIL)).token;
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  });

  it('accepts on B the token of a login on A', async () => {
    const me = await call(w.b, 'GET', '/api/auth/me', { token: admin.token });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.data).toMatchObject({ id: admin.userId, email: ADMIN_EMAIL });
  });

  it('serves through B the proof photo uploaded through A', () => photoAcross(w, admin.token));

  it('carries live events across: an alert from A and a resolve on A to B, an announcement on B to A, each once', async () => {
    const onA = await LiveTestClient.connect(w.a.socketUrl, { token: admin.token });
    const onB = await LiveTestClient.connect(w.b.socketUrl, { token: admin.token });
    try {
      const query = new URLSearchParams({
        id: w.vehicle.imei,
        timestamp: String(Math.floor(Date.now() / 1000)),
        lat: '-6.2',
        lon: '106.85',
        speed: '20',
        alarm: 'sos',
      });
      const position = await fetch(`${w.a.osmandUrl}/?${query}`);
      expect(position.status, await position.text()).toBe(200);
      const created = await onB.event('alert-center-new', 10_000);
      const rawAlertId = (created.data as { rawAlertId: string }).rawAlertId;
      expect(created.data).toMatchObject({ alertCode: 1, vehicleId: w.vehicle.id });

      const published = await call(w.b, 'POST', '/api/platform/v1/operator/system-notification', {
        token: operatorToken,
        body: { system_notif_header: 'Pemeliharaan sistem', system_notif_description: 'Minggu 01.00 WIB.' },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(201);
      await onA.event(`system-notif-${admin.userId}`, 10_000);

      const resolve = await call(w.a, 'POST', '/api/graphql', {
        token: admin.token,
        body: {
          query: `mutation($input: RawAlertActionInput!) { upsertRawAlertsAction(input: $input) {
            isSuccessful upsertRawAlertsAction { count } } }`,
          variables: { input: { actionType: 'Resolve', rawAlertId: [rawAlertId] } },
        },
      });
      expect(resolve.body.data?.upsertRawAlertsAction, JSON.stringify(resolve.body)).toMatchObject({
        isSuccessful: true,
      });
      const resolved = await onB.event('alert-center-resolve', 10_000);
      expect((resolved.data as { rawAlertIds?: string[] }).rawAlertIds).toEqual([rawAlertId]);

      // A last announcement from A, after every other event on the one channel: once both sockets
      // have it, a second copy of an earlier event would have come before it.
      const last = await call(w.a, 'POST', '/api/platform/v1/operator/system-notification', {
        token: operatorToken,
        body: { system_notif_header: 'Selesai', system_notif_description: 'Pemeliharaan selesai.' },
      });
      expect(last.status).toBe(201);
      for (const socket of [onA, onB]) {
        await eventually('the last announcement on both sockets', () =>
          socket.events(`system-notif-${admin.userId}`).length >= 2 ? true : undefined,
        );
        expect(socket.events('alert-center-new')).toHaveLength(1);
        expect(socket.events('alert-center-resolve')).toHaveLength(1);
        expect(socket.events(`system-notif-${admin.userId}`)).toHaveLength(2);
      }
    } finally {
      onA.socket.terminate();
      onB.socket.terminate();
    }
  }, 30_000);

  it('runs a due background job once, though both instances tick for it', async () => {
    const job = () =>
      w.db
        .selectFrom('background_jobs')
        .select(['run_count', 'lease_owner', 'last_finished_on'])
        .where('name', '=', 'fleet-task-temporary-purge')
        .executeTakeFirst();
    // Both instances started with the hourly purge due: one of them ran it.
    const first = await eventually('the first purge to finish', async () => {
      const row = await job();
      return row?.last_finished_on && row.lease_owner === null ? row : undefined;
    });
    expect(first.run_count).toBe(1);
    const marked = await sql<{ now: Date }>`
      update background_jobs set next_run_on = now() where name = 'fleet-task-temporary-purge'
      returning now()`.execute(w.db);
    const dueSince = new Date(marked.rows[0]?.now ?? 0).getTime();
    const again = await eventually('the purge to run again', async () => {
      const row = await job();
      const finished = row?.last_finished_on ? new Date(row.last_finished_on).getTime() : 0;
      return finished >= dueSince && row?.lease_owner === null ? row : undefined;
    });
    expect(again.run_count).toBe(2);
  });

  it('counts the login limit across instances: 10 a minute per address, alternating A and B, then 429', async () => {
    const attempt = (instance: Instance, n: number) =>
      call(instance, 'POST', '/api/auth/login', {
        body: { email: `tidak-ada-${n}@demo.id`, password: 'salah-sekali' },
      });
    // The limit counts in windows of the clock's minutes: start with time left in the current one.
    let first = await attempt(w.a, 0);
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    if (reset < 5) {
      await new Promise((resolve) => setTimeout(resolve, (reset + 1) * 1000));
      first = await attempt(w.a, 0);
    }
    expect(first.status).toBe(401);
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    // This window may already hold this file's own logins; what is left is shared by both instances.
    const answers: Answer[] = [];
    for (let n = 1; n <= remaining + 1; n++) answers.push(await attempt(n % 2 === 1 ? w.b : w.a, n));
    expect(answers.slice(0, remaining).map((answer) => answer.status)).toEqual(Array(remaining).fill(401));
    expect(answers.map((answer) => Number(answer.headers.get('x-ratelimit-remaining')))).toEqual([
      ...Array.from({ length: remaining }, (_, n) => remaining - 1 - n),
      0,
    ]);
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'too-many-requests' });
    // Enough left for several requests to each instance: one process's own count would let B's pass.
    expect(remaining).toBeGreaterThanOrEqual(4);
  }, 90_000);

  it('loses no e-mail when instance A is killed -9 mid-sending, and resends only what A had in flight, under its Message-ID', async () => {
    const outbox = () =>
      w.db
        .selectFrom('notification_outbox')
        .select(['id', 'recipient', 'delivery_status', 'attempts'])
        .where('raw_alert_id', '=', w.mailAlertId)
        .execute();
    const fromA = () => w.smtp.held().filter((mail) => mail.from === w.a.mailFrom);
    // Six messages are answered at once; the rest arrive and wait for their reply: in flight.
    w.smtp.holdAfter(6);
    const recipients = await queueAlertEmails(w, 40);
    await eventually(
      'messages of both instances in flight, every answered one recorded as sent',
      async () => {
        const held = w.smtp.held();
        if (fromA().length === 0 || !held.some((mail) => mail.from === w.b.mailFrom)) return undefined;
        const sent = (await outbox()).filter((row) => row.delivery_status === 'SENT').length;
        return sent === w.smtp.received.filter((mail) => mail.answered).length ? true : undefined;
      },
    );
    await w.a.server.kill();
    // The mail server notices A's connections are gone; B's replies then go out.
    await eventually('A gone from the mail server', () => fromA().length === 0);
    // What A had handed over without a reply when it died, read only once it is dead: A's other
    // connections kept delivering between the wait above and the kill.
    const inFlightOnA = w.smtp.received
      .filter((mail) => mail.from === w.a.mailFrom && !mail.answered)
      .map((mail) => mail.to);
    w.smtp.release();

    // A's claims are taken over by B once their lease (request timeout + 30 s) has passed.
    const rows = await eventually(
      'every message sent',
      async () => {
        const all = await outbox();
        return all.length === 40 && all.every((row) => row.delivery_status === 'SENT') ? all : undefined;
      },
      75_000,
    );
    const copies = new Map<string, { messageIds: Set<string>; answered: number; count: number }>();
    for (const mail of w.smtp.received) {
      const entry = copies.get(mail.to) ?? { messageIds: new Set(), answered: 0, count: 0 };
      entry.messageIds.add(mail.messageId);
      entry.count += 1;
      if (mail.answered) entry.answered += 1;
      copies.set(mail.to, entry);
    }
    // Nothing lost; each message acknowledged once; one Message-ID per outbox row on every copy.
    expect([...copies.keys()].sort()).toEqual([...recipients].sort());
    for (const row of rows) {
      const entry = copies.get(row.recipient ?? '');
      expect(entry?.answered, row.recipient ?? '').toBe(1);
      expect([...(entry?.messageIds ?? [])]).toEqual([notificationMessageId(row.id, PUBLIC_URL)]);
    }
    // A second copy only of what the mail server had taken from A without answering before the kill.
    expect(inFlightOnA.length).toBeGreaterThan(0);
    const resent = [...copies].filter(([, entry]) => entry.count > 1).map(([to]) => to);
    expect(resent.sort()).toEqual([...inFlightOnA].sort());
    expect(
      rows
        .filter((row) => row.attempts === 2)
        .map((row) => row.recipient)
        .sort(),
    ).toEqual([...inFlightOnA].sort());
  }, 120_000);
});

describe.runIf(Boolean(serverUrl))('two server instances on one S3-compatible bucket', () => {
  let w: TwoInstanceWorld;
  let s3: Awaited<ReturnType<typeof startS3Server>>;

  beforeAll(async () => {
    s3 = await startS3Server();
    w = await startTwoInstances(serverUrl ?? '', s3.env);
  }, 120_000);
  afterAll(async () => {
    await w?.close();
    await s3?.close();
  });

  it('serves through B the proof photo uploaded through A, from the bucket, not the folder', async () => {
    await photoAcross(w, (await login(w.a, ADMIN_EMAIL)).token);
    expect(readdirSync(w.storageDir, { recursive: true })).toEqual([]);
  });
});
