// The URL Standard's reading of an input, from @urikit/whatwg (locateURL; locateURLHost for
// checkFetchTarget, which reads no record or validation error): the record, why it fails, and
// where the parser took the scheme, slashes, userinfo, host and port, in the shape inspect's
// checks and checkFetchTarget read. The same on every runtime: no runtime URL is asked.
import { formatIPv4, tryParseIPv4, tryParseIPv4Loose, tryParseIPv6 } from '@urikit/ipaddr';
import {
  locateURL,
  locateURLHost,
  serializeHost,
  type URLLocation,
  type URLSpan,
  type WhatwgURLRecord,
} from '@urikit/whatwg';

/** The special schemes of the URL Standard (§4.2) and their default ports (file: none). */
export const SPECIAL_PORTS: Readonly<Record<string, number>> = {
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
  ftp: 21,
  file: -1,
};

/** Which form the host took after the URL Standard's host parser (§3.5). */
export type WhatwgHostKind = 'ipv4' | 'ipv6' | 'domain' | 'opaque' | 'empty';

/** The host as a WHATWG client reads it, or why it fails to. */
export interface WhatwgHost {
  kind: WhatwgHostKind | undefined;
  /** The serialized host (`127.0.0.1`, `[::1]`, `example.com`), or '' on failure. */
  host: string;
  /** The IPv4 address bytes or IPv6 words when the host is an address. */
  address: Uint8Array | Uint16Array | undefined;
  /** The validation error that failed the host (`domain-to-ASCII`, `IPv4-…`, …), or undefined. */
  failure: string | undefined;
}

/** What the URL Standard's parser reads, with offsets into the input as given. */
export interface WhatwgReading {
  /**
   * The URL record (whatwg-url's shape), null when the parser fails, undefined for a plain
   * reading (plainReading), which needs no parse.
   */
  url: WhatwgURLRecord | null | undefined;
  /** The validation error the parser failed on (URL Standard §1.2 names), or undefined. */
  failure: string | undefined;
  /** The ASCII-lower-cased scheme, or undefined without one. */
  scheme: string | undefined;
  special: boolean;
  /** Leading / trailing characters stripped (C0 controls and space). */
  lead: number;
  trail: number;
  /** Offset of the first tab or newline that the parser removes, or -1. */
  tabOrNewline: number;
  /** Number of '/' or '\' after the scheme's ':' (tabs and newlines skipped), and where they start. */
  slashes: number;
  slashStart: number;
  /** Offset of the first '\' the parser reads as '/' (special schemes), or -1. */
  backslash: number;
  /** Offsets of the userinfo (-1 when absent): up to the last '@' of the authority. */
  userinfoStart: number;
  userinfoEnd: number;
  /** Offsets of the host as written, or -1 without an authority. */
  hostStart: number;
  hostEnd: number;
  /** The host as written, tabs and newlines removed (undefined without an authority). */
  rawHost: string | undefined;
  /** The host parsed: undefined without an authority or when the parser stopped before it. */
  host: WhatwgHost | undefined;
  /** The port as written ('' when absent), and its offsets. */
  port: string;
  portStart: number;
  portEnd: number;
}

/** Whether a lower-case scheme is special (URL Standard §4.2). */
export function isSpecial(scheme: string): boolean {
  return Object.hasOwn(SPECIAL_PORTS, scheme);
}

function isTabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

/** The input in a span without the tabs and newlines the parser removes. */
function written(input: string, span: URLSpan): string {
  let out = '';
  let run = span.start;
  for (let i = span.start; i < span.end; i++) {
    if (isTabOrNewline(input.charCodeAt(i))) {
      out += input.slice(run, i);
      run = i + 1;
    }
  }
  return out + input.slice(run, span.end);
}

/**
 * The host a serialized host names (URL Standard §3.6): an IPv4 address in dotted decimal, an
 * IPv6 address in brackets, the empty host, or a domain (opaque for a non-special scheme).
 */
export function hostOf(text: string, special: boolean): WhatwgHost {
  if (text === '') return { kind: 'empty', host: '', address: undefined, failure: undefined };
  if (text.charCodeAt(0) === 0x5b) {
    return {
      kind: 'ipv6',
      host: text,
      address: tryParseIPv6(text.slice(1, -1)),
      failure: undefined,
    };
  }
  const v4 = special ? tryParseIPv4(text) : undefined;
  if (v4 !== undefined) return { kind: 'ipv4', host: text, address: v4, failure: undefined };
  return {
    kind: special ? 'domain' : 'opaque',
    host: text,
    address: undefined,
    failure: undefined,
  };
}

const NO_ERRORS = { errors: false };

