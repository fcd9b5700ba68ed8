// normalize-url 10 on @urikit/whatwg's URL (the URL Standard, whatever the runtime's own URL
// is): the same results and errors. The URL is parsed once; each step then works on the
// serialized components, and goes through the URL's setters only where the standard's setter
// would do more than store the text (a decoded path to escape again, a file: host).
import { URL } from '@urikit/whatwg';
import { normalizeDataUrl } from './data-url.js';
import { decodeUnreserved, upperTriplets } from './escapes.js';
import { isDirectoryIndex } from './filters.js';
import { hasStrippableWww, withoutTrailingDots } from './host.js';
import {
  DEFAULT_FILTER,
  type Options,
  protocolOption,
  readOptions,
  type Settings,
} from './options.js';
import { collapseSlashes, decodePath, endsWithLookalike } from './path.js';
import { cleanQuery } from './query.js';
import { customProtocolOf, isSupportedScheme, lacksProtocol, schemeEnd } from './scheme.js';
import { escapeTrailingSpace, isDataUrl, stripTextDirective, trimInput } from './text.js';

type WhatwgURL = InstanceType<typeof URL>;

/** The TypeError that Node's `new URL()` throws, which normalize-url lets through. */
function invalidUrl(input: string): TypeError {
  const error = new TypeError('Invalid URL') as TypeError & { code: string; input: string };
  error.code = 'ERR_INVALID_URL';
  error.input = input;
  return error;
}

function parseOrThrow(text: string): WhatwgURL {
  const url = URL.parse(text);
  if (url === null) throw invalidUrl(text);
  return url;
}

/** URL Standard §4.2 special schemes, as protocols. */
function isSpecialProtocol(protocol: string): boolean {
  switch (protocol) {
    case 'http:':
    case 'https:':
    case 'ws:':
    case 'wss:':
    case 'ftp:':
    case 'file:':
      return true;
    default:
      return false;
  }
}

/** The protocols of `customProtocols` that are protocols (others are dropped). */
function customProtocolSet(value: unknown): Set<string> {
  const set = new Set<string>();
  if (Array.isArray(value)) {
    for (const entry of value) {
      const protocol = protocolOption(entry);
      if (protocol !== undefined) set.add(protocol);
    }
  }
  return set;
}

/** Whether the URL parser reads `hostname` under `protocol` back as itself. */
function readsBackAsItself(protocol: string, hostname: string): boolean {
  return URL.parse(`${protocol}//${hostname}/`)?.hostname === hostname;
}

/**
 * Normalizes a URL the way normalize-url 10 does, with every option it has and the same
 * defaults: a protocol for a URL written without one, lower-case protocol and host, IDN hosts
 * in Punycode, default ports, dot segments, duplicate slashes and a trailing slash removed,
 * `www.`, credentials, `utm_*` parameters and text fragments stripped, the query sorted and
 * triplets of unreserved characters decoded. URLs of other schemes than `http`, `https`,
 * `file` and `data` (and `customProtocols`) come back as given, trimmed.
 *
 * The URL is read by the URL Standard through @urikit/whatwg, never the runtime's own `URL`,
 * so the answer is the same in every runtime (normalize-url's follows the runtime's URL).
 *
 * @param url - the URL (a data: URL too).
 * @param options - normalize-url's options.
 * @returns the normalized URL.
 * @throws {TypeError} `Invalid URL` (code `ERR_INVALID_URL`, as Node's) when the URL does not
 * parse, as a relative one (`/path`) never does; a TypeError too when `url` is not a string or
 * `defaultProtocol` is not a protocol.
 * @throws {Error} when `forceHttp` and `forceHttps` are both set.
 * @example
 * ```ts
 * normalizeUrl('sindresorhus.com'); // → 'http://sindresorhus.com'
 * normalizeUrl('//www.sindresorhus.com:80/../baz?b=bar&a=foo'); // → 'http://sindresorhus.com/baz?a=foo&b=bar'
 * normalizeUrl('HTTPS://Example.com/a/?utm_source=x&q=1#:~:text=hi'); // → 'https://example.com/a?q=1'
 * ```
 */
