// The all-ASCII fast path of UTS #46 §4: a name made only of letters, digits,
// hyphens and dots, with no `xn--` label, needs no table: mapping is lower-casing,
// NFC is the identity, and the Bidi and CONTEXTJ rules cannot apply.
import { CHECK_HYPHENS, VERIFY_DNS_LENGTH } from './options.js';

// 1: a-z 0-9 '-'; 2: A-Z; 3: '.'; 0: anything else, left to the full algorithm.
function classTable(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) table[c] = 1;
  for (let c = 0x30; c <= 0x39; c++) table[c] = 1;
  table[0x2d] = 1;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = 2;
  table[0x2e] = 3;
  return table;
}
// Built by a pure call so that bundlers drop it when only Punycode is imported.
const CLASS = /* @__PURE__ */ classTable();

const HYPHEN = 0x2d;

// Whether the label domain[start, end) passes without errors on this path.
function labelPasses(domain: string, start: number, end: number, flags: number): boolean {
  const length = end - start;
  if (length >= 4 && domain.charCodeAt(start + 2) === HYPHEN) {
    if (domain.charCodeAt(start + 3) === HYPHEN) {
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
    if (domain.charCodeAt(start) === HYPHEN || domain.charCodeAt(end - 1) === HYPHEN) return false;
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
    const kind = c < 0x80 ? CLASS[c]! : 0;
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
