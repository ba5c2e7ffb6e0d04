import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed photo links. An <img> cannot send the Bearer header, so the list of an activity's photos
 * (a logged-in call of the company) hands out links that carry their own proof: an expiry and an
 * HMAC of the photo id and that expiry, keyed from the server's secret. A link is good for one to
 * two hours: the expiry is rounded up to the hour, so one photo keeps one URL for a while and the
 * browser's cache works.
 */
export const PHOTO_PATH_PREFIX = '/api/fleet-planning/v1/attachment';
const HOUR_SECONDS = 3600;

const keyOf = (secret: Uint8Array) => createHmac('sha256', secret).update('activity-photo-link:v1').digest();

function signatureOf(secret: Uint8Array, attachmentId: string, expires: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${attachmentId}.${expires}`).digest('base64url');
}

export function signedPhotoUrl(secret: Uint8Array, attachmentId: string, nowMs = Date.now()): string {
  const expires = (Math.ceil(nowMs / 1000 / HOUR_SECONDS) + 1) * HOUR_SECONDS;
  const signature = signatureOf(secret, attachmentId, expires);
  return `${PHOTO_PATH_PREFIX}/${attachmentId}/photo?expires=${expires}&signature=${signature}`;
}

export function isPhotoLinkValid(
  secret: Uint8Array,
  link: { attachmentId: string; expires: number; signature: string },
  nowMs = Date.now(),
): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < nowMs) return false;
  const expected = Buffer.from(signatureOf(secret, link.attachmentId, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
