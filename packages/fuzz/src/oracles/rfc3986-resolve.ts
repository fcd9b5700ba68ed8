// RFC 3986 §5.2 as the RFC writes it, for the fuzzer alone: §5.2.1 reads the base with the
// Appendix B regular expression, §5.2.2 is the pseudo-code of "Transform References" line by
// line, §5.2.3 the merge, §5.2.4 the input-buffer / output-buffer loop (rules A to E), and §5.3
// the recomposition. No speed, no cleverness: an oracle for @urikit/resolve.

export interface Components {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

// RFC 3986 Appendix B.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/su;

export function appendixB(text: string): Components {
  const m = APPENDIX_B.exec(text)!;
  return {
    scheme: m[2],
    authority: m[4],
    path: m[5] ?? '',
    query: m[7],
    fragment: m[9],
  };
}

/** §5.2.4 remove_dot_segments, the loop of steps 2A–2E with a string as each buffer. */
export function removeDotSegmentsAsWritten(path: string): string {
  let input = path;
  let output = '';
  while (input.length > 0) {
    if (input.startsWith('../')) {
      // A: remove the prefix "../" or "./"
      input = input.slice(3);
    } else if (input.startsWith('./')) {
      input = input.slice(2);
    } else if (input.startsWith('/./')) {
      // B: replace the prefix "/./" or "/." (a complete segment) with "/"
      input = `/${input.slice(3)}`;
    } else if (input === '/.') {
      input = '/';
    } else if (input.startsWith('/../')) {
      // C: replace "/../" or "/.." with "/" and remove the last segment of the output and its
      // preceding "/" (if any)
      input = `/${input.slice(4)}`;
      output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
    } else if (input === '/..') {
      input = '/';
      output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
    } else if (input === '.' || input === '..') {
      // D: remove "." or ".." when it is all of the input
      input = '';
    } else {
      // E: move the first path segment, its initial "/" if any, and the characters up to (not
      // including) the next "/" to the end of the output
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const end = next === -1 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

/** §5.2.3 merge. */
function merge(base: Components, referencePath: string): string {
  if (base.authority !== undefined && base.path === '') return `/${referencePath}`;
  const slash = base.path.lastIndexOf('/');
  return slash === -1 ? referencePath : base.path.slice(0, slash + 1) + referencePath;
}

/** §5.2.2 Transform References, the pseudo-code as written. */
export function transformReferences(
  base: Components,
  reference: Components,
  strict: boolean,
): Components {
  const R = { ...reference };
  const T: Components = {
    scheme: undefined,
    authority: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
  };
  // "if ((not strict) and (R.scheme == Base.scheme))" — schemes compare case-insensitively (§3.1).
  if (
    !strict &&
    R.scheme !== undefined &&
    base.scheme !== undefined &&
    R.scheme.toLowerCase() === base.scheme.toLowerCase()
  ) {
    R.scheme = undefined;
  }
  if (R.scheme !== undefined) {
    T.scheme = R.scheme;
    T.authority = R.authority;
    T.path = removeDotSegmentsAsWritten(R.path);
    T.query = R.query;
  } else {
    if (R.authority !== undefined) {
      T.authority = R.authority;
      T.path = removeDotSegmentsAsWritten(R.path);
      T.query = R.query;
    } else {
      if (R.path === '') {
        T.path = base.path;
        if (R.query !== undefined) T.query = R.query;
        else T.query = base.query;
      } else {
        if (R.path.startsWith('/')) {
          T.path = removeDotSegmentsAsWritten(R.path);
        } else {
          T.path = merge(base, R.path);
          T.path = removeDotSegmentsAsWritten(T.path);
        }
        T.query = R.query;
      }
      T.authority = base.authority;
    }
    T.scheme = base.scheme;
  }
  T.fragment = R.fragment;
  return T;
}

/** §5.3 Component Recomposition. */
export function recomposeAsWritten(T: Components): string {
  let result = '';
  if (T.scheme !== undefined) result += `${T.scheme}:`;
  if (T.authority !== undefined) result += `//${T.authority}`;
  result += T.path;
  if (T.query !== undefined) result += `?${T.query}`;
  if (T.fragment !== undefined) result += `#${T.fragment}`;
  return result;
}

/**
 * resolve(base, reference) by the RFC's text. Where the result's path starts with "//" and it
 * has no authority, §5.3 would write a different reference; the library documents that it then
 * writes the path as "/." + path (which §5.2.4 reads back as the same path), so the oracle does
 * too.
 */
export function resolveAsWritten(base: string, reference: string, strict = true): string {
  const T = transformReferences(appendixB(base), appendixB(reference), strict);
  if (T.authority === undefined && T.path.startsWith('//')) T.path = `/.${T.path}`;
  return recomposeAsWritten(T);
}
