/**
 * Every route of the OpenAPI document (and Better Auth's own), fed hostile input: NUL characters,
 * lone surrogates, huge and non-finite numbers, long strings and long lists, wrong types. A client's
 * mistake must never answer 5xx, and every 4xx must be the one error shape.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Target {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyKeys: string[] | null;
  multipart: boolean;
  /** The body's media types the route accepts (the document's requestBody.content; Better Auth's own). */
  accepts: string[];
}

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufffe',
  '%00',
  '1e400',
  '99999999999999999999999',
  '-1',
  'NaN',
  '',
  ' ',
  '../../etc/passwd',
  "'; drop table contacts; --",
  'x'.repeat(20_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63), 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileList = fc.oneof(
  fc.array(hostileString, { maxLength: 5 }),
  fc.constant(Array.from({ length: 3000 }, (_, i) => `v${i}`)),
  fc.constant(['\u0000']),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  hostileList,
  fc.constant(null),
  fc.boolean(),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
/** Query values travel as text: one value or a repeated key. */
const queryValue = fc.oneof(
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(Array.from({ length: 2500 }, (_, i) => `c${i}`)),
);

function targetsOf(doc: { paths: Record<string, Record<string, Operation>> }): Target[] {
  const out: Target[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const json = op.requestBody?.content['application/json'];
      out.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        bodyKeys: json ? Object.keys(json.schema?.properties ?? {}) : null,
        multipart: Boolean(op.requestBody?.content['multipart/form-data']),
        accepts: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  return out;
}

/** Better Auth's routes are not in the document; the ones a visitor can reach without a session. */
const AUTH_TARGETS: Target[] = [
  ['/api/auth/sign-in/email', ['email', 'password', 'rememberMe']],
  ['/api/auth/sign-up/email', ['email', 'password', 'name', 'phone', 'termsAccepted']],
  ['/api/auth/sign-in/magic-link', ['email', 'callbackURL']],
  ['/api/auth/request-password-reset', ['email', 'redirectTo']],
  ['/api/auth/reset-password', ['newPassword', 'token']],
  ['/api/auth/verify-email', []],
].map(([path, bodyKeys]) => ({
  method: 'POST',
  path: path as string,
  query: [],
  pathParams: [],
  bodyKeys: bodyKeys as string[],
  multipart: false,
  accepts: ['application/json', 'application/x-www-form-urlencoded'],
}));
const noBody = { pathParams: [], bodyKeys: null, multipart: false, accepts: [] };
AUTH_TARGETS.push(
  { method: 'GET', path: '/api/auth/magic-link/verify', query: ['token', 'callbackURL'], ...noBody },
  { method: 'GET', path: '/api/auth/verify-email', query: ['token', 'callbackURL'], ...noBody },
  { method: 'GET', path: '/api/auth/get-session', query: [], ...noBody },
);

let rt: TestRuntime;
let cookie: string;
let contactId: string;
let targets: Target[];

beforeAll(async () => {
  rt = await createTestRuntime();
  ({ cookie } = await signUp(rt));
  const created = await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'Fuzz Target', location: 'Rotterdam' } });
  contactId = (await created.json()).id;
  const doc = await (await rt.request('GET', '/api/openapi.json')).json();
  targets = [...targetsOf(doc), ...AUTH_TARGETS];
});
afterAll(async () => {
  await rt?.dispose();
});

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its raw 3 bytes (invalid UTF-8). */
function encodeHostile(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });
}

function urlFor(t: Target, pathValues: Record<string, string>, query: Record<string, unknown>): string {
  const path = t.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeHostile(pathValues[name] ?? contactId));
  const qs = Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${encodeHostile(String(one))}`))
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

async function expectClientError(res: Response, what: string) {
  // A live stream (GET /api/profile/events) never ends: its status is the answer.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    expect(res.status, what).toBe(200);
    return;
  }
  const text = await res.text();
  expect(res.status, `${what} -> ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400 && res.status !== 404) {
    const body = JSON.parse(text);
    expect(body.error, `${what}: error shape`).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
}

