// RFC 6570 §3.2.1 and §1.6: the encoding of values (allow U or U+R) as UTF-8 octets with
// upper-case hex, and the prefix modifier's cut (§2.4.1) by code points.
import { HEX_UPPER } from '@urikit/percent-encoding';
import { ALLOW, isHex } from './classes.js';

// Every octet's triplet, built once at load: an encoded octet costs a table load, not a
// three-character string concatenated on each call (compiled expansion of the suite and API
// templates, instructions a call under callgrind: see the bench README, issue 27).
function buildTriplets(): string[] {
  const table: string[] = [];
  for (let octet = 0; octet < 256; octet++) {
    table.push(`%${HEX_UPPER[octet >> 4]}${HEX_UPPER[octet & 15]}`);
  }
  return table;
}

const TRIPLETS: string[] = /* @__PURE__ */ buildTriplets();

function triplet(octet: number): string {
  return TRIPLETS[octet]!;
}

/**
 * Encodes `value` for an expansion (RFC 6570 §3.2.1): unreserved characters stay; with
 * `reserved` (the `+` and `#` operators, §3.2.3, §3.2.4) reserved characters and existing
 * pct-encoded triplets stay too; every other character becomes its UTF-8 octets (§1.6) as
 * upper-case `%HH`. A lone surrogate, which has no UTF-8 form, is encoded as U+FFFD.
 */
export function encodeValue(value: string, reserved: boolean): string {
  const allow = reserved ? 2 : 1;
  const n = value.length;
  // Runs of characters that stay are copied with one slice each, so a value that needs no
  // encoding comes back as the same string, without a slice or a concatenation: V8 does not
  // see that '' + value.slice(0) is the value itself (compiled expansion of the suite and API
  // templates: 5,845 -> 5,394 instructions a call under callgrind).
  let out = '';
  let run = 0;
  let i = 0;
  while (i < n) {
    let c = value.charCodeAt(i);
    if (c < 128) {
      if (ALLOW[c]! & allow) {
        i++;
      } else if (
        c === 0x25 &&
        reserved &&
        isHex(value.charCodeAt(i + 1)) &&
        isHex(value.charCodeAt(i + 2))
      ) {
        // RFC 6570 §3.2.3: reserved expansion passes pct-encoded triplets through.
        i += 3;
      } else {
        out += value.slice(run, i) + triplet(c);
        run = ++i;
      }
      continue;
    }
    out += value.slice(run, i);
    if (c < 0x800) {
      out += triplet(0xc0 | (c >> 6)) + triplet(0x80 | (c & 63));
      run = ++i;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = value.charCodeAt(i + 1);
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        out +=
          triplet(0xf0 | (cp >> 18)) +
          triplet(0x80 | ((cp >> 12) & 63)) +
          triplet(0x80 | ((cp >> 6) & 63)) +
          triplet(0x80 | (cp & 63));
        i += 2;
        run = i;
        continue;
      }
      c = 0xfffd;
    }
    out += triplet(0xe0 | (c >> 12)) + triplet(0x80 | ((c >> 6) & 63)) + triplet(0x80 | (c & 63));
    run = ++i;
  }
  return run === 0 ? value : out + value.slice(run);
}

/**
 * The first `length` characters of `value` (RFC 6570 §2.4.1): characters are code points, so
 * a surrogate pair is never split; with `reserved`, a pct-encoded triplet that the `+` and
 * `#` operators pass through counts as one character and is never split either.
 */
export function prefixOf(value: string, length: number, reserved: boolean): string {
  const n = value.length;
  if (n <= length) return value;
  let i = 0;
  for (let count = 0; count < length && i < n; count++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = value.charCodeAt(i + 1);
      i += d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
    } else if (
      c === 0x25 &&
      reserved &&
      isHex(value.charCodeAt(i + 1)) &&
      isHex(value.charCodeAt(i + 2))
    ) {
      i += 3;
    } else {
      i++;
    }
  }
  return value.slice(0, i);
}
