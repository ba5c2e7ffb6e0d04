import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/password';
import type { Database } from '../../src/db/schema';
import { buildCompany, buildUser } from '../../src/seed/builders/builders';
import { buildPlatformOperator } from '../../src/seed/demo-platform';
import { loginAs } from '../app';
import { multipartBody } from '../multipart';

export const PLATFORM_PASSWORD = 'kata-sandi-platform';

export type Headers = { authorization: string };

export interface PlatformCompany {
  id: number;
  admin: { id: number; headers: Headers };
  viewer: { id: number; headers: Headers };
}

export interface PlatformWorld {
  operator: { id: number; headers: Headers };
  north: PlatformCompany;
  south: PlatformCompany;
}

let worlds = 0;

async function company(
  app: FastifyInstance,
  db: Kysely<Database>,
  name: string,
  tag: string,
): Promise<PlatformCompany> {
  const row = await buildCompany(db, { name });
  const admin = await buildUser(db, {
    company_id: row.id,
    role: 'admin',
    email: `admin.${tag}@platform.uji`,
    password: PLATFORM_PASSWORD,
  });
  const viewer = await buildUser(db, {
    company_id: row.id,
    role: 'viewer',
    email: `viewer.${tag}@platform.uji`,
    password: PLATFORM_PASSWORD,
  });
  return {
    id: row.id,
    admin: { id: admin.id, headers: await loginAs(app, admin.email, PLATFORM_PASSWORD) },
    viewer: { id: viewer.id, headers: await loginAs(app, viewer.email, PLATFORM_PASSWORD) },
  };
}

/** The operator and two companies with an admin and a viewer each, all logged in through the API. */
export async function buildPlatformWorld(app: FastifyInstance, db: Kysely<Database>): Promise<PlatformWorld> {
  worlds += 1;
  const email = `operator${worlds}@platform.uji`;
  const operator = await buildPlatformOperator(db, {
    passwordHash: await hashPassword(PLATFORM_PASSWORD),
    email,
  });
  return {
    operator: { id: operator.userId, headers: await loginAs(app, email, PLATFORM_PASSWORD) },
    north: await company(app, db, `PT Utara Platform ${worlds}`, `utara${worlds}`),
    south: await company(app, db, `PT Selatan Platform ${worlds}`, `selatan${worlds}`),
  };
}

/** A real small PNG (the seed's banner). */
export const PNG_BYTES = readFileSync(new URL('../../src/seed/assets/banner-promo.png', import.meta.url));

/** Uploads an image as the operator and answers its asset id. */
export async function uploadImage(
  app: FastifyInstance,
  headers: Headers,
  bytes: Uint8Array = PNG_BYTES,
  fileName = 'gambar.png',
) {
  const body = multipartBody({}, [{ fileName, contentType: 'image/png', bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/platform/v1/operator/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A call as someone: `app.inject` with their Bearer header. */
export const callAs =
  (app: FastifyInstance) =>
  (headers: Headers, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
