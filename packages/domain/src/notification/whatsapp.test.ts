import { describe, expect, it } from 'vitest';
import { whatsappRecipient, whatsappStatusText } from './whatsapp';

describe('whatsappRecipient', () => {
  it.each([
    ['+6281234567890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['081234567890', '6281234567890'],
    ['+62081234567890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['+62214608811', '62214608811'],
  ])('sends %s to the Cloud API number %s (digits, country code 62, no +)', (phone, to) => {
    expect(whatsappRecipient(phone)).toEqual({ ok: true, to });
  });

  it.each([null, undefined, '', '   '])('never sends to an empty phone (%s)', (phone) => {
    expect(whatsappRecipient(phone)).toEqual({ ok: false, reason: 'phone-empty' });
  });

  it.each(['+14155550100', '+62812', '+62abc45678901', '+6281234567890123'])(
    'refuses a number that is not an Indonesian phone (%s)',
    (phone) => {
      expect(whatsappRecipient(phone)).toEqual({ ok: false, reason: 'phone-invalid' });
    },
  );
});

describe('whatsappStatusText', () => {
  it('names the customer, the FO number, the status as the detail page shows it and the tracking link', () => {
    const text = whatsappStatusText({
      customerName: 'PT Sumber Makmur',
      taskNumber: 'FO-2611-00012',
      status: 'STARTED',
      trackLink: 'https://armada.example/track/abc',
    });
    expect(text).toBe(
      'Halo PT Sumber Makmur,\n\nStatus pengiriman Anda dengan nomor penugasan FO-2611-00012 kini ' +
        '*Perjalanan*.\nLacak pengiriman Anda di: https://armada.example/track/abc',
    );
  });

  it('greets without a name when the customer is unknown', () => {
    const text = whatsappStatusText({
      customerName: null,
      taskNumber: 'FO-1',
      status: 'REJECTED_BY_VENDOR',
      trackLink: 'http://x/track/t',
    });
    expect(text.startsWith('Halo,\n')).toBe(true);
    expect(text).toContain('*Ditolak*');
  });
});
