import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { DEMO_LOGINS } from '../src/seed';
import { demoPassword } from '../src/seed/builders/builders';
import { createTestDatabase } from './database';

export const TEST_JWT_SECRET = new TextEncoder().encode(
  'test-secret-that-is-long-enough-for-hs256-0123456789',
);

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** The real application on a fresh database, called in-process with inject. */
export async function createTestApp(
  options: Partial<
    Pick<
      AppOptions,
      | 'webDist'
      | 'trustProxy'
      | 'loginRateLimit'
      | 'storage'
      | 'publicUrl'
      | 'live'
      | 'smtp'
      | 'media'
      | 'legacyAppUrl'
      | 'intakeQueueMaxPositions'
    >
  > = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, ...options });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Logs in through the API and returns the Bearer header for later calls. */
export async function loginAs(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.body}`);
  const token = response.json<{ data: { token: string } }>().data.token;
  return { authorization: `Bearer ${token}` };
}

export type Request = InjectOptions;

/** The Bearer header of the demo's admin, on an app whose database holds the demo seed. */
export async function loginAsDemoAdmin(app: FastifyInstance) {
  const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
  if (!admin) throw new Error('the demo has no admin');
  return loginAs(app, admin.email, demoPassword());
}
