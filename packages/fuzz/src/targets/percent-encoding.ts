// @urikit/percent-encoding: decode(encode(s, set)) === s for every well-formed string and set,
// an encoding that uses only the set's characters and triplets, normalizePercentEncoding
// idempotent and meaning-preserving (it decodes to the same octets).
import {
  normalizePercentEncoding,
  PercentEncodingError,
  percentDecode,
  percentDecodeBytes,
  percentEncode,
} from '@urikit/percent-encoding';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { anyUnit, noise, pctEncoded } from '../generators/chars.js';

registerTypedErrors({ PercentEncodingError });

const SETS = [
  'component',
  'userinfo',
  'host',
  'path',
  'path-segment',
  'query',
  'fragment',
] as const;

// What may stand unencoded in each set's output (RFC 3986 §2–3).
const ALLOWED: Record<(typeof SETS)[number], RegExp> = {
  component: /^(?:[A-Za-z0-9\-._~]|%[0-9A-F]{2})*$/,
  userinfo: /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-F]{2})*$/,
  host: /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-F]{2})*$/,
  path: /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})*$/,
  'path-segment': /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-F]{2})*$/,
  query: /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/,
  fragment: /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/,
};

export interface PercentInput {
  readonly text: string;
  readonly set: (typeof SETS)[number];
  readonly encoded: string;
}

export const percentRoundTrip = defineTarget<PercentInput>({
  name: 'percent-encoding/round-trip',
  description:
    "percentDecode(percentEncode(s, set)) === s, the output within the set's characters; normalizePercentEncoding idempotent and decoding to the same octets",
  generate(rng) {
    return {
      text: rng.repeat(() => (rng.chance(0.7) ? anyUnit(rng) : noise(rng, 3)), 20),
      set: rng.pick(SETS),
      encoded: rng.repeat(() => (rng.chance(0.4) ? pctEncoded(rng) : noise(rng, 3)), 10),
    };
  },
  check({ text, set, encoded }) {
    const wellFormed =
      !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
    const enc = attempt('percentEncode', () => percentEncode(text, set));
    if (enc.ok !== wellFormed)
      fail(
        'percentEncode refuses exactly lone surrogates',
        `${show(text)}: ${enc.ok ? 'encoded' : 'refused'}`,
      );
    if (enc.ok) {
      if (!ALLOWED[set].test(enc.value))
        fail(
          "encoding stays within the set's characters",
          `${show(text)} ${set} → ${show(enc.value)}`,
        );
      const dec = attempt('percentDecode', () => percentDecode(enc.value));
      if (!dec.ok || dec.value !== text)
        fail('percentDecode(percentEncode(s)) === s', `${show(text)} ${set} → ${show(enc.value)}`);
    }
    const norm = attempt('normalizePercentEncoding', () => normalizePercentEncoding(encoded));
    if (!norm.ok) return;
    const again = normalizePercentEncoding(norm.value);
    if (again !== norm.value)
      fail(
        'normalizePercentEncoding is idempotent',
        `${show(encoded)} → ${show(norm.value)} → ${show(again)}`,
      );
    const before = attempt('percentDecodeBytes', () => percentDecodeBytes(encoded));
    const after = attempt('percentDecodeBytes', () => percentDecodeBytes(norm.value));
    if (
      before.ok !== after.ok ||
      (before.ok &&
        after.ok &&
        Buffer.compare(Buffer.from(before.value), Buffer.from(after.value)) !== 0)
    ) {
      fail('normalizePercentEncoding keeps the octets', `${show(encoded)} → ${show(norm.value)}`);
    }
  },
  work({ text, set, encoded }) {
    try {
      percentEncode(text, set);
      normalizePercentEncoding(encoded);
      percentDecode(encoded);
    } catch {}
  },
});
