import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http';
import { storeToken } from '../session/token-storage';
import { isApiError } from './api-error';
import { onUnauthorized } from './client';
import { graphqlRequest } from './graphql';

interface Sent {
  url: string;
  headers: Headers;
  body: { query: string; variables: Record<string, unknown> };
}

function answerWith(response: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      return response();
    }),
  );
  return sent;
}

const envelope = (operation: string, fields: Record<string, unknown>) =>
  json({ data: { [operation]: fields } });

describe('graphqlRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the query with the Bearer token and answers the operation value', async () => {
    storeToken('tok-1');
    const sent = answerWith(() =>
      envelope('unresolvedAlertCounts', {
        isSuccessful: true,
        errorCode: null,
        message: null,
        status: 200,
        unresolvedAlertCounts: { urgent: 3, important: 120 },
      }),
    );

    const counts = await graphqlRequest('unresolvedAlertCounts', 'query Q { x }', { filter: { a: 1 } });

    expect(counts).toEqual({ urgent: 3, important: 120 });
    expect(sent[0]?.url).toBe('/api/graphql');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent[0]?.body).toEqual({ query: 'query Q { x }', variables: { filter: { a: 1 } } });
  });

  it('rejects a refused envelope as the ApiError a REST call gives, field errors included', async () => {
    answerWith(() =>
      envelope('upsertRawAlertsAction', {
        isSuccessful: false,
        errorCode: 'alert/false-alert-reason-required',
        errorName: 'BAD_REQUEST',
        message: 'Alasan lainnya wajib diisi.',
        status: 400,
        fieldErrors: [{ field: 'data', code: 'required', message: 'Alasan lainnya wajib diisi.' }],
        upsertRawAlertsAction: null,
      }),
    );

    const error = await graphqlRequest('upsertRawAlertsAction', 'mutation M { x }').catch((caught) => caught);

    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'alert/false-alert-reason-required',
      message: 'Alasan lainnya wajib diisi.',
      fieldErrors: [{ field: 'data', code: 'required', message: 'Alasan lainnya wajib diisi.' }],
    });
  });

  it('ends the session on a 401 envelope, as REST does', async () => {
    const ended: string[] = [];
    const stop = onUnauthorized((error) => ended.push(error.code));
    answerWith(() =>
      envelope('rawAlerts', {
        isSuccessful: false,
        errorCode: 'auth/unauthenticated',
        message: 'Sesi Anda telah berakhir.',
        status: 401,
        rawAlerts: null,
      }),
    );

    await expect(graphqlRequest('rawAlerts', 'query { x }')).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual(['auth/unauthenticated']);
    stop();
  });

  it('rejects a request refused before any operation (HTTP 400 with errors)', async () => {
    answerWith(() =>
      json({ errors: [{ message: 'too deep', extensions: { code: 'graphql/query-too-deep' } }] }, 400),
    );

    await expect(graphqlRequest('rawAlerts', 'query { x }')).rejects.toMatchObject({ status: 400 });
  });
});
