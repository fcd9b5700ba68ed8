// The name filters of removeQueryParameters, keepQueryParameters and removeDirectoryIndex: the
// user's strings and regular expressions, tested as normalize-url tests them, and its defaults
// (tracking parameters, directory indexes) as scans of their own.
import { DEFAULT_FILTER } from './options.js';
import { isIndexFile } from './path.js';

/** `flags` without `g` and `y`, which would make `test` depend on (and move) `lastIndex`. */
function statelessFlags(flags: string): string {
  let out = '';
  for (const flag of flags) if (flag !== 'g' && flag !== 'y') out += flag;
  return out;
}

/**
 * Whether `name` passes one of `filters` (an array of strings and regular expressions; anything
 * else matches nothing): a string by equality, a regular expression by `test`, run as a copy
 * without its `g` and `y` flags when it has them.
 */
export function matchesAny(name: string, filters: unknown): boolean {
  if (!Array.isArray(filters)) return false;
  // A hole reads as undefined, which matches nothing, as Array.prototype.some skips it.
  for (let i = 0; i < filters.length; i++) {
    const filter: unknown = filters[i];
    if (!(filter instanceof RegExp)) {
      if (filter === name) return true;
    } else if (filter.global || filter.sticky) {
      // normalize-url reads `flags` for "g" and "y": the same as these two flags' getters.
      if (new RegExp(filter.source, statelessFlags(filter.flags)).test(name)) return true;
    } else if (filter.test(name)) {
      return true;
    }
  }
  return false;
}

/** normalize-url's default `/^utm_\w+/i`: `utm_` in any case, then a word character. */
export function isTrackingParameter(name: string): boolean {
  if (name.length < 5 || name.charCodeAt(3) !== 0x5f) return false;
  if (name.slice(0, 3).toLowerCase() !== 'utm') return false;
  const c = name.charCodeAt(4);
  const lower = c | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/** Whether a query parameter named `name` goes, under removeQueryParameters `filters`. */
export function isRemovedParameter(name: string, filters: unknown): boolean {
  return filters === DEFAULT_FILTER ? isTrackingParameter(name) : matchesAny(name, filters);
}

/** Whether `component` is a directory index, under removeDirectoryIndex `filters`. */
export function isDirectoryIndex(component: string, filters: unknown): boolean {
  return filters === DEFAULT_FILTER ? isIndexFile(component) : matchesAny(component, filters);
}
