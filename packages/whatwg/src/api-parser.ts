// URL Standard §6.1 "API URL parser": the base (when given) through the basic URL parser, then
// the input against it; the result as its href. Inputs already in serialized form take the
// fast path (fast-path.ts) and keep the input as href.
import type { ParseContext } from './context.js';
import { fastHref } from './fast-path.js';
import { basicParse, prepareInput } from './parser.js';
import type { URLRecord } from './record.js';
import { serializeRecord } from './serialize.js';

/** The basic URL parser on a whole string (§4.4 with no url and no state override). */
export function parseRecord(
  input: string,
  base: URLRecord | null,
  ctx: ParseContext,
): URLRecord | null {
  return basicParse(prepareInput(input, true, ctx), base, null, 0, ctx);
}

/** §6.1 API URL parser: the URL's href, or null for failure. */
export function parseHref(
  input: string,
  base: string | undefined,
  ctx: ParseContext,
): string | null {
  if (base === undefined) {
    const fast = fastHref(input);
    if (fast !== undefined) return fast;
  }
  let baseRecord: URLRecord | null = null;
  if (base !== undefined) {
    baseRecord = parseRecord(base, null, ctx);
    if (baseRecord === null) return null;
  }
  const url = parseRecord(input, baseRecord, ctx);
  return url === null ? null : serializeRecord(url);
}

/** A context without validation errors for `toASCII`. */
export function plainContext(toASCII: (domain: string) => string | undefined): ParseContext {
  return { toASCII };
}
