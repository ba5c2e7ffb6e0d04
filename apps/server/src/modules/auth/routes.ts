import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../auth/guard';
import { errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { login } from './service';
import { meOf } from './session-user';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export interface LoginRateLimit {
  max: number;
  timeWindow: string;
}

export const authRoutes =
  (context: ApiContext, rateLimit: LoginRateLimit = LOGIN_RATE_LIMIT): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      {
        config: { public: true, rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Log in with e-mail and password; returns a Bearer token',
          body: loginRequestSchema,
          response: {
            200: loginResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => ({ data: await login(context.db, request.body, context, request.ip) }),
    );

    app.get(
      '/me',
      {
        config: { operator: 'also' },
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user with scopes and company, its feature flags and branding',
          security: [{ bearer: [] }],
          response: { 200: meResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await meOf(context, authOf(request).user.id) }),
    );
  };
