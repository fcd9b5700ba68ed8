// Decoding one name or value of a query (RFC 3986 §2.1, §3.4): percent-decoding as UTF-8 and,
// for application/x-www-form-urlencoded, `+` as a space (WHATWG URL Standard §5.1).
import { PercentEncodingError, percentDecode, tryPercentDecode } from '@urikit/percent-encoding';
import { fail } from './failure.js';
import { KEEP, THROW } from './options.js';

const KEEP_OPTIONS = { invalid: 'keep' } as const;
const REPLACE_OPTIONS = { invalid: 'replace' } as const;

/**
 * The decoded text of `query.slice(start, end)`, or undefined (with the failure recorded at
 * its offset in `query`) when `mode` is THROW and the part is malformed.
 */
export function decodePart(
  query: string,
  start: number,
  end: number,
  form: boolean,
  mode: number,
): string | undefined {
  let part = query.slice(start, end);
  // WHATWG URL Standard §5.1 step 3.3: "+" becomes a space before percent-decoding, so that
  // "%2B" still decodes to "+". Same length, so offsets into `part` stay offsets into `query`.
  if (form && part.indexOf('+') !== -1) part = part.replaceAll('+', ' ');
  if (part.indexOf('%') === -1) return part;
  if (mode === THROW) {
    const decoded = tryPercentDecode(part);
    if (decoded !== undefined) return decoded;
    // The slow path runs once, for the error: percentDecode says what and where.
    try {
      percentDecode(part);
    } catch (error) {
      if (error instanceof PercentEncodingError) return fail(error.code, start + error.index);
      throw error;
    }
    return fail('invalid-percent-encoding', start);
  }
  return percentDecode(part, mode === KEEP ? KEEP_OPTIONS : REPLACE_OPTIONS);
}
