// The one result of RFC 3986 §5.2 that §5.3 cannot write: no authority and a path that starts
// with "//" (the text would read as an authority). Prefixing "/." keeps the path's meaning.

/**
 * `path` itself, or "/." + `path` when there is no authority and `path` starts with "//".
 * §5.2.4 turns "/.//x" back into "//x", so the written reference still denotes the path that
 * §5.2.2 computed (the WHATWG URL serializer makes the same choice), whereas plain §5.3
 * recomposition would turn its first segment into an authority (RFC 3986 §5.2, §5.3, §3.3).
 * Never throws.
 *
 * @example
 * ```ts
 * escapeDoubleSlash('//x/y', false); // → '/.//x/y'
 * escapeDoubleSlash('//x/y', true); // → '//x/y'
 * escapeDoubleSlash('/x//y', false); // → '/x//y'
 * ```
 */
export function escapeDoubleSlash(path: string, hasAuthority: boolean): string {
  return !hasAuthority && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f
    ? '/.' + path
    : path;
}
