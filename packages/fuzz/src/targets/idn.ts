// @urikit/idn: Punycode round trips (decode(encode(s)) === s), ToASCII idempotent and its result
// ASCII, ToUnicode of ToASCII's result the same domain as ToUnicode of the input, and toASCII
// and toUnicode agreeing on which names are valid (UTS #46 §4).
import { IdnaError, punycodeDecode, punycodeEncode, toASCII, toUnicode } from '@urikit/idn';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { domain, label } from '../generators/idna.js';

registerTypedErrors({ IdnaError });

export interface IdnInput {
  readonly domain: string;
  readonly label: string;
  readonly transitional: boolean;
}

export const idnRoundTrip = defineTarget<IdnInput>({
  name: 'idn/round-trip',
  description:
    'Punycode round trip; ToASCII idempotent, ASCII, and agreeing with ToUnicode on validity and on the domain',
  generate(rng) {
    return { domain: domain(rng), label: label(rng), transitional: rng.chance(0.2) };
  },
  check({ domain: name, label: l, transitional }) {
    const encoded = attempt('punycodeEncode', () => punycodeEncode(l));
    if (encoded.ok) {
      if (!/^[\x00-\x7f]*$/.test(encoded.value))
        fail('Punycode is ASCII', `${show(l)} → ${show(encoded.value)}`);
      const decoded = attempt('punycodeDecode', () => punycodeDecode(encoded.value));
      if (!decoded.ok || decoded.value !== l)
        fail('punycodeDecode(punycodeEncode(s)) === s', `${show(l)} → ${show(encoded.value)}`);
    }
    // UTS #46 §4.3: ToUnicode never checks DNS lengths (A4), so neither does ToASCII here.
    const options = { transitionalProcessing: transitional, verifyDnsLength: false };
    const ascii = attempt('toASCII', () => toASCII(name, options));
    const unicode = attempt('toUnicode', () => toUnicode(name, options));
    if (!unicode.ok) return;
    // ToUnicode reports an empty label (X4_2) whatever the flags, as this package documents
    // (toUnicode('a..b')); ToASCII only with verifyDnsLength: compare the other statuses.
    const unicodeErrors = unicode.value.errors.filter((code) => code !== 'X4_2');
    if (ascii.ok !== (unicodeErrors.length === 0)) {
      fail(
        'toASCII and toUnicode agree on validity',
        `${show(name)}: toASCII ${ascii.ok ? 'ok' : (ascii.error as IdnaError).errors}, toUnicode ${show(unicode.value.errors)}`,
      );
    }
    if (!ascii.ok) return;
    if (!/^[\x00-\x7f]*$/.test(ascii.value))
      fail('toASCII gives ASCII', `${show(name)} → ${show(ascii.value)}`);
    const again = attempt('toASCII', () => toASCII(ascii.value, options));
    if (!again.ok || again.value !== ascii.value)
      fail(
        'toASCII is idempotent',
        `${show(name)} → ${show(ascii.value)} → ${again.ok ? show(again.value) : (again.error as IdnaError).errors}`,
      );
    if (!transitional) {
      const back = toUnicode(ascii.value, options);
      if (back.domain !== unicode.value.domain) {
        fail(
          'toUnicode(toASCII(x)) === toUnicode(x)',
          `${show(name)}: ${show(back.domain)} vs ${show(unicode.value.domain)}`,
        );
      }
    }
  },
  work({ domain: name }) {
    try {
      toASCII(name);
    } catch {}
    toUnicode(name);
  },
});
