/**
 * Which body types each route accepts, written in one place: the OpenAPI document's requestBody.content
 * for our routes (what the document promises is what is let through), Better Auth's own list for its
 * routes. A body of any other type is refused with 415 before a byte of it is read: a JSON route sent
 * text/plain or application/merge-patch+json, an upload sent JSON (decision 023).
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

/** The bodies Better Auth reads (each of its endpoints narrows this further and answers 415 itself). */
export const AUTH_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;
const AUTH_PATH = /^\/api\/auth\//;

/** The media type of a Content-Type header without its parameters, lower case; '' when there is none. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface BodyRoute {
  method: string;
  pattern: RegExp;
  /** Path parameters: of two templates matching a path, the one with fewer is the route (a literal wins). */
  params: number;
  accepts: string[];
}

/** The part of an OpenAPI document read here (paths → methods → requestBody.content). */
interface OpenApiDoc {
  paths?: object;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The routes of the document that take a body, with the media types each accepts. */
export function bodyRoutesOf(doc: OpenApiDoc): BodyRoute[] {
  const routes: BodyRoute[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {}) as [string, Record<string, unknown>][]) {
    for (const [method, op] of Object.entries(item ?? {})) {
      const content = (op as { requestBody?: { content?: unknown } } | undefined)?.requestBody?.content;
      if (!content || typeof content !== 'object') continue;
      const parts = template.split(/\{[^}]+\}/);
      routes.push({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${parts.map(escapeRegExp).join('[^/]+')}$`),
        params: parts.length - 1,
        accepts: Object.keys(content).map((t) => t.toLowerCase()),
      });
    }
  }
  return routes.sort((a, b) => a.params - b.params);
}

/** The body types a request to this route may carry; null when the route takes no body (nothing reads one). */
export function acceptedBodyTypes(routes: readonly BodyRoute[], method: string, path: string): readonly string[] | null {
  if (method === 'POST' && AUTH_PATH.test(path)) return AUTH_BODY_TYPES;
  return routes.find((r) => r.method === method && r.pattern.test(path))?.accepts ?? null;
}

/** A request carries a body unless it has none at all or says it is empty. */
export function hasBody(raw: Request): boolean {
  return raw.body !== null && raw.headers.get('content-length') !== '0';
}

export function unsupportedMediaType(accepts: readonly string[], contentType: string): ApiError {
  const given = contentType ? `Content-Type ${contentType}` : 'no Content-Type';
  return new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `This route accepts a body of type ${accepts.join(' or ')}; the request has ${given}.`,
    { accepts },
  );
}

/**
 * Refuses a body of a type the route does not accept (415). `routes` is read at the first request,
 * once every route is registered.
 */
export function refuseUnsupportedMediaTypes(routes: () => readonly BodyRoute[]): MiddlewareHandler {
  let known: readonly BodyRoute[] | undefined;
  return async (c, next) => {
    const raw = c.req.raw;
    if (hasBody(raw)) {
      known ??= routes();
      const accepts = acceptedBodyTypes(known, c.req.method, c.req.path);
      const header = raw.headers.get('content-type') ?? '';
      if (accepts && !accepts.includes(mediaTypeOf(header))) throw unsupportedMediaType(accepts, header.slice(0, 100));
    }
    await next();
  };
}
