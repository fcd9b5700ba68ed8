// The normalization ladder of RFC 3986 §6.2.2–§6.2.3, one rung at a time, so the page can
// show what each step changes: case (§6.2.2.1), percent-encoding (§6.2.2.2), dot segments
// (§6.2.2.3), the whole of syntax-based normalization as @urikit/normalize does it (with
// RFC 5952 IPv6 text), scheme-based normalization (§6.2.3), and an ASCII (UTS #46) host.
import { tryNormalize } from '@urikit/normalize';
import { normalizePercentEncoding } from '@urikit/percent-encoding';
import { removeDotSegments } from '@urikit/resolve';
import { recompose, tryParse, type UriComponents } from '@urikit/syntax';

/** One rung: its name, the RFC section, and the reference after it (undefined: refused). */
export interface Rung {
  name: string;
  section: string;
  result: string | undefined;
}

export interface LadderOptions {
  iri: boolean;
  zoneId: boolean;
}

/** §6.2.2.1: upper-case hex digits of every triplet. */
function upperTriplets(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    out += c;
    if (c === '%' && i + 2 < text.length) {
      out += text.slice(i + 1, i + 3).toUpperCase();
      i += 2;
    }
  }
  return out;
}

function mapComponents(
  components: UriComponents,
  map: (text: string, key: keyof UriComponents) => string,
): UriComponents {
  const out: UriComponents = { path: map(components.path, 'path') };
  for (const key of ['scheme', 'userinfo', 'host', 'port', 'query', 'fragment'] as const) {
    const value = components[key];
    if (value !== undefined) out[key] = map(value, key);
  }
  return out;
}

/**
 * Every rung of the ladder for `input`, in order; the first is the input as written.
 *
 * @example
 * ```ts
 * normalizationLadder('HTTP://a/./b/%7e', { iri: false, zoneId: false }).map((r) => r.result);
 * // → ['HTTP://a/./b/%7e', 'http://a/./b/%7E', 'http://a/./b/~', 'http://a/b/~', 'http://a/b/~', 'http://a/b/~', 'http://a/b/~']
 * ```
 */
export function normalizationLadder(input: string, options: LadderOptions): Rung[] {
  const parsed = tryParse(input, options);
  const rungs: Rung[] = [{ name: 'as written', section: '§3', result: input }];
  if (parsed === undefined) return rungs;
  const { hostKind: _kind, ...written } = parsed;
  const cased = mapComponents(written, (text, key) =>
    key === 'scheme' || (key === 'host' && parsed.hostKind !== 'ipvfuture')
      ? upperTriplets(text.toLowerCase())
      : upperTriplets(text),
  );
  const write = (components: UriComponents): string | undefined => {
    try {
      return recompose(components, options);
    } catch {
      return undefined;
    }
  };
  rungs.push({ name: 'case', section: '§6.2.2.1', result: write(cased) });
  const percent = mapComponents(cased, (text, key) =>
    key === 'scheme' || key === 'port' ? text : normalizePercentEncoding(text),
  );
  rungs.push({ name: 'percent-encoding', section: '§6.2.2.2', result: write(percent) });
  // §5.2.4 applies to the path of a reference with a scheme or an authority, or an absolute path.
  const hasRoot = percent.scheme !== undefined || percent.host !== undefined;
  const dotted =
    hasRoot || percent.path.startsWith('/') ? removeDotSegments(percent.path) : percent.path;
  rungs.push({
    name: 'dot segments',
    section: '§6.2.2.3',
    result: write({ ...percent, path: dotted }),
  });
  rungs.push({
    name: 'syntax-based (the library, with RFC 5952 IPv6 text)',
    section: '§6.2.2',
    result: tryNormalize(input, { ...options, scheme: false }),
  });
  rungs.push({ name: 'scheme-based', section: '§6.2.3', result: tryNormalize(input, options) });
  rungs.push({
    name: 'ASCII host',
    section: 'UTS #46',
    result: tryNormalize(input, { ...options, host: 'ascii' }),
  });
  return rungs;
}
