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

/**
 * The claims of a valid token, or null for anything expired, forged or malformed. Pinned to our
 * algorithm, issuer and audience; `exp`, `iat` and `sub` are required, `iat` may not lie in the
 * future, and a token may not live longer than the policy allows, even when signed with our secret.
 */
export async function verifyToken(token: string, policy: TokenPolicy): Promise<TokenClaims | null> {
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
    return { userId, companyId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
