import {
  acceptInvitationRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginResponseSchema,
  setupRequestSchema,
  setupStatusSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import type { AccountMailer } from './account-mail';
import {
  changeOwnPassword,
  requestPasswordReset,
  setPasswordByLink,
  setUpCompany,
  setupStatus,
} from './account-service';
import type { LoginRateLimit } from './routes';

const tags = ['auth'];
const publicErrors = { 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
const linkParams = z.object({ token: z.string().min(1).max(100) });

/** The company's first set-up, one-time links (invitation, password reset) and one's own password. */
export const accountRoutes =
  (context: ApiContext, mailer: AccountMailer, rateLimit: LoginRateLimit): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/setup',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Whether the database still has no company (the web app then opens its set-up page)',
          response: { 200: dataOf(setupStatusSchema) },
        },
      },
      async () => ({ data: await setupStatus(db) }),
    );

    app.post(
      '/setup',
      {
        config: { public: true, rateLimit },
        schema: {
          tags,
          summary: 'Creates the first company and its admin; answers like login',
          description: 'Only while the database has no company; afterwards 409 `setup/already-done`.',
          body: setupRequestSchema,
          response: { 200: loginResponseSchema, 409: errorBodySchema, ...publicErrors },
        },
      },
      async (request) => ({ data: await setUpCompany(db, request.body, context) }),
    );

    for (const [path, kind, summary] of [
      ['/invitation/:token', 'INVITATION', 'Sets the password of an invited user; answers like login'],
      [
        '/reset-password/:token',
        'PASSWORD_RESET',
        'Sets a new password through a reset link; answers like login',
      ],
    ] as const) {
      app.post(
        path,
        {
          config: { public: true, rateLimit },
          schema: {
            tags,
            summary,
            description:
              'The link is valid 72 hours and once; an unknown, expired or used one answers 400 ' +
              '`auth/invalid-link`. Wrong tokens count under the failed-login limit of the address.',
            params: linkParams,
            body: acceptInvitationRequestSchema,
            response: { 200: loginResponseSchema, ...publicErrors },
          },
        },
        async (request) => ({
          data: await setPasswordByLink(
            db,
            { token: request.params.token, kind, password: request.body.password },
            context,
            request.ip,
          ),
        }),
      );
    }

    app.post(
      '/forgot-password',
      {
        config: { public: true, rateLimit },
        schema: {
          tags,
          summary:
            'Mails a one-time reset link when the e-mail is an active user; the same answer either way',
          body: forgotPasswordRequestSchema,
          response: { 204: z.void().describe('Accepted'), ...publicErrors },
        },
      },
      async (request, reply) => {
        await requestPasswordReset(db, request.body, { publicUrl: context.publicUrl, mailer }, request.ip);
        return reply.code(204).send();
      },
    );

    app.post(
      '/password',
      {
        config: { operator: 'also' },
        schema: {
          tags,
          summary: "Changes the logged-in user's own password (the current one is asked)",
          security: [{ bearer: [] }],
          body: changePasswordRequestSchema,
          response: { 204: z.void().describe('Changed'), ...errorResponses },
        },
      },
      async (request, reply) => {
        await changeOwnPassword(db, authOf(request).user, request.body);
        return reply.code(204).send();
      },
    );
  };
