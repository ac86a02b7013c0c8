import { isIP } from 'node:net';

/**
 * Which network addresses the recipe importer may connect to: only the public Internet. An admin types the URL, but
 * a page, a redirect or a DNS answer may name the server's own network (the database, the cloud metadata service at
 * 169.254.169.254, a router's admin page), and the importer must not become a way to reach it (SSRF).
 *
 * Addresses are judged on their bytes, never on their spelling: every IPv6 form that carries an IPv4 address
 * (::ffff:127.0.0.1, ::ffff:7f00:1, ::127.0.0.1, 64:ff9b::7f00:1, 2002:7f00:1::) is judged by that IPv4 address.
 */

interface Range {
  bytes: number[];
  bits: number;
}

/** '10.0.0.0/8' → the prefix's bytes and length. */
function range(cidr: string): Range {
  const [address, bits] = cidr.split('/');
  const bytes = parseIPv4(address) ?? parseIPv6(address);
  if (!bytes) throw new Error(`Invalid range: ${cidr}`);
  return { bytes, bits: Number(bits) };
}

/** Whether the address (bytes of the same family as the range) starts with the range's prefix. */
function inRange(bytes: number[], { bytes: prefix, bits }: Range): boolean {
  for (let i = 0; i < bits; i += 8) {
    const mask = bits - i >= 8 ? 0xff : (0xff << (8 - (bits - i))) & 0xff;
    if ((bytes[i / 8] & mask) !== (prefix[i / 8] & mask)) return false;
  }
  return true;
}

/** IPv4 ranges that are not the public Internet (IANA special-purpose registry, RFC 6890 and successors). */
const REFUSED_IPV4 = [
  '0.0.0.0/8', // "this network"; 0.0.0.0 reaches the local host on Linux
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, where cloud metadata services answer
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.88.99.0/24', // former 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, up to the broadcast address 255.255.255.255
].map(range);

/**
 * The public IPv6 Internet is global unicast, 2000::/3: everything outside it (::, ::1, fc00::/7 unique-local,
 * fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast, 64:ff9b:1::/48 local NAT64, 100::/64 discard) is
 * refused, save for the forms that carry an IPv4 address, which embeddedIPv4 hands to the IPv4 rules.
 */
const GLOBAL_UNICAST = range('2000::/3');
/** Parts of 2000::/3 that are not the public Internet either. */
const REFUSED_IPV6 = [
  '2001::/23', // IETF protocol assignments: Teredo (2001::/32), benchmarking (2001:2::/48), ORCHID
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation (RFC 9637)
].map(range);

/** IPv6 prefixes whose last 32 bits are an IPv4 address. */
const IPV4_MAPPED = range('::ffff:0:0/96');
const IPV4_TRANSLATED = range('::ffff:0:0:0/96'); // SIIT (RFC 2765)
const IPV4_COMPATIBLE = range('::/96'); // deprecated, still routed to the IPv4 address by some stacks
const NAT64 = range('64:ff9b::/96');
/** 6to4: the 32 bits after 2002: are the IPv4 address of the tunnel's end. */
const SIX_TO_FOUR = range('2002::/16');

/** An IPv4 address in dotted-quad form (what DNS answers and the WHATWG URL parser give) as its 4 bytes. */
export function parseIPv4(text: string): number[] | null {
  return isIP(text) === 4 ? text.split('.').map(Number) : null;
}

/** An IPv6 address as its 16 bytes; a zone index ('fe80::1%eth0') is ignored. Null when the text is not one. */
export function parseIPv6(text: string): number[] | null {
  let address = text.replace(/%.*$/, '');
  if (isIP(address) !== 6) return null;
  // A trailing dotted quad ('::ffff:1.2.3.4') stands for the last two 16-bit groups.
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const quad = parseIPv4(address.slice(lastColon + 1));
  if (quad) {
    tail.push((quad[0] << 8) | quad[1], (quad[2] << 8) | quad[3]);
    address = address.slice(0, lastColon + 1);
    if (!address.endsWith('::')) address = address.slice(0, -1);
  }
  const [left, right] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const head = groups(left);
  const rest = [...groups(right), ...tail];
  // isIP accepted the text: without '::' head and rest already hold 8 groups, with it the zeros fill the gap
  const words = [...head, ...new Array<number>(8 - head.length - rest.length).fill(0), ...rest];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** The IPv4 address an IPv6 one carries (mapped, translated, compatible, NAT64, 6to4), as bytes; null when none. */
function embeddedIPv4Bytes(bytes: number[]): number[] | null {
  if ([IPV4_MAPPED, IPV4_TRANSLATED, IPV4_COMPATIBLE, NAT64].some((prefix) => inRange(bytes, prefix))) {
    return bytes.slice(12, 16);
  }
  if (inRange(bytes, SIX_TO_FOUR)) return bytes.slice(2, 6);
  return null;
}

/** The IPv4 address an IPv6 address carries, in dotted-quad form ('::ffff:7f00:1' → '127.0.0.1'); null when none. */
export function embeddedIPv4(ip: string): string | null {
  const bytes = parseIPv6(unbracket(ip));
  const embedded = bytes && embeddedIPv4Bytes(bytes);
  return embedded ? embedded.join('.') : null;
}

const isPublicIPv4Bytes = (bytes: number[]) => !REFUSED_IPV4.some((refused) => inRange(bytes, refused));

/** Whether an IPv4 address (dotted quad) is on the public Internet. */
export function isPublicIPv4(ip: string): boolean {
  const bytes = parseIPv4(ip);
  return bytes !== null && isPublicIPv4Bytes(bytes);
}

/** Whether an IPv6 address is on the public Internet; the forms that carry an IPv4 address are judged by it. */
export function isPublicIPv6(ip: string): boolean {
  const bytes = parseIPv6(unbracket(ip));
  if (!bytes) return false;
  const embedded = embeddedIPv4Bytes(bytes);
  if (embedded) return isPublicIPv4Bytes(embedded);
  return inRange(bytes, GLOBAL_UNICAST) && !REFUSED_IPV6.some((refused) => inRange(bytes, refused));
}

/**
 * Whether the importer may connect to this address: a public IPv4 or IPv6 address. Anything that is not an IP
 * address (a host name, '127.1', an empty string) is refused: names are resolved first, and each answer judged.
 */
export function isPublicAddress(ip: string): boolean {
  const address = unbracket(ip);
  switch (isIP(address.replace(/%.*$/, ''))) {
    case 4:
      return isPublicIPv4(address);
    case 6:
      return isPublicIPv6(address);
    default:
      return false;
  }
}

/** A URL's hostname without the brackets around an IPv6 address ('[::1]' → '::1'). */
export function unbracket(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
