/**
 * One fake of the app's HTTP API for the web tests (docs/style.md#tests). `installFakeApi()` takes
 * the place of `fetch` for one test: routes answer by method and path pattern, every request is
 * recorded, and a request no route answers fails the test (tests/web/setup.ts checks after each
 * test), so a mistyped path or a call nobody expected cannot hide behind a silent 404.
 */
import { APP_DEFAULT_ROUTES } from './app-defaults';
import { matchPath } from './route-pattern';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the app sent it. */
export interface FakeRequest {
  readonly method: Method;
  readonly url: URL;
  /** The route pattern's named segments (`:service`, and `*` for the rest). */
  readonly params: Readonly<Record<string, string>>;
  readonly headers: Headers;
  /** A JSON body parsed; a FormData (an upload) or any other body as sent; undefined if none. */
  readonly body: unknown;
}

/**
 * Answers a request: a Response is sent as it is (errors, files, streams; an async handler
 * delays it), undefined as 204, anything else as 200 JSON. A throw rejects the fetch, as a
 * network failure does.
 */
export type Handler = (request: FakeRequest) => unknown;

export interface FakeApi {
  /** Routes `method pattern` to `handler`; routed again, the later handler answers. */
  on(method: Method, pattern: string, handler: Handler): FakeApi;
  /** Answers every request no route takes, instead of failing the test. */
  otherwise(handler: Handler): FakeApi;
  /** The requests sent so far, in order; with a pattern, only those it matches, with its params. */
  calls(method?: Method, pattern?: string): FakeRequest[];
  reply: typeof reply;
}

export interface FakeApiOptions {
  /** Answer the app shell's background calls as a fresh server would (app-defaults.ts). */
  appDefaults?: boolean;
}

/** A JSON answer with any status (no body: an empty one). */
export function reply(status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

interface Route {
  method: Method;
  pattern: string;
  handler: Handler;
}

let installed: { unrouted: string[]; restore: () => void } | null = null;

export function installFakeApi({ appDefaults = false }: FakeApiOptions = {}): FakeApi {
  if (installed) throw new Error('The fake API is already installed: add routes with api.on().');
  const routes: Route[] = appDefaults ? [...APP_DEFAULT_ROUTES] : [];
  const sent: FakeRequest[] = [];
  const unrouted: string[] = [];
  let fallback: Handler | null = null;

  const api: FakeApi = {
    on(method, pattern, handler) {
      routes.push({ method, pattern, handler });
      return api;
    },
    otherwise(handler) {
      fallback = handler;
      return api;
    },
    calls(method, pattern) {
      return sent.flatMap((request) => {
        if (method && request.method !== method) return [];
        if (!pattern) return [request];
        const params = matchPath(pattern, request.url.pathname);
        return params ? [{ ...request, params }] : [];
      });
    },
    reply,
  };

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = requestOf(input, init);
    sent.push(request);
    for (const route of routes.toReversed()) {
      if (route.method !== request.method) continue;
      const params = matchPath(route.pattern, request.url.pathname);
      if (params) return answer(route.handler, { ...request, params }, init?.signal);
    }
    if (fallback) return answer(fallback, request, init?.signal);
    const named = `${request.method} ${request.url.pathname}${request.url.search}`;
    unrouted.push(named);
    throw new Error(`The fake API has no route for ${named}`);
  }

  const original = globalThis.fetch;
  globalThis.fetch = fakeFetch as typeof fetch;
  installed = { unrouted, restore: () => (globalThis.fetch = original) };
  return api;
}

/** Puts `fetch` back; throws, failing the test, if a request found no route. */
export function finishFakeApi(): void {
  if (!installed) return;
  const { unrouted, restore } = installed;
  installed = null;
  restore();
  if (unrouted.length > 0)
    throw new Error(
      `The fake API had no route for:\n  ${unrouted.join('\n  ')}\n` +
        'Route them with api.on(), or opt into installFakeApi({ appDefaults: true }).',
    );
}

function requestOf(input: RequestInfo | URL, init: RequestInit = {}): FakeRequest {
  const request = input instanceof Request ? input : null;
  return {
    method: (init.method ?? request?.method ?? 'GET').toUpperCase() as Method,
    url: new URL(request?.url ?? String(input), window.location.href),
    params: {},
    headers: new Headers(init.headers ?? request?.headers),
    body: bodyOf(init.body),
  };
}

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** The handler's answer as a Response; rejected, like a real fetch, once the signal aborts. */
async function answer(
  handler: Handler,
  request: FakeRequest,
  signal: AbortSignal | null | undefined,
): Promise<Response> {
  signal?.throwIfAborted();
  const value = await new Promise<unknown>((resolve, reject) => {
    const abort = () => reject(signal!.reason);
    signal?.addEventListener('abort', abort, { once: true });
    Promise.resolve()
      .then(() => handler(request))
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', abort));
  });
  if (value instanceof Response) return value;
  if (value === undefined) return new Response(null, { status: 204 });
  return reply(200, value);
}
