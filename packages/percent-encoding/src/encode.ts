// Percent-encoding of data for one URI component (RFC 3986 §2.1, §2.4, §2.5):
// characters outside the component's grammar become UTF-8 octets as %HH triplets.
import { argumentError } from './arguments.js';
import { CHAR_CLASS } from './char-classes.js';
import { PATH, PCHAR, QUERY, REG_NAME, UNRESERVED } from './class-bits.js';
import { LONE_SURROGATE, PercentEncodingError } from './errors.js';
import { TRIPLET } from './pct-encoded.js';

/**
 * Where the encoded value will stand (RFC 3986 §2.1, §2.4), which decides the
 * characters left as they are:
 * - `'component'`: unreserved only (§2.3), safe anywhere.
 * - `'userinfo'`: unreserved and sub-delims; `:` is encoded because in practice it
 *   separates user from password (§3.2.1), so a user name or password stays one datum.
 * - `'host'`: reg-name, i.e. unreserved and sub-delims (§3.2.2).
 * - `'path'`: pchar and `/` (§3.3): the value is a whole path whose `/` separate segments.
 * - `'path-segment'`: pchar (§3.3): unreserved, sub-delims, `:` and `@`.
 * - `'query'`, `'fragment'`: pchar, `/` and `?` (§3.4, §3.5).
 *
 * @example
 * ```ts
 * const set: PercentEncodeSet = 'path';
 * percentEncode('a b/é', set); // → 'a%20b/%C3%A9'
 * ```
 */
export type PercentEncodeSet =
  | 'component'
  | 'userinfo'
  | 'host'
  | 'path'
  | 'path-segment'
  | 'query'
  | 'fragment';

/**
 * The CHAR_CLASS bits of the characters that `set` leaves unencoded, after the checks of the
 * encoders' arguments in their order: `value` a string, then `set` a name; `fn` names the
 * caller. One function for both checks, so that percentEncode's bundle holds no other.
 */
function encodeSetClass(fn: string, value: unknown, set: PercentEncodeSet): number {
  if (typeof value !== 'string') throw argumentError(fn, 'value', 'a string', value);
  switch (set) {
    case 'component':
      return UNRESERVED;
    case 'userinfo':
    case 'host':
      return REG_NAME;
    case 'path':
      return PATH;
    case 'path-segment':
      return PCHAR;
    case 'query':
    case 'fragment':
      return QUERY; // = FRAGMENT (§3.4, §3.5)
    default:
      throw argumentError(fn, 'set', 'a PercentEncodeSet name', set);
  }
}

// One pass: runs of characters allowed as they are are copied with one slice each, so a value
// that needs no encoding comes back as it is ('' + '' + value.slice(0) is value itself).
// `strict`: a lone surrogate throws (percentEncode), else it makes the result undefined.
function encode(value: string, allowed: number, strict: boolean): string | undefined {
  let done = '';
  let out = '';
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c >= 128 || !(CHAR_CLASS[c]! & allowed)) {
      out += value.slice(run, i);
      if (c < 128) {
        out += TRIPLET[c];
      } else {
        // RFC 3986 §2.5: non-ASCII characters are encoded as their UTF-8 octets (RFC 3629 §3).
        if ((c & 0xf800) === 0xd800) {
          // Past the end, d is NaN (and NaN & x is 0): no low surrogate either.
          const d = value.charCodeAt(i + 1);
          if (c > 0xdbff || (d & 0xfc00) !== 0xdc00) {
            if (strict) throw new PercentEncodingError('lone-surrogate', value, i, LONE_SURROGATE);
            return undefined;
          }
          c = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          i++;
        }
        // The leading octet and the continuation octets but the last, then the last.
        out +=
          (c < 0x800
            ? TRIPLET[0xc0 | (c >> 6)]!
            : c < 0x10000
              ? TRIPLET[0xe0 | (c >> 12)]! + TRIPLET[0x80 | ((c >> 6) & 0x3f)]
              : TRIPLET[0xf0 | (c >> 18)]! +
                TRIPLET[0x80 | ((c >> 12) & 0x3f)] +
                TRIPLET[0x80 | ((c >> 6) & 0x3f)]) + TRIPLET[0x80 | (c & 0x3f)];
      }
      run = i + 1;
      // The result is built a chunk of about 4,000 characters at a time: appending every piece
      // to one string kept them all alive as one rope to the end, and on a 1 MB text the
      // collector copied hundreds of thousands of them again and again (time grew as size^1.3
      // and more). Reading a character makes the engine copy the chunk's rope into one flat
      // string, so its pieces die young.
      if (out.length > 4e3) {
        out.charCodeAt(0);
        done += out;
        out = '';
      }
    }
  }
  return done + out + value.slice(run);
}

/**
 * Percent-encodes `value` as data for the component `set` (default `'component'`):
 * every character that may not stand for itself there becomes the %HH triplets of
 * its UTF-8 octets, with upper-case hex (RFC 3986 §2.1, §2.4, §2.5). `%` is always
 * encoded, since `value` is data, not an encoded string. Returns `value` itself when
 * nothing needs encoding.
 *
 * @example
 * ```ts
 * percentEncode('a b/é'); // → 'a%20b%2F%C3%A9'
 * percentEncode('a b/é', 'path'); // → 'a%20b/%C3%A9'
 * percentEncode('100%'); // → '100%25'
 * percentEncode('user:pw', 'userinfo'); // → 'user%3Apw'
 * ```
 *
 * @throws {PercentEncodingError} `'lone-surrogate'` for an unpaired surrogate.
 * @throws {TypeError} when `value` is not a string or `set` not one of the names above.
 */
export function percentEncode(value: string, set: PercentEncodeSet = 'component'): string {
  return encode(value, encodeSetClass('percentEncode', value, set), true)!;
}

/**
 * Like {@link percentEncode}, but `undefined` instead of a PercentEncodingError
 * (RFC 3986 §2.5: a lone surrogate has no UTF-8 form).
 *
 * @example
 * ```ts
 * tryPercentEncode('a b'); // → 'a%20b'
 * tryPercentEncode('\uD800'); // → undefined
 * ```
 *
 * @throws {TypeError} when `value` is not a string or `set` not one of the names of
 * {@link PercentEncodeSet}.
 */
export function tryPercentEncode(
  value: string,
  set: PercentEncodeSet = 'component',
): string | undefined {
  return encode(value, encodeSetClass('tryPercentEncode', value, set), false);
}

/**
 * Percent-encodes raw octets (for data that is not UTF-8 text) for the component
 * `set`: an ASCII octet allowed there stands for itself, every other octet becomes
 * its triplet (RFC 3986 §2.1, §2.4). Any octets can be encoded.
 *
 * @example
 * ```ts
 * percentEncodeBytes(new Uint8Array([0x61, 0x20, 0xff])); // → 'a%20%FF'
 * percentEncodeBytes(new Uint8Array([0x2f, 0x3a]), 'path'); // → '/:'
 * ```
 *
 * @throws {TypeError} when `bytes` is not a Uint8Array or `set` not one of the names of
 * {@link PercentEncodeSet}.
 */
export function percentEncodeBytes(bytes: Uint8Array, set: PercentEncodeSet = 'component'): string {
  if (!(bytes instanceof Uint8Array)) {
    throw argumentError('percentEncodeBytes', 'bytes', 'a Uint8Array', bytes);
  }
  // '' for the value: the bytes are checked above.
  const allowed = encodeSetClass('percentEncodeBytes', '', set);
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    out += b < 128 && (CHAR_CLASS[b]! & allowed) !== 0 ? String.fromCharCode(b) : TRIPLET[b];
  }
  return out;
}