describe('hostile input on every route', () => {
  it('covers the documented routes', () => {
    expect(targets.length).toBeGreaterThan(15);
  });

  it('never answers 5xx to a query, path or JSON body', async () => {
    for (const t of targets) {
      const pathArb = fc.record(Object.fromEntries(t.pathParams.map((n) => [n, fc.oneof(fc.constant(contactId), hostileString)])));
      const queryArb = fc.record(Object.fromEntries(t.query.map((n) => [n, queryValue])), { requiredKeys: [] });
      const bodyArb: fc.Arbitrary<unknown> =
        t.bodyKeys === null
          ? fc.constant(undefined)
          : fc.oneof(
              { weight: 4, arbitrary: fc.record(Object.fromEntries(t.bodyKeys.map((k) => [k, hostileValue])), { requiredKeys: [] }) },
              { weight: 1, arbitrary: hostileValue },
              { weight: 1, arbitrary: fc.jsonValue() },
            );
      await fc.assert(
        fc.asyncProperty(pathArb, queryArb, bodyArb, fc.boolean(), async (pathValues, query, body, signedIn) => {
          const url = urlFor(t, pathValues as Record<string, string>, query);
          const res = await rt.request(t.method, url, {
            cookie: signedIn ? cookie : undefined,
            ...(t.bodyKeys !== null ? { json: body ?? null } : {}),
          });
          await expectClientError(res, `${t.method} ${url.slice(0, 200)} body=${JSON.stringify(body)?.slice(0, 200)}`);
        }),
        { numRuns: 25 },
      );
    }
  }, 240_000);

  it('never answers 5xx to a garbled multipart upload', async () => {
    const uploads = targets.filter((t) => t.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const t of uploads) {
      await fc.assert(
        fc.asyncProperty(hostileString, hostileString, async (filename, content) => {
          const boundary = 'fuzzboundary';
          const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
          const url = urlFor(t, {}, {});
          const res = await rt.request('POST', url, {
            cookie,
            body,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
          await expectClientError(res, `POST ${url} filename=${JSON.stringify(filename).slice(0, 80)}`);
        }),
        { numRuns: 20 },
      );
    }
  }, 120_000);

  it('checks every body whatever its content type says, and refuses a type the route does not accept with 415', async () => {
    // JSON-ish types a client may send (Hono and Better Auth read any application/*+json as JSON), a text
    // type carrying JSON, a form, no type at all; each with NUL and lone surrogates, raw and escaped.
    const types = [
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/merge-patch+json',
      'application/vnd.api+json',
      'application/json-patch+json',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      undefined,
    ];
    const bodiesFor = (t: Target): string[] => {
      const keys = t.bodyKeys?.length ? t.bodyKeys : ['name'];
      const json = (v: string) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, v])));
      return [
        json('a\u0000b'),
        json('x\ud800y'),
        json('\udfff'),
        JSON.stringify(['\u0000']),
        keys.map((k) => `${k}=a%00b`).join('&'),
        keys.map((k) => `${k}=%ED%A0%80`).join('&'),
      ];
    };
    const accepted = (t: Target, type: string | undefined) =>
      type !== undefined && t.accepts.some((a) => a === type.split(';')[0]!.trim().toLowerCase());
    let refused = 0;
    for (const t of targets.filter((x) => x.bodyKeys !== null && !x.multipart && !x.path.includes('/webhook'))) {
      const url = urlFor(t, {}, {});
      for (const type of types) {
        for (const body of bodiesFor(t)) {
          const res = await rt.request(t.method, url, { cookie, body, headers: type ? { 'content-type': type } : {} });
          const what = `${t.method} ${url} content-type=${type} body=${JSON.stringify(body).slice(0, 80)}`;
          if (!accepted(t, type) && res.status === 415) refused++;
          if (!accepted(t, type) && res.status < 400) throw new Error(`${what} -> ${res.status}: a type the route does not accept`);
          if (!accepted(t, type) && !t.path.startsWith('/api/auth/')) expect(res.status, what).toBe(415);
          await expectClientError(res, what);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
  }, 240_000);

  it('answers 415 in the one error shape, naming the types the route accepts', async () => {
    const res = await rt.request('PATCH', '/api/profile', {
      cookie,
      body: '{"full_name":"Someone"}',
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(res.status).toBe(415);
    const body = await res.json();
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.error.message).toContain('application/json');
    // An upload route takes multipart/form-data only, refused before any of the body is read.
    const upload = await rt.request('POST', '/api/imports', { cookie, json: { file: 'x' } });
    expect(upload.status).toBe(415);
    expect((await upload.json()).error.message).toContain('multipart/form-data');
  });
});
