import { MESSAGES } from '@tradeloom/domain';
import { toast } from 'sonner';

/** Better Auth answers `{ error: { message, code, status } }`; show the provider's message when it has one. */
export function toastAuthError(error: { message?: string | null } | null | undefined, fallback: string = MESSAGES.auth.unexpected) {
  toast.error(error?.message?.trim() ? error.message : fallback);
}
