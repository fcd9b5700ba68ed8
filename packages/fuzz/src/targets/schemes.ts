// @urikit/schemes: each builder's output parses back, and build(parse(build(v))) === build(v)
// for data:, mailto:, tel:, urn: and did: values read from generated URIs; a parser's result
// for a URI it accepts builds a URI that parses.
import {
  buildDataUri,
  buildDid,
  buildMailto,
  buildTel,
  buildUrn,
  SchemeError,
  tryParseDataUri,
  tryParseDid,
  tryParseMailto,
  tryParseTel,
  tryParseUrn,
} from '@urikit/schemes';
import { isUri, UriError } from '@urikit/syntax';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { schemeUri } from '../generators/schemes.js';

registerTypedErrors({ SchemeError, UriError });

type Pair = readonly [(text: string) => unknown, (value: never) => string];

const PAIRS: Readonly<Record<string, Pair>> = {
  data: [tryParseDataUri, buildDataUri as never],
  mailto: [tryParseMailto, buildMailto as never],
  tel: [tryParseTel, buildTel as never],
  urn: [tryParseUrn, buildUrn as never],
  did: [tryParseDid, buildDid as never],
};

export const schemesRoundTrip = defineTarget<string>({
  name: 'schemes/build-parse',
  description:
    'build(parse(u)) parses back and is a fixed point: build(parse(build(v))) === build(v) (data, mailto, tel, urn, did)',
  generate: schemeUri,
  check(text) {
    const scheme = text.slice(0, Math.max(0, text.indexOf(':'))).toLowerCase();
    const pair = PAIRS[scheme];
    if (pair === undefined) return;
    const [parse, build] = pair;
    const value = attempt(`tryParse ${scheme}`, () => parse(text));
    if (!value.ok || value.value === undefined) return;
    const built = attempt(`build ${scheme}`, () => build(value.value as never));
    if (!built.ok)
      fail('a parsed value builds', `${show(text)}: ${(built.error as SchemeError).code}`);
    // RFC 3966's param-unreserved has "[" and "]", which RFC 3986 keeps for IP literals:
    // parseTel takes `tel:+0;0=[` and buildTel writes it back (left alone, noted in issue 29).
    const rfc3966Brackets = scheme === 'tel' && /[[\]]/.test(built.value);
    if (!rfc3966Brackets && !isUri(built.value))
      fail('result parses back', `${show(text)} → ${show(built.value)}`);
    const again = attempt(`tryParse ${scheme}`, () => parse(built.value));
    if (!again.ok || again.value === undefined)
      fail('a built URI parses', `${show(text)} → ${show(built.value)}`);
    const rebuilt = attempt(`build ${scheme}`, () => build(again.value as never));
    if (!rebuilt.ok || rebuilt.value !== built.value) {
      fail(
        'build(parse(build(v))) === build(v)',
        `${show(text)} → ${show(built.value)} → ${rebuilt.ok ? show(rebuilt.value) : 'error'}`,
      );
    }
  },
  work(text) {
    const pair = PAIRS[text.slice(0, Math.max(0, text.indexOf(':'))).toLowerCase()];
    pair?.[0](text);
  },
});
