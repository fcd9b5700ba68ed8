// @urikit/syntax against the regular-expression transcription of the ABNF: the same verdict for
// every string, the same components and host kind for the valid ones, and the §5.3 round trip
// (recompose(parse(x)) === x), the predicates and the span parser in agreement with parse.
import {
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  parse,
  recompose,
  SPAN_HOST_START,
  SPAN_PATH_END,
  SPAN_PATH_START,
  SPANS_LENGTH,
  split,
  tryParseSpans,
  UriError,
} from '@urikit/syntax';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { nearReference } from '../generators/rfc3986.js';
import { grammarMatch } from '../oracles/rfc3986-regex.js';

registerTypedErrors({ UriError });

export interface SyntaxInput {
  readonly text: string;
  readonly iri: boolean;
  readonly zoneId: boolean;
}

// The seven components of RFC 3986 §3, then the host kind that parse adds.
const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
const KEYS = [...COMPONENTS, 'hostKind'] as const;

export const syntaxAbnf = defineTarget<SyntaxInput>({
  name: 'syntax/parse-vs-abnf',
  description:
    'parse against a regular-expression transcription of the RFC 3986/3987/6874 ABNF: verdict, components, host kind; recompose round trip; predicates and spans agree',
  generate(rng) {
    const iri = rng.chance(0.3);
    const zoneId = rng.chance(0.25);
    return { text: nearReference(rng, { iri, zoneId }), iri, zoneId };
  },
  check({ text, iri, zoneId }) {
    const options = { iri, zoneId };
    const expected = grammarMatch(text, options);
    const outcome = attempt('parse', () => parse(text, options));
    if (outcome.ok !== (expected !== undefined)) {
      fail(
        'parse agrees with the ABNF',
        `${show(text)} ${show(options)}: parse ${outcome.ok ? 'accepted' : `refused (${(outcome.error as UriError).code} at ${(outcome.error as UriError).index})`}, the ABNF ${expected ? 'accepts' : 'refuses'}`,
      );
    }
    const valid = outcome.ok;
    if (isUriReference(text, options) !== valid)
      fail('isUriReference agrees with parse', show(text));
    const spans = new Int32Array(SPANS_LENGTH);
    if (tryParseSpans(text, spans, options) !== valid)
      fail('tryParseSpans agrees with parse', show(text));
    if (!outcome.ok || expected === undefined) return;
    const got = outcome.value;
    for (const key of KEYS) {
      if (got[key] !== expected[key]) {
        fail(
          'components as the ABNF reads them',
          `${show(text)}: ${key} ${show(got[key])}, the ABNF ${show(expected[key])}`,
        );
      }
    }
    if (text.slice(spans[SPAN_PATH_START], spans[SPAN_PATH_END]) !== got.path) {
      fail(
        'spans agree with parse',
        `${show(text)}: path span ${spans[SPAN_PATH_START]}..${spans[SPAN_PATH_END]}`,
      );
    }
    if (got.host !== undefined && spans[SPAN_HOST_START]! < 0)
      fail('spans agree with parse', `${show(text)}: no host span`);
    const again = attempt('recompose', () => recompose(got, options));
    if (!again.ok || again.value !== text) {
      fail(
        'recompose(parse(x)) === x',
        `${show(text)} → ${again.ok ? show(again.value) : (again.error as UriError).code}`,
      );
    }
    const s = split(text);
    for (const key of COMPONENTS) {
      if (s[key] !== got[key])
        fail(
          'split agrees with parse on valid input',
          `${show(text)}: ${key} ${show(s[key])} vs ${show(got[key])}`,
        );
    }
    const hasScheme = got.scheme !== undefined;
    if (isUri(text, options) !== hasScheme) fail('isUri', show(text));
    if (isRelativeReference(text, options) !== !hasScheme) fail('isRelativeReference', show(text));
    if (isAbsoluteUri(text, options) !== (hasScheme && got.fragment === undefined))
      fail('isAbsoluteUri', show(text));
  },
  work({ text, iri, zoneId }) {
    try {
      parse(text, { iri, zoneId });
    } catch {}
  },
});
