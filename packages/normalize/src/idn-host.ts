// UTS #46 for the reg-name of a DNS host (RFC 3987 §3.1 step 1, §5.3.3): ToASCII or
// ToUnicode over the host's percent-decoded UTF-8 (RFC 3986 §3.2.2).
import { type IdnaOptions, toASCII, toUnicode } from '@urikit/idn';
import { CHAR_CLASS, REG_NAME } from '@urikit/percent-encoding';
import { isUcschar } from './iri-chars.js';
import { decodeUtf8Triplets, encodeCodePoint, encodeNonAscii } from './utf8.js';

/** Why a conversion failed: a NormalizeError code and, for IDNA, the UTS #46 status codes. */
export interface HostFailure {
  code: 'invalid-idn-host' | 'invalid-host-encoding';
  errors: readonly string[];
}

/** True when ToASCII and ToUnicode would give `host` back: lower-case ASCII, no triplet, no xn--. */
function isPlainAscii(host: string): boolean {
  let labelStart = 0;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c >= 0x80 || c === 0x25 || (c >= 0x41 && c <= 0x5a)) return false;
    if (c === 0x2e) labelStart = i + 1;
    // UTS #46 §4.1 step 4: an "xn--" label is decoded and validated.
    else if (i === labelStart + 3 && c === 0x2d && host.startsWith('xn-', labelStart)) return false;
  }
  return true;
}

/**
 * Writes `text` as reg-name: the characters that a reg-name may not hold as data become
 * triplets (ASCII ones always; non-ASCII ones unless `iri` allows them as ucschar).
 */
function encodeRegName(text: string, iri: boolean): string {
  let out = '';
  let run = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((CHAR_CLASS[c]! & REG_NAME) === 0) {
        out += text.slice(run, i) + encodeCodePoint(c);
        run = i + 1;
      }
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (!iri || !isUcschar(cp)) {
      out += text.slice(run, i) + encodeNonAscii(text.slice(i, i + width));
      run = i + width;
    }
    i += width;
  }
  return run === 0 ? text : out + text.slice(run);
}

/**
 * The reg-name `host` (already §6.2.2-normal) through UTS #46 ToASCII, as a reg-name
 * again, or the failure. Characters that ToASCII keeps but a reg-name cannot hold
 * (for example '/' from `%2F`) are written as triplets again.
 */
export function hostToAscii(
  host: string,
  options: IdnaOptions,
  strict: boolean,
): string | HostFailure {
  if (!strict && isPlainAscii(host)) return host;
  const domain = decodeUtf8Triplets(host);
  if (domain === undefined) return { code: 'invalid-host-encoding', errors: [] };
  let ascii: string;
  try {
    ascii = toASCII(domain, options);
  } catch (error) {
    const errors = (error as { errors?: unknown }).errors;
    return { code: 'invalid-idn-host', errors: Array.isArray(errors) ? errors.map(String) : [] };
  }
  return encodeRegName(ascii, false);
}

/**
 * The reg-name `host` through UTS #46 ToUnicode, written with characters (`iri`) or UTF-8
 * triplets; `host` itself when it is not UTF-8 or ToUnicode reports errors, since the
 * Unicode form is for display and the ASCII form stays the safe one (UTS #46 §4.2 notes).
 */
export function hostToUnicode(host: string, options: IdnaOptions, iri: boolean): string {
  if (isPlainAscii(host)) return host;
  const domain = decodeUtf8Triplets(host);
  if (domain === undefined) return host;
  const result = toUnicode(domain, options);
  if (result.errors.length > 0) return host;
  return encodeRegName(result.domain, iri);
}
