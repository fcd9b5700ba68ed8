// `urikit decode`: percent-decoding (RFC 3986 §2.1) of UTF-8 octets into text.
import { percentDecode } from '@urikit/percent-encoding';
import { type Command, choice } from '../command.js';

const MODES = ['throw', 'keep', 'replace'] as const;

export const decode: Command = {
  name: 'decode',
  summary: 'percent-decode a value as UTF-8 (RFC 3986 §2.1)',
  operands: ['value'],
  description:
    'Decodes the percent-encoded octets of <value> as UTF-8. A "%" without two hex digits, or\n' +
    'octets that are not UTF-8, are an error unless --invalid says to keep them as they are or\n' +
    'to replace them with U+FFFD. Use --json in a batch when values may decode to line breaks.',
  options: {
    invalid: {
      type: 'string',
      value: MODES.join('|'),
      help: 'what to do with malformed encodings (default throw: an error)',
    },
  },
  examples: [
    "$ urikit decode 'caf%C3%A9%20au%20lait'\ncafé au lait",
    "$ urikit decode --invalid replace 'caf%E9'\ncaf\uFFFD",
  ],
  prepare(values) {
    const invalid = choice(values, 'invalid', MODES) ?? 'throw';
    const options = { invalid };
    return ([value]) => percentDecode(value!, options);
  },
};