/**
 * How {@link readWhatwg} collects validation errors: `'all'`; `'quick'`, none when the parse
 * succeeds, and a second parse for the error one that fails stops at; `'none'`, none at all (a
 * failure is then named `'failure'`).
 */
export type ErrorMode = 'all' | 'quick' | 'none';

/**
 * Reads `input` with @urikit/whatwg's URL parser (no base): the record and its validation
 * errors, and the offsets of what the parser took from the input. Without the errors (`mode`
 * other than `'all'`), `tabOrNewline` and `backslash` stay -1: right for a valid RFC 3986 URI,
 * which holds no tab, newline or backslash. Never throws for a string.
 */
export function readWhatwg(input: string, mode: ErrorMode = 'all'): WhatwgReading {
  let where = locateURL(input, undefined, mode === 'all' ? undefined : NO_ERRORS);
  if (mode === 'quick' && where.url === null) where = locateURL(input);
  const { url } = where;
  const host = url === null || url.host === null ? null : serializeHost(url.host);
  return readingOf(input, where, url, url?.scheme, host);
}

/**
 * {@link readWhatwg} with `mode` `'none'`, through @urikit/whatwg's `locateURLHost`: no record
 * (`url` undefined), and a bundle that reads only this way (checkFetchTarget's) carries neither
 * the validation errors' checks nor the record's conversion to whatwg-url's shape. A failure is
 * named `'failure'`.
 */
export function readWhatwgHost(input: string): WhatwgReading {
  const where = locateURLHost(input);
  const { url } = where;
  return readingOf(input, where, url === null ? null : undefined, url?.scheme, url?.host);
}

/**
 * The reading of `input` from what locateURL or locateURLHost says of it: `url` the record (null
 * on failure, undefined from locateURLHost), `parsed` the record's scheme and `hostText` its
 * serialized host when the parse succeeds.
 */
function readingOf(
  input: string,
  where: Omit<URLLocation, 'url'>,
  url: WhatwgURLRecord | null | undefined,
  parsed: string | undefined,
  hostText: string | null | undefined,
): WhatwgReading {
  const { errors } = where;
  const n = input.length;
  let lead = 0;
  let end = n;
  while (lead < end && input.charCodeAt(lead) <= 0x20) lead++;
  while (end > lead && input.charCodeAt(end - 1) <= 0x20) end--;
  let tabOrNewline = -1;
  let backslash = -1;
  // §4.4 reports one invalid-URL-unit at the first tab or newline it removes, and each '\'
  // a special URL's path or authority end reads as '/'.
  for (const { type, index } of errors) {
    if (
      type === 'invalid-URL-unit' &&
      tabOrNewline < 0 &&
      index >= lead &&
      index < end &&
      isTabOrNewline(input.charCodeAt(index))
    ) {
      tabOrNewline = index;
    } else if (type === 'invalid-reverse-solidus' && backslash < 0) backslash = index;
  }
  const scheme =
    url !== null
      ? parsed
      : where.scheme === undefined
        ? undefined
        : written(input, where.scheme).toLowerCase();
  const special = scheme !== undefined && isSpecial(scheme);
  const failure = url === null ? (errors[errors.length - 1]?.type ?? 'failure') : undefined;
  // §4.4 special authority slashes and ignore slashes states: any run of '/' and '\' (the file
  // states take two); a '\' among them is read as '/' too.
  const slashStart = where.scheme === undefined ? -1 : where.scheme.end + 1;
  let slashes = 0;
  if (slashStart >= 0) {
    for (let i = slashStart; i < end; i++) {
      const c = input.charCodeAt(i);
      if (isTabOrNewline(c)) continue;
      if (c !== 0x2f && !(special && c === 0x5c)) break;
      if (c === 0x5c && (backslash < 0 || i < backslash)) backslash = i;
      slashes++;
    }
  }
  let host: WhatwgHost | undefined;
  if (where.host !== undefined) {
    if (url !== null) {
      host = hostText == null ? undefined : hostOf(hostText, special);
    } else if (failure !== 'port-invalid' && failure !== 'port-out-of-range') {
      host = { kind: undefined, host: '', address: undefined, failure };
    }
  }
  return {
    url,
    failure,
    scheme,
    special,
    lead,
    trail: n - end,
    tabOrNewline,
    slashes,
    slashStart,
    backslash,
    userinfoStart: where.userinfo?.start ?? -1,
    userinfoEnd: where.userinfo?.end ?? -1,
    hostStart: where.host?.start ?? -1,
    hostEnd: where.host?.end ?? -1,
    rawHost: where.host === undefined ? undefined : written(input, where.host),
    host,
    port: where.port === undefined ? '' : written(input, where.port),
    portStart: where.port?.start ?? -1,
    portEnd: where.port?.end ?? -1,
  };
}

