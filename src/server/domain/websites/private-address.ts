// Whether an IP address belongs to the public internet. The domain check fetches a file from an
// address an owner's DNS names; without this an owner could point their domain at this server's
// own network (a database, a cloud metadata service) and have the server call it (ADR 0048).
import { BlockList, isIP } from "node:net";

// Special-purpose ranges that are not globally reachable (RFC 6890 and its updates).
const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const IPV6_RANGES: [string, number][] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["64:ff9b:1::", 48], // local-use IPv4/IPv6 translation
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: carries an IPv4 address of any kind
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blocked = new BlockList();
for (const [net, prefix] of IPV4_RANGES) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of IPV6_RANGES) blocked.addSubnet(net, prefix, "ipv6");

/** The eight 16-bit groups of an IPv6 address (which must be valid). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...fill, ...back];
}

/**
 * True for an address on the public internet; false for loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved and documentation ranges, the same behind
 * an IPv4-mapped or NAT64 IPv6 address, and for anything that is not an IP address at all.
 */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(ip);
  if (family === 4) return !blocked.check(ip, "ipv4");
  if (family !== 6) return false;
  // BlockList judges ::ffff:a.b.c.d by the IPv4 ranges itself; NAT64 (64:ff9b::/96) carries an
  // IPv4 address the same way and is judged by it.
  const groups = ipv6Groups(ip.toLowerCase());
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    const v4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
    return !blocked.check(v4, "ipv4");
  }
  return !blocked.check(ip, "ipv6");
}
