import type { WhatsAppConfig } from './config';

/** What one call to the Cloud API came to; `retryable` says whether trying again may help. */
export type SendOutcome =
  | { ok: true; providerMessageId: string | null }
  | { ok: false; retryable: boolean; reason: string };

/** The longest reason kept on the row and in the history line. */
const REASON_MAX = 300;

/**
 * The Cloud API's text message (`POST /{phone-number-id}/messages`). A free-form text reaches a
 * customer who has written to the business number in the last 24 hours, which is what the 'Panduan
 * Aktivasi untuk Pelanggan' asks the customer to do (section 2); outside that window WhatsApp wants
 * an approved template instead.
 */
export function textMessageBody(to: string, text: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: true, body: text },
  };
}

function shorten(text: string): string {
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
}

/** The Graph API error message ({error: {message, code}}), else the bare HTTP status. */
async function httpFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let message: string | null = null;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') message = parsed.error.message;
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  return shorten(message ? `HTTP ${response.status}: ${message}` : `HTTP ${response.status}`);
}

/**
 * A rate limit (429), a timeout (408) and the provider's own trouble (5xx) pass; any other refusal
 * (bad number, bad token, malformed request) would be refused again, so it is final.
 */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** fetch says only 'fetch failed'; the cause names the trouble (ECONNREFUSED, ENOTFOUND, ...). */
function networkDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'waktu habis';
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return typeof cause?.message === 'string' ? cause.message : error.message;
}

/** Sends one text message; never throws: a network error or a timeout is a retryable outcome. */
export async function sendWhatsAppText(
  config: WhatsAppConfig,
  message: { to: string; text: string },
  timeoutMs: number,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(textMessageBody(message.to, message.text)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return {
      ok: false,
      retryable: true,
      reason: shorten(`server WhatsApp tidak terjangkau (${networkDetail(error)})`),
    };
  }
  if (!response.ok) {
    return { ok: false, retryable: isRetryableStatus(response.status), reason: await httpFailure(response) };
  }
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[] } | null;
  const id = answer?.messages?.[0]?.id;
  return { ok: true, providerMessageId: typeof id === 'string' ? id : null };
}
