// RFC 3986 §5.2.3 merge: the base path's directory (up to its last '/') joined to a
// relative-path reference's path.

/**
 * The offset just after the last '/' of `path`, or 0 when it has none: the part of a base path
 * that §5.2.3 keeps.
 */
export function directoryEnd(path: string): number {
  // The native search, taken from the prototype: monomorphic (see remove-dot-segments.ts).
  return String.prototype.lastIndexOf.call(path, '/') + 1;
}

/**
 * §5.2.3: "/" + the reference's path when the base has an authority and an empty path;
 * otherwise the reference's path appended to all but the last segment of the base path.
 */
export function mergePaths(basePath: string, baseHasAuthority: boolean, path: string): string {
  if (baseHasAuthority && basePath.length === 0) return '/' + path;
  return basePath.slice(0, directoryEnd(basePath)) + path;
}
