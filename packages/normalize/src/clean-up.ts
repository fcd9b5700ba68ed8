// normalize-url's clean-up on RFC 3986 references (its `stripWWW`, `removeQueryParameters`, …,
// off unless asked for): steps beyond §6, run on the components of a reference that §6.2.2
// and §6.2.3 have already normalized, with no WHATWG rewriting (no protocol guessed, no `\`
// read as `/`, no query re-encoded: kept pairs stay byte for byte). Each step leaves normalized
// components, so that normalizing the result again with the same options gives it back.
import { percentDecode } from '@urikit/percent-encoding';
import { parse, recompose } from '@urikit/syntax';
import { type NormalizeOptions, parseOptions } from './options.js';
import { normalizePort } from './port.js';
import { schemeRule } from './scheme-rules.js';

/** A name filter of the clean-up options: equal to a string, or found by a regular expression. */
type NameFilter = string | RegExp;

/**
 * The clean-up steps of {@link cleanUp}: normalize-url's, on the components of an RFC 3986
 * reference, all off by default. They run after §6.2.2 / §6.2.3 normalization, in the order
 * below, and keep the result a fixed point of normalize with the same options.
 *
 * @example
 * ```ts
 * const options: CleanUpOptions = { stripWWW: true, removeQueryParameters: [/^utm_/] };
 * normalize('http://www.a.example/?utm_source=x', { cleanUp: cleanUp(options) }); // → 'http://a.example/'
 * ```
 */
export interface CleanUpOptions {
  /** `http` becomes `https` (a port 443 then goes, as §6.2.3 drops a default port). */
  forceHttps?: boolean | undefined;
  /** `https` becomes `http` (a port 80 then goes). Not with `forceHttps`. */
  forceHttp?: boolean | undefined;
  /** Remove the userinfo (`user:password@`). */
  stripAuthentication?: boolean | undefined;
  /** Remove the fragment. */
  stripHash?: boolean | undefined;
  /** Remove a text directive (`:~:text=…`, as written) and what follows it from the fragment; an empty fragment goes. */
  stripTextFragment?: boolean | undefined;
  /**
   * Remove a `www.` label at the start of a reg-name: `true` when two labels or more follow
   * (`www.com` stays; so does `www.www.x.com`); a function from host to registrable domain
   * (`getRegistrableDomain` of @urikit/domain: the Public Suffix List) when what follows still
   * holds the registrable domain, so that `www.co.uk` and `www.github.io` stay. The function is
   * called with the normalized host; a host it throws for keeps its `www.`.
   */
  stripWWW?: boolean | ((host: string) => string | null | undefined) | undefined;
  /**
   * Runs of slashes in a path after an authority made one, except the `//` after a segment
   * that is a scheme and a colon (`/https://a.example/x`, a URL in the path).
   */
  removeDuplicateSlashes?: boolean | undefined;
  /**
   * Remove directory indexes at the end of the path, each after a `/` that stays: `true` for
   * `index.` and lower-case letters, or names (decoded) and regular expressions.
   */
  removeDirectoryIndex?: boolean | readonly (string | RegExp)[] | undefined;
  /**
   * Remove the slashes that end a path (not a path of slashes alone, and not where a `.` or
   * `..` segment would end the path).
   */
  removeTrailingSlash?: boolean | undefined;
  /**
   * Query parameters (`&`-separated, split at the first `=`) to remove, by name (decoded, `+`
   * kept as it is), or `true` for the whole query. Kept parameters stay byte for byte; empty
   * ones go.
   */
  removeQueryParameters?: boolean | readonly (string | RegExp)[] | undefined;
  /** The only query parameters to keep, by name (wins over `removeQueryParameters`). */
  keepQueryParameters?: readonly (string | RegExp)[] | undefined;
  /** Sort the query parameters by decoded name (code units; a repeated name keeps its order). */
  sortQueryParameters?: boolean | undefined;
  /** Remove the port, whatever it is. */
  removeExplicitPort?: boolean | undefined;
  /** Remove the path `/` after an authority when no query or fragment follows (`http://a`). */
  removeSingleSlash?: boolean | undefined;
}

