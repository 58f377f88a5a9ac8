/**
 * The web app's only way to the API: a fetch client typed from the server's OpenAPI document
 * (schema.gen.ts, `npm run api:generate`). A path, parameter or field the server renames fails the
 * web type check. Decision 005.
 */
import createClient from 'openapi-fetch';
import { toApiError } from './errors';
import type { paths } from './schema.gen';

export type ApiPaths = paths;

export const api = createClient<paths>({
  baseUrl: '',
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
});

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful answer; a failed one becomes an ApiError (a network failure stays a
 * TypeError, so callers can tell the two apart). `api.GET(...)` already parses both bodies.
 */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw toApiError(response.status, response.statusText, error);
  return data as T;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = paths[P][M] extends { parameters: infer X } ? X : never;
type PathParams<P extends keyof paths, M extends Method> = Operation<P, M> extends { path: infer X } ? X : never;
type QueryParams<P extends keyof paths, M extends Method> = Operation<P, M> extends { query?: infer X } ? X : never;

/**
 * The URL of an operation, for the few places that cannot go through `api`: a link the browser
 * follows (a download) and an upload that needs XMLHttpRequest's progress events. Typed like `api`.
 */
export function apiUrl<P extends keyof paths, M extends Method>(
  path: P,
  _method: M,
  params: { path?: PathParams<P, M>; query?: QueryParams<P, M> } = {},
): string {
  const pathValues = (params.path ?? {}) as Record<string, string | number>;
  const filled = String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathValues[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((params.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}
