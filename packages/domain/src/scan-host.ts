// The scan of one host: its characters checked and its labels matched against the Public Suffix
// List in one pass from the right (the list's algorithm, publicsuffix.org/list "Formal
// Algorithm"), with the URL Standard's reading of a trailing dot (§3.2, "host public suffix").
// The answers are offsets in module variables: the hot path allocates nothing.
import { tryPunycodeEncode } from '@urikit/idn';
import { isIPv4, isIPv6 } from '@urikit/ipaddr';
import { DomainError, type DomainErrorCode } from './errors.js';
import {
  ANY_BELOW,
  childOf,
  EXCEPTION_ICANN,
  EXCEPTION_PRIVATE,
  flags,
  HASH_PRIME,
  HASH_START,
  hashLabel,
  ICANN_BELOW,
  loadTable,
  RULE_ICANN,
  RULE_PRIVATE,
  WILDCARD_ICANN,
  WILDCARD_PRIVATE,
} from './suffix-table.js';

/** The section of the list a rule comes from; NO_RULE for the implicit rule `*`. */
export const NO_RULE = 0;
export const ICANN = 1;
export const PRIVATE = 2;

/** Where the public suffix starts (the end of the host for an IP address). */
export let suffixStart = 0;
/** Where the registrable domain starts, or -1 when the host has none. */
export let domainStart = -1;
/** The section of the rule that decided the suffix: ICANN, PRIVATE or NO_RULE (implicit `*`). */
export let suffixSection = NO_RULE;
/** Whether the host is an IP address (dotted IPv4, or an IP literal in brackets). */
export let hostIsIp = false;
/** Whether the host has characters that lower-casing changes (ASCII capitals, or any non-ASCII). */
export let needsLowerCase = false;

const DOT = 0x2e;

// Character classes of ASCII for a host name: 0 refused, 1 allowed, 2 an upper-case letter,
// 3 a character that makes the argument a URL (or an IPv6 address) rather than a host.
// Letters, digits, '-' and '_' (which DNS names carry, RFC 2181 §11, and URL parsers accept).
const UPPER = 2;
const URL_CHAR = 3;
const CLASSES = new Uint8Array(128);
for (let c = 0x30; c <= 0x39; c++) CLASSES[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) CLASSES[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) CLASSES[c] = UPPER;
CLASSES[0x2d] = 1;
CLASSES[0x5f] = 1;
for (const c of '/?#@:[]') CLASSES[c.charCodeAt(0)] = URL_CHAR;

/**
 * Scans the host `input[from, to)` and sets the variables above; throws DomainError (for the
 * leftmost fault) when it is not a host. With `whole`, the range is the whole argument, which
 * may turn out to be a URL: then the scan returns false at its first URL character, for the
 * caller to find the host in it, and true otherwise. Reading a plain host this way takes one
 * pass over it instead of a search for URL characters and then the scan.
 */
export function scanHost(
  input: string,
  from: number,
  to: number,
  privateDomains: boolean,
  whole: boolean,
): boolean {
  hostIsIp = false;
  needsLowerCase = false;
  domainStart = -1;
  suffixSection = NO_RULE;
  suffixStart = to;
  if (from === to) throw new DomainError('empty-host', input, from);
  // String.prototype.charCodeAt taken here for every read of `input` below, as in
  // @urikit/syntax's scan-chars.ts: an `input.charCodeAt` site that has seen many string
  // representations (flat, sliced, concatenated, one- or two-byte) turns megamorphic; the
  // built-in read from the global is a constant the optimizing compiler inlines for all of them.
  // (The three reads outside the loop used `input.charCodeAt`: the ICANN suite as read, run after
  // the others in one process, fell to 0.73x tldts in a quick run; 1.66x and 1.21x without.)
  const codeAt = String.prototype.charCodeAt;
  if (codeAt.call(input, from) === 0x5b) {
    if (whole) return false;
    ipLiteral(input, from, to);
    return true;
  }
  // One trailing dot names the same host, fully qualified (RFC 1034 §3.1); the URL Standard
  // keeps it on the suffix and the registrable domain (§3.2), so the answers run to `to`.
  const end = codeAt.call(input, to - 1) === DOT ? to - 1 : to;
  loadTable();
  const ruleMask = privateDomains ? RULE_ICANN | RULE_PRIVATE : RULE_ICANN;
  const exceptionMask = privateDomains ? EXCEPTION_ICANN | EXCEPTION_PRIVATE : EXCEPTION_ICANN;
  const wildcardMask = privateDomains ? WILDCARD_ICANN | WILDCARD_PRIVATE : WILDCARD_ICANN;
  // Whether any rule of the sections asked about lies below a node: if not, the walk ends there.
  const belowMask = privateDomains ? ANY_BELOW : ICANN_BELOW;
  let node = 0;
  let walking = true;
  let suffix = -1;
  // The start of the label before the suffix: -2 while the next label is that one.
  let domain = -1;
  let section = NO_RULE;
  let labelEnd = end;
  let hash = HASH_START;
  let nonAscii = false;
  /** Whether a label scanned so far changes when lower-cased. */
  let changes = false;
  /** Whether the last label is a number: an IPv4 address to a URL parser. */
  let numeric = false;
  let fault: DomainErrorCode | undefined;
  let faultAt = 0;
  for (let i = end - 1; ; i--) {
    const c = i >= from ? codeAt.call(input, i) : DOT;
    if (c !== DOT) {
      if (c < 0x80) {
        const kind = CLASSES[c]!;
        if (kind === 1) {
          hash = Math.imul(hash ^ c, HASH_PRIME);
        } else if (kind === UPPER) {
          changes = true;
          hash = Math.imul(hash ^ (c | 0x20), HASH_PRIME);
        } else {
          if (kind === URL_CHAR && whole) return false;
          fault = 'invalid-character';
          faultAt = i;
          walking = false;
        }
      } else if (c === 0x3002 || c === 0xff0e || c === 0xff61) {
        // UTS #46 maps these full stops to '.': read as part of a label they would hide a
        // label boundary that every URL parser sees.
        fault = 'invalid-character';
        faultAt = i;
        walking = false;
      } else {
        nonAscii = true;
      }
      continue;
    }
    const labelStart = i + 1;
    if (domain === -2) domain = labelStart;
    if (labelStart === labelEnd) {
      fault = 'empty-label';
      faultAt = labelStart;
      walking = false;
    } else if (suffix < 0 && walking) {
      // The last label: a number there makes the host an IPv4 address (URL Standard §3.5).
      const first = codeAt.call(input, labelStart);
      if (first >= 0x30 && first <= 0x39 && endsInNumber(input, labelStart, end)) {
        numeric = true;
        walking = false;
      }
    }
    if (walking) {
      // publicsuffix.org/list: every rule that matches counts, the one with the most labels
      // prevails, and an exception rule prevails over all (its suffix drops its first label).
      const here = flags[node]!;
      if ((here & wildcardMask) !== 0) {
        suffix = labelStart;
        domain = -2;
        section = (here & WILDCARD_ICANN) !== 0 ? ICANN : PRIVATE;
      }
      const child =
        (here & belowMask) === 0
          ? 0
          : nonAscii
            ? unicodeChild(node, input, labelStart, labelEnd)
            : childOf(node, input, labelStart, labelEnd, hash);
      if (child === 0) {
        walking = false;
      } else {
        const f = flags[child]!;
        if ((f & exceptionMask) !== 0) {
          suffix = labelEnd + 1;
          domain = labelStart;
          section = (f & EXCEPTION_ICANN) !== 0 ? ICANN : PRIVATE;
          walking = false;
        } else {
          if ((f & ruleMask) !== 0) {
            suffix = labelStart;
            domain = -2;
            section = (f & RULE_ICANN) !== 0 ? ICANN : PRIVATE;
          }
          node = child;
        }
      }
      // No rule for the top-level domain: the implicit rule `*` makes it the suffix.
      if (suffix < 0) {
        suffix = labelStart;
        domain = -2;
      }
    }
    if (nonAscii) changes = true;
    if (i < from) break;
    labelEnd = i;
    hash = HASH_START;
    nonAscii = false;
  }
  if (fault !== undefined) throw new DomainError(fault, input, faultAt);
  if (numeric) {
    if (!isIPv4(input.slice(from, end))) throw new DomainError('invalid-ipv4', input, from);
    markIp(to);
    return true;
  }
  needsLowerCase = changes;
  suffixStart = suffix;
  suffixSection = section;
  domainStart = domain === -2 ? -1 : domain;
  return true;
}