/**
 * Clean-up steps made by {@link cleanUp}, for the `cleanUp` option of normalize, tryNormalize
 * and equivalent: from a normal form (and the options it was normalized with) to the cleaned-up
 * reference.
 *
 * @example
 * ```ts
 * const steps: CleanUp = cleanUp({ stripHash: true });
 * normalize('HTTP://a.example/#top', { cleanUp: steps }); // → 'http://a.example/'
 * ```
 */
export type CleanUp = (normal: string, options: NormalizeOptions | undefined) => string;

const OPTIONS = [
  'stripAuthentication',
  'stripHash',
  'stripTextFragment',
  'stripWWW',
  'removeQueryParameters',
  'keepQueryParameters',
  'sortQueryParameters',
  'removeDuplicateSlashes',
  'removeDirectoryIndex',
  'removeTrailingSlash',
  'removeSingleSlash',
  'removeExplicitPort',
  'forceHttp',
  'forceHttps',
] as const;

function wrongType(name: string, expected: string, value: unknown): TypeError {
  return new TypeError(
    `cleanUp: options.${name} must be ${expected}; got ${value === null ? 'null' : typeof value}`,
  );
}

function isFilterList(value: unknown): value is readonly NameFilter[] {
  return (
    Array.isArray(value) &&
    value.every((filter) => typeof filter === 'string' || filter instanceof RegExp)
  );
}

/** Whether `name` passes one of `filters`: equal to a string, or found by a regular expression. */
function matches(name: string, filters: readonly NameFilter[]): boolean {
  // String.prototype.search keeps the expression's lastIndex as it was (g and y change nothing
  // between calls).
  return filters.some((filter) =>
    typeof filter === 'string' ? filter === name : name.search(filter) >= 0,
  );
}

