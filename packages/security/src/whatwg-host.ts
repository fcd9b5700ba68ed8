// The WHATWG URL Standard's host parser (§3.5) as a fetching client applies it: IPv6 literals,
// percent-decoding, "domain to ASCII" (UTS #46 with the URL Standard's flags), the forbidden
// domain code points, and the "ends in a number" IPv4 forms (inet_aton: 0x7f.1, 2130706433).
import { formatIPv4, formatIPv6, tryParseIPv4Loose, tryParseIPv6 } from '@urikit/ipaddr';
import { percentDecode } from '@urikit/percent-encoding';

/** Which form the host took after WHATWG host parsing. */
export type WhatwgHostKind = 'ipv4' | 'ipv6' | 'domain' | 'opaque' | 'empty';

/** The host as a WHATWG client reads it, or why it fails to. */
export interface WhatwgHost {
  kind: WhatwgHostKind | undefined;
  /** The serialized host (`127.0.0.1`, `[::1]`, `example.com`), or '' on failure. */
  host: string;
  /** The IPv4 address bytes or IPv6 words when the host is an address. */
  address: Uint8Array | Uint16Array | undefined;
  /** Why parsing failed: `'ipv6'`, `'idna'`, `'forbidden'`, `'ipv4'`, `'empty'`. */
  failure: string | undefined;
}

/**
 * UTS #46 ToASCII as the URL Standard's "domain to ASCII" runs it on a non-ASCII domain: the
 * ASCII domain, or undefined on failure.
 */
export type DomainToAscii = (domain: string) => string | undefined;

// Forbidden domain code points (URL Standard §3.1): C0 controls, space, # % / : < > ? @ [ \ ] ^ |
// and DEL. One bit per ASCII code point.
const FORBIDDEN = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c <= 0x20; c++) table[c] = 1;
  for (const c of '#%/:<>?@[\\]^|') table[c.charCodeAt(0)] = 1;
  table[0x7f] = 1;
  return table;
})();

// Forbidden host code points (opaque hosts): as above minus C0 controls other than NUL, TAB, LF,
// CR, and minus '%' and DEL.
function isForbiddenHostChar(c: number): boolean {
  if (c >= 128) return false;
  if (c < 0x20) return c === 0 || c === 0x09 || c === 0x0a || c === 0x0d;
  return c !== 0x25 && c !== 0x7f && FORBIDDEN[c] === 1;
}

function fail(failure: string): WhatwgHost {
  return { kind: undefined, host: '', address: undefined, failure };
}

