import ipaddr from "ipaddr.js";

/**
 * Which addresses a server-side fetch may reach. Only ordinary public unicast addresses: loopback,
 * private, link-local (cloud metadata at 169.254.169.254 among them), unique-local, carrier-grade
 * NAT, multicast, broadcast, unspecified, reserved and documentation ranges are refused, in IPv4,
 * IPv6 and the IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    // ::a.b.c.d (IPv4-compatible, deprecated) and ::ffff:a.b.c.d reach the IPv4 address they hold.
    if (v6.parts.slice(0, 6).every((part) => part === 0) || v6.isIPv4MappedAddress()) {
      parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    }
  }
  return parsed.range() === "unicast";
}

/** One OUTBOUND_ALLOW entry: a host name (any port or one), or an address range (any port). */
export type AllowEntry =
  | { kind: "host"; host: string; port: number | null }
  | { kind: "range"; range: [ipaddr.IPv4 | ipaddr.IPv6, number]; port: number | null };

export const OUTBOUND_ALLOW_FORMS =
  "comma-separated host names, host:port, IP addresses or CIDR ranges (OUTBOUND_ALLOW=feeds.intranet.example,10.2.0.0/16,127.0.0.1:8080)";

function parsePort(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** One entry, or undefined when it is none of the forms. */
function parseEntry(text: string): AllowEntry | undefined {
  // [v6]:port, v6, v6/len, v4, v4:port, v4/len, host, host:port
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) {
    const port = parsePort(bracketed[2]);
    const address = bracketed[1] ?? "";
    if (port === undefined || !ipaddr.IPv6.isValid(address)) return undefined;
    const parsed = ipaddr.IPv6.parse(address);
    return { kind: "range", range: [parsed, 128], port };
  }
  if (text.includes("/")) {
    try {
      return { kind: "range", range: ipaddr.parseCIDR(text), port: null };
    } catch {
      return undefined;
    }
  }
  if (ipaddr.IPv6.isValid(text) && text.includes(":") && text.split(":").length > 2) {
    const parsed = ipaddr.IPv6.parse(text);
    return { kind: "range", range: [parsed, 128], port: null };
  }
  const [name = "", portText, ...rest] = text.split(":");
  const port = parsePort(portText);
  if (rest.length > 0 || port === undefined) return undefined;
  if (ipaddr.IPv4.isValidFourPartDecimal(name)) {
    return { kind: "range", range: [ipaddr.IPv4.parse(name), 32], port };
  }
  if (
    !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(name)
  ) {
    return undefined;
  }
  return { kind: "host", host: name.toLowerCase(), port };
}

/** OUTBOUND_ALLOW's entries; an error message naming the first entry that is none of the forms. */
export function parseOutboundAllow(value: string): AllowEntry[] | { error: string } {
  const entries: AllowEntry[] = [];
  for (const raw of value.split(",")) {
    const text = raw.trim();
    if (text === "") continue;
    const entry = parseEntry(text);
    if (!entry) return { error: `"${text}" is not ${OUTBOUND_ALLOW_FORMS}` };
    entries.push(entry);
  }
  return entries;
}

/** Whether OUTBOUND_ALLOW names this host (as written in the address) and port. */
export function allowsHost(entries: readonly AllowEntry[], host: string, port: number): boolean {
  const name = host.toLowerCase();
  return entries.some((e) => e.kind === "host" && e.host === name && (e.port === null || e.port === port));
}

/** Whether an address lies in a range, whichever of IPv4 and IPv6 each is written in. */
function inRange(
  address: ipaddr.IPv4 | ipaddr.IPv6,
  [network, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number],
): boolean {
  if (network.kind() === "ipv4") {
    return address.kind() === "ipv4" && (address as ipaddr.IPv4).match(network as ipaddr.IPv4, bits);
  }
  const v6 =
    address.kind() === "ipv6" ? (address as ipaddr.IPv6) : (address as ipaddr.IPv4).toIPv4MappedAddress();
  return v6.match(network as ipaddr.IPv6, bits);
}

/** Whether OUTBOUND_ALLOW holds this resolved address (and port). */
export function allowsAddress(entries: readonly AllowEntry[], address: string, port: number): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it maps.
  const parsed = ipaddr.process(address);
  return entries.some(
    (e) => e.kind === "range" && (e.port === null || e.port === port) && inRange(parsed, e.range),
  );
}