/** normalize-url's default directory index: `index.` and one or more of a-z. */
function isIndexFile(segment: string): boolean {
  if (segment.length < 7 || !segment.startsWith('index.')) return false;
  for (let i = 6; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

/** A component's text with its triplets decoded (UTF-8; a triplet that is not stays as is). */
function decoded(text: string): string {
  return text.includes('%') ? percentDecode(text, KEEP_INVALID) : text;
}

const KEEP_INVALID = { invalid: 'keep' } as const;

/**
 * `host` without its `www.` label (RFC 1034 §3.1 labels): with `true` when two labels or more
 * follow it (normalize-url's test: `www.com` stays); with a function (such as
 * `getRegistrableDomain` of @urikit/domain) when what follows still holds the host's registrable
 * domain, repeatedly, so that `www.co.uk` and `www.github.io` stay.
 */
function stripWww(
  host: string,
  rule: true | ((host: string) => string | null | undefined),
): string {
  let out = host;
  while (out.startsWith('www.')) {
    const rest = out.slice(4);
    if (rule === true) {
      const dot = rest.indexOf('.');
      return dot > 0 && dot < rest.length - 1 && !rest.startsWith('www.') ? rest : out;
    }
    let domain: string | null | undefined;
    try {
      domain = rule(out);
    } catch {
      // A host the function does not read (percent-encoded, say) has no registrable domain.
      return out;
    }
    if (typeof domain !== 'string' || (rest !== domain && !rest.endsWith(`.${domain}`))) return out;
    out = rest;
  }
  return out;
}

/** The offset of a text directive (`:~:text=`, URL Fragment Text Directives §3.3), or -1. */
function textDirectiveAt(fragment: string): number {
  let at = fragment.indexOf(':~:');
  while (at >= 0 && fragment.slice(at + 3, at + 8).toLowerCase() !== 'text=') {
    at = fragment.indexOf(':~:', at + 1);
  }
  return at;
}

/** Whether `path` ends with a segment that is `.` or `..` (a relative reference's). */
function endsInDotSegment(path: string): boolean {
  const start = path.lastIndexOf('/') + 1;
  const last = path.slice(start);
  return last === '.' || last === '..';
}

/**
 * `path` after the path steps asked for: runs of slashes made one (after an authority only,
 * where `//` cannot be read as one; a segment `scheme:` keeps the `//` after it, a URL written
 * in the path), directory indexes removed from the end (each after a `/`, which stays), then
 * slashes that end the path removed (a path of slashes alone, or one that would end in a dot
 * segment or become empty, keeps them).
 */
function cleanPath(path: string, authority: boolean, options: CleanUpOptions): string {
  let out = path;
  if (options.removeDuplicateSlashes === true && authority && out.includes('//')) {
    // An empty segment goes unless it is the first or the last (the path's leading and
    // trailing slash) or follows a segment that is a scheme and a colon.
    const segments = out.split('/');
    let kept = '';
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      if (segment === '' && i > 0 && i < segments.length - 1 && !isSchemeColon(segments[i - 1]!)) {
        continue;
      }
      kept += i === 0 ? segment : `/${segment}`;
    }
    out = kept;
  }
  const index = options.removeDirectoryIndex;
  if (index === true || (Array.isArray(index) && index.length > 0)) {
    for (;;) {
      let end = out.length;
      while (end > 0 && out.charCodeAt(end - 1) === 0x2f) end--;
      const start = out.lastIndexOf('/', end - 1) + 1;
      if (start === 0 || start === end) break;
      const segment = decoded(out.slice(start, end));
      if (!(index === true ? isIndexFile(segment) : matches(segment, index))) break;
      out = out.slice(0, start);
    }
  }
  if (options.removeTrailingSlash === true && out.endsWith('/')) {
    let end = out.length;
    while (end > 0 && out.charCodeAt(end - 1) === 0x2f) end--;
    if (end > 0 && !endsInDotSegment(out.slice(0, end))) out = out.slice(0, end);
  }
  return out;
}

/** Whether `segment` is a scheme (RFC 3986 §3.1) and a colon: `https:` in `/https://a/b`. */
function isSchemeColon(segment: string): boolean {
  const end = segment.length - 1;
  if (end < 1 || segment.charCodeAt(end) !== 0x3a) return false;
  for (let i = 0; i < end; i++) {
    const c = segment.charCodeAt(i);
    const letter = (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
    const other = c === 0x2b || c === 0x2d || c === 0x2e || (c >= 0x30 && c <= 0x39);
    if (!letter && (i === 0 || !other)) return false;
  }
  return true;
}

/**
 * The query after the query steps: `&`-separated pairs, each kept byte for byte (empty ones
 * dropped), filtered by their name (decoded) and sorted by it (code units, stable); undefined
 * when no pair is left.
 */
function cleanQuery(query: string, options: CleanUpOptions): string | undefined {
  const remove = options.removeQueryParameters;
  const keep = Array.isArray(options.keepQueryParameters) ? options.keepQueryParameters : undefined;
  if (remove === true && keep === undefined) return undefined;
  let pairs = query.split('&').filter((pair) => pair !== '');
  const names = new Map<string, string>();
  const nameOf = (pair: string): string => {
    let name = names.get(pair);
    if (name === undefined) {
      const equals = pair.indexOf('=');
      name = decoded(equals < 0 ? pair : pair.slice(0, equals));
      names.set(pair, name);
    }
    return name;
  };
  if (keep !== undefined) pairs = pairs.filter((pair) => matches(nameOf(pair), keep));
  else if (Array.isArray(remove)) pairs = pairs.filter((pair) => !matches(nameOf(pair), remove));
  if (options.sortQueryParameters === true) {
    pairs.sort((a, b) => {
      const x = nameOf(a);
      const y = nameOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  return pairs.length === 0 ? undefined : pairs.join('&');
}

/** Throws the TypeError of the boundary rule for a clean-up option of the wrong type. */
function checkCleanUp(options: CleanUpOptions): void {
  for (const name of OPTIONS) {
    const value: unknown = options[name];
    if (value === undefined || value === false) continue;
    const lists =
      name === 'removeQueryParameters' ||
      name === 'keepQueryParameters' ||
      name === 'removeDirectoryIndex';
    // keepQueryParameters: true would keep nothing or everything: a list says which.
    if (value === true ? name !== 'keepQueryParameters' : lists && isFilterList(value)) continue;
    if (name === 'stripWWW' && typeof value === 'function') continue;
    throw wrongType(
      name,
      name === 'stripWWW'
        ? 'a boolean or a function'
        : name === 'keepQueryParameters'
          ? 'an array of strings and regular expressions'
          : lists
            ? 'a boolean or an array of strings and regular expressions'
            : 'a boolean',
      value,
    );
  }
  if (options.forceHttp === true && options.forceHttps === true) {
    throw new TypeError('cleanUp: options.forceHttp and options.forceHttps cannot both be set');
  }
}

/**
 * The clean-up steps of `options` on `normal`, a normal form that `normalizeOptions` gave
 * (parsed again with the same syntax): scheme forced, userinfo, fragment or text directive
 * stripped, `www.` stripped, path steps, query steps, port removed, root path removed, in
 * that order.
 */
function run(
  normal: string,
  normalizeOptions: NormalizeOptions | undefined,
  options: CleanUpOptions,
): string {
  const syntax = parseOptions(normalizeOptions?.iri === true, normalizeOptions?.zoneId === true);
  let { scheme, userinfo, host, port, path, query, fragment, hostKind } = parse(normal, syntax);
  if (scheme !== undefined) {
    const forced =
      options.forceHttps === true && scheme === 'http'
        ? 'https'
        : options.forceHttp === true && scheme === 'https'
          ? 'http'
          : scheme;
    if (forced !== scheme) {
      scheme = forced;
      // §6.2.3: a port that is the new scheme's default goes, as the old one's did.
      if (normalizeOptions?.scheme !== false) {
        port = normalizePort(port, schemeRule(scheme, normalizeOptions?.schemes)?.defaultPort);
      }
    }
  }
  if (options.stripAuthentication === true) userinfo = undefined;
  if (options.stripHash === true) {
    fragment = undefined;
  } else if (options.stripTextFragment === true && fragment !== undefined) {
    const at = textDirectiveAt(fragment);
    if (at >= 0) fragment = fragment.slice(0, at);
    if (fragment === '') fragment = undefined;
  }
  const www = options.stripWWW;
  if (www !== undefined && www !== false && host !== undefined && hostKind === 'reg-name') {
    host = stripWww(host, www);
  }
  path = cleanPath(path, host !== undefined, options);
  if (
    query !== undefined &&
    (options.removeQueryParameters !== undefined ||
      options.keepQueryParameters !== undefined ||
      options.sortQueryParameters === true)
  ) {
    query = cleanQuery(query, options);
  }
  if (options.removeExplicitPort === true) port = undefined;
  if (
    options.removeSingleSlash === true &&
    host !== undefined &&
    path === '/' &&
    query === undefined &&
    fragment === undefined
  ) {
    path = '';
  }
  return recompose({ scheme, userinfo, host, port, path, query, fragment }, syntax);
}

/**
 * Clean-up steps for the `cleanUp` option of normalize, tryNormalize and equivalent:
 * normalize-url's (`stripWWW`, `removeQueryParameters`, `removeTrailingSlash`, …) on an RFC 3986
 * reference, with no WHATWG rewriting: no protocol guessed, no `\` read as `/`, kept query
 * parameters byte for byte. `stripWWW` can ask the Public Suffix List: pass
 * `getRegistrableDomain` of @urikit/domain, which only then enters a bundle. The options are
 * checked once, here.
 *
 * @example
 * ```ts
 * const steps = cleanUp({ stripWWW: true, stripHash: true, removeQueryParameters: [/^utm_/], sortQueryParameters: true });
 * normalize('HTTP://www.Example.com/a/?utm_source=x&b=2&a=1#top', { cleanUp: steps });
 * // → 'http://example.com/a/?a=1&b=2'
 * normalize('http://www.co.uk/', { cleanUp: cleanUp({ stripWWW: true }) }); // → 'http://co.uk/'
 * ```
 *
 * @throws {TypeError} for an option of the wrong type, or `forceHttp` with `forceHttps`.
 */
export function cleanUp(options: CleanUpOptions): CleanUp {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(
      `cleanUp: options must be an object; got ${options === null ? 'null' : typeof options}`,
    );
  }
  // A copy, so that the steps do not change when the caller's object does; each option read
  // once, then checked and used from the copy (CONTRIBUTING.md: an option is read once).
  const own: Record<string, unknown> = {};
  for (const name of OPTIONS) own[name] = options[name];
  checkCleanUp(own as CleanUpOptions);
  return (normal, normalizeOptions) => run(normal, normalizeOptions, own);
}
