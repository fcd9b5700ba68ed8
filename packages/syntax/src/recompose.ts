// RFC 3986 §5.3 component recomposition, refusing components that do not form a valid reference
// or whose concatenation would parse back to different components (never rewriting them).
import {
  ALPHA,
  CHAR_CLASS,
  DIGIT,
  PATH,
  QUERY,
  requireOptions,
  SCHEME,
  SEGMENT_NZ_NC,
  USERINFO,
} from '@urikit/percent-encoding';
import { PARSE_OPTIONS, requireComponents } from './arguments.js';
import { UriError, type UriErrorCode } from './errors.js';
import { lastError } from './failure.js';
import { scanHost } from './host.js';
import { IRI_PRIVATE, IRI_UCSCHAR } from './iri-chars.js';
import { sourceOf } from './parsed-source.js';
import { ASCII_ONLY, scanChars } from './scan-chars.js';
import * as scanned from './scan-reference.js';
import type { ParseOptions, UriComponents } from './types.js';

/**
 * Joins components as §5.3 does: `scheme ":"`, `"//" authority`, path, `"?" query`,
 * `"#" fragment`, each only when defined (RFC 3986 §5.3). For every valid x,
 * `recompose(parse(x)) === x`.
 *
 * @throws {UriError} when a component breaks its own grammar, or the result would parse back
 * differently; `input` is the concatenation and `index` the offset where it breaks.
 * @throws {TypeError} when `components` is not an object, its `path` not a string, another
 * component neither a string nor undefined, or `options` not ParseOptions.
 * @example
 * ```ts
 * recompose({ scheme: 'http', host: 'a', path: '/b', query: 'q' }); // → 'http://a/b?q'
 * recompose({ host: 'a', path: 'b' });
 * // throws UriError: code 'path-must-be-absolute-or-empty', input '//ab', index 3
 * ```
 */
export function recompose(components: UriComponents, options?: ParseOptions): string {
  const read = requireComponents('recompose', 'components', components);
  options = requireOptions('recompose', options, PARSE_OPTIONS);
  // The copy the check read, and the object given: only the latter carries parse's record.
  return recomposeWith(read, options, true, components);
}

/**
 * recompose of checked arguments, with or without its fast paths (`read`: a parse result's own
 * input, the parser's reading of the whole text), so that a test can compare the two.
 */
