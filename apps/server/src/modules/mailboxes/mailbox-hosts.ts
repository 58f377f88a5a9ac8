/**
 * Where a mailbox may be (SSRF guard, decision 039): the server connects to a host the user typed, so
 * in production a name that resolves to loopback, a private, link-local or otherwise internal address
 * is refused (MAILBOX_ALLOW_PRIVATE_HOSTS lets a self-hosted install reach its own mail server). The
 * connection then goes to the address that was checked, not to a second lookup of the name.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { MAILBOX_MESSAGES } from '@tradeloom/domain';
import { ApiError } from '../../lib/errors.ts';

const internal = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(prefix, bits, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family === 6) {
    const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return internal.check(mapped[1]!, 'ipv4');
    return internal.check(address, 'ipv6');
  }
  return true;
}

/** The address to connect to for this host; refuses an internal one unless allowed. */
export async function resolveMailboxHost(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new ApiError(422, 'MAILBOX_UNREACHABLE', MAILBOX_MESSAGES.cannotConnect);
    }
  }
  if (addresses.length === 0) throw new ApiError(422, 'MAILBOX_UNREACHABLE', MAILBOX_MESSAGES.cannotConnect);
  if (!allowPrivate && addresses.some(isInternalAddress)) throw new ApiError(422, 'MAILBOX_PRIVATE_HOST', MAILBOX_MESSAGES.privateHost);
  return addresses[0]!;
}
