import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { CONTACT_MESSAGES } from './contact-messages';

/** The server's message when it sent one; a network failure has its own. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error)) return error.message;
  if (error instanceof TypeError) return 'Network error. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : fallback;
}

export const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

/** The plan's contact limit refused a new contact (403 CONTACT_LIMIT): the form offers the upgrade. */
export const isContactLimit = (error: unknown) => isApiError(error) && error.code === 'CONTACT_LIMIT';

/** Spec §8: 'Sign in required' without a session, otherwise 'Error' with the server's message. */
export function toastContactError(error: unknown) {
  if (isSignedOut(error)) toast.error(CONTACT_MESSAGES.signInRequired);
  else toast.error(CONTACT_MESSAGES.errorTitle, { description: errorMessage(error) });
}
