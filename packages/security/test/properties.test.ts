// Properties over arbitrary strings and generated URIs: inspect never throws and keeps every
// offset inside the input; redact changes nothing but secrets and is idempotent; checkFetchTarget
// never throws and agrees with the runtime's URL parser on which hosts exist.
import { checkAddress, checkFetchTarget, inspect, redact } from '@urikit/security';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Strings rich in the characters that matter to URI structure.
const piece = fc.constantFrom(
  'http:',
  'https:',
  'javascript:',
  '//',
  '/',
  '\\',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  '.',
  '..',
  '%2e',
  '%2F',
  '%00',
  '%C0%AE',
  '%',
  'token',
  'code',
  'user',
  'pw',
  'example.com',
  '127.0.0.1',
  '0x7f.1',
  '[::1]',
  '[',
  ']',
  ' ',
  '\t',
  '\n',
  'xn--pypal-4ve',
  'p\u0430ypal',
  '\u200D',
  '\uFF0E',
  '\u3002',
  'ß',
  '😀',
  '\uD800',
  'a',
  '1',
  '80',
  '99999',
);
const uriish = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 24 })
  .map((parts) => parts.join(''));
const anyString = fc.oneof(uriish, fc.string({ maxLength: 40, unit: 'binary' }));

describe('inspect', () => {
  it('never throws, and every offset lies inside the input', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (input, whatwg) => {
        for (const f of inspect(input, { whatwg })) {
          expect(0 <= f.start && f.start <= f.end && f.end <= input.length).toBe(true);
          expect(typeof f.message).toBe('string');
          expect(f.reference.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('is the same with and without the WHATWG reading, less the differential findings', () => {
    fc.assert(
      fc.property(uriish, (input) => {
        const strip = (findings: ReturnType<typeof inspect>) =>
          findings
            .filter((f) => f.code !== 'parser-differential' && f.code !== 'whatwg-rejects')
            .map((f) => `${f.code}@${f.start}`);
        expect(strip(inspect(input))).toEqual(strip(inspect(input, { whatwg: false })));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('redact', () => {
  it('is idempotent on any string', () => {
    fc.assert(
      fc.property(
        anyString,
        fc.constantFrom<'password' | 'all'>('password', 'all'),
        (input, userinfo) => {
          const once = redact(input, { userinfo });
          expect(redact(once, { userinfo })).toBe(once);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('changes nothing but the secrets it was given', () => {
    const safe = fc.string({
      unit: fc.constantFrom(...'abcxyz0189-._~'.split('')),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        safe,
        safe,
        safe,
        safe,
        safe,
        fc.boolean(),
        (user, password, host, value, secret, withPassword) => {
          const prefix = withPassword
            ? `https://${user}:`
            : `https://${user}@${host}/p?q=${value}&token=`;
          const input = withPassword
            ? `${prefix}${password}@${host}/p?q=${value}`
            : `${prefix}${secret}#f=${value}`;
          const output = redact(input);
          const expected = withPassword
            ? `${prefix}REDACTED@${host}/p?q=${value}`
            : `${prefix}REDACTED#f=${value}`;
          expect(output).toBe(expected);
          // Nothing to redact: the very same string comes back.
          const plain = `https://${host}/${user}?q=${value}#${secret}`;
          expect(redact(plain)).toBe(plain);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('checkFetchTarget and checkAddress', () => {
  it('never throw for a string, and refuse whatever the runtime URL parser cannot read', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const verdict = checkFetchTarget(input);
        let parses = true;
        try {
          new URL(input);
        } catch {
          parses = false;
        }
        if (!parses) expect(verdict.allowed).toBe(false);
        for (const f of verdict.findings)
          expect(0 <= f.start && f.start <= f.end && f.end <= input.length).toBe(true);
        checkAddress(input);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the runtime URL parser on the host of the URLs it allows', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (input) => {
        const verdict = checkFetchTarget(input, { singleLabelNames: 'allow', allowUserinfo: true });
        if (verdict.host !== undefined) expect(verdict.host).toBe(new URL(input).hostname);
      }),
      { numRuns: 2000 },
    );
  });
});
