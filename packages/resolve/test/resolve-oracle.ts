// RFC 3986 §5.2.2 and §5.2.3 written as literally as the pseudocode reads, on the components
// of the syntax package and the literal §5.2.4 oracle: a test oracle for resolveComponents.
import type { UriComponents } from '@urikit/syntax';
import { removeDotSegmentsOracle } from './remove-dot-segments-oracle.js';

// §5.2.3 Merge Paths.
function merge(base: UriComponents, path: string): string {
  if (base.host !== undefined && base.path === '') return '/' + path;
  const slash = base.path.lastIndexOf('/');
  return slash < 0 ? path : base.path.slice(0, slash + 1) + path;
}

/** §5.2.2 Transform References, pseudocode line by line (no '//' escaping). */
export function resolveOracle(
  base: UriComponents,
  r: UriComponents,
  strict: boolean,
): UriComponents {
  let rScheme = r.scheme;
  if (!strict && rScheme?.toLowerCase() === base.scheme?.toLowerCase()) rScheme = undefined;
  const t: UriComponents = { path: '' };
  if (rScheme !== undefined) {
    t.scheme = rScheme;
    t.userinfo = r.userinfo;
    t.host = r.host;
    t.port = r.port;
    t.path = removeDotSegmentsOracle(r.path);
    t.query = r.query;
  } else {
    if (r.host !== undefined) {
      t.userinfo = r.userinfo;
      t.host = r.host;
      t.port = r.port;
      t.path = removeDotSegmentsOracle(r.path);
      t.query = r.query;
    } else {
      if (r.path === '') {
        t.path = base.path;
        t.query = r.query !== undefined ? r.query : base.query;
      } else {
        if (r.path.startsWith('/')) {
          t.path = removeDotSegmentsOracle(r.path);
        } else {
          t.path = merge(base, r.path);
          t.path = removeDotSegmentsOracle(t.path);
        }
        t.query = r.query;
      }
      t.userinfo = base.userinfo;
      t.host = base.host;
      t.port = base.port;
    }
    t.scheme = base.scheme;
  }
  t.fragment = r.fragment;
  return t;
}
