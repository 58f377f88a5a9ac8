/**
 * Requests in which the first proof of an address removed a password set before it (decision 021),
 * so the answer can send the owner to Settings to set a new one. Keyed by the request object, which
 * Better Auth hands to its hooks and to beforeEmailVerification alike; nothing outlives the request.
 */
const removed = new WeakSet<Request>();

export function markPasswordRemoved(request: Request | undefined): void {
  if (request) removed.add(request);
}

export function wasPasswordRemoved(request: Request | undefined): boolean {
  return request ? removed.has(request) : false;
}

/** Where the owner lands after such a sign-in: Settings' security card, which offers 'Set a password'. */
export const PASSWORD_REMOVED_TARGET = '/settings?tab=security&password_removed=1';
