// Which proxies the server believes about the client (ADR 0046): a number of hops in front of it,
// or the proxies' addresses, from TRUST_PROXY. Fastify is given the one trust rule this module
// makes, so request.ip, request.protocol and request.host (and with them the per-address limits,
// HSTS and the cookies' Secure flag) all follow it; `forwardedProtocol` applies the same rule
// where Fastify's request ignores it (answers to addresses it cannot route).
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/** No proxy (false), the number of proxies in front of the server, or their addresses and CIDRs. */
export type TrustedProxies = false | { readonly hops: number } | { readonly addresses: readonly string[] };

/** Fastify's trust function: whether the address `hop` steps from the server is a proxy it believes. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const MAX_PROXY_HOPS = 10;

const HOW = "set the number of proxies in front of the server (TRUST_PROXY=1 for one nginx) or their addresses (TRUST_PROXY=10.0.0.0/8)";
const TRUST_ALL_REFUSED = `TRUST_PROXY=true trusts any client's X-Forwarded-For; ${HOW}`;

/** One address or CIDR of a proxy as a BlockList entry, or why it is not one. */
function entry(text: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | string {
  const [address = "", prefixText, extra] = text.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return `"${text}" is not an address or a CIDR (10.0.0.0/8, 192.168.1.5, fd00::/8)`;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return `"${text}" has no valid prefix length (0 to ${bits})`;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return `"${text}" has no valid prefix length (0 to ${bits})`;
  // A range that holds every address believes any client, as true would.
  if (prefix === 0) return `"${text}" trusts every address, as TRUST_PROXY=true would; ${HOW}`;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/**
 * Reads TRUST_PROXY: unset, empty, "false" or "0" is no proxy; a whole number is that many
 * hops; otherwise a comma-separated list of addresses and CIDRs. Answers the setting, or the
 * sentence that says what is wrong and what to set instead.
 */
export function parseTrustedProxies(value: string | undefined): { ok: true; value: TrustedProxies } | { ok: false; message: string } {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { ok: true, value: false };
  if (text.toLowerCase() === "true") return { ok: false, message: TRUST_ALL_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) return { ok: false, message: `TRUST_PROXY=${text}: at most ${MAX_PROXY_HOPS} proxies; count only those in front of the server` };
    return { ok: true, value: { hops } };
  }
  const addresses = text.split(",").map((part) => part.trim());
  const problems: string[] = [];
  for (const address of addresses) {
    const parsed = entry(address);
    if (typeof parsed === "string") problems.push(parsed);
  }
  if (problems.length) {
    return { ok: false, message: `TRUST_PROXY must be a number of proxies (1, 2) or a comma-separated list of their addresses or CIDRs: ${problems.join("; ")}` };
  }
  return { ok: true, value: { addresses } };
}

/**
 * The trust rule Fastify is given (its `trustProxy`), or false for none. Hops: the nearest
 * `hops` addresses are proxies, whatever they are; so the server's port must be reachable only
 * through them. Addresses: a hop is a proxy when its address is in the list, and the client is
 * the first address, walking from the server outwards, that is not.
 */
export function proxyTrust(setting: TrustedProxies): ProxyTrust | false {
  if (setting === false) return false;
  if ("hops" in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const text of setting.addresses) {
    const parsed = entry(text);
    if (typeof parsed === "string") throw new Error(`TRUST_PROXY: ${parsed}`);
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    // X-Forwarded-For may hold anything a client wrote; what is not an address is no proxy.
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The protocol of a raw request under a trust rule, as Fastify's `request.protocol` reads it:
 * the nearest proxy's word (the last X-Forwarded-Proto entry) when the address the request came
 * from is a trusted proxy, else whether the connection itself is TLS.
 */
export function forwardedProtocol(raw: IncomingMessage, trust: ProxyTrust | false): string {
  const forwarded = raw.headers["x-forwarded-proto"];
  const peer = raw.socket?.remoteAddress;
  if (trust && typeof forwarded === "string" && forwarded !== "" && peer !== undefined && trust(peer, 0)) {
    return forwarded.slice(forwarded.lastIndexOf(",") + 1).trim();
  }
  return (raw.socket as { encrypted?: boolean } | undefined)?.encrypted ? "https" : "http";
}
