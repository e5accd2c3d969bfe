import net from 'node:net';

/**
 * Who a request counts against (docs/relay.md, "Limits"): an IPv4 address as it is, an IPv6 address by its network
 * prefix (/64 by default: what one home connection or phone gets, and can rotate through at will). An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export const DEFAULT_IPV6_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address; undefined when it is none. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split('%', 1)[0] ?? '';
  if (net.isIPv6(plain) === false) return undefined;
  let text = plain;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) as two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  const groups = [...before, ...zeros, ...after];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

/** `::ffff:a.b.c.d`: an IPv4 address in IPv6 form. */
function mappedIpv4(groups: number[]): string | undefined {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The key of the sender at `address` (the client address Fastify reports, behind a trusted proxy the forwarded one):
 * IPv4 as it is; IPv6 as its first `prefixLength` bits, written `2001:db8:1:2::/64`.
 */
export function senderKey(address: string, prefixLength = DEFAULT_IPV6_PREFIX): string {
  if (net.isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const ipv4 = mappedIpv4(groups);
  if (ipv4) return ipv4;
  const masked = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefixLength - index * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
  const kept = Math.ceil(prefixLength / 16);
  return `${masked
    .slice(0, kept)
    .map((group) => group.toString(16))
    .join(':')}${kept < 8 ? '::' : ''}/${prefixLength}`;
}
