import { describe, expect, it } from 'vitest';
import {
  backToOldVersionMessage,
  bannerDue,
  contactReminderDue,
  createSystemNotificationSchema,
  DEFAULT_FEATURES,
  effectiveBanner,
  feedbackPromptDue,
  feedbackRequestSchema,
  isInFeedbackWindow,
  normalisePhoneNumber,
  resolveFeatures,
  updateFeaturesRequestSchema,
} from '.';

const JAKARTA = 'Asia/Jakarta';
const at = (iso: string) => new Date(iso);

describe('feedback window', () => {
  it.each([
    ['2026-11-25T17:00:00Z', true], // 26 Nov 00:00 in Jakarta: the 5th-last day of a 30-day month
    ['2026-11-25T16:59:00Z', false], // 25 Nov 23:59 in Jakarta
    ['2026-11-30T16:59:00Z', true], // 30 Nov 23:59 in Jakarta
    ['2026-11-30T17:00:00Z', false], // 1 Dec in Jakarta
    ['2027-02-24T00:00:00Z', true], // 24 Feb: the 5th-last day of a 28-day month
    ['2027-02-23T00:00:00Z', false],
  ])('counts %s in the last five days of the month: %s', (iso, expected) => {
    expect(isInFeedbackWindow(at(iso), JAKARTA)).toBe(expected);
  });

  const base = {
    now: at('2026-11-28T03:00:00Z'),
    timeZone: JAKARTA,
    sentThisMonth: false,
    whiteLabel: false,
    lastPromptedOn: null,
  };
  it('prompts on the 28th when nothing was sent or shown', () => {
    expect(feedbackPromptDue(base)).toBe(true);
  });
  it('never prompts once feedback was sent this month', () => {
    expect(feedbackPromptDue({ ...base, sentThisMonth: true })).toBe(false);
  });
  it('never prompts a white-label company', () => {
    expect(feedbackPromptDue({ ...base, whiteLabel: true })).toBe(false);
  });
  it('prompts at most once a calendar day', () => {
    expect(feedbackPromptDue({ ...base, lastPromptedOn: '2026-11-28T01:00:00Z' })).toBe(false);
    expect(feedbackPromptDue({ ...base, lastPromptedOn: '2026-11-27T16:59:00Z' })).toBe(true);
  });
  it('does not prompt before the window', () => {
    expect(feedbackPromptDue({ ...base, now: at('2026-11-20T03:00:00Z') })).toBe(false);
  });
  it('defaults the point to 5 and refuses points outside 1 to 5', () => {
    expect(feedbackRequestSchema.parse({})).toEqual({ point: 5, comment: '' });
    expect(feedbackRequestSchema.safeParse({ point: 0 }).success).toBe(false);
    expect(feedbackRequestSchema.safeParse({ point: 6 }).success).toBe(false);
    expect(feedbackRequestSchema.safeParse({ point: 2.5 }).success).toBe(false);
  });
});

describe('banner', () => {
  const now = at('2026-11-27T10:00:00Z');
  it.each([
    [null, 3, true],
    ['2026-11-27T09:00:00Z', 1, false],
    ['2026-11-26T10:00:00Z', 1, true],
    ['2026-11-25T10:00:01Z', 2, false],
    ['2026-11-25T10:00:00Z', 2, true],
  ])('shown on %s with day_show %i is due again: %s', (lastShownOn, dayShow, expected) => {
    expect(bannerDue({ lastShownOn, dayShow, now })).toBe(expected);
  });
  it("prefers the company's own banner over the one for all companies", () => {
    expect(effectiveBanner('own', 'all')).toBe('own');
    expect(effectiveBanner(null, 'all')).toBe('all');
    expect(effectiveBanner(null, null)).toBeNull();
  });
});

