import { DomainError } from '@armada/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AuthContext, authenticate } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { languageFromHeader } from '../../../http/language';
import { type ApiContext, readDbOf } from '../../context';

/** What mercurius hands every resolver: the caller (or why there is none) and the app. */
export interface GraphqlContext {
  caller: AuthContext | DomainError;
  language: AuthContext['language'];
  api: ApiContext;
  log: FastifyBaseLogger;
  /** The database for a list read of this request (db/read-routing.ts); lists only. */
  readDb: () => Promise<Kysely<Database>>;
}

/** What an operation's resolver gets: a caller who passed the token and scope checks. */
export interface OperationContext {
  auth: AuthContext;
  db: Kysely<Database>;
  api: ApiContext;
  log: FastifyBaseLogger;
  /** A list's database: DATABASE_READ_URL's replica once it has the caller's writes, else `db`. */
  readDb: () => Promise<Kysely<Database>>;
}

/**
 * The caller of a GraphQL request, by the same Bearer token and database check as REST
 * (auth/guard.ts). A missing or bad token is not thrown here: every operation of the request
 * answers its own envelope with status 401, as the contract says.
 */
export async function graphqlContext(api: ApiContext, request: FastifyRequest): Promise<GraphqlContext> {
  const language = languageFromHeader(request.headers['accept-language']);
  let caller: AuthContext | DomainError;
  try {
    caller = await authenticate(request, api.db, api.token);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    caller = error;
  }
  return { caller, language, api, log: request.log, readDb: () => readDbOf(api, request) };
}