/** Whether an ASCII domain "ends in a number" (URL Standard §3.5). */
export function endsInNumber(domain: string): boolean {
  let end = domain.length;
  if (end > 0 && domain.charCodeAt(end - 1) === 0x2e) {
    end--;
    // A single empty label does not end in a number.
    if (end === 0) return false;
  }
  // Quick exit: a last label that ends in neither a digit, a hex letter nor the 'x' of a bare
  // "0x" is no number.
  const lastChar = domain.charCodeAt(end - 1) | 0x20;
  const hex = (lastChar >= 0x30 && lastChar <= 0x39) || (lastChar >= 0x61 && lastChar <= 0x66);
  if (!hex && lastChar !== 0x78) return false;
  // The last label, found by a loop backwards: it is short, and lastIndexOf calls the runtime.
  let start = end;
  while (start > 0 && domain.charCodeAt(start - 1) !== 0x2e) start--;
  if (start === end) return false;
  let digits = true;
  for (let i = start; i < end; i++) {
    const c = domain.charCodeAt(i);
    if (c < 0x30 || c > 0x39) {
      digits = false;
      break;
    }
  }
  if (digits) return true;
  // The IPv4 number parser accepts "0x" followed by hex digits (possibly none).
  if (end - start < 2 || domain.charCodeAt(start) !== 0x30) return false;
  if ((domain.charCodeAt(start + 1) | 0x20) !== 0x78) return false;
  for (start += 2; start < end; start++) {
    const c = domain.charCodeAt(start) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/**
 * Parses `input` (the host as written between the authority's delimiters) the way the URL
 * Standard's host parser does for a special scheme (`special`), or as an opaque host otherwise;
 * `toAscii` maps a non-ASCII domain. The URL Standard's domain to ASCII (beStrict false) only
 * lower-cases an ASCII domain (urltestdata.json: "Domain is ASCII, but a label is invalid IDNA").
 */
export function readWhatwgHost(
  input: string,
  special: boolean,
  toAscii: DomainToAscii,
): WhatwgHost {
  const n = input.length;
  if (n > 0 && input.charCodeAt(0) === 0x5b) {
    if (input.charCodeAt(n - 1) !== 0x5d) return fail('ipv6');
    const words = tryParseIPv6(input.slice(1, n - 1));
    if (words === undefined) return fail('ipv6');
    return {
      kind: 'ipv6',
      host: `[${formatIPv6(words, { mixed: false })}]`,
      address: words,
      failure: undefined,
    };
  }
  if (!special) {
    for (let i = 0; i < n; i++)
      if (isForbiddenHostChar(input.charCodeAt(i))) return fail('forbidden');
    return {
      kind: n === 0 ? 'empty' : 'opaque',
      host: input,
      address: undefined,
      failure: undefined,
    };
  }
  if (n === 0) return fail('empty');
  const decoded = input.indexOf('%') < 0 ? input : percentDecode(input, { invalid: 'replace' });
  // One pass: whether the domain is ASCII, holds a forbidden code point, or needs lower-casing.
  let ascii: string | undefined = decoded;
  let upper = false;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if (c >= 0x80) {
      ascii = undefined;
      break;
    }
    if (FORBIDDEN[c] === 1) return fail('forbidden');
    if (c >= 0x41 && c <= 0x5a) upper = true;
  }
  if (ascii === undefined) {
    ascii = toAscii(decoded);
    if (ascii === undefined) return fail('idna');
    for (let i = 0; i < ascii.length; i++) {
      const c = ascii.charCodeAt(i);
      if (c < 128 && FORBIDDEN[c] === 1) return fail('forbidden');
    }
  } else if (upper) ascii = ascii.toLowerCase();
  return asciiDomain(ascii);
}

/**
 * The end of the host parser for an ASCII domain without forbidden code points or upper case:
 * empty, an IPv4 address when it ends in a number, or the domain itself.
 */
export function asciiDomain(ascii: string): WhatwgHost {
  if (ascii.length === 0) return fail('empty');
  if (endsInNumber(ascii)) {
    const bytes = tryParseIPv4Loose(ascii);
    if (bytes === undefined) return fail('ipv4');
    return { kind: 'ipv4', host: formatIPv4(bytes), address: bytes, failure: undefined };
  }
  return { kind: 'domain', host: ascii, address: undefined, failure: undefined };
}

/**
 * {@link readWhatwgHost} on `text` from `start` to `end`. The common host — special scheme, ASCII,
 * nothing percent-encoded — is scanned in `text` itself (a flat string scans faster than a slice)
 * and sliced once; any other takes the general path on a slice.
 */
export function readWhatwgHostIn(
  text: string,
  start: number,
  end: number,
  special: boolean,
  toAscii: DomainToAscii,
): WhatwgHost {
  if (special && end > start && text.charCodeAt(start) !== 0x5b) {
    let upper = false;
    let plain = true;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80 || c === 0x25) {
        plain = false;
        break;
      }
      if (FORBIDDEN[c] === 1) return fail('forbidden');
      if (c >= 0x41 && c <= 0x5a) upper = true;
    }
    if (plain) {
      const ascii = text.slice(start, end);
      return asciiDomain(upper ? ascii.toLowerCase() : ascii);
    }
  }
  return readWhatwgHost(text.slice(start, end), special, toAscii);
}
