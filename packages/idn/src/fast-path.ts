// The all-ASCII fast path of UTS #46 §4: a name made only of letters, digits,
// hyphens and dots, with no `xn--` label, needs no table: mapping is lower-casing,
// NFC is the identity, and the Bidi and CONTEXTJ rules cannot apply.
import { ASCII_CLASS } from './ascii-classes.js';
import { CHECK_HYPHENS, VERIFY_DNS_LENGTH } from './flags.js';

// Whether the label domain[start, end) passes without errors on this path.
function labelPasses(domain: string, start: number, end: number, flags: number): boolean {
  const length = end - start;
  if (length >= 4 && domain.charCodeAt(start + 2) === 0x2d) {
    if (domain.charCodeAt(start + 3) === 0x2d) {
      // `xn--` (in any case) needs Punycode; other `??--` labels fail CheckHyphens.
      if (flags & CHECK_HYPHENS) return false;
      if (
        (domain.charCodeAt(start) | 0x20) === 0x78 &&
        (domain.charCodeAt(start + 1) | 0x20) === 0x6e
      ) {
        return false;
      }
    }
  }
  if (flags & CHECK_HYPHENS && length > 0) {
    if (domain.charCodeAt(start) === 0x2d || domain.charCodeAt(end - 1) === 0x2d) return false;
  }
  if (length === 0) return false;
  return !(flags & VERIFY_DNS_LENGTH) || length <= 63;
}

/**
 * The result of ToASCII (`toAscii`) or ToUnicode for `domain` when it is plain
 * ASCII and valid, or `undefined` when the full algorithm must run (which then
 * also finds the errors).
 */
export function asciiFastPath(domain: string, flags: number, toAscii: boolean): string | undefined {
  const length = domain.length;
  let upper = false;
  let labelStart = 0;
  for (let i = 0; i < length; i++) {
    const c = domain.charCodeAt(i);
    const kind = c < 0x80 ? ASCII_CLASS[c]! : 0;
    if (kind === 1) continue;
    if (kind === 2) {
      upper = true;
      continue;
    }
    if (kind === 0) return undefined;
    if (!labelPasses(domain, labelStart, i, flags)) return undefined;
    labelStart = i + 1;
  }
  // The last label may be the empty root label after a final dot, which only
  // VerifyDnsLength rejects.
  if (labelStart === length && length > 0) {
    if (toAscii && flags & VERIFY_DNS_LENGTH) return undefined;
  } else if (!labelPasses(domain, labelStart, length, flags)) {
    return undefined;
  }
  if (toAscii && flags & VERIFY_DNS_LENGTH) {
    const total = labelStart === length ? length - 1 : length;
    if (total > 253) return undefined;
  }
  return upper ? domain.toLowerCase() : domain;
}