/** Sets the variables above for a host known to be an IP address ending at `to`. */
export function markIp(to: number): void {
  hostIsIp = true;
  needsLowerCase = true;
  domainStart = -1;
  suffixSection = NO_RULE;
  suffixStart = to;
}

/** Whether `input[from, to)` is a number as the URL Standard's IPv4 parser reads one (§3.5). */
function endsInNumber(input: string, from: number, to: number): boolean {
  let i = from;
  if (
    to - from >= 2 &&
    input.charCodeAt(from) === 0x30 &&
    (input.charCodeAt(from + 1) | 0x20) === 0x78
  ) {
    // "0x" and hexadecimal digits, or "0x" alone.
    for (i += 2; i < to; i++) {
      const c = input.charCodeAt(i) | 0x20;
      if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
    }
    return true;
  }
  for (; i < to; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/**
 * The child of `node` for a label with characters outside ASCII: lower-cased and in NFC (the
 * form of the list's own labels and of every URL parser's output), then as an A-label.
 */
function unicodeChild(node: number, input: string, from: number, to: number): number {
  const key = asciiLabel(input.slice(from, to));
  return key === undefined ? 0 : childOf(node, key, 0, key.length, hashLabel(key));
}

/** The A-label of a label (lower-cased, NFC), or undefined when Punycode cannot encode it. */
export function asciiLabel(label: string): string | undefined {
  const lower = label.toLowerCase().normalize('NFC');
  for (let i = 0; i < lower.length; i++) {
    if (lower.charCodeAt(i) > 0x7f) {
      const encoded = tryPunycodeEncode(lower);
      return encoded === undefined ? undefined : `xn--${encoded}`;
    }
  }
  return lower;
}

/** `[…]`: an IPv6 address or an IPvFuture (RFC 3986 §3.2.2). */
function ipLiteral(input: string, from: number, to: number): void {
  const inner = input.slice(from + 1, to - 1);
  if (input.charCodeAt(to - 1) !== 0x5d || !(isIPv6(inner) || isIPvFuture(inner))) {
    throw new DomainError('invalid-ip-literal', input, from);
  }
  hostIsIp = true;
  needsLowerCase = true;
}

/** RFC 3986 §3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
function isIPvFuture(text: string): boolean {
  const dot = text.indexOf('.');
  if ((text.charCodeAt(0) | 0x20) !== 0x76 || dot < 2 || dot === text.length - 1) return false;
  for (let i = 1; i < dot; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  for (let i = dot + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // unreserved, sub-delims and ':'.
    if (
      !(c < 0x80 && (CLASSES[c] !== 0 || c === 0x2e || c === 0x7e || c === 0x3a || isSubDelim(c)))
    ) {
      return false;
    }
  }
  return true;
}

function isSubDelim(c: number): boolean {
  // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
  return c === 0x21 || c === 0x24 || (c >= 0x26 && c <= 0x2c) || c === 0x3b || c === 0x3d;
}
