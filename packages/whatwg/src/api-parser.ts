// URL Standard §6.1 "API URL parser": the base (when given) through the basic URL parser, then
// the input against it; the result as its href, written by one scan (scan.ts) that keeps an
// input already in serialized form as its href.
import type { ParseContext } from './context.js';
import { basicParse, prepareInput } from './parser.js';
import type { URLRecord } from './record.js';
import { scanURL } from './scan.js';
import { readParts } from './url-state.js';

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
  if (base === undefined) return scanURL(input, null, ctx);
  const baseHref = scanURL(base, null, ctx);
  return baseHref === null ? null : scanURL(input, readParts(baseHref), ctx);
}

/** A context without validation errors for `toASCII`. */
export function plainContext(toASCII: (domain: string) => string | undefined): ParseContext {
  return { toASCII };
}
