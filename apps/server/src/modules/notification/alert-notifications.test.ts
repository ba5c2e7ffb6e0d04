import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/app';
import {
  type AlertNotificationWorld,
  createAlertNotificationWorld,
} from '../../../test/factories/alert-notification.factory';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp-server';
import { type FakeWhatsApp, startFakeWhatsApp } from '../../../test/fakes/whatsapp-server';
import { ENVELOPE, graphql } from '../../../test/graphql/client';
import { buildCompany, buildUser } from '../../seed/builders/builders';

// Alerts reach the contact recipients of their rules (issue 12 item 7): queued with the alert, then
// delivered by a worker to a local stand-in of the WhatsApp Cloud API and to a real SMTP server.

const FATIGUE = 49;
const FATIGUE_IDN = 'Pengemudi lelah / mata tertutup';

let w: AlertNotificationWorld;
let whatsapp: FakeWhatsApp;
let smtp: FakeSmtp;
let bothChannels: Record<string, string>;
beforeAll(async () => {
  [w, whatsapp, smtp] = await Promise.all([
    createAlertNotificationWorld(),
    startFakeWhatsApp(),
    startFakeSmtp(),
  ]);
  bothChannels = {
    WHATSAPP_TOKEN: 'token-uji',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Armada Uji <alert@armada.test>',
  };
});
afterAll(async () => {
  await w.t.close();
  await Promise.all([whatsapp.close(), smtp.close()]);
});

const textsTo = (to: string) =>
  whatsapp.requestsTo(to).map((request) => (request.body as { text: { body: string } }).text.body);

/** A vehicle with a fatigue rule whose contacts are given; the rule's window unless null. */
async function vehicleWithRule(
  contacts: { phone_number?: string; email?: string; user_id?: number }[],
  window?: number,
) {
  const vehicle = await w.vehicle();
  const rule = await w.rule({
    alert_code: FATIGUE,
    vehicleIds: [vehicle.id],
    contacts,
    ...(window === undefined ? {} : { alert_count_window: window }),
  });
  return { vehicle, rule };
}

async function fatigue(imei: string, secondsAgo: number) {
  const response = await w.deviceEvent(imei, FATIGUE, secondsAgo);
  expect(response.statusCode, response.body).toBe(200);
}

