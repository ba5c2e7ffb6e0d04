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
