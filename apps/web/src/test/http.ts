// The API at the network boundary for the web's tests: JSON answers and three ways to stub fetch.
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs fetch at the network boundary: each call is recorded and answered by the first handler
 * whose 'METHOD /path' prefix matches (path without /api, query included); anything else is a 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = Object.keys(handlers).find((prefix) => `${call.method} ${call.path}`.startsWith(prefix));
    const handler = key ? handlers[key] : undefined;
    return handler
      ? handler(call)
      : json({ code: 'route-not-found', message: 'Alamat tidak ditemukan.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** What a list call that the test does not look at answers. */
const emptyList = () =>
  json({ data: { paginated_result: [], ids: [] }, metadata: { page: 1, limit: 10, total_count: 0 } });

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * fetch at the network boundary: each call recorded and answered by `answer`; what it leaves
 * unanswered gets an empty list (a call the test does not look at).
 */
export function stubFetch(answer: (call: Call) => Response | Promise<Response> | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return (await answer(call)) ?? emptyList();
    }),
  );
  return calls;
}

export function errorBody(status: number, code: string, message: string): Response {
  return json({ code, message }, status);
}

export interface StubbedCall {
  url: URL;
  headers: Headers;
}

/** fetch at the network boundary: `answer` by path, a 404 body for anything else. */
export function stubFetchByUrl(answer: (url: URL) => Response | undefined) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url) ?? errorBody(404, 'route-not-found', 'Tidak ditemukan');
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The name of the GraphQL operation a stubbed call sends (`query RawAlerts(...)` gives RawAlerts). */
export const operationOf = (call: Call) =>
  /^\s*(?:query|mutation)\s+(\w+)/.exec(String((call.body as { query?: string })?.query))?.[1];

/** What a refused GraphQL operation answers besides `isSuccessful: false` (status 400 unless given). */
export interface GraphqlRefusal {
  status?: number;
  errorCode?: string | null;
  message?: string | null;
  fieldErrors?: { field: string; code: string; message?: string }[];
}

/**
 * A GraphQL operation's answer in the API's envelope (`{isSuccessful, errorCode, message, status,
 * fieldErrors, <operation>}`): its value, or with a refusal the refusal's fields and no value.
 */
export const graphqlAnswer = (operation: string, value: unknown, refusal?: GraphqlRefusal) =>
  json({
    data: {
      [operation]: {
        isSuccessful: !refusal,
        errorCode: null,
        message: null,
        status: refusal ? 400 : 200,
        fieldErrors: [],
        ...refusal,
        [operation]: refusal ? null : value,
      },
    },
  });
