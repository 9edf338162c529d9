/**
 * The one way the PWA talks to its API (docs/product-rules.md#api-calls): same origin, JSON bodies,
 * uploads as a FormData body (the browser sets its multipart type), the bearer token from local
 * storage when a call needs it, and the time-outs of docs/product-rules.md#time-outs-and-retries.
 */
import { ApiError, apiErrorFrom } from './api-error';
import { timeoutFor } from './timeouts';
import { tokenStore } from './token-store';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as a multipart upload. */
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.auth === false ? null : tokenStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(timeoutFor(path));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not an API failure
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(message, 0, null, 'network_error');
  }

  const parsed = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(method, response.status, parsed);
  return parsed as T;
}
