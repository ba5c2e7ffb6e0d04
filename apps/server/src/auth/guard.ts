import {
  type AuthUser,
  DomainError,
  hasAllScopes,
  isPlatformOperator,
  type Language,
  type Scope,
} from '@armada/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { languageFromHeader } from '../http/language';
import { findUserById } from '../modules/auth/queries';
import { toAuthUser } from '../modules/auth/service';
import { type TokenPolicy, verifyToken } from './tokens';

export interface AuthContext {
  user: AuthUser;
  companyId: number;
  language: Language;
  /** A platform operator (docs/platform-shell.md section 1): a user of the platform company; absent is false. */
  operator?: boolean;
}

/**
 * Who may call a route: company users (the default: every company-data route, the GraphQL
 * operations, the live socket), the platform operator alone, or both.
 */
export type RouteAudience = 'company' | 'operator' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private by default; a public one says so. */
    public?: boolean;
    /** Every scope listed is required (the specs' resource:action strings). */
    scopes?: readonly Scope[];
    /**
     * The platform operator's access (docs/platform-shell.md): 'only' for the operator's console
     * routes, 'also' for the few every logged-in person uses (me, own password); absent refuses the
     * operator, so a new company route is closed to it without saying so.
     */
    operator?: 'only' | 'also';
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller of a private route; throws if a route forgot to be private. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new DomainError('auth/unauthenticated');
  return request.auth;
}

/** The token a request presents: the Bearer header, or `?token=` on the live socket. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  // The live socket cannot send headers from a browser, so it passes the token as ?token=.
  if (request.url.startsWith('/ws') && typeof query?.token === 'string') return query.token;
  return null;
}

/**
 * The caller of a request by its Bearer token, read again from the database so that a deactivated
 * user or a removed scope takes effect at once; throws auth/unauthenticated. The guard below and the
 * GraphQL context (modules/alert-center/graphql) both use it, so both authenticate alike.
 */
export async function authenticate(
  request: FastifyRequest,
  db: Kysely<Database>,
  tokens: TokenPolicy,
  audience: RouteAudience = 'company',
): Promise<AuthContext> {
  const token = bearerToken(request);
  const claims = token ? await verifyToken(token, tokens) : null;
  const row = claims ? await findUserById(db, claims.userId) : undefined;
  if (!claims || !row?.is_active || !row.company_is_active || row.company_id !== claims.companyId) {
    throw new DomainError('auth/unauthenticated');
  }
  const user = toAuthUser(row);
  const operator = row.company_is_platform;
  if (audience === 'company' && operator) throw new DomainError('auth/company-only');
  if (audience === 'operator' && !(operator && isPlatformOperator(user))) {
    throw new DomainError('auth/operator-only');
  }
  return {
    user,
    companyId: user.company.id,
    language: languageFromHeader(request.headers['accept-language']),
    operator,
  };
}

const AUDIENCE_OF = { only: 'operator', also: 'any' } as const satisfies Record<string, RouteAudience>;

/**
 * Authentication, the operator/company check, then scope check, at onRequest so that both run before body validation: an
 * anonymous or unauthorised caller learns nothing about what the body should look like.
 */
export function registerAuthGuard(app: FastifyInstance, db: Kysely<Database>, tokens: TokenPolicy) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/ws');
    if (!isApi || config.public || request.is404) return;
    const audience = config.operator ? AUDIENCE_OF[config.operator] : 'company';
    const auth = await authenticate(request, db, tokens, audience);
    if (config.scopes && !hasAllScopes(auth.user.scopes, config.scopes))
      throw new DomainError('auth/forbidden');
    request.auth = auth;
  });
}
