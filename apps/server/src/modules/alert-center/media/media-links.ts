import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MEDIA_TIMING } from '@armada/domain';

/**
 * The two kinds of link of dashcam video (issue 19 item 3):
 * - a clip link for the browser: a <video> cannot send the Bearer header, so the GraphQL answer hands
 *   out URLs that carry their own proof, an expiry and an HMAC of the clip (history row) id, its
 *   company and that expiry, keyed from the server's secret. Never the user's token in a URL.
 * - a one-time upload link for the gateway: a random token of which only the sha256 is stored
 *   (media_upload_links.token_hash), so reading the database does not give upload rights.
 */
export const CLIP_PATH_PREFIX = '/api/media/v1/clip';
export const UPLOAD_PATH_PREFIX = '/api/media/v1/upload';
/** A clip link is good for one to two hours: rounded up to the hour, so the browser's cache works. */
const HOUR_SECONDS = 3600;
/** How long the gateway has to upload a clip once asked (issue 19: 30 minutes). */
export const UPLOAD_LINK_TTL_MS = MEDIA_TIMING.uploadLinkLifeMs;

const keyOf = (secret: Uint8Array) => createHmac('sha256', secret).update('dashcam-clip-link:v1').digest();

function signatureOf(secret: Uint8Array, clipId: string, companyId: number, expires: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${clipId}.${companyId}.${expires}`).digest('base64url');
}

export interface ClipLink {
  clipId: string;
  companyId: number;
  expires: number;
  signature: string;
}

export function signedClipUrl(
  secret: Uint8Array,
  clipId: string,
  companyId: number,
  nowMs = Date.now(),
): string {
  const expires = (Math.ceil(nowMs / 1000 / HOUR_SECONDS) + 1) * HOUR_SECONDS;
  const signature = signatureOf(secret, clipId, companyId, expires);
  return `${CLIP_PATH_PREFIX}/${clipId}?company=${companyId}&expires=${expires}&signature=${signature}`;
}

/** A forged, altered or expired link is simply invalid: the route answers 404 for it. */
export function isClipLinkValid(secret: Uint8Array, link: ClipLink, nowMs = Date.now()): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < nowMs) return false;
  if (!Number.isSafeInteger(link.companyId)) return false;
  const expected = Buffer.from(signatureOf(secret, link.clipId, link.companyId, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const hashUploadToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh one-time upload token, its hash to store, and its expiry. */
export function newUploadToken(nowMs = Date.now()): { token: string; tokenHash: string; expiresOn: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashUploadToken(token), expiresOn: new Date(nowMs + UPLOAD_LINK_TTL_MS) };
}
