/**
 * Where a mailbox may be (SSRF guard, decision 039; the guard itself is lib/private-address.ts, shared with calendar links): the server connects to a host the user typed, so
 * in production a name that resolves to loopback, a private, link-local or otherwise internal address
 * is refused (MAILBOX_ALLOW_PRIVATE_HOSTS lets a self-hosted install reach its own mail server). The
 * connection then goes to the address that was checked, not to a second lookup of the name.
 */
import { MAILBOX_MESSAGES } from '@tradeloom/domain';
import { ApiError } from '../../lib/errors.ts';
import { HostRefused, resolvePublicHost } from '../../lib/private-address.ts';

export { isInternalAddress } from '../../lib/private-address.ts';

/** The address to connect to for this host; refuses an internal one unless allowed. */
export async function resolveMailboxHost(host: string, allowPrivate: boolean): Promise<string> {
  try {
    return (await resolvePublicHost(host, allowPrivate))[0]!.address;
  } catch (err) {
    if (err instanceof HostRefused && err.reason === 'private')
      throw new ApiError(422, 'MAILBOX_PRIVATE_HOST', MAILBOX_MESSAGES.privateHost);
    throw new ApiError(422, 'MAILBOX_UNREACHABLE', MAILBOX_MESSAGES.cannotConnect);
  }
}
