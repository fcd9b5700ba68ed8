// The one scanner behind parseQuery, QueryParams and the nested mode: splits a query
// (RFC 3986 §3.4) into pairs at "&" (and ";"), names from values at the first "=".
import { decodePart } from './decode-part.js';
import { fail } from './failure.js';

/** What the scan fills in: always the pairs; the raw texts and offsets only when asked. */
export interface ScanSink {
  pairs: Array<[string, string | undefined]>;
  /** Each pair's text as written, for QueryParams to give back byte for byte. */
  raws: string[] | undefined;
  /** Each pair's offset in the query, for errors about a pair. */
  starts: number[] | undefined;
  /** The separator before each pair (its char code; 0x26 for the first). */
  separators: number[] | undefined;
}

/**
 * Scans `query`, appending to `sink`; returns false (with the failure recorded) when a part
 * does not decode in THROW mode or when there are more than `limit` pairs. Empty pieces
 * between separators (`a&&b`) are no pairs, as in the WHATWG urlencoded parser.
 */
export function scanQuery(
  query: string,
  form: boolean,
  semicolons: boolean,
  mode: number,
  limit: number,
  sink: ScanSink,
): boolean {
  const length = query.length;
  const { pairs, raws, starts, separators } = sink;
  let start = 0;
  let separator = 0x26;
  // indexOf finds the delimiters natively; the pieces are then sliced once each.
  let nextAmp = query.indexOf('&');
  let nextSemi = semicolons ? query.indexOf(';') : -1;
  // Each search resumes past the previous find only once that find is behind `start`, so no
  // character is searched twice for the same delimiter: linear whatever the input.
  let nextEq = query.indexOf('=');
  // Past 16 pairs, a repeated name or value is one string (see decodePart); a short query never
  // pays for the cache.
  let cache: string[] | undefined;
  while (start <= length) {
    if (nextAmp !== -1 && nextAmp < start) nextAmp = query.indexOf('&', start);
    if (nextSemi !== -1 && nextSemi < start) nextSemi = query.indexOf(';', start);
    let end = nextAmp === -1 ? length : nextAmp;
    if (nextSemi !== -1 && nextSemi < end) end = nextSemi;
    if (end > start) {
      if (pairs.length >= limit) return fail('parameter-limit', start) !== undefined;
      if (nextEq !== -1 && nextEq < start) nextEq = query.indexOf('=', start);
      const nameEnd = nextEq === -1 || nextEq > end ? end : nextEq;
      if (pairs.length === 16) cache = [];
      const name = decodePart(query, start, nameEnd, form, mode, cache);
      if (name === undefined) return false;
      let value: string | undefined;
      if (nameEnd < end) {
        value = decodePart(query, nameEnd + 1, end, form, mode, cache);
        if (value === undefined) return false;
      }
      pairs.push([name, value]);
      if (raws !== undefined) raws.push(query.slice(start, end));
      if (starts !== undefined) starts.push(start);
      if (separators !== undefined) separators.push(separator);
    }
    if (end < length) separator = query.charCodeAt(end);
    start = end + 1;
  }
  return true;
}
