/** The server's one error shape, `{ error: { code, message, details?, requestId? } }`, on the client. */
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

/**
 * The one place a failed answer is read. `payload` is the parsed body when there was one (JSON, or
 * the raw text of a proxy's HTML page); anything that is not the error shape falls back to the status.
 */
export function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const error =
    payload && typeof payload === 'object' && 'error' in payload && payload.error && typeof payload.error === 'object'
      ? (payload.error as Record<string, unknown>)
      : undefined;
  return new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : `HTTP_${status}`,
    typeof error?.message === 'string' && error.message ? error.message : statusText || 'Request failed',
    error?.details,
    typeof error?.requestId === 'string' ? error.requestId : undefined,
  );
}
