import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http';
import { buildUser } from '../../test/user.factory';
import { fetchSessionUser } from './api';
import { clearToken, storeToken } from './token-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('the session user without a connection', () => {
  it('opens with the user the server last answered when there is no answer at all', async () => {
    storeToken('token-of-budi');
    const budi = buildUser('driver');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: budi })),
    );
    expect((await fetchSessionUser()).email).toBe(budi.email);
    offline();
    expect((await fetchSessionUser()).email).toBe(budi.email);
  });

  it('never covers up a refusal: an expired token still ends the session', async () => {
    storeToken('token-of-budi');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: buildUser('driver') })),
    );
    await fetchSessionUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'auth/unauthorized', message: 'Sesi Anda telah berakhir.' }, 401)),
    );
    await expect(fetchSessionUser()).rejects.toMatchObject({ status: 401 });
  });

  it('keeps nothing of the last user after logging out', async () => {
    storeToken('token-of-budi');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: buildUser('driver') })),
    );
    await fetchSessionUser();
    clearToken();
    offline();
    await expect(fetchSessionUser()).rejects.toMatchObject({ status: 0 });
  });
});
