import { isIP } from "node:net";

/** What the server is told to trust about where requests come from (`TRUST_PROXY`, `PUBLIC_URL`). */
export interface OriginSettings {
  /** Reverse-proxy hops whose forwarding headers are believed; 0 ignores them. */
  readonly trustProxy: number;
  /** The origin customers use, when configured. */
  readonly publicUrl: string | undefined;
}

/** The raw facts of one request that its origin is worked out from. */
export interface OriginFacts {
  /** The peer address of the socket; undefined without a socket (in-process requests in tests). */
  readonly socketAddress: string | undefined;
  /** Whether the socket is TLS; undefined without a socket (then the request URL's scheme counts). */
  readonly socketEncrypted: boolean | undefined;
  readonly url: string;
  readonly forwardedFor: string | undefined;
  readonly forwardedProto: string | undefined;
}

/** Where a request came from, as far as the server trusts it. */
export interface RequestOrigin {
  /** The client's address ("local" when there is no socket, as in tests). */
  readonly ip: string;
  /** Whether the customer's connection is HTTPS (to the server or to the nearest trusted proxy). */
  readonly isHttps: boolean;
  /** Whether cookies are `__Host-` cookies (Secure, Path=/, no Domain) and HSTS is sent: https `PUBLIC_URL` or HTTPS. */
  readonly secureCookies: boolean;
}

/**
 * The client's address and scheme. With `trustProxy` N > 0 the address is the Nth entry from the
 * right of `X-Forwarded-For` (what the nearest trusted proxy saw; entries further left can be
 * written by anyone) and the scheme is the last value of `X-Forwarded-Proto` (the one the nearest
 * proxy set); with 0 both headers are ignored. A missing or malformed header falls back to the
 * socket, never to an error.
 */
export function requestOrigin(facts: OriginFacts, settings: OriginSettings): RequestOrigin {
  const socketIp = facts.socketAddress ?? "local";
  const socketHttps = facts.socketEncrypted ?? facts.url.startsWith("https:");
  const trusted = settings.trustProxy > 0;
  const ip = (trusted ? forwardedAddress(facts.forwardedFor, settings.trustProxy) : undefined) ?? socketIp;
  const isHttps = (trusted ? forwardedHttps(facts.forwardedProto) : undefined) ?? socketHttps;
  const secureCookies = isHttps || settings.publicUrl?.startsWith("https:") === true;
  return { ip, isHttps, secureCookies };
}

/** The Nth address from the right of an `X-Forwarded-For` value; undefined when there is none or it is not an address. */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (header === undefined || hops < 1) return undefined;
  const entries = header.split(",");
  if (entries.length < hops) return undefined;
  const entry = (entries[entries.length - hops] ?? "").trim();
  // Some proxies add the port: `203.0.113.7:4711`, `[2001:db8::1]:4711`.
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry);
  const address = bracketed?.[1] ?? withPort?.[1] ?? entry;
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}

/** `X-Forwarded-Proto` as the nearest proxy set it (its last value): true https, false http, undefined otherwise. */
export function forwardedHttps(header: string | undefined): boolean | undefined {
  if (header === undefined) return undefined;
  const last = header.split(",").at(-1)?.trim().toLowerCase();
  if (last === "https") return true;
  if (last === "http") return false;
  return undefined;
}
