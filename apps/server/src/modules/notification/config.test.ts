import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_API_BASE_URL, notificationConfigFromEnv, retryDelayMs } from './config';

describe('notificationConfigFromEnv', () => {
  it('turns WhatsApp on only with both the token and the phone number id', () => {
    expect(notificationConfigFromEnv({ WHATSAPP_TOKEN: 't' }).whatsapp).toBeNull();
    expect(notificationConfigFromEnv({ WHATSAPP_PHONE_NUMBER_ID: '1' }).whatsapp).toBeNull();
    expect(
      notificationConfigFromEnv({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' }).whatsapp,
    ).toEqual({
      token: 't',
      phoneNumberId: '1',
      apiBaseUrl: DEFAULT_WHATSAPP_API_BASE_URL,
    });
  });

  it('takes an overridden API base URL without its trailing slash', () => {
    const config = notificationConfigFromEnv({
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_API_BASE_URL: 'http://127.0.0.1:9999/v21.0/',
    });
    expect(config.whatsapp?.apiBaseUrl).toBe('http://127.0.0.1:9999/v21.0');
  });

  it('turns e-mail on with SMTP_URL or SMTP_HOST, TLS from the start on port 465, a From by default', () => {
    expect(notificationConfigFromEnv({}).smtp).toBeNull();
    expect(notificationConfigFromEnv({ SMTP_URL: 'smtp://mail.example.id:2525' }).smtp).toMatchObject({
      url: 'smtp://mail.example.id:2525',
      from: 'Armada <no-reply@mail.example.id>',
    });
    expect(
      notificationConfigFromEnv({
        SMTP_HOST: 'smtp.example.id',
        SMTP_PORT: '465',
        SMTP_USER: 'armada',
        SMTP_PASSWORD: 'rahasia',
        SMTP_FROM: 'Armada <alert@example.id>',
      }).smtp,
    ).toEqual({
      url: null,
      host: 'smtp.example.id',
      port: 465,
      secure: true,
      user: 'armada',
      password: 'rahasia',
      from: 'Armada <alert@example.id>',
    });
    expect(notificationConfigFromEnv({ SMTP_HOST: 'smtp.example.id' }).smtp).toMatchObject({
      port: 587,
      secure: false,
    });
  });

  it('runs the worker unless NOTIFICATION_WORKER is off', () => {
    expect(notificationConfigFromEnv({}).enabled).toBe(true);
    expect(notificationConfigFromEnv({ NOTIFICATION_WORKER: 'off' }).enabled).toBe(false);
  });

  it('refuses a malformed number instead of guessing', () => {
    expect(() => notificationConfigFromEnv({ NOTIFICATION_MAX_ATTEMPTS: 'lima' })).toThrow(
      'NOTIFICATION_MAX_ATTEMPTS must be a positive integer',
    );
    expect(() => notificationConfigFromEnv({ NOTIFICATION_POLL_INTERVAL_MS: '0' })).toThrow();
  });
});

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt, up to the maximum', () => {
    const config = { ...notificationConfigFromEnv({}), retryBaseMs: 1_000, maxRetryDelayMs: 5_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(config, attempt))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });
});
