import { describe, expect, it } from 'vitest';
import { parseByteRange, startsWithFtypBox } from './clip-bytes';
import {
  hashUploadToken,
  isClipLinkValid,
  newUploadToken,
  signedClipUrl,
  UPLOAD_LINK_TTL_MS,
} from './media-links';

const SECRET = new TextEncoder().encode('a-server-secret-of-at-least-32-chars!!');
const NOW = Date.parse('2026-11-26T08:10:00Z');

function linkOf(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    clipId: parsed.pathname.split('/').at(-1) ?? '',
    companyId: Number(parsed.searchParams.get('company')),
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
  };
}

describe('signed clip links', () => {
  it('are valid for their clip and company until they expire, and carry no user token', () => {
    const url = signedClipUrl(SECRET, 'clip-1', 7, NOW);
    expect(url).toMatch(/^\/api\/media\/v1\/clip\/clip-1\?company=7&expires=\d+&signature=[\w-]+$/);
    const link = linkOf(url);
    expect(isClipLinkValid(SECRET, link, NOW)).toBe(true);
    expect(isClipLinkValid(SECRET, link, link.expires * 1000 + 1)).toBe(false);
  });

  it("refuse another clip's id, another company, a moved expiry and another server's secret", () => {
    const link = linkOf(signedClipUrl(SECRET, 'clip-1', 7, NOW));
    expect(isClipLinkValid(SECRET, { ...link, clipId: 'clip-2' }, NOW)).toBe(false);
    expect(isClipLinkValid(SECRET, { ...link, companyId: 8 }, NOW)).toBe(false);
    expect(isClipLinkValid(SECRET, { ...link, expires: link.expires + 3600 }, NOW)).toBe(false);
    expect(
      isClipLinkValid(new TextEncoder().encode('another-secret-of-at-least-32-chars!!'), link, NOW),
    ).toBe(false);
  });
});

describe('one-time upload tokens', () => {
  it('are random, stored only as their hash, and expire after 30 minutes', () => {
    const first = newUploadToken(NOW);
    const second = newUploadToken(NOW);
    expect(first.token).not.toBe(second.token);
    expect(first.tokenHash).toBe(hashUploadToken(first.token));
    expect(first.tokenHash).not.toContain(first.token);
    expect(first.expiresOn.getTime() - NOW).toBe(UPLOAD_LINK_TTL_MS);
    expect(UPLOAD_LINK_TTL_MS).toBe(30 * 60 * 1000);
  });
});

describe('uploaded clip bytes', () => {
  const ftyp = (size: number, type = 'ftyp') =>
    Uint8Array.from([
      0,
      0,
      0,
      size,
      ...Buffer.from(type),
      ...Buffer.from('isom'),
      0,
      0,
      2,
      0,
      ...new Array(16).fill(0),
    ]);

  it('are an MP4 only when they start with an ftyp box that fits in the file', () => {
    expect(startsWithFtypBox(ftyp(16))).toBe(true);
    expect(startsWithFtypBox(ftyp(16, 'moov'))).toBe(false);
    expect(startsWithFtypBox(ftyp(200))).toBe(false);
    expect(startsWithFtypBox(Buffer.from('<html>bukan video</html>'))).toBe(false);
    expect(startsWithFtypBox(new Uint8Array(0))).toBe(false);
  });
});

describe('the Range header of a clip request', () => {
  it('serves the whole file without a header, and the asked, open or suffix range', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-300', 1000)).toEqual({ start: 700, end: 999 });
  });

  it('is unsatisfiable past the end, backwards, or not in bytes', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=500-100', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('items=0-10', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-10,20-30', 1000)).toBe('unsatisfiable');
  });
});
