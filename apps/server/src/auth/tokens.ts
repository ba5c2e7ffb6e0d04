import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'armada';
const AUDIENCE = 'armada-api';
const ALGORITHM = 'HS256';
/** Clocks of the instances may differ this much; more is a forged or broken token. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** How tokens are signed and how long they may live (TOKEN_TTL_SECONDS). */
export interface TokenPolicy {
  secret: Uint8Array;
  ttlSeconds: number;
}

export interface TokenClaims {
  userId: number;
  companyId: number;
}

export async function signToken(
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ cid: claims.companyId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** A token verified once, and the second (epoch) after which it is no longer valid. */
interface Verified {
  claims: TokenClaims;
  validUntil: number;
}

/**
 * Tokens already verified, per policy. A browser sends one token with every request for hours, and
 * verifying it is an asynchronous WebCrypto job, about 0.5 ms of an authenticated request on a busy
 * server. Keyed by the whole token, so a changed character is never a hit; a hit still expires when
 * the token would. Only the signature's verdict is kept: the guard reads the user again every time.
 */
const verifiedByPolicy = new WeakMap<TokenPolicy, Map<string, Verified>>();
/** Enough for every session of a busy instance; past it the oldest entries go first. */
const VERIFIED_CAPACITY = 10_000;

function verifiedTokens(policy: TokenPolicy) {
  let verified = verifiedByPolicy.get(policy);
  if (!verified) {
    verified = new Map();
    verifiedByPolicy.set(policy, verified);
  }
  return verified;
}

/**
 * The claims of a valid token, or null for anything expired, forged or malformed. Pinned to our
 * algorithm, issuer and audience; `exp`, `iat` and `sub` are required, `iat` may not lie in the
 * future, and a token may not live longer than the policy allows, even when signed with our secret.
 */
export async function verifyToken(token: string, policy: TokenPolicy): Promise<TokenClaims | null> {
  const verified = verifiedTokens(policy);
  const known = verified.get(token);
  if (known) {
    if (Date.now() / 1000 < known.validUntil) return known.claims;
    verified.delete(token);
  }
  const fresh = await verifySignedToken(token, policy);
  if (!fresh) return null;
  if (verified.size >= VERIFIED_CAPACITY) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, fresh);
  return fresh.claims;
}

async function verifySignedToken(token: string, policy: TokenPolicy): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, policy.secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: policy.ttlSeconds,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const { exp, iat } = payload;
    if (exp === undefined || iat === undefined) return null;
    if (iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) return null;
    if (exp - iat > policy.ttlSeconds) return null;
    const userId = Number(payload.sub);
    const companyId = Number(payload.cid);
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(companyId)) return null;
    // jose refuses a token once `exp` or `iat + maxTokenAge` lies further back than the tolerance.
    const validUntil = Math.min(exp, iat + policy.ttlSeconds) + CLOCK_TOLERANCE_SECONDS;
    return { claims: { userId, companyId }, validUntil };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
