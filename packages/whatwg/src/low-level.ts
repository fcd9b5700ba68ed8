// whatwg-url's low-level API (the URL Standard's algorithms by their names) with its record
// shape, so that `"overrides": { "whatwg-url": "npm:@urikit/whatwg" }` works: hosts as a
// string, a number (IPv4) or eight numbers (IPv6), the path as a list or a string (opaque),
// failure as null. Validation errors come through `onValidationError`, with offsets.
import { plainContext } from './api-parser.js';
import { USERINFO_SET } from './code-points.js';
import type { ParseContext } from './context.js';
import { endsInNumber } from './host.js';
import { idnaToASCII } from './idna.js';
import { parseIPv6, serializeIPv6 } from './ipv6.js';
import { serializeOrigin } from './origin.js';
import {
  AUTHORITY,
  basicParse,
  FILE,
  FILE_HOST,
  FILE_SLASH,
  FRAGMENT,
  HOST,
  HOSTNAME,
  NO_SCHEME,
  OPAQUE_PATH,
  PATH,
  PATH_OR_AUTHORITY,
  PATH_START,
  PORT,
  prepareInput,
  QUERY,
  RELATIVE,
  RELATIVE_SLASH,
  SCHEME,
  SCHEME_START,
  SPECIAL_AUTHORITY_IGNORE_SLASHES,
  SPECIAL_AUTHORITY_SLASHES,
  SPECIAL_RELATIVE_OR_AUTHORITY,
} from './parser.js';
import { percentDecodeByteSequence, utf8Encode } from './percent-decode.js';
import { encodeSet } from './percent-encode.js';
import { isSpecialScheme, type URLRecord } from './record.js';
import { serializePathOf, serializeRecord } from './serialize.js';
import { type ValidationError, validationContext } from './validation-errors.js';

/**
 * A host as whatwg-url represents it (URL Standard §3.1): a domain, opaque host or empty host
 * as a string, an IPv4 address as a number, an IPv6 address as its eight pieces.
 *
 * @example
 * ```ts
 * const host: Host = [0, 0, 0, 0, 0, 0, 0, 1];
 * serializeHost(host); // → '[::1]'
 * ```
 */
export type Host = string | number | number[];

/**
 * A URL record in whatwg-url's shape (URL Standard §4.1).
 *
 * @example
 * ```ts
 * const record: WhatwgURLRecord = parseURL('https://a.example/x?y')!;
 * record.path; // → ['x']
 * ```
 */
export interface WhatwgURLRecord {
  scheme: string;
  username: string;
  password: string;
  host: Host | null;
  port: number | null;
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}

/**
 * The state override names of whatwg-url's `basicURLParse` (URL Standard §4.4 states).
 *
 * @example
 * ```ts
 * const state: StateOverride = 'hostname';
 * ```
 */
export type StateOverride =
  | 'scheme start'
  | 'scheme'
  | 'no scheme'
  | 'special relative or authority'
  | 'path or authority'
  | 'relative'
  | 'relative slash'
  | 'special authority slashes'
  | 'special authority ignore slashes'
  | 'authority'
  | 'host'
  | 'hostname'
  | 'port'
  | 'file'
  | 'file slash'
  | 'file host'
  | 'path start'
  | 'path'
  | 'opaque path'
  | 'query'
  | 'fragment';

const STATES: Readonly<Record<string, number>> = {
  'scheme start': SCHEME_START,
  scheme: SCHEME,
  'no scheme': NO_SCHEME,
  'special relative or authority': SPECIAL_RELATIVE_OR_AUTHORITY,
  'path or authority': PATH_OR_AUTHORITY,
  relative: RELATIVE,
  'relative slash': RELATIVE_SLASH,
  'special authority slashes': SPECIAL_AUTHORITY_SLASHES,
  'special authority ignore slashes': SPECIAL_AUTHORITY_IGNORE_SLASHES,
  authority: AUTHORITY,
  host: HOST,
  hostname: HOSTNAME,
  port: PORT,
  file: FILE,
  'file slash': FILE_SLASH,
  'file host': FILE_HOST,
  'path start': PATH_START,
  path: PATH,
  'opaque path': OPAQUE_PATH,
  query: QUERY,
  fragment: FRAGMENT,
};

