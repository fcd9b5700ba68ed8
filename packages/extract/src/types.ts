// The shapes of @urikit/extract: a match of a URI in text (RFC 3986 Appendix C) and the options
// that choose which references count (§4.5 suffix references, RFC 3987 IRIs, e-mail addresses).

/**
 * How a URI was delimited in the text (RFC 3986 Appendix C, §4.5):
 * - `'angle'`: between `<` and `>` (whitespace inside removed; `<URL:…>` too);
 * - `'quoted'`: between double quotes;
 * - `'url-prefix'`: after the old `URL:` prefix, without brackets;
 * - `'bare'`: a URI with its scheme, ended by whitespace or a character that cannot be in a URI;
 * - `'suffix'`: written without a scheme or delimiters; the extractor supplied the scheme
 *   (`www.` → `http://`, `ftp.` → `ftp://`, a domain with a listed TLD → `http://`, an e-mail
 *   address → `mailto:`). A suffix reference in angle brackets or quotes has their form.
 *
 * @example
 * ```ts
 * const form: MatchForm = findFirst('see <http://a.example/>')!.form; // → 'angle'
 * ```
 */
export type MatchForm = 'angle' | 'url-prefix' | 'quoted' | 'bare' | 'suffix';

/**
 * One URI found in a text (RFC 3986 Appendix C). `uri` is the reference with its delimiters,
 * any `URL:` prefix and (in angle brackets) embedded whitespace removed, and a scheme added to
 * a suffix reference; it is always a valid `URI` (RFC 3986 §3), or `IRI` (RFC 3987 §2.2) with
 * `iri: true`. `start` and `end` delimit the whole span in the text, delimiters included, so
 * that `text.slice(start, end)` is what a linkifier replaces.
 *
 * @example
 * ```ts
 * const match: UriMatch = findFirst('read "http://a.example/x".')!;
 * // → { uri: 'http://a.example/x', start: 5, end: 25, form: 'quoted', scheme: 'http' }
 * ```
 */
export interface UriMatch {
  /** The URI (or IRI), valid for `parse` (with `iri: true` when that option was given). */
  uri: string;
  /** Offset of the first character of the span in the text (a delimiter, when there is one). */
  start: number;
  /** Offset just after the span (after the closing delimiter, when there is one). */
  end: number;
  /** How the URI was written: see {@link MatchForm}. */
  form: MatchForm;
  /** The scheme of `uri`, lower-cased (RFC 3986 §3.1: schemes are case-insensitive). */
  scheme: string | undefined;
}

/**
 * What counts as a URI in the text. By default: URIs with one of {@link DEFAULT_SCHEMES} when
 * bare or in double quotes, any scheme in angle brackets or after `URL:` (RFC 3986 Appendix C);
 * ASCII only; no suffix references and no e-mail addresses.
 *
 * @example
 * ```ts
 * const options: ExtractOptions = { suffix: true, tlds: ['com', 'org'], email: true };
 * extractAll('mail a@b.example or see example.com', options).map((m) => m.uri);
 * // → ['mailto:a@b.example', 'http://example.com']
 * ```
 */
export interface ExtractOptions {
  /**
   * The schemes a bare or quoted URI may have, case-insensitive (RFC 3986 §3.1). Angle brackets
   * and the `URL:` prefix accept any scheme. Default: {@link DEFAULT_SCHEMES}.
   */
  schemes?: readonly string[] | undefined;
  /**
   * Recognize RFC 3986 §4.5 suffix references: `www.…` as `http://www.…`, `ftp.…` as
   * `ftp://ftp.…`, and, when `tlds` is given, domains whose last label is one of them.
   */
  suffix?: boolean | undefined;
  /**
   * Top-level domains (without the dot, case-insensitive) that make a bare domain such as
   * `example.com/x` a suffix reference (with `suffix: true`). No list is built in. Or a
   * predicate that is given each bare domain of two labels or more (`sub.example.co.uk`, trailing
   * dots removed) and says whether it is one: `hasListedSuffix` of @urikit/domain asks the
   * Public Suffix List. The predicate runs inside the scan and must not call this package.
   */
  tlds?: readonly string[] | ((domain: string) => boolean) | undefined;
  /** Accept IRIs (RFC 3987 §2.2): non-ASCII characters in the reference. */
  iri?: boolean | undefined;
  /** Recognize e-mail addresses (`a@b.example`) as `mailto:` URIs (RFC 6068 §2). */
  email?: boolean | undefined;
}
