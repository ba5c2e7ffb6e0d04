import { describe, expect, it } from 'vitest';
import {
  ALERT_NOTIFICATION_DEFAULT_WINDOW_S,
  alertNotificationMessage,
  alertNotificationWindowS,
  alertThrottledReason,
} from './alert-message';

const overspeed = {
  alertCode: 8,
  alertData: '95|80|60',
  isUrgent: true,
  licensePlate: 'B 1234 XY',
  occurredOn: new Date('2026-11-26T07:05:00Z'),
  timeZone: 'Asia/Jayapura',
  address: 'Jl. Sudirman 1',
  latitude: -6.2,
  longitude: 106.8,
  ruleLabel: 'Batas kecepatan',
};
const MAP = 'https://www.openstreetmap.org/?mlat=-6.2&mlon=106.8#map=17/-6.2/106.8';

describe('alertNotificationMessage', () => {
  it("words the alert in Indonesian: description, plate, time in the company's zone, values, rule, address and map", () => {
    const message = alertNotificationMessage(overspeed);
    expect(message.subject).toBe('[Armada] Peringatan mendesak: Kecepatan berlebih - B 1234 XY');
    expect(message.whatsappText).toBe(
      [
        '*Peringatan mendesak: Kecepatan berlebih*',
        'Kendaraan: B 1234 XY',
        'Waktu: 26 Nov 2026 16:05 WIT',
        'Detail: Kecepatan 95 km/jam, batas 80 km/jam, selama 60 detik',
        'Aturan: Batas kecepatan',
        'Lokasi: Jl. Sudirman 1',
        `Peta: ${MAP}`,
      ].join('\n'),
    );
    expect(message.emailText).toContain('Peringatan mendesak: Kecepatan berlebih\n\nKendaraan: B 1234 XY');
    expect(message.emailText).not.toContain('*');
  });

  it('names an important alert as such and leaves out what the alert lacks, the place shown as a dash', () => {
    const message = alertNotificationMessage({
      ...overspeed,
      isUrgent: false,
      alertData: null,
      timeZone: 'Asia/Jakarta',
      address: null,
      latitude: null,
      longitude: null,
      ruleLabel: null,
    });
    expect(message.whatsappText).toBe(
      [
        '*Peringatan penting: Kecepatan berlebih*',
        'Kendaraan: B 1234 XY',
        'Waktu: 26 Nov 2026 14:05 WIB',
        'Lokasi: -',
      ].join('\n'),
    );
  });
});

describe('alertNotificationWindowS', () => {
  it("throttles by the rule's alertCountWindow, else by 10 minutes", () => {
    expect(alertNotificationWindowS(120)).toBe(120);
    expect(alertNotificationWindowS(null)).toBe(ALERT_NOTIFICATION_DEFAULT_WINDOW_S);
    expect(alertNotificationWindowS(0)).toBe(600);
  });

  it('says the window in minutes when it is whole minutes, else in seconds', () => {
    expect(alertThrottledReason(600)).toContain('dalam 10 menit');
    expect(alertThrottledReason(90)).toContain('dalam 90 detik');
  });
});
