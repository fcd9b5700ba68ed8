// What inspect, checkFetchTarget and checkAddress report: one Finding per fact, with a stable
// code, a severity, the component and the offsets in the input, and the RFC / UTS section.

/**
 * How much a finding matters. `'danger'`: the reference is an attack or reaches a place it should
 * not; `'warning'`: it is ambiguous or leaks something; `'info'`: worth knowing, harmless alone.
 *
 * @example
 * ```ts
 * const severity: Severity = inspect('javascript:alert(1)')[0].severity; // → 'danger'
 * ```
 */
export type Severity = 'danger' | 'warning' | 'info';

/**
 * The stable code of a finding (documented in the README; never renamed once released), grouped
 * by the RFC 3986 §7 section it comes from.
 *
 * @example
 * ```ts
 * const code: FindingCode = inspect('http://user:pw@a/')[0].code; // → 'password-in-userinfo'
 * ```
 */
export type FindingCode =
  // Syntax and the WHATWG reading (RFC 3986 §7.6 ambiguity between readers).
  | 'not-rfc3986'
  | 'whatwg-rejects'
  | 'parser-differential'
  | 'whitespace-stripped'
  | 'tab-or-newline'
  | 'backslash'
  | 'slash-count'
  | 'encoded-host'
  | 'unicode-dot'
  // §7.6 semantic attacks.
  | 'userinfo-looks-like-host'
  | 'multiple-at'
  | 'at-after-delimiter'
  | 'encoded-scheme'
  // §7.5 sensitive information.
  | 'password-in-userinfo'
  | 'userinfo-present'
  | 'secret-in-query'
  | 'secret-in-fragment'
  // §7.4 rare IP address forms.
  | 'ipv4-rare-form'
  | 'ipv6-embeds-ipv4'
  | 'special-purpose-address'
  | 'cloud-metadata'
  // §7.3 back-end transcoding.
  | 'encoded-control'
  | 'encoded-delimiter'
  | 'encoded-dot-segment'
  | 'dot-segment-above-root'
  | 'overlong-utf8'
  | 'invalid-utf8'
  | 'duplicate-parameter-variant'
  // Internationalized host names (UTS #46, UTS #39).
  | 'idna-invalid'
  | 'invisible-character'
  | 'mixed-script'
  | 'deceptive-punycode'
  // §3.2.3 ports and §7.1 schemes.
  | 'port-out-of-range'
  | 'default-port'
  | 'executable-scheme'
  // checkFetchTarget / checkAddress policy decisions.
  | 'scheme-not-allowed'
  | 'port-not-allowed'
  | 'userinfo-not-allowed'
  | 'no-host'
  | 'host-unreadable'
  | 'address-not-public'
  | 'address-denied'
  | 'internal-name'
  | 'single-label-name'
  | 'name-denied'
  | 'site-not-allowed'
  | 'not-an-address';

/**
 * The two readings of one component by the two parsers: RFC 3986 (`parse`, or Appendix B `split`
 * when the input is not a URI reference) and the WHATWG URL Standard (`new URL()`). `undefined`
 * means the component is absent in that reading.
 *
 * @example
 * ```ts
 * const readings = inspect('http://a\\@b/').find((f) => f.code === 'parser-differential' && f.component === 'host')?.readings;
 * // → { rfc3986: 'b', whatwg: 'a' }
 * ```
 */
export interface Readings {
  rfc3986: string | undefined;
  whatwg: string | undefined;
}

/**
 * One fact about a URI: its stable `code`, its `severity`, the `component` it concerns
 * (`'scheme'`, `'userinfo'`, `'host'`, `'port'`, `'path'`, `'query'`, `'fragment'` or
 * `'reference'` for the whole), the offsets `[start, end)` in the input, a sentence, and the
 * section of RFC 3986 §7 (or of the standard) it comes from.
 *
 * @example
 * ```ts
 * const finding: Finding = inspect('http://a:99999/', { whatwg: false })[0];
 * // finding → { code: 'port-out-of-range', severity: 'danger', component: 'port', start: 9, ... }
 * ```
 */
export interface Finding {
  code: FindingCode;
  severity: Severity;
  component: string;
  /** Offset in the input of the first character concerned (0 ≤ start ≤ end ≤ input.length). */
  start: number;
  /** Offset in the input just past the last character concerned. */
  end: number;
  message: string;
  /** Where the rule comes from, as `'RFC 3986 §7.4'` or `'UTS #39 §5.2'`. */
  reference: string;
  /** For `'parser-differential'`: what each parser reads for `component`. */
  readings?: Readings;
  /** For `'not-rfc3986'`: the `UriError` code of `@urikit/syntax`. */
  detail?: string;
}

/** Builds a finding with offsets clamped into `[0, length]`, so that every offset is in range. */
export function finding(
  code: FindingCode,
  severity: Severity,
  component: string,
  start: number,
  end: number,
  length: number,
  message: string,
  reference: string,
): Finding {
  const s = start < 0 ? 0 : Math.min(start, length);
  const e = end < s ? s : Math.min(end, length);
  return { code, severity, component, start: s, end: e, message, reference };
}
