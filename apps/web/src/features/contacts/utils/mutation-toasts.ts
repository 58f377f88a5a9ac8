import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api/error-message';
import { CONTACT_MESSAGES } from './contact-messages';

export const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

/** The plan's contact limit refused a new contact (403 CONTACT_LIMIT): the form offers the upgrade. */
export const isContactLimit = (error: unknown) => isApiError(error) && error.code === 'CONTACT_LIMIT';

/** Spec §8: 'Sign in required' without a session, otherwise 'Error' with the server's message. */
export function toastContactError(error: unknown) {
  if (isSignedOut(error)) toast.error(CONTACT_MESSAGES.signInRequired);
  else toast.error(CONTACT_MESSAGES.errorTitle, { description: errorMessage(error) });
}
