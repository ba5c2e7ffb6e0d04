import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, type TokenPolicy, verifyToken } from './tokens';

const policy = (secret: string, ttlSeconds = 3600): TokenPolicy => ({
  secret: new TextEncoder().encode(secret),
  ttlSeconds,
});
const claims = { userId: 7, companyId: 3 };

afterEach(() => vi.useRealTimers());

describe('token verification', () => {
  it('accepts a token it signed, again and again', async () => {
    const tokens = policy('rahasia-yang-cukup-panjang-0123456789');
    const token = await signToken(claims, tokens.secret, tokens.ttlSeconds);
    expect(await verifyToken(token, tokens)).toEqual(claims);
    expect(await verifyToken(token, tokens)).toEqual(claims);
  });

  it('refuses a token once it expires, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
    const tokens = policy('rahasia-yang-cukup-panjang-0123456789', 60);
    const token = await signToken(claims, tokens.secret, tokens.ttlSeconds);
    expect(await verifyToken(token, tokens)).toEqual(claims);
    // Still inside the clock tolerance of 30 s past its expiry.
    vi.setSystemTime(new Date('2026-11-29T08:01:20Z'));
    expect(await verifyToken(token, tokens)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-29T08:01:31Z'));
    expect(await verifyToken(token, tokens)).toBeNull();
  });

  it('refuses a token whose signature differs by one character from one accepted before', async () => {
    const tokens = policy('rahasia-yang-cukup-panjang-0123456789');
    const token = await signToken(claims, tokens.secret, tokens.ttlSeconds);
    expect(await verifyToken(token, tokens)).toEqual(claims);
    const signatureStart = token.lastIndexOf('.') + 1;
    const changed = token[signatureStart] === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, signatureStart)}${changed}${token.slice(signatureStart + 1)}`;
    expect(await verifyToken(forged, tokens)).toBeNull();
  });

  it('refuses a token accepted under one secret when another secret is asked', async () => {
    const first = policy('rahasia-yang-cukup-panjang-0123456789');
    const token = await signToken(claims, first.secret, first.ttlSeconds);
    expect(await verifyToken(token, first)).toEqual(claims);
    expect(await verifyToken(token, policy('rahasia-lain-yang-juga-panjang-987654'))).toBeNull();
  });
});
