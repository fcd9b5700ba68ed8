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
  let eq = -1;
  let separator = 0x26;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? query.charCodeAt(i) : 0x26;
    if (c === 0x3d) {
      if (eq < 0) eq = i;
      continue;
    }
    if (c !== 0x26 && (c !== 0x3b || !semicolons)) continue;
    if (i > start) {
      if (pairs.length >= limit) return fail('parameter-limit', start) !== undefined;
      const nameEnd = eq < 0 ? i : eq;
      const name = decodePart(query, start, nameEnd, form, mode);
      if (name === undefined) return false;
      let value: string | undefined;
      if (eq >= 0) {
        value = decodePart(query, eq + 1, i, form, mode);
        if (value === undefined) return false;
      }
      pairs.push([name, value]);
      if (raws !== undefined) raws.push(query.slice(start, i));
      if (starts !== undefined) starts.push(start);
      if (separators !== undefined) separators.push(separator);
    }
    separator = c;
    start = i + 1;
    eq = -1;
  }
  return true;
}
