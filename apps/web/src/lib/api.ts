import type { z } from 'zod';

/** The server's one error shape: `{ error: { code, message, details?, requestId? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly requestId?: string;

  constructor(status: number, code: string, message: string, details?: unknown, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ApiFetchOptions<T> extends Omit<RequestInit, 'body'> {
  body?: unknown;
  schema?: z.ZodType<T>;
}

/**
 * Same-origin JSON fetch with the session cookie. Non-2xx answers become an ApiError;
 * a network failure stays a TypeError so callers can tell the two apart.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { body, schema, headers, ...init } = options;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);

  if (!response.ok) {
    const error = (payload as { error?: Record<string, unknown> } | undefined)?.error;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
      typeof error?.message === 'string' ? error.message : response.statusText || 'Request failed',
      error?.details,
      typeof error?.requestId === 'string' ? error.requestId : undefined,
    );
  }

  return schema ? schema.parse(payload) : (payload as T);
}
