// fast-check generators of URIs and references built from a few segments, so that generated
// bases, references and targets share schemes, authorities and path prefixes often.
import { tryParse } from '@urikit/syntax';
import fc from 'fast-check';

const segment = fc.constantFrom('', '.', '..', 'a', 'b', 'c', 'a:b', 'g;x', '%2E', '..a', '.b');
const plainSegment = fc.constantFrom('', 'a', 'b', 'c', 'a:b', 'g;x', '.b');
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });

export const scheme = fc.constantFrom('http', 'HTTP', 'foo', 'g');
export const authority = fc.constantFrom('', 'a', 'b', 'u@a', 'a:80', 'a:', '[::1]');
const query = fc.constantFrom('', 'q', 'y', 'y/../x', 'a=b');
const fragment = fc.constantFrom('', 's', 'f', 's/./x');

function pathOf(segments: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.boolean(), fc.array(segments, { maxLength: 5 }))
    .map(([rooted, parts]) => (rooted ? '/' : '') + parts.join('/'));
}

function text(
  schemes: fc.Arbitrary<string | undefined>,
  segments: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc
    .record({
      scheme: schemes,
      authority: optional(authority),
      path: pathOf(segments),
      query: optional(query),
      fragment: optional(fragment),
    })
    .map(
      (r) =>
        (r.scheme === undefined ? '' : r.scheme + ':') +
        (r.authority === undefined ? '' : '//' + r.authority) +
        r.path +
        (r.query === undefined ? '' : '?' + r.query) +
        (r.fragment === undefined ? '' : '#' + r.fragment),
    )
    .filter((s) => tryParse(s) !== undefined);
}

/** An absolute URI (with a scheme), with dot segments and odd segments now and then. */
export const uri = text(scheme, segment);

/** An absolute URI whose path has no "." or ".." segment. */
export const cleanUri = text(scheme, plainSegment);

/** Any URI reference: with or without scheme or authority. */
export const reference = text(optional(scheme), segment);
