// Decoding one name or value of a query (RFC 3986 §2.1, §3.4): percent-decoding as UTF-8 and,
// for application/x-www-form-urlencoded, `+` as a space (WHATWG URL Standard §5.1).
import { PercentEncodingError, percentDecode } from '@urikit/percent-encoding';
import { fail } from './failure.js';
import { PARSE_QUERY_OPTIONS } from './options.js';

// percentDecode's options for each mode, by its number (THROW, KEEP, REPLACE).
const DECODE_OPTIONS = /* @__PURE__ */ PARSE_QUERY_OPTIONS.invalid.map((invalid) => ({ invalid }));

/**
 * The decoded text of `query.slice(start, end)`, or undefined (with the failure recorded at
 * its offset in `query`) when `mode` is THROW and the part is malformed.
 *
 * With a `cache` (scanQuery's, for a long query), a part whose text is that of the last part in
 * its slot is that string, found before anything is sliced. A long query's pairs outlive the
 * parse, and a megabyte of `key=value&` kept 200,000 strings alive that V8's young-generation
 * collector copied twice each before promoting them (45-57 ms, against 0.6-1.3 ms for 100 kB).
 * The cache holds only parts with nothing left to decode, which are their own value: the same
 * text is then the same value, in the mode of this scan.
 */
export function decodePart(
  query: string,
  start: number,
  end: number,
  form: boolean,
  mode: number,
  cache?: string[],
): string | undefined {
  // One slot per length (modulo 64): the last part of that length.
  const length = end - start;
  const cached = cache?.[length & 63];
  if (cached?.length === length && query.startsWith(cached, start)) return cached;
  let part = query.slice(start, end);
  // WHATWG URL Standard §5.1 step 3.3: "+" becomes a space before percent-decoding, so that
  // "%2B" still decodes to "+". Same length, so offsets into `part` stay offsets into `query`.
  if (form && part.indexOf('+') !== -1) part = part.replaceAll('+', ' ');
  if (part.indexOf('%') === -1) {
    if (cache !== undefined) cache[length & 63] = part;
    return part;
  }
  // Only THROW mode throws, and only for a malformed part: the error says what and where, and
  // is recorded at its offset in `query` (a try block costs nothing when nothing is thrown).
  try {
    return percentDecode(part, DECODE_OPTIONS[mode]);
  } catch (error) {
    if (error instanceof PercentEncodingError) return fail(error.code, start + error.index);
    throw error;
  }
}
