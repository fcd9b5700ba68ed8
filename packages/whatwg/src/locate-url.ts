// locateURL: the URL parser's record (whatwg-url's shape), its validation errors, and where in
// the input as given each component it read from the input stands (URL Standard §4.4), so that
// a tool can point at what the parser read: a linter's carets, a parser-differential report;
// and locateURLHost, the same spans with only the scheme and the serialized host, for a check of
// where a URL leads that should carry neither the errors' checks nor the record's conversion.
import { plainContext } from './api-parser.js';
import type { ParseContext } from './context.js';
import { idnaToASCII } from './idna.js';
import { copyOut, type WhatwgURLRecord } from './low-level.js';
import { basicParse, prepareInput } from './parser.js';
import type { URLRecord } from './record.js';
import { parseBase } from './validate-url.js';
import { type ValidationError, validationContext } from './validation-errors.js';

/**
 * Offsets in the input as given (UTF-16 code units): `start` is the component's first code
 * unit, `end` the one after its last. The delimiters (`:`, `@`, `?`, `#`) are outside.
 *
 * @example
 * ```ts
 * locateURL('https://example.org/').host; // → { start: 8, end: 19 }
 * ```
 */
export interface URLSpan {
  start: number;
  end: number;
}

/**
 * What {@link locateURL} returns: the record (null for failure), every validation error in
 * order, and the span of each component the parser read from the input (undefined for one the
 * input does not write, or that comes from the base, or that the parser never reached).
 *
 * @example
 * ```ts
 * const where: URLLocation = locateURL('https://a@b.example:8080/?q#f');
 * where.userinfo; // → { start: 8, end: 9 }
 * ```
 */
export interface URLLocation {
  url: WhatwgURLRecord | null;
  /** The validation errors in order (empty with `errors: false`). */
  errors: ValidationError[];
  scheme: URLSpan | undefined;
  /** Username and password up to the last `@` of the authority. */
  userinfo: URLSpan | undefined;
  /** The host as written (before percent-decoding and domain to ASCII); empty for `file:///`. */
  host: URLSpan | undefined;
  port: URLSpan | undefined;
  query: URLSpan | undefined;
  fragment: URLSpan | undefined;
}

/**
 * Parses `input` (against `base`) as the URL parser does (§4.4; whatwg-url's record shape) and
 * says where each component stands in `input`, offsets taken back through the strip of leading
 * and trailing C0 controls and spaces and the removal of tabs and newlines. A host span is
 * reported before the host is parsed, so it is there when the host fails. With `errors: false`
 * the validation errors are not collected, which saves their checks (every code point of the
 * path, query and fragment, and a second, strict domain to ASCII of each domain). Wrong-typed
 * arguments and an invalid base throw a TypeError, as {@link validateURL}'s do.
 *
 * @example
 * ```ts
 * const where = locateURL(' https://user@exa mple.org/');
 * where.url; // → null
 * where.host; // → { start: 14, end: 26 }
 * where.errors.at(-1); // → { type: 'domain-to-ASCII', index: 14 }
 * ```
 */
export function locateURL(
  input: string,
  base?: string,
  options?: { errors?: boolean },
): URLLocation {
  if (typeof input !== 'string') {
    throw new TypeError(
      `locateURL: input must be a string; got ${input === null ? 'null' : typeof input}`,
    );
  }
  const baseRecord = parseBase(base, 'locateURL');
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(
      `locateURL: options must be an object; got ${options === null ? 'null' : typeof options}`,
    );
  }
  const errorsOption = options?.errors;
  if (errorsOption !== undefined && typeof errorsOption !== 'boolean') {
    throw new TypeError(`locateURL: options.errors must be a boolean; got ${typeof errorsOption}`);
  }
  const errors: ValidationError[] = [];
  const where: URLLocation = spansOf(errors);
  const ctx =
    errorsOption === false
      ? undefined
      : validationContext(idnaToASCII, (error) => errors.push(error));
  const record = locate(input, baseRecord, where, ctx);
  if (record !== null) where.url = copyOut(record, {} as WhatwgURLRecord);
  return where;
}

