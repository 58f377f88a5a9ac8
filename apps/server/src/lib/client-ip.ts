/**
 * The client's address. From the socket, unless the socket peer is a proxy the operator trusts
 * (TRUSTED_PROXIES): then X-Forwarded-For is read from the right, one hop per trusted proxy, and the
 * first address that is not a trusted proxy is the client. A header sent by an untrusted peer is
 * ignored entirely, so a client cannot choose its own address (and its own rate-limit bucket).
 */
import net from 'node:net';

/** Keywords accepted in TRUSTED_PROXIES beside addresses and CIDR ranges. */
const KEYWORDS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', '169.254.0.0/16', 'fe80::/10'],
};

export interface TrustedProxies {
  /** The entries as configured, for logs and docs. */
  entries: string[];
  has(address: string): boolean;
}

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Parses TRUSTED_PROXIES ('loopback', 'private', addresses, CIDRs, comma-separated); throws on a bad entry. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new net.BlockList();
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    for (const item of KEYWORDS[entry.toLowerCase()] ?? [entry]) {
      const [addr = '', bits] = item.split('/');
      const type = net.isIP(addr);
      if (!type) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range, 'loopback' or 'private'`);
      const family = type === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) list.addAddress(addr, family);
      else {
        const prefix = Number(bits);
        if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 4 ? 32 : 128)) {
          throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
        }
        list.addSubnet(addr, prefix, family);
      }
    }
  }
  return {
    entries,
    has(address) {
      // No proxy trusted (the default): nothing to check, and no address object made per request.
      if (entries.length === 0) return false;
      const a = normaliseAddress(address);
      const type = net.isIP(a);
      return type !== 0 && list.check(a, type === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (!socketAddress) return undefined;
  let client = normaliseAddress(socketAddress);
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(normaliseAddress);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    // A malformed entry ends the chain: the last trusted proxy's view is all we can believe.
    if (!net.isIP(hop)) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}
