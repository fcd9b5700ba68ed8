// The shapes shared by parse, split and recompose: the seven components of RFC 3986 §3
// with the absent-versus-empty distinction of §5.3 (absent is undefined, empty is '').

/**
 * The components of a URI reference (RFC 3986 §3). A component that is absent is
 * `undefined`; an empty one is `''`. The authority is present exactly when `host` is
 * defined.
 */
export interface UriComponents {
  /** `scheme` as written, without the ':' (§3.1). */
  scheme?: string | undefined;
  /** `userinfo` without the '@' (§3.2.1). */
  userinfo?: string | undefined;
  /** The ABNF `host` as written: brackets kept around an IP-literal; may be '' (§3.2.2). */
  host?: string | undefined;
  /** The ABNF `port` (*DIGIT) without the ':'; may be '' or have leading zeros (§3.2.3). */
  port?: string | undefined;
  /** The path; always defined, possibly '' (§3.3). */
  path: string;
  /** `query` without the '?' (§3.4). */
  query?: string | undefined;
  /** `fragment` without the '#' (§3.5). */
  fragment?: string | undefined;
}

/** Which alternative of the ABNF `host` matched (§3.2.2: IPv4address wins over reg-name). */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

/** A validated reference: its components and the kind of its host (undefined without one). */
export interface UriReference extends UriComponents {
  hostKind: HostKind | undefined;
}

/** Options of the parser, the validators and recompose. */
export interface ParseOptions {
  /** Validate RFC 3987 `IRI-reference` instead of RFC 3986 `URI-reference`. */
  iri?: boolean | undefined;
  /** Accept RFC 6874 zone IDs in IPv6 literals (`[fe80::1%25eth0]`). */
  zoneId?: boolean | undefined;
}