describe('contact reminder', () => {
  const base = {
    email: 'budi@demo.id',
    phoneNo: null,
    lastReminder: null,
    now: at('2026-11-27T03:00:00Z'),
    timeZone: JAKARTA,
    dismissedThisSession: false,
  };
  it('reminds when the phone or the e-mail is missing', () => {
    expect(contactReminderDue(base)).toBe(true);
    expect(contactReminderDue({ ...base, email: '', phoneNo: '+6281234567890' })).toBe(true);
  });
  it('does not remind when both are there', () => {
    expect(contactReminderDue({ ...base, phoneNo: '+6281234567890' })).toBe(false);
  });
  it('reminds once a calendar month, in the company zone', () => {
    expect(contactReminderDue({ ...base, lastReminder: '2026-11-01T00:00:00+07:00' })).toBe(false);
    expect(contactReminderDue({ ...base, lastReminder: '2026-10-31T23:59:00+07:00' })).toBe(true);
  });
  it('does not remind again once dismissed in the session', () => {
    expect(contactReminderDue({ ...base, dismissedThisSession: true })).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+620812 3456 7890', '+6281234567890'],
    ['81234567890', '+6281234567890'],
  ])('writes %s as %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });
  it.each(['', 'abc', '+1 415 555 0100', '0812'])('refuses %j', (input) => {
    expect(normalisePhoneNumber(input)).toBeNull();
  });
});

describe('feature flags', () => {
  it('fills the defaults and ignores unknown names', () => {
    expect(
      resolveFeatures([
        { name: 'white_label', enabled: true },
        { name: 'vsms2_bilingual', enabled: false },
        { name: 'retired_flag', enabled: true },
      ]),
    ).toEqual({ ...DEFAULT_FEATURES, white_label: true, vsms2_bilingual: false });
  });
  it('refuses an unknown flag or an empty switch', () => {
    expect(updateFeaturesRequestSchema.safeParse({ features: { white_label: true } }).success).toBe(true);
    expect(updateFeaturesRequestSchema.safeParse({ features: { nope: true } }).success).toBe(false);
    expect(updateFeaturesRequestSchema.safeParse({ features: {} }).success).toBe(false);
  });
});

describe('announcement request', () => {
  const header = { system_notif_header: 'Fitur baru', system_notif_description: 'Isi' };
  const uuid = '0b8e2a52-6c43-4c1e-9d5b-7a1f0f3b2c11';
  it('takes an action only with data of its type', () => {
    const image = { type: 'IMAGE', title: 'Lihat' };
    expect(
      createSystemNotificationSchema.safeParse({ ...header, action: image, data: { image: uuid } }).success,
    ).toBe(true);
    expect(
      createSystemNotificationSchema.safeParse({
        ...header,
        action: image,
        data: { video_url: 'https://x.id/v' },
      }).success,
    ).toBe(false);
    expect(createSystemNotificationSchema.safeParse({ ...header, action: image }).success).toBe(false);
    expect(createSystemNotificationSchema.safeParse({ ...header, data: { image: uuid } }).success).toBe(
      false,
    );
  });
  it('needs at least two images in a carousel', () => {
    const carousel = { type: 'CAROUSEL', title: 'Galeri' };
    expect(
      createSystemNotificationSchema.safeParse({ ...header, action: carousel, data: { images: [uuid] } })
        .success,
    ).toBe(false);
    expect(
      createSystemNotificationSchema.safeParse({
        ...header,
        action: carousel,
        data: { images: [uuid, uuid] },
      }).success,
    ).toBe(true);
  });
});

describe('back to the old version', () => {
  const labelOf = (reason: string) => `label:${reason}`;
  it('needs a choice, and text for the free option', () => {
    expect(backToOldVersionMessage(null, labelOf, '')).toEqual({ ok: false, error: 'choice-required' });
    expect(backToOldVersionMessage('other', labelOf, '  ')).toEqual({ ok: false, error: 'text-required' });
    expect(backToOldVersionMessage('other', labelOf, ' Lambat ')).toEqual({ ok: true, message: 'Lambat' });
    expect(backToOldVersionMessage('hard-to-use', labelOf, '')).toEqual({
      ok: true,
      message: 'label:hard-to-use',
    });
  });
});
