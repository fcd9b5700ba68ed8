// Dot-segment removal for the path of a relative-path reference (RFC 3986 §4.2): unlike
// §5.2.4, which applies to a merged target path, it must not change what the reference
// resolves to against any base, so leading ".." segments stay and the path stays relative.
import { removeDotSegments } from './dot-segments.js';

/**
 * Removes the dot segments of a relative path without changing its meaning: `..` that
 * cannot be collapsed is kept, the result never starts with `/`, and a result that
 * would be empty, start with an empty segment (`//` would be an authority, §4.2) or hold
 * a `:` in its first segment (a scheme, §4.2) is kept behind a `.` segment.
 *
 * @example
 * ```ts
 * removeRelativeDotSegments('a/../../b'); // → '../b'
 * ```
 */
export function removeRelativeDotSegments(path: string): string {
  if (path === '' || path.charCodeAt(0) === 0x2f) return removeDotSegments(path);
  const segments = path.split('/');
  const last = segments.length - 1;
  const output: string[] = [];
  let directory = false;
  for (let i = 0; i <= last; i++) {
    const segment = segments[i]!;
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (output.length !== 0 && output[output.length - 1] !== '..') output.pop();
        else output.push('..');
      }
      directory = i === last;
    } else {
      output.push(segment);
    }
  }
  if (directory && output[output.length - 1] !== '..') output.push('');
  if (output.length === 0 || output[0] === '' || output[0]!.indexOf(':') !== -1)
    output.unshift('.');
  return output.join('/');
}
