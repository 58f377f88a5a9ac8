/**
 * A fake of the server's API for component tests: a small router from `METHOD /path` (the typed
 * client's paths, `{id}` for a parameter) to answers, recording every call. A call no route answers
 * fails the test (after it, in setup.ts) and is answered 501 meanwhile, so a screen that starts asking
 * for something new is noticed.
 *
 *   const api = fakeApi({ 'GET /api/profile': profileFixture() })
 *     .on('POST /api/profile/verify-password', ({ body }) => (body.password === 'x' ? { verified: true } : apiError(400, 'INVALID_PASSWORD', 'No')));
 *   renderWithApp(<Card />, { api });
 *   expect(api.callsTo('POST /api/profile/verify-password')).toHaveLength(1);
 */
import type { ApiPaths } from '@/lib/api/client';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `GET /api/profile`, ... for every operation of the OpenAPI document. */
export type ApiRoute = {
  [P in keyof ApiPaths & string]: {
    [M in Method]: NonNullable<ApiPaths[P][M]> extends never ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof ApiPaths & string];

/** Better Auth's own endpoints are not in the OpenAPI document. */
export type AuthRoute = `${Uppercase<Method>} /api/auth/${string}`;

export type Route = ApiRoute | AuthRoute;

export interface ApiCall {
  method: string;
  path: string;
  /** The route that answered (undefined for an unknown call). */
  route?: Route;
  /** Path parameters of the route, e.g. `{ id: '42' }` for `/api/contacts/{id}`. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, the text for other bodies, a FormData for multipart, undefined for none. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the body it knows.
  body: any;
  request: Request;
}

/** An answer: a JSON value (status 200), a Response (see `reply`, `apiError`), or a function of the call. */
export type Answer = object | string | number | boolean | null | undefined;
export type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** A JSON answer with a status. */
export const reply = (status: number, body?: unknown): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's error shape. */
export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response =>
  reply(status, { error: { code, message, ...extra } });

interface Entry {
  route: Route;
  method: string;
  pattern: RegExp;
  names: string[];
  answer: Answer | Handler;
}

export interface FakeApi {
  /** Answers a route (a later `on` for the same route replaces the earlier one). */
  on(route: Route, answer: Answer | Handler): FakeApi;
  /** Every call, in order. */
  readonly calls: ApiCall[];
  /** The calls one route answered. */
  callsTo(route: Route): ApiCall[];
  /** Calls no route answered. */
  readonly unknown: ApiCall[];
  /** The fetch the app uses while this API is installed. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}

const ORIGIN = 'http://localhost:3000';

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  if (type.includes('json') || /^[[{"]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function compile(route: Route): Entry {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, method, pattern: new RegExp(`^${source}$`), names, answer: undefined };
}

export function fakeApi(routes: Partial<Record<Route, Answer | Handler>> = {}): FakeApi {
  const entries: Entry[] = [];
  const calls: ApiCall[] = [];
  const unknown: ApiCall[] = [];
  const api: FakeApi = {
    on(route, answer) {
      const existing = entries.find((e) => e.route === route);
      if (existing) existing.answer = answer;
      else entries.push({ ...compile(route), answer });
      return api;
    },
    calls,
    unknown,
    callsTo: (route) => calls.filter((c) => c.route === route),
    async fetch(input, init) {
      const request =
        input instanceof Request && !init ? input : new Request(input instanceof Request ? input : new URL(String(input), ORIGIN), init);
      const url = new URL(request.url, ORIGIN);
      const call: ApiCall = {
        method: request.method.toUpperCase(),
        path: url.pathname,
        params: {},
        query: url.searchParams,
        body: await readBody(request.clone()),
        request,
      };
      calls.push(call);
      // The most specific route wins: a literal segment beats a parameter.
      const matches = entries
        .filter((e) => e.method === call.method && e.pattern.test(call.path))
        .sort((a, b) => a.names.length - b.names.length);
      const entry = matches[0];
      if (!entry) {
        unknown.push(call);
        console.error(`fake API: no answer for ${call.method} ${call.path}${url.search}`);
        return apiError(501, 'NOT_IN_FAKE_API', `No answer for ${call.method} ${call.path}`);
      }
      call.route = entry.route;
      const values = entry.pattern.exec(call.path)!.slice(1);
      entry.names.forEach((name, i) => {
        call.params[name] = decodeURIComponent(values[i]!);
      });
      const answer = typeof entry.answer === 'function' ? await (entry.answer as Handler)(call) : entry.answer;
      if (answer instanceof Response) return answer.bodyUsed ? answer : answer.clone();
      if (answer === undefined) return new Response(null, { status: 204 });
      return reply(200, answer);
    },
  };
  for (const [route, answer] of Object.entries(routes)) api.on(route as Route, answer);
  return api;
}

let installed: FakeApi | undefined;

/**
 * Sends the app's requests to `api` until the test ends. setup.ts puts a fetch in place before any
 * module binds one (the typed client keeps the fetch it was made with) that forwards here.
 */
export function installFakeApi(api: FakeApi): FakeApi {
  installed = api;
  return api;
}

/** The installed fake API, if any (setup.ts forwards fetch to it). */
export const installedFakeApi = () => installed;

/** Ends the test's fake API; throws when the screen asked something no route answered. */
export function uninstallFakeApi(): void {
  const api = installed;
  installed = undefined;
  if (api?.unknown.length) {
    const list = api.unknown.map((c) => `  ${c.method} ${c.path}`).join('\n');
    throw new Error(`The fake API was asked what no route answers:\n${list}\nAdd them with api.on('METHOD /path', answer).`);
  }
}
