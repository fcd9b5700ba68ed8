// Percent-encoding normalization, RFC 3986 §6.2.2.1 (upper-case hex digits in
// triplets) and §6.2.2.2 (decode triplets of unreserved characters, §2.3).
import { requireString } from './arguments.js';
import { CHAR_CLASS, hasClass } from './char-classes.js';
import { HEXDIG, UNRESERVED } from './class-bits.js';
import { octetAt, TRIPLET } from './pct-encoded.js';

function isLowerHex(c: number): boolean {
  return c >= 0x61 && c <= 0x66;
}

/**
 * Percent-encoding normalization (RFC 3986 §6.2.2.1, §6.2.2.2): upper-cases the hex
 * digits of every triplet and decodes the triplets of unreserved characters
 * (`%41` → `A`, `%7e` → `~`, `%2f` → `%2F`); every other
 * character, and every `%` not followed by two hex digits, is left as it is.
 * Returns `value` itself when it is already normalized.
 *
 * One exception keeps the meaning of malformed input: a triplet of a hex digit
 * within the two characters after a malformed `%` stays encoded (upper-cased),
 * because decoding it would make that `%` start a new triplet: `%%34%31` becomes
 * `%%341`, not `%41`.
 *
 * @example
 * ```ts
 * normalizePercentEncoding('%7euser/%2fa%41'); // → '~user/%2FaA'
 * normalizePercentEncoding('%%34%31'); // → '%%341'
 * ```
 */
export function normalizePercentEncoding(value: string): string {
  requireString('normalizePercentEncoding', 'value', value);
  let i = value.indexOf('%');
  if (i === -1) return value;
  const length = value.length;
  let out = '';
  let run = 0;
  // The offset of the last `%` that starts no triplet, for the exception above.
  let malformed = -3;
  while (i < length) {
    if (value.charCodeAt(i) !== 0x25) {
      i++;
      continue;
    }
    const octet = octetAt(value, i);
    if (octet < 0) {
      malformed = i++;
      continue;
    }
    const unreserved = octet < 128 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0;
    const guarded =
      unreserved &&
      (CHAR_CLASS[octet]! & HEXDIG) !== 0 &&
      (i === malformed + 1 ||
        (i === malformed + 2 && hasClass(value.charCodeAt(malformed + 1), HEXDIG)));
    if (unreserved && !guarded) {
      out += value.slice(run, i) + String.fromCharCode(octet);
      i += 3;
      run = i;
    } else if (isLowerHex(value.charCodeAt(i + 1)) || isLowerHex(value.charCodeAt(i + 2))) {
      out += value.slice(run, i) + TRIPLET[octet];
      i += 3;
      run = i;
    } else {
      i += 3;
    }
  }
  return run === 0 ? value : out + value.slice(run);
}