/**
 * What {@link locateURLHost} returns: {@link locateURL}'s spans and, of the record, only the
 * scheme and the host as serialized (URL Standard §3.6: `127.0.0.1`, `[::1]`, `example.com`,
 * `''`, or null without a host); `url` is null when the parser fails. `errors` is always empty.
 *
 * @example
 * ```ts
 * const where: URLHostLocation = locateURLHost('http://[0:0::1]:8080/');
 * where.url; // → { scheme: 'http', host: '[::1]' }
 * ```
 */
export interface URLHostLocation extends Omit<URLLocation, 'url'> {
  url: { scheme: string; host: string | null } | null;
}

/**
 * Parses `input` (against `base`) as {@link locateURL} does with `errors: false` and gives the
 * same spans, with the scheme and the serialized host in place of the record: for a check that
 * reads only where the URL leads (an SSRF guard). A bundle that calls only this function
 * carries neither the validation errors' checks nor the conversion of the record to
 * whatwg-url's shape (together about 1.3 kB gzip). Wrong-typed arguments and an invalid base
 * throw a TypeError, as locateURL's do.
 *
 * @example
 * ```ts
 * locateURLHost('HTTP://0x7f.1/').url; // → { scheme: 'http', host: '127.0.0.1' }
 * locateURLHost('http://user@exa mple.org/').host; // → { start: 12, end: 24 }
 * locateURLHost('http://user@exa mple.org/').url; // → null
 * ```
 */
export function locateURLHost(input: string, base?: string): URLHostLocation {
  if (typeof input !== 'string') {
    throw new TypeError(
      `locateURLHost: input must be a string; got ${input === null ? 'null' : typeof input}`,
    );
  }
  const where: URLHostLocation = spansOf([]);
  const record = locate(input, parseBase(base, 'locateURLHost'), where);
  if (record !== null) where.url = { scheme: record.scheme, host: record.host };
  return where;
}

/** A location with no span and no record yet. */
function spansOf(errors: ValidationError[]): URLLocation & URLHostLocation {
  return {
    url: null,
    errors,
    scheme: undefined,
    userinfo: undefined,
    host: undefined,
    port: undefined,
    query: undefined,
    fragment: undefined,
  };
}

/**
 * The parse of locateURL: it fills the spans of `where` and returns the parser's record. With
 * `ctx` (a validation context) the errors are collected; without one, a plain context only
 * records where the prepared string starts and which positions moved.
 */
function locate(
  input: string,
  baseRecord: URLRecord | null,
  where: Omit<URLLocation, 'url'>,
  given?: ParseContext,
): URLRecord | null {
  // Where parser position 0 is in the input, when no tab or newline was removed (map unset).
  let offset = 0;
  let ctx = given;
  if (ctx === undefined) {
    const plain = plainContext(idnaToASCII);
    plain.prepared = (text, start, end) => {
      offset = start;
      plain.map = offsetMap(text, start, end);
    };
    ctx = plain;
  }
  const c = ctx;
  // Indexed by SPAN_SCHEME… (context.ts).
  const names = ['scheme', 'userinfo', 'host', 'port', 'query', 'fragment'] as const;
  c.span = (kind, start, end) => {
    const map = c.map;
    if (map === undefined) {
      where[names[kind]!] = { start: start + offset, end: end + offset };
      return;
    }
    const last = map.length - 1;
    where[names[kind]!] = { start: map[Math.min(start, last)]!, end: map[Math.min(end, last)]! };
  };
  return basicParse(prepareInput(input, true, c), baseRecord, null, 0, c);
}

/**
 * The offset in `input` of each position of the prepared string (§4.4 steps 1-3: `input[start,
 * end)` without its tabs and newlines), or undefined when none is removed (then it is
 * `start` + the position).
 */
function offsetMap(input: string, start: number, end: number): Int32Array | undefined {
  let i = start;
  while (i < end) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) break;
    i++;
  }
  if (i === end) return undefined;
  const map = new Int32Array(end - start + 1);
  let n = 0;
  for (i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c !== 0x09 && c !== 0x0a && c !== 0x0d) map[n++] = i;
  }
  map[n] = end;
  return map;
}
