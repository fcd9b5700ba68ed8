// The one result of RFC 3986 §5.2 that §5.3 cannot write: no authority and a path that starts
// with "//" (the text would read as an authority). Prefixing "/." keeps the path's meaning.
import { requireString, requireType } from '@urikit/percent-encoding';

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
  requireString('escapeDoubleSlash', 'path', path);
  requireType('escapeDoubleSlash', 'hasAuthority', hasAuthority, 'boolean');
  return escapeDoubleSlashAt(path, 0, hasAuthority);
}

/**
 * escapeDoubleSlash for the path that starts at `at` in `text` (resolve writes the target in
 * one string: the part before the path, the path, then its query and fragment).
 */
export function escapeDoubleSlashAt(text: string, at: number, hasAuthority: boolean): string {
  return !hasAuthority && text.charCodeAt(at) === 0x2f && text.charCodeAt(at + 1) === 0x2f
    ? text.slice(0, at) + '/.' + text.slice(at)
    : text;
}
