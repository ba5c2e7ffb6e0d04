import {
  ASSIGNABLE_ROLES,
  companyUserSchema,
  integerIdSchema,
  invitedUserSchema,
  inviteUserRequestSchema,
  listQuerySchema,
  listResponseSchema,
  rolesResponseSchema,
  updateUserRequestSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../http/schemas';
import type { AccountMailer } from '../../auth/account-mail';
import type { ApiContext } from '../../context';
import { getUser, inviteUser, listUsers, renewInvitation, rolePresets, updateUser } from './service';

const tags = ['platform'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: integerIdSchema });
const withConflict = { ...errorResponses, 409: errorBodySchema };

/** The company's users and the role presets (issue 14 item 4); the admin's scopes `user:*`. */
export const userRoutes =
  (context: ApiContext, mailer: AccountMailer): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const links = { publicUrl: context.publicUrl, mailer };

    app.get(
      '/user',
      {
        config: { scopes: ['user:read'] },
        schema: {
          tags,
          security,
          summary: "The company's users; search name, email, phone; filters role, is_active",
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(companyUserSchema), ...errorResponses },
        },
      },
      (request) => listUsers(db, authOf(request), request.query),
    );

    app.get(
      '/user/:id',
      {
        config: { scopes: ['user:read'] },
        schema: {
          tags,
          security,
          summary: "A user of the caller's company",
          params: idParams,
          response: { 200: dataOf(companyUserSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getUser(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/user',
      {
        config: { scopes: ['user:create'] },
        schema: {
          tags,
          security,
          summary: 'Invites a user: the role preset, and a one-time link (72 hours) to set a password',
          description:
            'Answers the `invitation_url` for the admin to copy; the link is also e-mailed when SMTP is ' +
            'configured (`email_sent`). An e-mail already used answers 409 `conflict/duplicate`.',
          body: inviteUserRequestSchema,
          response: { 201: dataOf(invitedUserSchema), ...withConflict },
        },
      },
      async (request, reply) => {
        const invited = await inviteUser(db, authOf(request), request.body, links);
        return reply.status(201).send({ data: invited });
      },
    );

    app.post(
      '/user/:id/invitation',
      {
        config: { scopes: ['user:create'] },
        schema: {
          tags,
          security,
          summary: 'A new invitation link for a user who has not set a password; the old link stops working',
          params: idParams,
          response: { 200: dataOf(invitedUserSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await renewInvitation(db, authOf(request), request.params.id, links) }),
    );

    app.patch(
      '/user/:id',
      {
        config: { scopes: ['user:update'] },
        schema: {
          tags,
          security,
          summary: "Changes a user's role, scopes or activity",
          description:
            "A new role without `scopes` takes the role's preset. The company's last admin can be " +
            'neither deactivated nor demoted: 409 `user/last-admin`. Deactivation takes effect at once.',
          params: idParams,
          body: updateUserRequestSchema,
          response: { 200: dataOf(companyUserSchema), ...withConflict },
        },
      },
      async (request) => ({
        data: await updateUser(db, authOf(request), request.params.id, request.body),
      }),
    );

    app.get(
      '/role',
      {
        config: { scopes: ['user:read'] },
        schema: {
          tags,
          security,
          summary: 'The role presets and their scopes, and every scope grouped by module',
          response: { 200: dataOf(rolesResponseSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: rolePresets(authOf(request).language, ASSIGNABLE_ROLES) }),
    );
  };
