// `urikit to-unicode`: UTS #46 ToUnicode (§4.3), a domain name with its A-labels decoded.
import { toUnicode as domainToUnicode } from '@urikit/idn';
import type { Command } from '../command.js';
import { IDNA_OPTIONS, idnaError, idnaOptions } from './idna.js';

export const toUnicode: Command = {
  name: 'to-unicode',
  summary: 'convert a domain name to Unicode (UTS #46 ToUnicode)',
  operands: ['domain'],
  description:
    'Maps and normalizes <domain> by UTS #46 ToUnicode (§4.3), decoding each xn-- label,\n' +
    'and prints the result. When a label breaks a rule, the status codes are reported as an\n' +
    'error (exit status 1); with --json the object {domain, errors} is printed instead, so\n' +
    'that the converted name is seen whatever its errors.',
  options: IDNA_OPTIONS,
  examples: [
    "$ urikit to-unicode 'xn--bcher-kva.example'\nbücher.example",
    "$ urikit to-unicode --json 'ab--c.example'\n" +
      '{\n  "domain": "ab--c.example",\n  "errors": [\n    "V2"\n  ]\n}',
  ],
  prepare(values) {
    const options = idnaOptions(values);
    const json = values['json'] === true;
    return ([domain]) => {
      const result = domainToUnicode(domain!, options);
      if (json) return { domain: result.domain, errors: [...result.errors] };
      if (result.errors.length > 0) throw idnaError(domain!, result.errors, options);
      return result.domain;
    };
  },
};
