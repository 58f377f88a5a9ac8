/**
 * The SSRF guard shared by everything that connects to a host a user typed (decisions 039 and 040):
 * connected mailboxes (IMAP) and calendar links (HTTP). A name that resolves to loopback, a private,
 * link-local or otherwise internal address is refused unless the install allows private hosts
 * (MAILBOX_ALLOW_PRIVATE_HOSTS, for a self-hosted server reaching its own network). The caller then
 * connects to the address that was checked, never to a second lookup of the name.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';

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

/** Why a host cannot be reached: its name does not resolve, or it is internal and that is not allowed. */
export class HostRefused extends Error {
  constructor(readonly reason: 'unresolved' | 'private') {
    super(reason === 'private' ? 'private address refused' : 'host not found');
  }
}

/** The addresses to connect to for this host (IP literals included, brackets allowed); throws HostRefused. */
export async function resolvePublicHost(host: string, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (net.isIP(bare)) addresses = [{ address: bare, family: net.isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new HostRefused('unresolved');
    }
  }
  if (addresses.length === 0) throw new HostRefused('unresolved');
  if (!allowPrivate && addresses.some((a) => isInternalAddress(a.address))) throw new HostRefused('private');
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}