export function recomposeWith(
  components: UriComponents,
  options: ParseOptions | undefined,
  read: boolean,
  given: object = components,
): string {
  const iri = options?.iri === true;
  const zoneId = options?.zoneId === true;
  // A parse result still as parse made it: its input, unread (parsed-source.ts).
  if (read) {
    const source = sourceOf(given, components, (iri ? 1 : 0) | (zoneId ? 2 : 0));
    if (source !== undefined) return source;
  }
  const { scheme, userinfo, host, port, path, query, fragment } = components;
  const chars = iri ? IRI_UCSCHAR : 0;

  // Concatenate first, so that every error can point into the text that would have resulted.
  let text = scheme === undefined ? '' : `${scheme}:`;
  const hasAuthority = host !== undefined || userinfo !== undefined || port !== undefined;
  let authorityStart = -1;
  let userinfoEnd = -1;
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  if (hasAuthority) {
    text += '//';
    authorityStart = text.length;
    if (userinfo !== undefined) {
      text += userinfo;
      userinfoEnd = text.length;
      text += '@';
    }
    hostStart = text.length;
    text += host ?? '';
    hostEnd = text.length;
    if (port !== undefined) {
      text += ':';
      portStart = text.length;
      text += port;
    }
  }
  const pathStart = text.length;
  text += path;
  const pathEnd = text.length;
  let queryStart = -1;
  if (query !== undefined) {
    text += '?';
    queryStart = text.length;
    text += query;
  }
  const queryEnd = text.length;
  let fragmentStart = -1;
  if (fragment !== undefined) {
    text += '#';
    fragmentStart = text.length;
    text += fragment;
  }

  // The parser's own reading of the text: when it puts the boundaries where the concatenation
  // did, the text parses back to these very components (absent ones absent), so each is valid
  // where it stands and the checks below could only pass (the recompose(parse(x)) === x contract
  // read backwards; a property test compares the two paths). Five boundaries settle it: the
  // host's start places the scheme's ':' and the userinfo's '@' (the path's start places the
  // ':' without an authority), the host's end and the path's start the port's ':', the path's
  // end and the fragment's start the query's '?' and '#'.
  if (
    read &&
    (host !== undefined || !hasAuthority) &&
    scanned.scanSpans(text, iri, zoneId) &&
    scanned.hostStart === hostStart &&
    scanned.hostEnd === hostEnd &&
    scanned.pathStart === pathStart &&
    scanned.pathEnd === pathEnd &&
    scanned.fragmentStart === fragmentStart
  ) {
    return text;
  }
  if (scheme !== undefined) checkScheme(text, scheme.length);
  if (hasAuthority) {
    if (userinfo !== undefined) {
      checkRun(text, authorityStart, userinfoEnd, USERINFO, chars, 'invalid-userinfo-char');
    }
    // §5.3 writes "//" authority only when an authority is defined, and host is its one
    // required part: userinfo or port alone have nothing to stand on.
    if (host === undefined) throw new UriError('missing-host', text, hostStart);
    const stop = scanHost(text, hostStart, hostEnd, iri, zoneId);
    if (stop < 0) throw lastError(text);
    if (stop < hostEnd) throw new UriError('invalid-host-char', text, stop);
    if (portStart >= 0) checkPort(text, portStart, pathStart);
    // §3.3: "When authority is present, the path must either be empty or begin with '/'".
    if (path.length > 0 && path.charCodeAt(0) !== 0x2f) {
      throw new UriError('path-must-be-absolute-or-empty', text, pathStart);
    }
  } else if (path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) {
    // §3.3: without authority "the path cannot begin with two slash characters".
    throw new UriError('path-starts-with-double-slash', text, pathStart);
  } else if (scheme === undefined) {
    // §4.2: a relative-path reference's first segment cannot contain ':'.
    const stop = scanChars(text, pathStart, pathEnd, SEGMENT_NZ_NC, chars);
    if (stop < pathEnd && text.charCodeAt(stop) === 0x3a) {
      throw new UriError('colon-in-first-segment', text, stop);
    }
  }
  checkRun(text, pathStart, pathEnd, PATH, chars, 'invalid-path-char');
  if (queryStart >= 0) {
    checkRun(text, queryStart, queryEnd, QUERY, iri ? IRI_PRIVATE : 0, 'invalid-query-char');
  }
  if (fragmentStart >= 0) {
    checkRun(text, fragmentStart, text.length, QUERY, chars, 'invalid-fragment-char');
  }
  return text;
}

// §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), at the start of `text`.
function checkScheme(text: string, end: number): void {
  if (end === 0) throw new UriError('empty-scheme', text, 0);
  const first = text.charCodeAt(0);
  if (first >= 128 || (CHAR_CLASS[first]! & ALPHA) === 0) {
    throw new UriError('scheme-must-start-with-letter', text, 0);
  }
  const stop = scanChars(text, 1, end, SCHEME, ASCII_ONLY);
  if (stop < end) throw new UriError('invalid-scheme-char', text, stop);
}

function checkRun(
  text: string,
  start: number,
  end: number,
  flags: number,
  chars: number,
  code: UriErrorCode,
): void {
  const stop = scanChars(text, start, end, flags, chars);
  if (stop < end) {
    const percent = text.charCodeAt(stop) === 0x25;
    throw new UriError(percent ? 'invalid-percent-encoding' : code, text, stop);
  }
}

// §3.2.3 port = *DIGIT: no pct-encoded triplets here.
function checkPort(text: string, start: number, end: number): void {
  const stop = scanChars(text, start, end, DIGIT, ASCII_ONLY);
  if (stop < end) throw new UriError('invalid-port-char', text, stop);
}