export function normalizeUrl(url: string, options?: Options): string {
  const settings = readOptions(options);
  // normalize-url calls string methods on the argument, which a String object has too: it is
  // read as its string, as there.
  if ((url as unknown) instanceof String) url = url.valueOf();
  if (typeof url !== 'string') {
    throw new TypeError(
      `normalizeUrl: url must be a string; got ${url === null ? 'null' : typeof url}`,
    );
  }
  let text = trimInput(url);
  if (isDataUrl(text)) {
    return normalizeDataUrl(text, settings.stripHash, settings.stripTextFragment);
  }

  // A scheme that is not normalize-url's own: a custom protocol (the URL passes through unless
  // customProtocols names it) or a host with a port. Only a URL that parses has a protocol.
  let parsed: WhatwgURL | null = null;
  let customProtocol: string | undefined;
  const end = schemeEnd(text);
  if (end > 0 && !isSupportedScheme(text, end)) {
    parsed = URL.parse(text);
    if (parsed !== null) {
      const customProtocols = customProtocolSet(settings.customProtocols);
      customProtocol = customProtocolOf(parsed.protocol, text, customProtocols);
      if (customProtocol !== undefined && !customProtocols.has(customProtocol)) return text;
    }
  }

  const relativeProtocol = text.startsWith('//');
  if (customProtocol === undefined && !relativeProtocol && !isRelativePath(text)) {
    if (lacksProtocol(text)) {
      text = `${settings.defaultProtocol}//${text}`;
      parsed = null;
    }
  } else if (relativeProtocol) {
    text = settings.defaultProtocol + text;
    parsed = null;
  }
  const inputPath = pathAsWritten(text);
  return cleanUp(parsed ?? parseOrThrow(text), settings, relativeProtocol, inputPath);
}

/** Whether `text` is a path: dots, then `/` (normalize-url prepends nothing to it). */
function isRelativePath(text: string): boolean {
  let i = 0;
  while (text.charCodeAt(i) === 0x2e) i++;
  return text.charCodeAt(i) === 0x2f;
}

/** `text` up to its first `?` or `#`: the path as the input wrote it, after the authority. */
function pathAsWritten(text: string): string {
  let end = 0;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 0x3f || c === 0x23) break;
    end++;
  }
  return text.slice(0, end);
}

/** The steps after parsing, on the parsed URL's components. */
function cleanUp(
  url: WhatwgURL,
  settings: Settings,
  relativeProtocol: boolean,
  inputPath: string,
): string {
  const href = url.href;
  let protocol = url.protocol;
  const isFile = protocol === 'file:';
  const special = isSpecialProtocol(protocol);
  // A host of null has no "//" after the protocol; a path is opaque when it has no host and
  // does not start with "/" (URL Standard §4.1): the path setters leave such a path alone.
  const hasAuthority =
    href.charCodeAt(protocol.length) === 0x2f && href.charCodeAt(protocol.length + 1) === 0x2f;
  let pathname = url.pathname;
  const opaque = !hasAuthority && pathname.charCodeAt(0) !== 0x2f;
  let port = url.port;

  // The protocol setter drops a port that is the new scheme's default (§6.1 protocol setter).
  if (settings.forceHttp && protocol === 'https:') {
    protocol = 'http:';
    if (port === '80') port = '';
  }
  if (settings.forceHttps && protocol === 'http:') {
    protocol = 'https:';
    if (port === '443') port = '';
  }

  let username = url.username;
  let password = url.password;
  if (settings.stripAuthentication) {
    username = '';
    password = '';
  } else {
    // Decoding unreserved triplets leaves nothing the userinfo percent-encode set escapes, so
    // the setters would store the text as it is.
    if (username !== '') username = upperTriplets(decodeUnreserved(username));
    if (password !== '') password = upperTriplets(decodeUnreserved(password));
  }

  // The hash getter reads an empty fragment as ''; normalize-url drops it when it touches it.
  const hash = url.hash;
  let fragment: string | null =
    hash !== '' ? hash.slice(1) : href.charCodeAt(href.length - 1) === 0x23 ? '' : null;
  if (settings.stripHash) {
    fragment = null;
  } else if (settings.stripTextFragment) {
    const kept = fragment === null ? '' : stripTextDirective(fragment);
    fragment = kept === '' ? null : kept;
  }
  if (fragment) fragment = upperTriplets(fragment);

  if (pathname !== '' && !opaque) {
    const decoded = decodePath(pathname);
    if (decoded !== pathname) {
      // The path setter escapes what decoding freed and reads `C|` as a drive letter.
      url.pathname = decoded;
      pathname = url.pathname;
    }
    pathname = upperTriplets(pathname);
    const collapsed = collapseSlashes(pathname);
    if (collapsed !== pathname) pathname = setPath(url, collapsed, isFile);
  }

  if (!opaque) pathname = rewritePath(url, pathname, settings, isFile);

  let hostname = url.hostname;
  if (hostname !== '') {
    if (settings.stripWWW && hasStrippableWww(hostname)) {
      hostname = setHostname(url, hostname.slice(4), isFile);
    }
    // Trailing dots name the same domain, unless removing them makes another host
    // (`159.189.213..` would read as an IPv4 address). An opaque host keeps them.
    const trimmed = withoutTrailingDots(hostname);
    if (trimmed !== hostname && special && readsBackAsItself(protocol, trimmed)) {
      hostname = setHostname(url, trimmed, isFile);
    }
    if (!special) hostname = upperTriplets(hostname);
  }

  const search = url.search;
  const query = cleanQuery(search === '' ? '' : search.slice(1), special, settings);

  if (
    settings.removeTrailingSlash &&
    !opaque &&
    pathname !== '/' &&
    pathname.endsWith('/') &&
    !endsWithLookalike(pathname)
  ) {
    pathname = pathname.slice(0, -1);
  }

  if (settings.removeExplicitPort) port = '';

  const inputEndsWithSlash =
    inputPath.endsWith('/') || (inputPath.endsWith('\\') && pathname.endsWith('/'));

  let out = protocol;
  if (hasAuthority) {
    out += '//';
    if (username !== '' || password !== '') {
      out += password === '' ? `${username}@` : `${username}:${password}@`;
    }
    out += hostname;
    if (port !== '') out += `:${port}`;
  } else if (!opaque && pathname.startsWith('//')) {
    // §4.5 URL serializer: a path that would read as an authority gets "/." in front.
    out += '/.';
  }
  // The root path goes when nothing follows it, unless removeSingleSlash is off and the
  // input wrote it (an empty fragment keeps it: normalize-url removes a "/" that ends the URL).
  const hasHost = hostname !== '';
  const dropRoot =
    hasHost &&
    pathname === '/' &&
    query === null &&
    fragment === null &&
    (!inputEndsWithSlash || settings.removeSingleSlash);
  if (!dropRoot) out += pathname;
  if (query !== null) out += `?${query}`;
  if (fragment !== null) out += `#${fragment}`;

  if (opaque && pathname !== '') {
    // An opaque path is cleaned up as text and the URL parsed again, as normalize-url does.
    const path = collapseSlashes(pathname);
    const trimmed =
      settings.removeTrailingSlash && path.endsWith('/') && !endsWithLookalike(path)
        ? path.slice(0, -1)
        : path;
    const rebuilt = `${protocol}${escapeTrailingSpace(upperTriplets(trimmed))}${
      query === null ? '' : `?${query}`
    }${fragment ? `#${fragment}` : ''}`;
    out = parseOrThrow(rebuilt).href;
  }

  if (hasHost && relativeProtocol && !settings.normalizeProtocol) out = out.slice(protocol.length);
  if (settings.stripProtocol) {
    if (out.startsWith('https://')) out = out.slice(8);
    else if (out.startsWith('http://')) out = out.slice(7);
    else if (out.startsWith('//')) out = out.slice(2);
  }
  return out;
}

