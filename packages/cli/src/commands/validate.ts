// `urikit validate`: whether a string is a URI reference, or one of its narrower forms (RFC 3986
// §4.1 URI-reference, §3 URI, §4.3 absolute-URI, §4.2 relative-ref), and which form it is.
import { parse } from '@urikit/syntax';
import { type Command, choice, flag, IRI_OPTION, ZONE_ID_OPTION } from '../command.js';
import { InputError } from '../failure.js';

const FORMS = ['uri-reference', 'uri', 'absolute-uri', 'relative-ref'] as const;

export const validate: Command = {
  name: 'validate',
  summary: 'check a URI reference and print its form (uri, absolute-uri or relative-ref)',
  operands: ['uri'],
  description:
    'Checks <uri> against the RFC 3986 grammar (RFC 3987 with --iri) and prints the most\n' +
    'specific rule it matches: absolute-uri (a scheme, no fragment; §4.3), uri (a scheme and\n' +
    'a fragment; §3) or relative-ref (no scheme; §4.2). With --form, a reference of another\n' +
    'form is an error too. Exit status 1 when invalid.',
  options: {
    form: {
      type: 'string',
      value: FORMS.join('|'),
      help: 'the rule to require (default uri-reference: any reference)',
    },
    iri: IRI_OPTION,
    'zone-id': ZONE_ID_OPTION,
  },
  examples: [
    "$ urikit validate 'http://example.com/a#b'\nuri",
    "$ urikit validate --form absolute-uri 'http://example.com/a#b'\n" +
      '  http://example.com/a#b\n                      ^\n' +
      'error[unexpected-fragment]: absolute-uri has no fragment (RFC 3986 §4.3)',
  ],
  prepare(values) {
    const form = choice(values, 'form', FORMS) ?? 'uri-reference';
    const options = { iri: flag(values, 'iri'), zoneId: flag(values, 'zone-id') };
    return ([uri]) => {
      const reference = parse(uri!, options);
      const hasScheme = reference.scheme !== undefined;
      if (!hasScheme && (form === 'uri' || form === 'absolute-uri')) {
        throw new InputError(
          'missing-scheme',
          uri!,
          0,
          `${form} starts with a scheme (RFC 3986 §3)`,
        );
      }
      if (hasScheme && form === 'relative-ref') {
        throw new InputError(
          'unexpected-scheme',
          uri!,
          0,
          'relative-ref has no scheme (RFC 3986 §4.2)',
        );
      }
      if (reference.fragment !== undefined && form === 'absolute-uri') {
        const hash = uri!.length - reference.fragment.length - 1;
        throw new InputError(
          'unexpected-fragment',
          uri!,
          hash,
          'absolute-uri has no fragment (RFC 3986 §4.3)',
        );
      }
      if (!hasScheme) return 'relative-ref';
      return reference.fragment === undefined ? 'absolute-uri' : 'uri';
    };
  },
};
