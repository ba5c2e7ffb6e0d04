import type { LightMyRequestResponse } from 'fastify';
import {
  type NotificationWorkerConfig,
  notificationConfigFromEnv,
} from '../../src/modules/notification/config';
import { createNotificationWorker, type NotificationWorker } from '../../src/modules/notification/worker';
import { type AlertingWorld, createAlertingWorld } from './alerting.factory';
import { east } from './telemetry.factory';

/**
 * The alerting world for the alert-message tests: the app's own worker is off (NOTIFICATION_WORKER),
 * so each test runs a worker of its own configuration one round at a time; device events make the
 * alerts (one alert per event and alarm id), and the outbox rows are read per alert.
 */

export interface AlertNotificationWorld extends AlertingWorld {
  /**
   * Posts one device event of `code` that happened `secondsAgo` seconds ago, with a new alarm id
   * unless `alarmId` repeats one; answers the intake's reply.
   */
  deviceEvent: (
    imei: string,
    code: number,
    secondsAgo: number,
    alarmId?: string,
  ) => Promise<LightMyRequestResponse>;
  /** A worker of the app's database with the environment `env` (WHATSAPP_*, SMTP_*). */
  worker: (env: Record<string, string>) => NotificationWorker;
  messagesOf: (vehicleId: number) => Promise<OutboxRow[]>;
}

export type OutboxRow = Awaited<ReturnType<typeof outboxOf>>[number];

function outboxOf(w: AlertingWorld, vehicleId: number) {
  return w.db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('kind', '=', 'ALERT')
    .where('vehicle_id', '=', vehicleId)
    .orderBy('alert_on')
    .orderBy('channel', 'desc')
    .orderBy('recipient')
    .execute();
}

let alarm = 0;

export async function createAlertNotificationWorld(): Promise<AlertNotificationWorld> {
  const saved = process.env.NOTIFICATION_WORKER;
  process.env.NOTIFICATION_WORKER = 'off';
  let w: AlertingWorld;
  try {
    w = await createAlertingWorld();
  } finally {
    if (saved === undefined) delete process.env.NOTIFICATION_WORKER;
    else process.env.NOTIFICATION_WORKER = saved;
  }
  const key = await w.gatewayKey();
  return {
    ...w,
    deviceEvent: (imei, code, secondsAgo, alarmId) => {
      alarm += 1;
      return w.t.app.inject({
        method: 'POST',
        url: '/api/telemetry/v1/events',
        headers: { 'x-api-key': key },
        payload: {
          events: [
            {
              device_id: imei,
              code,
              occurred_on: new Date(Date.now() - secondsAgo * 1000).toISOString(),
              ...east(2_000),
              speed_kmh: 64,
              alarm_id: alarmId ?? `alarm-${alarm}`,
            },
          ],
        },
      });
    },
    worker: (env) => {
      const config: NotificationWorkerConfig = {
        ...notificationConfigFromEnv(env),
        maxAttempts: 2,
        retryBaseMs: 1,
        requestTimeoutMs: 2_000,
      };
      return createNotificationWorker({
        db: w.db,
        config,
        publicUrl: 'http://localhost:3000',
        log: w.t.app.log,
      });
    },
    messagesOf: (vehicleId) => outboxOf(w, vehicleId),
  };
}
