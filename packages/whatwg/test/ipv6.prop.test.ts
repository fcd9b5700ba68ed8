// The IPv6 parser and serializer (ipv6.ts) against whatwg-url 17 on generated addresses: the
// same host, or the same failure, and the same validation errors, for text between brackets
// made of hex digits, colons, dots and decimal parts (every branch of §3.5's IPv6 parser).
import { parseURL, parseURLWithValidationErrors } from '@urikit/whatwg';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as reference from 'whatwg-url';

const part = fc.constantFrom(
  '0',
  '1',
  'a',
  'F',
  '00',
  '0a',
  'ffff',
  '12345',
  '::',
  ':',
  '.',
  '1.2.3.4',
  '255',
  '256',
  '01',
  '0.0.0.0',
  '::ffff:',
  '',
);
const text = fc.array(part, { maxLength: 12 }).map((parts) => parts.join(''));

describe('IPv6 hosts', () => {
  it('parse, serialize and report as whatwg-url does', () => {
    fc.assert(
      fc.property(text, (inner) => {
        const input = `http://[${inner}]/`;
        expect(parseURL(input)?.host ?? null, input).toEqual(
          reference.parseURL(input)?.host ?? null,
        );
        const href = parseURL(input) === null ? null : reference.serializeURL(parseURL(input)!);
        expect(href).toBe(
          reference.parseURL(input) === null
            ? null
            : reference.serializeURL(reference.parseURL(input)!),
        );
        expect(parseURLWithValidationErrors(input).validationErrors).toEqual(
          reference.parseURLWithValidationErrors(input).validationErrors,
        );
      }),
      { numRuns: 20000 },
    );
  });

  it('take the first longest run of zero pieces as "::", never a run of one', () => {
    expect(parseURL('http://[1:0:0:2:0:0:0:3]/')?.host).toEqual([1, 0, 0, 2, 0, 0, 0, 3]);
    expect(reference.serializeURL(parseURL('http://[1:0:0:2:0:0:3:4]/')!)).toBe(
      'http://[1::2:0:0:3:4]/',
    );
    expect(reference.serializeURL(parseURL('http://[1:0:2:3:4:5:6:7]/')!)).toBe(
      'http://[1:0:2:3:4:5:6:7]/',
    );
    expect(reference.serializeURL(parseURL('http://[::ffff:1.2.3.4]/')!)).toBe(
      'http://[::ffff:102:304]/',
    );
  });
});
