// The fetch policy of checkFetchTarget and checkAddress, compiled once per policy object: allowed
// schemes and ports, userinfo, extra denied / allowed CIDR blocks and names, single-label names,
// allowed sites.

import { tryParseIPv4, tryParseIPv6 } from '@urikit/ipaddr';
import { argumentError, requireOptions } from '@urikit/percent-encoding';
import { checkList, POLICY_TYPES } from './arguments.js';
import { SecurityError } from './errors.js';

/**
 * What a server may fetch. Every field is optional; the default policy allows `http` and `https`
 * on any port, no userinfo, only public unicast addresses (RFC 6890 "Globally Reachable"), and no
 * internal or single-label names.
 *
 * @example
 * ```ts
 * const policy: FetchPolicy = { schemes: ['https'], ports: [443], deniedNames: ['.corp.example'] };
 * ```
 */
export interface FetchPolicy {
  /** Schemes allowed, lower case. Default `['http', 'https']`. */
  schemes?: readonly string[];
  /** Ports allowed (the scheme's default port counts when none is written). Default: any. */
  ports?: readonly number[];
  /** Allow a userinfo (`user:pass@`). Default `false`. */
  allowUserinfo?: boolean;
  /** More address blocks to refuse, as CIDR (`'203.0.113.0/24'`, `'2001:db8::/32'`) or one address. */
  deniedAddresses?: readonly string[];
  /** Address blocks to allow although they are not public (an internal service you mean to reach). */
  allowedAddresses?: readonly string[];
  /** More names to refuse: `'example.com'` exactly, `'.example.com'` for it and every subdomain. */
  deniedNames?: readonly string[];
  /** Names to allow although they look internal, in the same notation. */
  allowedNames?: readonly string[];
  /** `'deny'` (default) refuses names of one label (`http://intranet/`), which resolve by search domain. */
  singleLabelNames?: 'deny' | 'allow';
  /**
   * Sites the target must belong to: registrable domains (`'example.com'`, `'example.co.uk'`,
   * `'alice.github.io'`) by the Public Suffix List, each allowing itself and every name under it.
   * A name of another site, and an IP address not in `allowedAddresses`, is then refused
   * (`site-not-allowed`); `allowedNames` still pass. An entry that is not a registrable domain
   * (`'co.uk'`, `'github.io'`, `'www.example.com'`) throws SecurityError `invalid-site`: a public
   * suffix would let every customer of a hosting company in. Needs `registrableDomain`.
   */
  allowedSites?: readonly string[];
  /**
   * The list's lookup for `allowedSites`: `getRegistrableDomain` of @urikit/domain. It is passed
   * in, not imported, so that checkFetchTarget carries the list only for the code that uses it.
   */
  registrableDomain?: (host: string) => string | undefined;
  /**
   * Which URL parser reads the target: `'urikit'` (default), @urikit/whatwg's URL Standard
   * parser, the same answer on every runtime; or `'runtime'`, the runtime's own `URL` — the
   * parser of the client that will fetch (`fetch`, undici), with its IDNA, for a server that
   * wants the host its own client will reach even where that runtime is behind the standard
   * (Node 20 reads `http://faß.de/` as `fass.de`). A runtime without `URL` then refuses every
   * target.
   */
  urlParser?: 'urikit' | 'runtime';
}

/** A CIDR block: IPv4 as a 32-bit network and mask, IPv6 as 8 words and a prefix length. */
export interface Block {
  v4: boolean;
  network: number;
  mask: number;
  words: Uint16Array | undefined;
  length: number;
}

export interface CompiledPolicy {
  schemes: readonly string[];
  ports: readonly number[] | undefined;
  allowUserinfo: boolean;
  denied: Block[];
  allowed: Block[];
  deniedNames: readonly string[];
  allowedNames: readonly string[];
  singleLabel: boolean;
  /** FetchPolicy.urlParser is 'runtime'. */
  runtimeParser: boolean;
  /** The policy's properties as its check read them, once (compileSites reads these). */
  read: FetchPolicy;
}

const DEFAULT_SCHEMES = ['http', 'https'];

