import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildPlatformWorld, type PlatformWorld } from '../../../../test/factories/platform.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';

const LEGACY = 'https://vsms1.armada.example/';
const MUTATION = `mutation Back($message: String!) {
  backToVsmsV1(message: $message) { ${ENVELOPE} backToVsmsV1 { id createdOn redirectUrl } }
}`;

let t: TestApp;
let world: PlatformWorld;

beforeAll(async () => {
  t = await createTestApp({ legacyAppUrl: LEGACY });
  world = await buildPlatformWorld(t.app, t.database.db);
}, 180_000);
afterAll(() => t.close());

const stored = () => t.database.db.selectFrom('back_to_old_version_requests').selectAll().execute();

describe('backToVsmsV1', () => {
  it('records the reason with the user and answers LEGACY_APP_URL', async () => {
    const answer = await graphql(
      t.app,
      MUTATION,
      { message: 'Fitur yang saya butuhkan belum ada' },
      world.north.admin.headers,
    );
    expect(answer.data?.backToVsmsV1).toMatchObject({
      isSuccessful: true,
      status: 200,
      backToVsmsV1: { redirectUrl: LEGACY },
    });
    expect(await stored()).toEqual([
      expect.objectContaining({
        company_id: world.north.id,
        user_id: world.north.admin.id,
        message: 'Fitur yang saya butuhkan belum ada',
      }),
    ]);
  });

  it.each([
    ['an empty reason', '   '],
    ['a reason over 500 characters', 'a'.repeat(501)],
  ])('refuses %s and records nothing', async (_name, message) => {
    const before = (await stored()).length;
    const answer = await graphql(t.app, MUTATION, { message }, world.north.admin.headers);
    expect(answer.data?.backToVsmsV1).toMatchObject({
      isSuccessful: false,
      errorCode: 'invalid/invalid-fields',
      fieldErrors: [{ field: 'message' }],
    });
    expect(await stored()).toHaveLength(before);
  });

  it('needs back_to_vsms1:create', async () => {
    const answer = await graphql(t.app, MUTATION, { message: 'Lambat' }, world.north.viewer.headers);
    expect(answer.data?.backToVsmsV1).toMatchObject({
      isSuccessful: false,
      status: 403,
      errorCode: 'auth/forbidden',
    });
  });
});

describe('backToVsmsV1 without LEGACY_APP_URL', () => {
  it('answers legacy-app-not-configured and records nothing', async () => {
    const bare = await createTestApp();
    try {
      const other = await buildPlatformWorld(bare.app, bare.database.db);
      const answer = await graphql(bare.app, MUTATION, { message: 'Lambat' }, other.north.admin.headers);
      expect(answer.data?.backToVsmsV1).toMatchObject({
        isSuccessful: false,
        status: 404,
        errorCode: 'platform/legacy-app-not-configured',
      });
      const rows = await bare.database.db.selectFrom('back_to_old_version_requests').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await bare.close();
    }
    // A second app and its logins: as slow as a beforeAll on a loaded machine.
  }, 180_000);
});
