/** Where and how the WhatsApp Cloud API is called; null when the server has no WhatsApp account. */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** e.g. https://graph.facebook.com/v21.0; a local fake in tests. */
  apiBaseUrl: string;
}

/** Where alert e-mails go out; null when the server has no SMTP server. */
export interface SmtpConfig {
  /** SMTP_URL (smtp://user:password@host:587, smtps://... for TLS from the start), else built from the parts. */
  url: string | null;
  host: string | null;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
  /** The From of every message. */
  from: string;
}

export interface NotificationWorkerConfig {
  /** NOTIFICATION_WORKER=off: this instance queues messages but leaves delivery to the others. */
  enabled: boolean;
  whatsapp: WhatsAppConfig | null;
  smtp: SmtpConfig | null;
  /** How often an idle worker looks for due messages. */
  pollIntervalMs: number;
  /** Tries per message, the first included, before it is marked failed. */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long, up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** One call to the API gives up after this long (and counts as a failed attempt). */
  requestTimeoutMs: number;
  /** Messages claimed per round. */
  batchSize: number;
}

export const DEFAULT_WHATSAPP_API_BASE_URL = 'https://graph.facebook.com/v21.0';

const DEFAULTS = {
  pollIntervalMs: 3_000,
  maxAttempts: 5,
  retryBaseMs: 30_000,
  maxRetryDelayMs: 60 * 60 * 1000,
  requestTimeoutMs: 10_000,
  batchSize: 10,
};

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const DEFAULT_SMTP_PORT = 587;
const SMTPS_PORT = 465;

/**
 * SMTP_URL, or SMTP_HOST with SMTP_PORT (587), SMTP_SECURE (true on 465), SMTP_USER and
 * SMTP_PASSWORD; SMTP_FROM (the sender; 'Armada <no-reply@HOST>' by default). Neither URL nor host:
 * e-mail is off and alert e-mails are recorded as not sent.
 */
export function smtpConfigFromEnv(env: Env): SmtpConfig | null {
  const url = env.SMTP_URL?.trim() || null;
  const host = env.SMTP_HOST?.trim() || null;
  if (!url && !host) return null;
  const port = positiveInteger(env, 'SMTP_PORT', DEFAULT_SMTP_PORT);
  const secureRaw = env.SMTP_SECURE?.trim().toLowerCase();
  const secure = secureRaw ? secureRaw === 'true' : port === SMTPS_PORT;
  const senderHost = host ?? (url ? new URL(url).hostname : 'localhost');
  return {
    url,
    host,
    port,
    secure,
    user: env.SMTP_USER?.trim() || null,
    password: env.SMTP_PASSWORD ?? null,
    from: env.SMTP_FROM?.trim() || `Armada <no-reply@${senderHost}>`,
  };
}

/**
 * The worker's settings from the environment: NOTIFICATION_WORKER (off or on), WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (both, or
 * WhatsApp is off), WHATSAPP_API_BASE_URL, and the tuning knobs NOTIFICATION_POLL_INTERVAL_MS,
 * NOTIFICATION_MAX_ATTEMPTS, NOTIFICATION_RETRY_BASE_MS, NOTIFICATION_MAX_RETRY_DELAY_MS,
 * NOTIFICATION_REQUEST_TIMEOUT_MS, and the SMTP server of alert e-mails (smtpConfigFromEnv). A malformed number stops the start rather than being guessed.
 */
export function notificationConfigFromEnv(env: Env): NotificationWorkerConfig {
  const token = env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  const apiBaseUrl = (env.WHATSAPP_API_BASE_URL?.trim() || DEFAULT_WHATSAPP_API_BASE_URL).replace(/\/+$/, '');
  return {
    enabled: env.NOTIFICATION_WORKER?.trim().toLowerCase() !== 'off',
    whatsapp: token && phoneNumberId ? { token, phoneNumberId, apiBaseUrl } : null,
    smtp: smtpConfigFromEnv(env),
    pollIntervalMs: positiveInteger(env, 'NOTIFICATION_POLL_INTERVAL_MS', DEFAULTS.pollIntervalMs),
    maxAttempts: positiveInteger(env, 'NOTIFICATION_MAX_ATTEMPTS', DEFAULTS.maxAttempts),
    retryBaseMs: positiveInteger(env, 'NOTIFICATION_RETRY_BASE_MS', DEFAULTS.retryBaseMs),
    maxRetryDelayMs: positiveInteger(env, 'NOTIFICATION_MAX_RETRY_DELAY_MS', DEFAULTS.maxRetryDelayMs),
    requestTimeoutMs: positiveInteger(env, 'NOTIFICATION_REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs),
    batchSize: DEFAULTS.batchSize,
  };
}

/** Exponential backoff: base, 2 x base, 4 x base, ... after the 1st, 2nd, 3rd failed attempt. */
export function retryDelayMs(config: NotificationWorkerConfig, failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(config.retryBaseMs * 2 ** exponent, config.maxRetryDelayMs);
}