function isSmallNumber(text: string): boolean {
  if (text.length === 0 || text.length > 3) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** Parses `'a.b.c.d/n'`, `'x::/n'` or a single address into a block (RFC 4632 §3.1); throws SecurityError otherwise. */
export function parseBlock(text: string): Block {
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = tryParseIPv4(bare);
  const v6 = v4 === undefined ? tryParseIPv6(bare) : undefined;
  const max = v4 !== undefined ? 32 : 128;
  const lengthText = slash < 0 ? String(max) : text.slice(slash + 1);
  const length = Number(lengthText);
  if (v4 === undefined && v6 === undefined)
    throw new SecurityError('invalid-address-block', text, 0);
  if (!isSmallNumber(lengthText) || length > max) {
    throw new SecurityError('invalid-address-block', text, slash + 1);
  }
  if (v4 !== undefined) {
    const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
    const value = ((v4[0]! << 24) | (v4[1]! << 16) | (v4[2]! << 8) | v4[3]!) >>> 0;
    return { v4: true, network: (value & mask) >>> 0, mask, words: undefined, length };
  }
  return { v4: false, network: 0, mask: 0, words: v6, length };
}

/** Whether an IPv4 value or IPv6 words fall in a block. */
export function inBlock(block: Block, v4: number, words: Uint16Array | undefined): boolean {
  if (block.v4) return v4 >= 0 && (v4 & block.mask) >>> 0 === block.network;
  if (words === undefined) return false;
  let remaining = block.length;
  for (let w = 0; remaining > 0; w++, remaining -= 16) {
    const mask = remaining >= 16 ? 0xffff : (0xffff << (16 - remaining)) & 0xffff;
    if ((words[w]! & mask) !== (block.words![w]! & mask)) return false;
  }
  return true;
}

const compiled = new WeakMap<FetchPolicy, CompiledPolicy>();

function names(list: readonly string[] | undefined): string[] {
  return (list ?? []).map((name) => {
    const lower = name.toLowerCase();
    return lower.endsWith('.') ? lower.slice(0, -1) : lower;
  });
}

/**
 * The compiled form of `policy` (cached per object); the default policy for undefined. A policy
 * of the wrong type is the TypeError of the boundary rule, in the name of `fn`.
 */
export function compilePolicy(fn: string, policy: FetchPolicy | undefined): CompiledPolicy {
  if (policy === undefined) return DEFAULT;
  let c = compiled.get(policy);
  if (c === undefined) {
    // Checked once per policy object, as it is compiled (the boundary rule, CONTRIBUTING.md),
    // and read once: the code uses the check's copy, never the policy again.
    const read = requireOptions(fn, policy, POLICY_TYPES, 'policy');
    checkList(fn, 'policy.schemes', read.schemes, 'string');
    checkList(fn, 'policy.ports', read.ports, 'number');
    checkList(fn, 'policy.deniedAddresses', read.deniedAddresses, 'string');
    checkList(fn, 'policy.allowedAddresses', read.allowedAddresses, 'string');
    checkList(fn, 'policy.deniedNames', read.deniedNames, 'string');
    checkList(fn, 'policy.allowedNames', read.allowedNames, 'string');
    checkList(fn, 'policy.allowedSites', read.allowedSites, 'string');
    c = {
      schemes: (read.schemes ?? DEFAULT_SCHEMES).map((s) => s.toLowerCase()),
      ports: read.ports,
      allowUserinfo: read.allowUserinfo === true,
      denied: (read.deniedAddresses ?? []).map(parseBlock),
      allowed: (read.allowedAddresses ?? []).map(parseBlock),
      deniedNames: names(read.deniedNames),
      allowedNames: names(read.allowedNames),
      singleLabel: read.singleLabelNames === 'allow',
      // POLICY_TYPES allowed only 'urikit', 'runtime' or undefined.
      runtimeParser: read.urlParser === 'runtime',
      read,
    };
    compiled.set(policy, c);
  }
  return c;
}

/** The allowed sites of a policy, compiled. */
export interface Sites {
  /** The allowed sites as registrable domains in A-labels, lower case (empty: any site). */
  sites: readonly string[];
  /** The registrable domain of a name (A-labels) under the list, or undefined. */
  siteOf: (name: string) => string | undefined;
}

/** No allowed sites: any site. */
export const ANY_SITE: Sites = { sites: [], siteOf: noSite };

/**
 * The sites of `policy.allowedSites`, each mapped by `toAscii` (checkFetchTarget's domain to
 * ASCII, which checkAddress does not carry) and checked to be a registrable domain.
 */
export function compileSites(
  fn: string,
  policy: FetchPolicy,
  toAscii: (domain: string) => string | undefined,
): Sites {
  const list = policy.allowedSites;
  if (list === undefined || list.length === 0) return ANY_SITE;
  const lookup = policy.registrableDomain;
  if (typeof lookup !== 'function') {
    throw argumentError(
      fn,
      'policy.registrableDomain',
      'a function (getRegistrableDomain of @urikit/domain) when allowedSites is given',
      lookup,
    );
  }
  const siteOf = (name: string): string | undefined => {
    try {
      return lookup(name);
    } catch {
      return undefined;
    }
  };
  const sites = names(list).map((entry) => {
    const ascii = toAscii(entry);
    if (ascii === undefined || siteOf(ascii) !== ascii) {
      throw new SecurityError('invalid-site', entry, 0);
    }
    return ascii;
  });
  return { sites, siteOf };
}

function noSite(): undefined {
  return undefined;
}

const DEFAULT: CompiledPolicy = {
  schemes: DEFAULT_SCHEMES,
  ports: undefined,
  allowUserinfo: false,
  denied: [],
  allowed: [],
  deniedNames: [],
  allowedNames: [],
  singleLabel: false,
  runtimeParser: false,
  read: {},
};

/** Whether `name` (lower case, no trailing dot) matches an entry: exact, or `.suffix` for subdomains. */
export function matchesName(name: string, entries: readonly string[]): boolean {
  for (const entry of entries) {
    if (entry.startsWith('.')) {
      if (name === entry.slice(1) || name.endsWith(entry)) return true;
    } else if (name === entry) return true;
  }
  return false;
}
