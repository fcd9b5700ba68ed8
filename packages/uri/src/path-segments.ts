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

/**
 * `segments` (data) encoded and joined into a path: `absolute` adds the leading `/`. A segment
 * `.` or `..` is refused (it would be read as a dot-segment, §3.3, not as data); in the first
 * segment of a relative-path reference `:` is encoded (§4.2).
 *
 * @throws {UriError} `'invalid-component'` for a dot segment (`input` is the segment).
 */
export function encodeSegments(
  segments: readonly string[],
  absolute: boolean,
  relativeFirst: boolean,
): string {
  let path = absolute ? '/' : '';
  for (let i = 0; i < segments.length; i++) {
    const segment = String(segments[i]);
    if (segment === '.' || segment === '..') throw new UriError('invalid-component', segment, 0);
    let encoded = percentEncode(segment, 'path-segment');
    if (i === 0 && relativeFirst) encoded = encoded.replaceAll(':', '%3A');
    path += i === 0 ? encoded : `/${encoded}`;
  }
  return path;
}