/**
 * The end of the host when `input` starts with `http://` or `https://` followed by a non-empty
 * host of lower-case letters, digits, '.' and '-' that ends the string or is followed by '/', '?'
 * or '#'; -1 otherwise. Such an input has no leading whitespace, no tab or newline, backslash,
 * userinfo or port before its path: the URL Standard's parser reads that text as its host.
 */
export function plainHostEnd(input: string): number {
  const n = input.length;
  // 'http' then ':' or 's:', then '//'.
  if (
    n < 8 ||
    input.charCodeAt(0) !== 0x68 ||
    input.charCodeAt(1) !== 0x74 ||
    input.charCodeAt(2) !== 0x74 ||
    input.charCodeAt(3) !== 0x70
  )
    return -1;
  let i = input.charCodeAt(4) === 0x73 ? 5 : 4;
  if (
    input.charCodeAt(i) !== 0x3a ||
    input.charCodeAt(i + 1) !== 0x2f ||
    input.charCodeAt(i + 2) !== 0x2f
  )
    return -1;
  i += 3;
  const start = i;
  let dot = -1;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    // Lower-case letters first, the bulk of a host.
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d) continue;
    if (c === 0x2e) {
      dot = i;
      continue;
    }
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    return -1;
  }
  plainHostDot = dot;
  return i > start ? i : -1;
}

/**
 * The offset of the last '.' of the host that {@link plainHostEnd} accepted last, or -1: set by
 * it, for checkFetchTarget's fast path, which would otherwise search the host for one again.
 */
export let plainHostDot = -1;

/**
 * Whether an ASCII domain may "end in a number" (URL Standard §3.5): its last label (a trailing
 * '.' aside) starts with a digit. A number is digits or "0x" and hex digits, so a last label
 * that starts with anything else is none; this over-answers ("1a"), which only costs the fast
 * path.
 */
export function mayEndInNumber(domain: string): boolean {
  return mayEndInNumberAt(domain, 0, domain.length);
}

/** {@link mayEndInNumber} of the domain `text[start, end)`, read in place (inspect's isQuiet). */
export function mayEndInNumberAt(text: string, start: number, end: number): boolean {
  if (end > start && text.charCodeAt(end - 1) === 0x2e) end--;
  if (end <= start) return false;
  // Quick exit: a number ends in a digit, a hex letter or the "x" of a bare "0x" (most names
  // end in another letter).
  const last = text.charCodeAt(end - 1) | 0x20;
  if (!((last >= 0x30 && last <= 0x39) || (last >= 0x61 && last <= 0x66) || last === 0x78)) {
    return false;
  }
  const dot = text.lastIndexOf('.', end - 1);
  const c = text.charCodeAt(dot < start ? start : dot + 1);
  return c >= 0x30 && c <= 0x39;
}

/**
 * The host parser's last steps (URL Standard §3.5 steps 8-9) on a host with nothing to decode,
 * map or lower-case (plainHostEnd's): an IPv4 address when it is one in any WHATWG form, a
 * domain when it cannot end in a number; undefined for one that may end in a number but is no
 * address (an IPv4 form out of range fails; "1a" is a domain), which the parser must decide.
 */
export function plainHostOf(text: string): WhatwgHost | undefined {
  if (!mayEndInNumber(text)) {
    return { kind: 'domain', host: text, address: undefined, failure: undefined };
  }
  const v4 = tryParseIPv4Loose(text);
  if (v4 === undefined) return undefined;
  return { kind: 'ipv4', host: formatIPv4(v4), address: v4, failure: undefined };
}

/**
 * The reading of `input`, a valid RFC 3986 URI that {@link plainHostEnd} accepts (its host ends
 * at `hostEnd`), without the parser: `http` or `https`, nothing stripped, no tab, newline or
 * backslash, two slashes, no userinfo or port, and {@link plainHostOf}'s host; no record.
 * Undefined where plainHostOf must leave the host to the parser.
 */
export function plainReading(input: string, hostEnd: number): WhatwgReading | undefined {
  const https = input.charCodeAt(4) === 0x73;
  const colon = https ? 5 : 4;
  const hostStart = colon + 3;
  const rawHost = input.slice(hostStart, hostEnd);
  const host = plainHostOf(rawHost);
  if (host === undefined) return undefined;
  return {
    url: undefined,
    failure: undefined,
    scheme: https ? 'https' : 'http',
    special: true,
    lead: 0,
    trail: 0,
    tabOrNewline: -1,
    slashes: 2,
    slashStart: colon + 1,
    backslash: -1,
    userinfoStart: -1,
    userinfoEnd: -1,
    hostStart,
    hostEnd,
    rawHost,
    host,
    port: '',
    portStart: -1,
    portEnd: -1,
  };
}