/**
 * Options of {@link parseURL}.
 *
 * @example
 * ```ts
 * const options: ParseURLOptions = { baseURL: parseURL('https://a.example/')! };
 * ```
 */
export interface ParseURLOptions {
  /** The base URL record (null or absent: none). */
  baseURL?: WhatwgURLRecord | null | undefined;
  /** Only UTF-8 (the legacy encodings are out of scope): `'UTF-8'` in any case, or `'utf8'`. */
  encoding?: string | undefined;
  /** Receives each validation error (URL Standard §1.2) with its offset in `input`. */
  onValidationError?: ((error: ValidationError) => void) | undefined;
}

/**
 * Options of {@link basicURLParse}.
 *
 * @example
 * ```ts
 * const options: BasicURLParseOptions = { url: parseURL('https://a.example/')!, stateOverride: 'port' };
 * ```
 */
export interface BasicURLParseOptions extends ParseURLOptions {
  /** A URL record to edit in place (with `stateOverride`). */
  url?: WhatwgURLRecord | null | undefined;
  /** The state to start in; the parser then stops where the standard says. */
  stateOverride?: StateOverride | null | undefined;
}

const plain: ParseContext = /* @__PURE__ */ plainContext(idnaToASCII);

function typeName(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function requireString(value: unknown, fn: string, name: string): string {
  if (typeof value !== 'string') {
    throw new TypeError(`${fn}: ${name} must be a string; got ${typeName(value)}`);
  }
  return value;
}

function requireRecord(value: unknown, fn: string, name: string): WhatwgURLRecord {
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof (value as WhatwgURLRecord).scheme !== 'string'
  ) {
    throw new TypeError(`${fn}: ${name} must be a URL record; got ${typeName(value)}`);
  }
  // The record's shape (§4.1, as whatwg-url holds it), checked once here so that no
  // algorithm below meets a field of another type.
  const record = value as WhatwgURLRecord;
  const { username, password, host, port, path, query, fragment } = record;
  const wrong = (field: string, expected: string, got: unknown): TypeError =>
    new TypeError(`${fn}: ${name}.${field} must be ${expected}; got ${typeName(got)}`);
  if (typeof username !== 'string') throw wrong('username', 'a string', username);
  if (typeof password !== 'string') throw wrong('password', 'a string', password);
  if (host !== null && !isHost(host)) {
    throw wrong('host', 'null, a string, a number or an array of 8 numbers', host);
  }
  if (port !== null && typeof port !== 'number') throw wrong('port', 'null or a number', port);
  if (typeof path !== 'string' && !Array.isArray(path)) {
    throw wrong('path', 'a string or an array', path);
  }
  if (query !== null && typeof query !== 'string') throw wrong('query', 'null or a string', query);
  if (fragment !== null && typeof fragment !== 'string') {
    throw wrong('fragment', 'null or a string', fragment);
  }
  return record;
}

/** Whether `host` is a host of whatwg-url's shape: a string, a number or 8 numbers (IPv6). */
function isHost(host: unknown): host is Host {
  if (typeof host === 'string' || typeof host === 'number') return true;
  if (!Array.isArray(host) || host.length !== 8) return false;
  for (const piece of host) if (typeof piece !== 'number') return false;
  return true;
}

/** §3.6 "host serializer" of a whatwg-url host. */
function hostText(host: Host | null): string | null {
  if (host === null) return null;
  if (typeof host === 'number') {
    return `${host >>> 24}.${(host >>> 16) & 255}.${(host >>> 8) & 255}.${host & 255}`;
  }
  if (typeof host === 'string') return host;
  if (host.length !== 8) throw new RangeError('serializeHost: an IPv6 host has 8 pieces');
  return `[${serializeIPv6(host)}]`;
}

