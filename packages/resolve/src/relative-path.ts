// The inverse of RFC 3986 §5.2.3 merge followed by §5.2.4 remove_dot_segments: the shortest
// relative-path reference (§4.2 path-noscheme) that a base path turns into a given path.
import { directoryEnd } from './merge-paths.js';
import { firstDotSegment } from './remove-dot-segments.js';

const SLASH = 0x2f;
const DOT = 0x2e;
const COLON = 0x3a;

// Where §5.2.4 stands once it has consumed the merged base directory (everything before the
// reference's first segment). 'initial': nothing has moved to the output yet, so the
// reference's leading "./" and "../" are dropped (steps 2A, 2D) and its first segment moves
// without a slash; 'rooted': the output is "/"-separated `dirs` (each later segment arrives
// with its "/"); 'lead': the output is `lead` (a first segment without slash) then `dirs`.
interface DirectoryState {
  kind: 'initial' | 'rooted' | 'lead';
  lead: string;
  dirs: string[];
}

/**
 * The shortest non-empty `path-noscheme` whose §5.2.3 merge with `basePath`, followed by
 * §5.2.4, gives `targetPath`, or undefined when there is none. `targetPath` must have no dot
 * segments (nothing §5.2.4 outputs has one).
 */
export function shortestRelativePath(
  basePath: string,
  baseHasAuthority: boolean,
  targetPath: string,
): string | undefined {
  const rooted = targetPath.charCodeAt(0) === SLASH;
  if (rooted && basePath.charCodeAt(0) === SLASH && firstDotSegment(basePath) < 0) {
    return climbFlat(basePath, directoryEnd(basePath), targetPath);
  }
  const state = directoryState(basePath, baseHasAuthority);
  if (state.kind === 'initial') {
    // §5.2.4 leaves a path that starts with neither "./" nor "../" nor "/" as it is; "." is
    // the one non-empty reference that becomes the empty path.
    if (targetPath.length === 0) return '.';
    return rooted || needsDotSlash(targetPath) ? './' + targetPath : targetPath;
  }
  if (state.kind === 'rooted') {
    return rooted ? climb(state.dirs, targetPath.slice(1).split('/')) : undefined;
  }
  if (rooted) {
    // Popping every directory and then the lead leaves an empty output, after which each
    // segment arrives with its "/": the target's segments follow k + 1 "..".
    return build(state.dirs.length + 1, targetPath.slice(1));
  }
  // A path that keeps the lead segment: the last output piece always comes from the
  // reference's last segment, so the target needs at least one segment after the lead.
  const segments = targetPath.split('/');
  if (segments.length < 2 || segments[0] !== state.lead) return undefined;
  return climb(state.dirs, segments.slice(1));
}

// The §5.2.4 state after the part of the merged path that comes from the base: "/" when the
// base has an authority and an empty path, else the base path up to its last '/'. That part
// ends with '/', which starts the reference's first piece, so its dot segments are never the
// last one and only pop or vanish.
function directoryState(basePath: string, baseHasAuthority: boolean): DirectoryState {
  const state: DirectoryState = { kind: 'initial', lead: '', dirs: [] };
  if (baseHasAuthority && basePath.length === 0) {
    state.kind = 'rooted';
    return state;
  }
  const end = directoryEnd(basePath);
  let i = 0;
  // Steps 2A: leading "./" and "../" are dropped (here they are always followed by '/').
  while (i < end && basePath.charCodeAt(i) === DOT) {
    if (basePath.charCodeAt(i + 1) === SLASH) i += 2;
    else if (basePath.charCodeAt(i + 1) === DOT && basePath.charCodeAt(i + 2) === SLASH) i += 3;
    else break;
  }
  if (i === end) return state;
  state.kind = 'rooted';
  if (basePath.charCodeAt(i) !== SLASH) {
    const leadEnd = basePath.indexOf('/', i);
    state.kind = 'lead';
    state.lead = basePath.slice(i, leadEnd);
    i = leadEnd;
  }
  // Each "/" segment before the final '/': "." vanishes (2B), ".." pops a directory or, when
  // none is left, the lead (2C), anything else is pushed (2E).
  while (i < end - 1) {
    const next = basePath.indexOf('/', i + 1);
    const segment = basePath.slice(i + 1, next);
    if (segment === '..') {
      if (state.dirs.length > 0) state.dirs.pop();
      else if (state.kind === 'lead') state.kind = 'rooted';
    } else if (segment !== '.') {
      state.dirs.push(segment);
    }
    i = next;
  }
  return state;
}

// The common case of `climb`, without splitting: the base directory basePath[0..end) is rooted
// and has no dot segment, so its directories are its segments, and the longest common run of
// directories is the longest common prefix of the two paths cut back to a '/'.
function climbFlat(basePath: string, end: number, targetPath: string): string {
  const limit = Math.min(end, targetPath.length);
  let common = 0;
  while (common < limit && basePath.charCodeAt(common) === targetPath.charCodeAt(common)) common++;
  // Both start with '/', so this stops at 1 at the latest.
  while (basePath.charCodeAt(common - 1) !== SLASH) common--;
  let up = 0;
  for (let i = common; i < end; i++) {
    if (basePath.charCodeAt(i) === SLASH) up++;
  }
  return build(up, targetPath.slice(common));
}

// From output directories `dirs`, reach the path made of `segments` (its last one being the
// "file", possibly empty): keep the longest common run of directories, climb out of the rest
// with "..", then write the remaining segments.
function climb(dirs: string[], segments: string[]): string {
  const k = dirs.length;
  const last = segments.length - 1;
  let common = 0;
  while (common < k && common < last && dirs[common] === segments[common]) common++;
  return build(k - common, segments.slice(common).join('/'));
}

// `up` times "..", then `rest`, as the shortest reference.
function build(up: number, rest: string): string {
  if (up === 0) {
    // "." stands for the current directory itself; a first segment that is empty or has a
    // ':' needs "./" in front (§4.2: it would read as "/" or as a scheme).
    if (rest.length === 0) return '.';
    return needsDotSlash(rest) ? './' + rest : rest;
  }
  // A final ".." leaves the directory with its trailing '/' (step 2C replaces "/.." with
  // "/"), so ".." is as good as "../" and shorter.
  if (rest.length === 0) return '../'.repeat(up - 1) + '..';
  return '../'.repeat(up) + rest;
}

// Whether the first segment of a non-empty path is empty or contains ':'.
function needsDotSlash(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === SLASH) return i === 0;
    if (c === COLON) return true;
  }
  return false;
}
