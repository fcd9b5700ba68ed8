// RFC 3986 §6.2.2.3: removing the dot-segments of a path without changing what the
// reference means — remove_dot_segments (§5.2.4) for URIs and absolute paths, and an
// equivalent for relative-path references that keeps their leading "..".
import { escapeDoubleSlash, removeDotSegments } from '@urikit/resolve';

const SLASH = 0x2f;
const DOT = 0x2e;

/**
 * True when some complete segment of the path `text[start, end)` is "." or "..". The dots are
 * found with indexOf (native, also on sliced strings), and only their neighbours are read.
 */
export function hasDotSegment(text: string, start: number, end: number): boolean {
  const codeAt = String.prototype.charCodeAt; // see scan-chars.ts in @urikit/syntax
  let i = text.indexOf('.', start);
  while (i !== -1 && i < end) {
    if (i === start || codeAt.call(text, i - 1) === SLASH) {
      let next = i + 1;
      if (next < end && codeAt.call(text, next) === DOT) next++;
      if (next === end || codeAt.call(text, next) === SLASH) return true;
    }
    i = text.indexOf('.', i + 1);
  }
  return false;
}

function segmentIs(path: string, start: number, end: number, dots: number): boolean {
  if (end - start !== dots) return false;
  for (let i = start; i < end; i++) if (path.charCodeAt(i) !== DOT) return false;
  return true;
}

/**
 * A relative-path reference without dot-segments that resolves to the same target as
 * `path` against every base. It is what remove_dot_segments gives for base directory +
 * `path` (§5.2.3 merge), written relative to that directory: each ".." that climbs above it
 * stays as a leading "../". Three cases keep a leading "./" so that the reference keeps
 * its meaning: an empty result (`a/..` is the base's directory, `''` the base itself), a
 * first segment that is empty (`.//x`: `//x` would be an authority) or holds ':' (`./a:b`:
 * `a:b` would be a scheme, §4.2).
 */
export function removeRelativeDotSegments(path: string): string {
  const kept: string[] = [];
  let up = 0;
  let trailing = false;
  let start = 0;
  const length = path.length;
  while (start <= length) {
    let end = path.indexOf('/', start);
    const last = end === -1;
    if (last) end = length;
    if (segmentIs(path, start, end, 1)) {
      // §5.2.4 step 2B: "/." at the end leaves "/".
      trailing = last;
    } else if (segmentIs(path, start, end, 2)) {
      // §5.2.4 step 2C: ".." removes the last output segment, or climbs above the base's
      // directory when there is none left.
      if (kept.length === 0) up++;
      else kept.pop();
      trailing = last;
    } else {
      kept.push(path.slice(start, end));
      trailing = false;
    }
    start = end + 1;
  }
  let rest = kept.length === 0 ? '' : kept.join('/');
  if (trailing && kept.length > 0) rest += '/';
  if (up > 0) return '../'.repeat(up) + rest;
  if (rest === '' || rest.charCodeAt(0) === SLASH) return './' + rest;
  const slash = rest.indexOf('/');
  const colon = rest.indexOf(':');
  if (colon >= 0 && (slash < 0 || colon < slash)) return './' + rest;
  return rest;
}

/**
 * `path` without dot-segments (§6.2.2.3), keeping the reference's meaning. A URI's path
 * (with a scheme) and an absolute path go through remove_dot_segments; when that leaves a
 * path starting with "//" and there is no authority, {@link escapeDoubleSlash} puts "/." in
 * front, since "//" would start an authority (§3.3) and "/.//x" means "//x" as a path. A relative-path
 * reference goes through {@link removeRelativeDotSegments}.
 */
export function normalizeDotSegments(path: string, scheme: boolean, authority: boolean): string {
  if (!hasDotSegment(path, 0, path.length)) return path;
  if (scheme || authority || path.charCodeAt(0) === SLASH) {
    return escapeDoubleSlash(removeDotSegments(path), authority);
  }
  return removeRelativeDotSegments(path);
}