/**
 * Sets the path to `path`, text that is already a serialized path: the setter would store it
 * as it is, except in a file: URL, where a first segment can become a drive letter.
 */
function setPath(url: WhatwgURL, path: string, isFile: boolean): string {
  if (!isFile) return path;
  url.pathname = path;
  return url.pathname;
}

/** As {@link setPath}, for the host: a file: host of `localhost` becomes empty. */
function setHostname(url: WhatwgURL, hostname: string, isFile: boolean): string {
  if (!isFile) return hostname;
  url.hostname = hostname;
  return url.hostname;
}

/** The last non-empty component of `path` (`''` when there is none). */
function lastComponent(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--;
  return path.slice(path.lastIndexOf('/', end - 1) + 1, end);
}

/** removePath, transformPath and removeDirectoryIndex, in that order, on a path that is a list. */
function rewritePath(url: WhatwgURL, path: string, settings: Settings, isFile: boolean): string {
  let pathname = path;
  if (settings.removePath) {
    pathname = '/';
  } else if (typeof settings.transformPath === 'function' && pathname.startsWith('/')) {
    const components = pathname.split('/').filter(Boolean);
    const transform = settings.transformPath as (components: string[]) => unknown;
    // The same calls on what the function returns as normalize-url makes: `filter` of an
    // array, undefined for nothing.
    const returned = transform(components) as { filter(test: unknown): unknown[] } | null;
    const kept = returned?.filter(Boolean) ?? [];
    const trailing = !settings.removeTrailingSlash && pathname.endsWith('/') ? '/' : '';
    const next = kept.length > 0 ? `/${kept.join('/')}${trailing}` : '/';
    // Components the function wrote are text to escape: the setter does it.
    url.pathname = upperTriplets(collapseSlashes(next));
    pathname = url.pathname;
  }
  const filters = settings.removeDirectoryIndex;
  if (
    (filters === DEFAULT_FILTER || (Array.isArray(filters) && filters.length > 0)) &&
    isDirectoryIndex(lastComponent(pathname), filters)
  ) {
    const components = pathname.split('/').filter(Boolean);
    const length = components.length;
    while (components.length > 0 && isDirectoryIndex(components[components.length - 1]!, filters)) {
      components.pop();
    }
    if (components.length < length) {
      pathname = setPath(url, components.length > 0 ? `/${components.join('/')}/` : '/', isFile);
    }
  }
  return pathname;
}
