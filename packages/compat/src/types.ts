// The shapes of the fast-uri / uri-js API (fast-uri 3 `types/index.d.ts`): parsed
// components, options, and scheme handlers (RFC 3986 §3 components, §5 and §6 options).

/**
 * A parsed or to-be-serialized URI, as fast-uri and uri-js represent it (RFC 3986 §3):
 * absent components are `undefined`, `port` is a number when it has digits, and
 * `error` carries a message instead of a throw. Scheme handlers add their own fields
 * (`resourceName`, `secure`, `nid`, `nss`, `uuid`, `to`, `headers`, `subject`, `body`).
 *
 * @example
 * ```ts
 * const c: URIComponent = { scheme: 'http', host: 'a.example', path: '/x' };
 * ```
 */
export interface URIComponent {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: number | string;
  path?: string;
  query?: string;
  fragment?: string;
  /** `'same-document'`, `'relative'`, `'absolute'` or `'uri'` (RFC 3986 §4.1–4.4). */
  reference?: string;
  /** URN namespace identifier (RFC 8141 §2). */
  nid?: string;
  /** URN namespace-specific string (RFC 8141 §2). */
  nss?: string;
  /** WebSocket resource name: path and query (RFC 6455 §3). */
  resourceName?: string;
  /** WebSocket `wss` flag (RFC 6455 §3). */
  secure?: boolean;
  /** The UUID of a `urn:uuid:` URN (RFC 9562 §4). */
  uuid?: string;
  /** mailto recipients (RFC 6068 §2). */
  to?: string[];
  /** mailto header fields other than `subject` and `body` (RFC 6068 §2). */
  headers?: Record<string, string>;
  /** mailto `subject` header (RFC 6068 §2). */
  subject?: string;
  /** mailto `body` header (RFC 6068 §2). */
  body?: string;
  /** Why the input is not a valid reference; absent when it is. */
  error?: string;
}

/**
 * A component object as the functions read and scheme handlers edit it: any field may
 * also hold `undefined` (for `exactOptionalPropertyTypes`).
 *
 * @example
 * ```ts
 * const draft: ComponentDraft = { scheme: 'http', port: undefined };
 * ```
 */
export type ComponentDraft = { [K in keyof URIComponent]?: URIComponent[K] | undefined };

/**
 * Options of fast-uri and uri-js (RFC 3986 §4–6 behaviour switches).
 *
 * @example
 * ```ts
 * const o: Options = { scheme: 'urn', tolerant: true };
 * ```
 */
export interface Options {
  /** Treat the input as having this scheme (selects its handler). */
  scheme?: string;
  /** Expected reference kind (RFC 3986 §4); `'suffix'` reads a §4.5 suffix reference. */
  reference?: string;
  /** Skip the host's IDNA conversion (keep Unicode hosts as written). */
  unicodeSupport?: boolean;
  /** Convert the host like a domain name (UTS #46 ToASCII) for any scheme. */
  domainHost?: boolean;
  /** Keep the path's dot segments when serializing (RFC 3986 §5.2.4 is not applied). */
  absolutePath?: boolean;
  /** Accept what the scheme handler would reject (URN UUIDs; scheme in relative resolution). */
  tolerant?: boolean;
  /** Do not percent-encode the path when serializing (only normalize its triplets). */
  skipEscape?: boolean;
  /** Do not normalize the percent-encoding of path, query and fragment when parsing. */
  skipNormalize?: boolean;
  /** Accepted for uri-js compatibility; fast-uri 3 ignores it, and so does this package. */
  iri?: boolean;
  /** URN namespace to use instead of the parsed one (RFC 8141). */
  nid?: string;
}

/**
 * A scheme handler, the uri-js extension point: `parse` and `serialize` run after
 * and before the generic work (RFC 3986 §6.2.3 scheme-based normalization).
 *
 * @example
 * ```ts
 * const handler: SchemeHandler = { scheme: 'foo', parse: (c) => c, serialize: (c) => c };
 * ```
 */
export interface SchemeHandler {
  scheme: string;
  /** The host is a domain name: convert it with UTS #46 ToASCII. */
  domainHost?: boolean;
  /** Do not normalize percent-encoding in path, query and fragment. */
  skipNormalize?: boolean;
  /** Do not remove dot segments from the path. */
  absolutePath?: boolean;
  /** Keep Unicode hosts as written. */
  unicodeSupport?: boolean;
  parse(component: ComponentDraft, options: Options): ComponentDraft;
  serialize(component: ComponentDraft, options: Options): ComponentDraft;
}