describe('alert messages to the contact recipients of a rule', () => {
  it("queues WhatsApp and e-mail to each contact (a user contact by the user's phone and e-mail) and the worker delivers them", async () => {
    const user = await buildUser(w.db, {
      company_id: w.companyId,
      phone_no: '+6281377778888',
      email: 'Spv@Armada.test',
    });
    const { vehicle, rule } = await vehicleWithRule([
      { phone_number: '+6281211112222', email: 'ops@armada.test' },
      { user_id: user.id },
    ]);
    await fatigue(vehicle.imei!, 30);

    const queued = await w.messagesOf(vehicle.id);
    expect(queued.map((row) => [row.channel, row.recipient, row.delivery_status, row.alert_rule_id])).toEqual(
      [
        ['WHATSAPP', '6281211112222', 'PENDING', rule.id],
        ['WHATSAPP', '6281377778888', 'PENDING', rule.id],
        ['EMAIL', 'ops@armada.test', 'PENDING', rule.id],
        ['EMAIL', 'spv@armada.test', 'PENDING', rule.id],
      ],
    );

    await w.worker(bothChannels).runOnce();
    const settled = await w.messagesOf(vehicle.id);
    expect(settled.map((row) => row.delivery_status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
    const [text] = textsTo('6281211112222');
    expect(text).toContain(`*Peringatan mendesak: ${FATIGUE_IDN}*`);
    expect(text).toContain(`Kendaraan: ${vehicle.license_plate}`);
    expect(text).toContain(`Aturan: ${rule.label}`);
    expect(text).toContain('Peta: https://www.openstreetmap.org/?mlat=');

    const mail = smtp.mails.find((received) => received.to.includes('ops@armada.test'));
    expect(mail).toMatchObject({
      from: 'alert@armada.test',
      subject: `[Armada] Peringatan mendesak: ${FATIGUE_IDN} - ${vehicle.license_plate}`,
    });
    expect(mail?.text).toContain(`Kendaraan: ${vehicle.license_plate}`);
    expect(mail?.text).toMatch(/Waktu: \d{2} \w{3} \d{4} \d{2}:\d{2} WIB/);
    expect(smtp.mails.some((received) => received.to.includes('spv@armada.test'))).toBe(true);
  });

  it('sends at most one message per rule, vehicle and recipient within the rule’s alertCountWindow, and again after it', async () => {
    const { vehicle } = await vehicleWithRule([{ phone_number: '+6281222223333' }], 60);
    await fatigue(vehicle.imei!, 200);
    await fatigue(vehicle.imei!, 170);
    await fatigue(vehicle.imei!, 100);

    const rows = await w.messagesOf(vehicle.id);
    expect(rows.map((row) => [row.delivery_status, row.is_throttled])).toEqual([
      ['PENDING', false],
      ['NOT_SENT', true],
      ['PENDING', false],
    ]);
    expect(rows[1]!.reason).toBe(
      'Dibatasi: aturan dan kendaraan ini sudah mengirim pesan ke penerima ini dalam 1 menit',
    );
    await w.worker(bothChannels).runOnce();
    expect(textsTo('6281222223333')).toHaveLength(2);
  });

  it('throttles by 10 minutes when the rule has no alertCountWindow', async () => {
    const { vehicle } = await vehicleWithRule([{ email: 'sepuluh@armada.test' }]);
    await fatigue(vehicle.imei!, 500);
    await fatigue(vehicle.imei!, 60);
    const rows = await w.messagesOf(vehicle.id);
    expect(rows.map((row) => row.delivery_status)).toEqual(['PENDING', 'NOT_SENT']);
    expect(rows[1]!.reason).toContain('dalam 10 menit');
    await w.worker(bothChannels).runOnce();
    expect(smtp.mails.filter((mail) => mail.to.includes('sepuluh@armada.test'))).toHaveLength(1);
  });

  it('queues nothing again for a repeated device alarm (the alert is not created twice)', async () => {
    const { vehicle } = await vehicleWithRule([{ phone_number: '+6281288889999' }]);
    for (let i = 0; i < 2; i += 1) {
      const response = await w.deviceEvent(vehicle.imei!, FATIGUE, 30, `ulang-${vehicle.id}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(1);
    expect(await w.messagesOf(vehicle.id)).toHaveLength(1);
  });

  it('queues nothing for a rule without contact recipients', async () => {
    const { vehicle } = await vehicleWithRule([]);
    await fatigue(vehicle.imei!, 30);
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(1);
    expect(await w.messagesOf(vehicle.id)).toEqual([]);
  });

  it('queues nothing for a late alert (over 15 minutes old when it reached us)', async () => {
    const { vehicle } = await vehicleWithRule([{ phone_number: '+6281233334444' }]);
    await fatigue(vehicle.imei!, 20 * 60);
    expect(await w.rawAlerts(vehicle.id)).toMatchObject([{ is_late: true }]);
    expect(await w.messagesOf(vehicle.id)).toEqual([]);
  });

  it('records an invalid contact phone as not sent with the reason, without calling WhatsApp', async () => {
    const { vehicle } = await vehicleWithRule([{ phone_number: '+14155550100' }]);
    await fatigue(vehicle.imei!, 30);
    expect(await w.messagesOf(vehicle.id)).toMatchObject([
      {
        channel: 'WHATSAPP',
        recipient: null,
        delivery_status: 'NOT_SENT',
        reason: 'Nomor telepon kontak tidak valid',
      },
    ]);
  });

  it('records e-mail as not sent, with the reason, when no SMTP server is configured', async () => {
    const { vehicle } = await vehicleWithRule([
      { phone_number: '+6281244445555', email: 'tanpa-smtp@armada.test' },
    ]);
    await fatigue(vehicle.imei!, 30);
    const { SMTP_URL: _, SMTP_FROM: __, ...whatsappOnly } = bothChannels;
    await w.worker(whatsappOnly).runOnce();
    expect(
      (await w.messagesOf(vehicle.id)).map((row) => [row.channel, row.delivery_status, row.reason]),
    ).toEqual([
      ['WHATSAPP', 'SENT', null],
      ['EMAIL', 'NOT_SENT', 'E-mail (SMTP) belum dikonfigurasi'],
    ]);
    expect(smtp.mails.some((mail) => mail.to.includes('tanpa-smtp@armada.test'))).toBe(false);
  });

  it('retries an e-mail the SMTP server defers (4xx) and fails it after the last attempt', async () => {
    smtp.refuse('penuh@armada.test', 452);
    const { vehicle } = await vehicleWithRule([{ email: 'penuh@armada.test' }]);
    await fatigue(vehicle.imei!, 30);
    const worker = w.worker(bothChannels);
    await worker.runOnce();
    const [waiting] = await w.messagesOf(vehicle.id);
    expect(waiting).toMatchObject({ delivery_status: 'PENDING', attempts: 1 });
    expect(waiting!.reason).toMatch(/^SMTP 452/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.runOnce();
    const [failed] = await w.messagesOf(vehicle.id);
    expect(failed).toMatchObject({ delivery_status: 'FAILED', attempts: 2 });
  });

  it('fails an e-mail the SMTP server refuses for good (5xx), with its reply as the reason', async () => {
    smtp.refuse('tidak-ada@armada.test', 550);
    const { vehicle } = await vehicleWithRule([{ email: 'tidak-ada@armada.test' }]);
    await fatigue(vehicle.imei!, 30);
    await w.worker(bothChannels).runOnce();
    const [row] = await w.messagesOf(vehicle.id);
    expect(row).toMatchObject({ delivery_status: 'FAILED', attempts: 1 });
    expect(row!.reason).toMatch(/^SMTP 550/);
  });
});

describe('rawAlertNotifications (the alert’s notification log)', () => {
  const QUERY = `query ($id: ID!) { rawAlertNotifications(rawAlertId: $id) { ${ENVELOPE}
    rawAlertNotifications { channel recipient deliveryStatus reason isThrottled subject body sentOn } } }`;

  it("lists the alert's messages to the company that owns it, and is not found for another company", async () => {
    const { vehicle } = await vehicleWithRule([{ phone_number: '+6281255556666', email: 'log@armada.test' }]);
    await fatigue(vehicle.imei!, 30);
    await w.worker(bothChannels).runOnce();
    const [alert] = await w.rawAlerts(vehicle.id);

    const own = await graphql(w.t.app, QUERY, { id: alert!.id }, w.headers);
    expect(own.data?.rawAlertNotifications.isSuccessful).toBe(true);
    expect(own.data?.rawAlertNotifications.rawAlertNotifications).toEqual([
      expect.objectContaining({
        channel: 'WHATSAPP',
        recipient: '+6281255556666',
        deliveryStatus: 'SENT',
        subject: null,
      }),
      expect.objectContaining({ channel: 'EMAIL', recipient: 'log@armada.test', deliveryStatus: 'SENT' }),
    ]);

    const other = await buildCompany(w.db, { name: 'PT Lain Notifikasi' });
    await buildUser(w.db, {
      company_id: other.id,
      email: 'admin@lain-notifikasi.id',
      password: 'kata-sandi-lain',
    });
    const stranger = await loginAs(w.t.app, 'admin@lain-notifikasi.id', 'kata-sandi-lain');
    const foreign = await graphql(w.t.app, QUERY, { id: alert!.id }, stranger);
    expect(foreign.data?.rawAlertNotifications).toMatchObject({
      isSuccessful: false,
      status: 404,
      rawAlertNotifications: null,
    });
  });
});
