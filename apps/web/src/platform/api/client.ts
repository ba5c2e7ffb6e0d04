import { API_BASE } from '../config';
import { currentLanguage } from '../i18n';
import { readToken } from '../session/token-storage';
import { ApiError, networkError, toApiError } from './api-error';
import { READ_AFTER_HEADER, readAfterPosition, rememberWritePosition } from './read-after';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 here means "wrong credentials", not "session over" (the login call), so it must not end
   * the session.
   */
  anonymous?: boolean;
  /** What the answer should be; JSON unless a file is asked for (the printable PDF). */
  accept?: string;
}

type UnauthorizedListener = (error: ApiError) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * The session registers here to hear about expired tokens. The client stays free of React: it only
 * reports, and the session decides (clear the token, let the route guard send the user to /login).
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({
    Accept: options.accept ?? 'application/json',
    'Accept-Language': currentLanguage(),
  });
  const token = options.anonymous ? null : readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const readAfter = readAfterPosition();
  if (readAfter) headers.set(READ_AFTER_HEADER, readAfter);
  // A FormData body (a photo) sets its own multipart Content-Type with the boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** A 401 reached another way (a GraphQL envelope): the session hears of it as of any other. */
export function reportUnauthorized(error: ApiError): void {
  unauthorizedListener?.(error);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: bodyOf(options.body),
      signal: options.signal,
    });
    rememberWritePosition(response);
    return response;
  } catch (cause) {
    // A cancelled query is not a failure to report; let TanStack Query see the AbortError.
    if (options.signal?.aborted) throw cause;
    throw networkError(currentLanguage());
  }
}

async function sendChecked(path: string, options: RequestOptions): Promise<Response> {
  const response = await send(path, options);
  if (!response.ok) {
    const error = await toApiError(response, currentLanguage());
    if (response.status === 401 && !options.anonymous) unauthorizedListener?.(error);
    throw error;
  }
  return response;
}

/** The one place that talks to the API: base path, token, language and the error contract. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendChecked(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file the API answers (the printable order), with the same token, language and errors. */
export async function apiBlob(path: string, options: RequestOptions & { accept: string }): Promise<Blob> {
  const response = await sendChecked(path, options);
  return response.blob();
}

/** Single-object answers are `{data: {...}}` (DESIGN.md, API conventions). */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body.data;
}

export { ApiError };
