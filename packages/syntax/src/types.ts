// The shapes shared by parse, split and recompose: the seven components of RFC 3986 §3
// with the absent-versus-empty distinction of §5.3 (absent is undefined, empty is '').

/**
 * The components of a URI reference (RFC 3986 §3). A component that is absent is
 * `undefined`; an empty one is `''` (the distinction §5.3 relies on). The authority is
 * present exactly when `host` is defined.
 *
 * @example
 * ```ts
 * const components: UriComponents = { scheme: 'http', host: 'a', path: '/b', query: '' };
 * recompose(components); // → 'http://a/b?'
 * ```
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

/**
 * Which alternative of the ABNF `host` matched (RFC 3986 §3.2.2: IPv4address wins over
 * reg-name; `ipv6` and `ipvfuture` are the two forms of IP-literal).
 *
 * @example
 * ```ts
 * const kind: HostKind | undefined = parse('http://127.0.0.1/').hostKind; // → 'ipv4'
 * parse('http://[v1.x]/').hostKind; // → 'ipvfuture'
 * ```
 */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

/**
 * A validated `URI-reference` (RFC 3986 §4.1): its components and the kind of its host
 * (undefined without one), as parse returns it.
 *
 * @example
 * ```ts
 * const ref: UriReference = parse('mailto:a@b');
 * ref.path; // → 'a@b'
 * ref.hostKind; // → undefined
 * ```
 */
export interface UriReference extends UriComponents {
  /** Which `host` alternative matched (§3.2.2); undefined when there is no authority. */
  hostKind: HostKind | undefined;
}

/**
 * Options of the parser, the validators and recompose: RFC 3986 §4.1 by default, RFC 3987 §2.2
 * IRIs with `iri`, RFC 6874 §2 zone IDs with `zoneId`.
 *
 * @example
 * ```ts
 * const options: ParseOptions = { iri: true };
 * parse('http://résumé.example/', options).host; // → 'résumé.example'
 * parse('http://[fe80::1%25eth0]/', { zoneId: true }).host; // → '[fe80::1%25eth0]'
 * ```
 */
export interface ParseOptions {
  /** Validate RFC 3987 `IRI-reference` instead of RFC 3986 `URI-reference`. */
  iri?: boolean | undefined;
  /** Accept RFC 6874 zone IDs in IPv6 literals (`[fe80::1%25eth0]`). */
  zoneId?: boolean | undefined;
}