/** The whatwg-url host of a serialized host, given whether the URL is special. */
function hostValue(host: string | null, special: boolean): Host | null {
  if (host === null) return null;
  if (host.charCodeAt(0) === 0x5b) return parseIPv6(host.slice(1, -1), plain, 0)!;
  if (special && host !== '' && endsInNumber(host)) {
    let value = 0;
    for (const part of host.split('.')) value = value * 256 + Number(part);
    return value;
  }
  return host;
}

function toInternal(record: WhatwgURLRecord): URLRecord {
  return {
    scheme: record.scheme,
    username: record.username,
    password: record.password,
    host: hostText(record.host),
    port: record.port,
    path: typeof record.path === 'string' ? record.path : record.path.slice(),
    query: record.query,
    fragment: record.fragment,
  };
}

/** Copies a record into whatwg-url's shape (`to`), hosts as numbers and arrays. */
export function copyOut(from: URLRecord, to: WhatwgURLRecord): WhatwgURLRecord {
  to.scheme = from.scheme;
  to.username = from.username;
  to.password = from.password;
  to.host = hostValue(from.host, isSpecialScheme(from.scheme));
  to.port = from.port;
  to.path = from.path;
  to.query = from.query;
  to.fragment = from.fragment;
  return to;
}

function contextOf(options: ParseURLOptions | undefined, fn: string): ParseContext {
  if (options === undefined) return plain;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${fn}: options must be an object; got ${typeName(options)}`);
  }
  const { encoding, onValidationError } = options;
  if (encoding !== undefined) {
    const label = requireString(encoding, fn, 'options.encoding').toLowerCase();
    if (label !== 'utf-8' && label !== 'utf8') {
      throw new TypeError(
        `${fn}: options.encoding must be UTF-8 (legacy encodings are not supported); got ${JSON.stringify(encoding)}`,
      );
    }
  }
  if (onValidationError === undefined) return plain;
  if (typeof onValidationError !== 'function') {
    throw new TypeError(
      `${fn}: options.onValidationError must be a function; got ${typeName(onValidationError)}`,
    );
  }
  return validationContext(idnaToASCII, onValidationError);
}

/**
 * The basic URL parser (URL Standard §4.4), as whatwg-url's `basicURLParse`: a new record, or
 * with `url` and `stateOverride` that record edited in place; null for failure.
 *
 * @example
 * ```ts
 * basicURLParse('HTTPS://a.example:443/b')!.port; // → null
 * const url = parseURL('https://a.example/')!;
 * basicURLParse('8080', { url, stateOverride: 'port' });
 * url.port; // → 8080
 * ```
 */
export function basicURLParse(
  input: string,
  options?: BasicURLParseOptions,
): WhatwgURLRecord | null {
  requireString(input, 'basicURLParse', 'input');
  const ctx = contextOf(options, 'basicURLParse');
  const base =
    options?.baseURL == null
      ? null
      : toInternal(requireRecord(options.baseURL, 'basicURLParse', 'options.baseURL'));
  const given =
    options?.url == null ? null : requireRecord(options.url, 'basicURLParse', 'options.url');
  let override = 0;
  if (options?.stateOverride != null) {
    override =
      STATES[requireString(options.stateOverride, 'basicURLParse', 'options.stateOverride')] ?? 0;
    if (override === 0 || !Object.hasOwn(STATES, options.stateOverride)) {
      throw new TypeError(
        `basicURLParse: options.stateOverride is not a state of the URL parser; got ${JSON.stringify(options.stateOverride)}`,
      );
    }
  }
  const internal = given === null ? null : toInternal(given);
  const result = basicParse(
    prepareInput(input, internal === null, ctx),
    base,
    internal,
    override,
    ctx,
  );
  if (given !== null) copyOut(internal!, given);
  if (result === null) return null;
  return given ?? copyOut(result, {} as WhatwgURLRecord);
}

/**
 * The URL parser (URL Standard §4.4 "URL parser"; blob URL entries are out of scope), as
 * whatwg-url's `parseURL`: a record, or null for failure.
 *
 * @example
 * ```ts
 * parseURL('https://[::1]:8080/a/../b')!.host; // → [0, 0, 0, 0, 0, 0, 0, 1]
 * parseURL('//x'); // → null
 * ```
 */
export function parseURL(input: string, options?: ParseURLOptions): WhatwgURLRecord | null {
  requireString(input, 'parseURL', 'input');
  const ctx = contextOf(options, 'parseURL');
  const base =
    options?.baseURL == null
      ? null
      : toInternal(requireRecord(options.baseURL, 'parseURL', 'options.baseURL'));
  const result = basicParse(prepareInput(input, true, ctx), base, null, 0, ctx);
  return result === null ? null : copyOut(result, {} as WhatwgURLRecord);
}

/**
 * whatwg-url's `parseURLWithValidationErrors`: the record (or null) and the names of the
 * validation errors met, in order.
 *
 * @example
 * ```ts
 * parseURLWithValidationErrors('https://example.org/%s').validationErrors; // → ['invalid-URL-unit']
 * ```
 */
export function parseURLWithValidationErrors(
  input: string,
  options?: ParseURLOptions,
): { url: WhatwgURLRecord | null; validationErrors: string[] } {
  // The arguments checked in this function's name, and the listener read once, before parsing.
  requireString(input, 'parseURLWithValidationErrors', 'input');
  contextOf(options, 'parseURLWithValidationErrors');
  const listener = options?.onValidationError;
  const validationErrors: string[] = [];
  const url = parseURL(input, {
    ...options,
    onValidationError: (error) => {
      validationErrors.push(error.type);
      listener?.(error);
    },
  });
  return { url, validationErrors };
}

/**
 * Whether `input` parses (against `baseURL`) without any validation error: the parser's reading
 * of the standard's "valid URL string" (whatwg-url checks the writing grammar instead; the two
 * can differ on rare inputs).
 *
 * @example
 * ```ts
 * isValidURLString('https://example.org/'); // → true
 * isValidURLString('https://example.org/%s'); // → false
 * ```
 */
export function isValidURLString(
  input: string,
  options?: { baseURL?: WhatwgURLRecord | null },
): boolean {
  const { url, validationErrors } = parseURLWithValidationErrors(input, options);
  return url !== null && validationErrors.length === 0;
}

/**
 * The URL serializer (URL Standard §4.5).
 *
 * @example
 * ```ts
 * serializeURL(parseURL('HTTP://A.example/a#b')!, true); // → 'http://a.example/a'
 * ```
 */
export function serializeURL(url: WhatwgURLRecord, excludeFragment?: boolean): string {
  return serializeRecord(
    toInternal(requireRecord(url, 'serializeURL', 'url')),
    excludeFragment === true,
  );
}

/**
 * The ASCII serialization of a URL's origin (URL Standard §4.7): `'null'` for opaque origins.
 *
 * @example
 * ```ts
 * serializeURLOrigin(parseURL('https://a.example:8443/x')!); // → 'https://a.example:8443'
 * serializeURLOrigin(parseURL('blob:https://a.example/id')!); // → 'https://a.example'
 * serializeURLOrigin(parseURL('data:,x')!); // → 'null'
 * ```
 */
export function serializeURLOrigin(url: WhatwgURLRecord): string {
  const record = toInternal(requireRecord(url, 'serializeURLOrigin', 'url'));
  return serializeOrigin(
    record.scheme,
    record.host,
    record.port,
    serializePathOf(record),
    (input) => basicParse(prepareInput(input, true, plain), null, null, 0, plain),
  );
}

/**
 * The host serializer (URL Standard §3.6).
 *
 * @example
 * ```ts
 * serializeHost(0x7f000001); // → '127.0.0.1'
 * serializeHost('example.org'); // → 'example.org'
 * ```
 */
export function serializeHost(host: Host): string {
  if (!isHost(host)) {
    throw new TypeError(
      `serializeHost: host must be a string, a number or an array of 8 numbers; got ${typeName(host)}`,
    );
  }
  return hostText(host)!;
}

/**
 * The URL path serializer (URL Standard §4.5).
 *
 * @example
 * ```ts
 * serializePath(parseURL('https://a.example/x/y')!); // → '/x/y'
 * serializePath(parseURL('mailto:a@b')!); // → 'a@b'
 * ```
 */
export function serializePath(url: WhatwgURLRecord): string {
  return serializePathOf(toInternal(requireRecord(url, 'serializePath', 'url')));
}

/**
 * Serializes an integer (the shortest decimal form), as a URL's port is serialized.
 *
 * @example
 * ```ts
 * serializeInteger(8080); // → '8080'
 * ```
 */
export function serializeInteger(integer: number): string {
  if (typeof integer !== 'number') {
    throw new TypeError(`serializeInteger: integer must be a number; got ${typeName(integer)}`);
  }
  return `${integer}`;
}

/**
 * URL Standard §4.4 "set the username": the userinfo percent-encode set, UTF-8.
 *
 * @example
 * ```ts
 * const url = parseURL('https://a.example/')!;
 * setTheUsername(url, 'j@ne');
 * url.username; // → 'j%40ne'
 * ```
 */
export function setTheUsername(url: WhatwgURLRecord, username: string): void {
  requireRecord(url, 'setTheUsername', 'url');
  requireString(username, 'setTheUsername', 'username');
  url.username = encodeSet(username, 0, username.length, USERINFO_SET);
}

/**
 * URL Standard §4.4 "set the password": the userinfo percent-encode set, UTF-8.
 *
 * @example
 * ```ts
 * const url = parseURL('https://a.example/')!;
 * setThePassword(url, 'p:w');
 * url.password; // → 'p%3Aw'
 * ```
 */
export function setThePassword(url: WhatwgURLRecord, password: string): void {
  requireRecord(url, 'setThePassword', 'url');
  requireString(password, 'setThePassword', 'password');
  url.password = encodeSet(password, 0, password.length, USERINFO_SET);
}

/**
 * URL Standard §4.1 "cannot have a username/password/port": no host, an empty host, or file.
 *
 * @example
 * ```ts
 * cannotHaveAUsernamePasswordPort(parseURL('file:///x')!); // → true
 * cannotHaveAUsernamePasswordPort(parseURL('https://a.example/')!); // → false
 * ```
 */
export function cannotHaveAUsernamePasswordPort(url: WhatwgURLRecord): boolean {
  requireRecord(url, 'cannotHaveAUsernamePasswordPort', 'url');
  return url.host === null || url.host === '' || url.scheme === 'file';
}

/**
 * URL Standard §4.1 "has an opaque path": the path is a string.
 *
 * @example
 * ```ts
 * hasAnOpaquePath(parseURL('mailto:a@b')!); // → true
 * hasAnOpaquePath(parseURL('https://a.example/')!); // → false
 * ```
 */
export function hasAnOpaquePath(url: WhatwgURLRecord): boolean {
  return typeof requireRecord(url, 'hasAnOpaquePath', 'url').path === 'string';
}

/**
 * URL Standard §1.3 "percent-decode" a byte sequence.
 *
 * @example
 * ```ts
 * percentDecodeBytes(Uint8Array.of(0x25, 0x34, 0x31, 0x25)); // → Uint8Array.of(0x41, 0x25)
 * ```
 */
export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  if (!(input instanceof Uint8Array)) {
    throw new TypeError(`percentDecodeBytes: input must be a Uint8Array; got ${typeName(input)}`);
  }
  return percentDecodeByteSequence(input);
}

/**
 * URL Standard §1.3 "percent-decode" a string: its UTF-8 bytes, percent-decoded.
 *
 * @example
 * ```ts
 * percentDecodeString('%C3%A9!'); // → Uint8Array.of(0xc3, 0xa9, 0x21)
 * ```
 */
export function percentDecodeString(input: string): Uint8Array {
  requireString(input, 'percentDecodeString', 'input');
  return percentDecodeByteSequence(utf8Encode(input));
}
