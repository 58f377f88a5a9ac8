import { isApiError } from './errors';

/** The server's message when it sent one; a network failure has its own. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error)) return error.message;
  if (error instanceof TypeError) return 'Network error. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : fallback;
}
