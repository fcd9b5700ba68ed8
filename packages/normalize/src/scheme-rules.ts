// The scheme table of RFC 3986 §6.2.3 scheme-based normalization: default ports, the path
// an empty path stands for, DNS hosts, and per-scheme rewriting (file, mailto, urn).
import type { UriComponents } from '@urikit/syntax';
import { lowerMailtoDomains } from './mailto.js';
import { lowerUrnNid } from './urn.js';

/**
 * What RFC 3986 §6.2.3 scheme-based normalization may assume about one scheme. Add your
 * own with the `schemes` option.
 *
 * @example
 * ```ts
 * const rule: SchemeRule = { defaultPort: '8080', emptyPath: '/' };
 * normalize('foo://h:8080', { schemes: { foo: rule } }); // → 'foo://h/'
 * ```
 */
export interface SchemeRule {
  /**
   * The default port in decimal without leading zeros (`'80'`); a port equal to it is
   * dropped with its ':' (§3.2.3).
   */
  readonly defaultPort?: string | undefined;
  /** With an authority, the path that an empty path stands for (`'/'` for http, §6.2.3). */
  readonly emptyPath?: string | undefined;
  /** Reg-name hosts are DNS names, so IDNA applies (options `host` of normalize and iriToUri). */
  readonly dnsHost?: boolean | undefined;
  /**
   * The reg-name host is a case-sensitive identifier (a base58btc CID, a base64url
   * transaction id), not a name: its letters keep their case. RFC 3986 §6.2.2.1 lowers the
   * host because §3.2.2 calls it case-insensitive, which such a scheme contradicts; lowering
   * would name another resource. Applies with `scheme: false` too.
   */
  readonly caseSensitiveHost?: boolean | undefined;
  /**
   * Scheme-specific rewriting, run last on components that are already normalized. It
   * must return components that recompose to a valid reference, and be idempotent.
   */
  readonly normalize?: ((components: UriComponents) => UriComponents) | undefined;
}

// RFC 8089 §2: "localhost" names the machine the URI is interpreted on, as an empty host does.
function fileLocalhost(components: UriComponents): UriComponents {
  if (components.host === 'localhost') components.host = '';
  return components;
}

function mailto(components: UriComponents): UriComponents {
  components.path = lowerMailtoDomains(components.path);
  return components;
}

function urn(components: UriComponents): UriComponents {
  components.path = lowerUrnNid(components.path);
  return components;
}

// ipfs://<CID> (a CIDv0 is base58btc; a CIDv1 may be written in base58btc or base64url),
// ipns://<key> (a base58 peer id, or a CID of a libp2p key) and ar://<transaction id> (43
// characters of base64url): case is part of the identifier.
const CASE_SENSITIVE_HOST: SchemeRule = { caseSensitiveHost: true };

const WEB: SchemeRule = { defaultPort: '80', emptyPath: '/', dnsHost: true };
const WEB_SECURE: SchemeRule = { defaultPort: '443', emptyPath: '/', dnsHost: true };

/**
 * The built-in rules, from each scheme's specification: RFC 9110 §4.2 (http, https),
 * RFC 6455 §3 (ws, wss), RFC 1738 §3 (ftp 21), RFC 4266 (gopher 70), RFC 4248 (telnet 23),
 * RFC 4516 (ldap 389), RFC 5538 (nntp 119), RFC 5092 (imap 143), RFC 2384 (pop 110),
 * RFC 7826 (rtsp 554), RFC 7252 (coap 5683, coaps 5684), RFC 8089 (file), RFC 6068
 * (mailto), RFC 8141 (urn); and the schemes whose host is a case-sensitive identifier:
 * `ipfs` and `ipns` (IPFS addressing: CIDs, peer ids) and `ar` (Arweave transaction ids).
 * They drive RFC 3986 §6.2.3 scheme-based normalization.
 *
 * @example
 * ```ts
 * SCHEME_RULES.get('https'); // → { defaultPort: '443', emptyPath: '/', dnsHost: true }
 * SCHEME_RULES.get('coap')?.defaultPort; // → '5683'
 * SCHEME_RULES.get('ipfs'); // → { caseSensitiveHost: true }
 * ```
 */
export const SCHEME_RULES: ReadonlyMap<string, SchemeRule> = new Map<string, SchemeRule>([
  ['http', WEB],
  ['https', WEB_SECURE],
  ['ws', WEB],
  ['wss', WEB_SECURE],
  ['ftp', { defaultPort: '21', dnsHost: true }],
  ['gopher', { defaultPort: '70', dnsHost: true }],
  ['telnet', { defaultPort: '23', dnsHost: true }],
  ['ldap', { defaultPort: '389', dnsHost: true }],
  ['nntp', { defaultPort: '119', dnsHost: true }],
  ['imap', { defaultPort: '143', dnsHost: true }],
  ['pop', { defaultPort: '110', dnsHost: true }],
  ['rtsp', { defaultPort: '554', dnsHost: true }],
  ['coap', { defaultPort: '5683', dnsHost: true }],
  ['coaps', { defaultPort: '5684', dnsHost: true }],
  ['file', { emptyPath: '/', dnsHost: true, normalize: fileLocalhost }],
  ['mailto', { normalize: mailto }],
  ['urn', { normalize: urn }],
  ['ipfs', CASE_SENSITIVE_HOST],
  ['ipns', CASE_SENSITIVE_HOST],
  ['ar', CASE_SENSITIVE_HOST],
]);

/**
 * The rule for the lower-case `scheme`: the user's entry when there is one, else the
 * built-in one. Own properties only, so `constructor` or `toString` is just a scheme name.
 */
export function schemeRule(
  scheme: string,
  user: Readonly<Record<string, SchemeRule>> | undefined,
): SchemeRule | undefined {
  if (user !== undefined && Object.hasOwn(user, scheme)) return user[scheme];
  return SCHEME_RULES.get(scheme);
}
