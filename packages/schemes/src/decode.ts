// Percent-decoding of one slice of a scheme-specific URI (RFC 3986 §2.1, UTF-8 per RFC 3629),
// with the failing triplet's offset reported in the whole input rather than in the slice.
import { PercentEncodingError, percentDecode } from '@urikit/percent-encoding';
import { SchemeError, type SchemeName } from './errors.js';

/** `text.slice(start, end)` percent-decoded as UTF-8; a bad triplet throws at its offset. */
export function decodeSlice(scheme: SchemeName, text: string, start: number, end: number): string {
  const part = text.slice(start, end);
  // Fast path: nothing to decode, so the slice is the value.
  if (part.indexOf('%') < 0) return part;
  try {
    return percentDecode(part);
  } catch (error) {
    if (error instanceof PercentEncodingError) {
      throw new SchemeError(scheme, 'invalid-percent-encoding', text, start + error.index);
    }
    throw error;
  }
}
