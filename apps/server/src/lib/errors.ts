import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown; requestId?: string };
}

/** An error a client can act on; rendered in the one error shape by app.onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

export function codeForStatus(status: number): string {
  return CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'ERROR');
}

export function errorBody(code: string, message: string, requestId?: string, details?: unknown): ErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }), ...(requestId ? { requestId } : {}) } };
}

export { HTTPException };

/** What a client hears while the database cannot be reached (the session lookup and every route). */
export const serviceUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.');

/** Seconds a client is asked to wait (Retry-After) before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: 503, DATABASE_UNAVAILABLE, with Retry-After (app.onError). */
export const databaseUnavailable = () =>
  new ApiError(503, 'DATABASE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.', {
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  });

// Connection-level failures: the database is down, restarting, failing over, closed to new
// connections or unreachable; not a bad query. SQLSTATE class 08 (connection exception), 57P01
// admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300
// too_many_connections, and the socket errors of node-postgres.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGE =
  /PGlite is closed|pool after calling end|Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|is not currently accepting connections/i;

/**
 * Whether an error (or one it was caused by) says the database could not be reached. The one place
 * connection failures are told from other errors: app.onError answers them 503, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
