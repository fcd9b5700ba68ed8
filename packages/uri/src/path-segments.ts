// Path segments as data (RFC 3986 §3.3): decoding a path into its segments, and encoding
// segments into a path that keeps the shape (absolute or rootless) the URI needs.
import { percentDecode, percentEncode } from '@urikit/percent-encoding';
import { UriError } from '@urikit/syntax';

const KEEP = { invalid: 'keep' } as const;

/**
 * The decoded segments of `path` (RFC 3986 §3.3): the leading `/` of an absolute path starts
 * no segment; triplets that are not UTF-8 stay as written.
 */
export function decodeSegments(path: string): string[] {
  if (path === '') return [];
  const body = path.charCodeAt(0) === 0x2f ? path.slice(1) : path;
  return body.split('/').map((segment) => percentDecode(segment, KEEP));
}

// Each segment encoded as data; `relativeFirst` encodes ':' in the first one (§4.2: the
// first segment of a relative-path reference has no colon).
function encodeAll(segments: readonly string[], relativeFirst: boolean): string {
  let out = '';
  for (let i = 0; i < segments.length; i++) {
    const segment = String(segments[i]);
    // §3.3: "." and ".." are dot-segments, not data; no encoding makes them data, since
    // §6.2.2.2 decodes %2E back to ".".
    if (segment === '.' || segment === '..') throw new UriError('invalid-component', segment, 0);
    let encoded = percentEncode(segment, 'path-segment');
    if (i === 0 && relativeFirst) encoded = encoded.replaceAll(':', '%3A');
    out += i === 0 ? encoded : `/${encoded}`;
  }
  return out;
}

/**
 * The path of `segments` (data) for a URI of this shape: absolute (with a leading `/`) when
 * `absolute`; otherwise rootless, where an empty first segment cannot be written (the path
 * would read as absolute, or as no segment at all).
 *
 * @throws {UriError} `'invalid-component'` for a dot segment or an empty first rootless one.
 */
export function pathOfSegments(
  segments: readonly string[],
  absolute: boolean,
  relative: boolean,
): string {
  if (segments.length === 0) return '';
  if (!absolute && segments[0] === '') throw new UriError('invalid-component', '', 0);
  return (absolute ? '/' : '') + encodeAll(segments, !absolute && relative);
}

/**
 * `path` with `segments` (data) appended: after its last `/`, or after a new one; an empty path
 * starts with `/` when there is an authority (§3.3) and is rootless otherwise.
 *
 * @throws {UriError} `'invalid-component'` as {@link pathOfSegments}.
 */
export function appendSegments(
  path: string,
  hasAuthority: boolean,
  relative: boolean,
  segments: readonly string[],
): string {
  if (path === '') return pathOfSegments(segments, hasAuthority, relative);
  const tail = encodeAll(segments, false);
  return path.charCodeAt(path.length - 1) === 0x2f ? path + tail : `${path}/${tail}`;
}
