import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'armada';
const AUDIENCE = 'armada-api';

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
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const companyId = Number(payload.cid);
    if (!Number.isInteger(userId) || !Number.isInteger(companyId)) return null;
    return { userId, companyId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
