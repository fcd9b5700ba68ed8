// redact: passwords, whole userinfo and secret parameters replaced, everything else byte for byte.
import { redact, SECRET_PARAMETERS, SecurityError } from '@urikit/security';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceRanges } from '../src/redact.js';

describe('redact', () => {
  it('replaces the password of the userinfo', () => {
    expect(redact('https://user:hunter2@example.com/a')).toBe(
      'https://user:REDACTED@example.com/a',
    );
    expect(redact('https://user@example.com/a')).toBe('https://user@example.com/a');
    expect(redact('https://user:@example.com/a')).toBe('https://user:@example.com/a');
    expect(redact('https://u:p@ss:w@example.com/')).toBe('https://u:REDACTED@example.com/');
  });

  it('replaces the whole userinfo on request', () => {
    expect(redact('https://user:pw@example.com/', { userinfo: 'all' })).toBe(
      'https://REDACTED@example.com/',
    );
    expect(redact('https://token@example.com/', { userinfo: 'all' })).toBe(
      'https://REDACTED@example.com/',
    );
  });

  it('finds the userinfo as either parser reads it', () => {
    expect(redact('http:\\\\u:secret@example.com/')).toBe('http:\\\\u:REDACTED@example.com/');
    expect(redact('http://u:p\\w@example.com/')).toBe('http://u:REDACTED@example.com/');
    expect(redact('  http://u:pw@example.com/')).toBe('  http://u:REDACTED@example.com/');
    expect(redact('http://u:p\tw@example.com/')).toBe('http://u:REDACTED@example.com/');
  });

  it('replaces the values of secret query and fragment parameters', () => {
    expect(redact('https://a/?q=1&access_token=abc&x=2')).toBe(
      'https://a/?q=1&access_token=REDACTED&x=2',
    );
    expect(redact('https://a/cb#id_token=e.y.j&state=9')).toBe(
      'https://a/cb#id_token=REDACTED&state=9',
    );
    expect(redact('https://a/#/cb?code=123')).toBe('https://a/#/cb?code=REDACTED');
    expect(redact('https://s3/obj?X-Amz-Credential=AK%2F1&X-Amz-Signature=ff')).toBe(
      'https://s3/obj?X-Amz-Credential=REDACTED&X-Amz-Signature=REDACTED',
    );
    expect(redact('https://a/?API-KEY=1&%74oken=2&Token=3')).toBe(
      'https://a/?API-KEY=REDACTED&%74oken=REDACTED&Token=REDACTED',
    );
    expect(redact('https://a/?token=&token')).toBe('https://a/?token=&token');
    expect(redact('https://a/token=1/?q=token')).toBe('https://a/token=1/?q=token');
  });

  it('takes more names, other names and another marker', () => {
    expect(redact('https://a/?state=1&token=2', { names: ['state'] })).toBe(
      'https://a/?state=REDACTED&token=REDACTED',
    );
    expect(redact('https://a/?state=1&token=2', { names: ['state'], replaceNames: true })).toBe(
      'https://a/?state=REDACTED&token=2',
    );
    expect(redact('https://u:p@a/?sig=1', { marker: '***' })).toBe('https://u:***@a/?sig=***');
    expect(() => redact('https://a/', { marker: 'a&b' })).toThrow(SecurityError);
    expect(() => redact('https://a/', { marker: '' })).toThrow(SecurityError);
    try {
      redact('https://a/', { marker: 'ab#c' });
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid-marker', index: 2, input: 'ab#c' });
      expect((error as Error).message).toBe('invalid marker at index 2\n  ab#c\n    ^');
    }
    expect.hasAssertions();
  });

  it('works on any string and is idempotent', () => {
    for (const input of [
      '',
      'not a uri',
      '@',
      '::@@',
      'http://',
      '?token=1',
      '#code=2',
      'http://a:b@',
      '\u0000:\\@',
    ]) {
      const once = redact(input);
      expect(redact(once)).toBe(once);
    }
    expect(redact('?token=1')).toBe('?token=REDACTED');
    expect(redact('not a uri')).toBe('not a uri');
  });

  it('documents its default names', () => {
    for (const name of [
      'token',
      'access_token',
      'id_token',
      'api_key',
      'key',
      'secret',
      'password',
      'sig',
      'signature',
      'X-Amz-Signature',
      'X-Amz-Credential',
      'X-Goog-Signature',
      'code',
      'session',
    ]) {
      expect(SECRET_PARAMETERS.map((n) => n.toLowerCase())).toContain(name.toLowerCase());
    }
  });

  it('refuses a value that is not a string, and options of the wrong type, with a TypeError', () => {
    expect(() => redact(undefined as unknown as string)).toThrow(
      new TypeError('redact: input must be a string; got undefined'),
    );
    expect(() => redact('http://a/', { names: ['x', 1] as never })).toThrow(
      new TypeError('redact: options.names must be an array of strings; got number'),
    );
  });
});

describe('replaceRanges', () => {
  // Ranges come in order but for the two readings of the userinfo; they are sorted only then.
  it('gives the same text whatever the order of the ranges', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 8 })), { maxLength: 8 }),
        fc.integer(),
        (text, spans, seed) => {
          const ranges = spans.flatMap(([from, size]) => {
            const start = from % text.length;
            return [start, Math.min(start + size + 1, text.length)];
          });
          const pairs: [number, number][] = [];
          for (let k = 0; k < ranges.length; k += 2) pairs.push([ranges[k]!, ranges[k + 1]!]);
          const sorted = [...pairs].sort((a, b) => a[0] - b[0]).flat();
          const shuffled = [...pairs]
            .map((pair, i) => [pair, (i * 7919 + seed) % 13] as const)
            .sort((a, b) => a[1] - b[1])
            .flatMap(([pair]) => pair);
          expect(replaceRanges(text, shuffled, 'X')).toBe(replaceRanges(text, sorted, 'X'));
        },
      ),
    );
  });

  it('assembles thousands of ranges, across its chunks, as one concatenation would', () => {
    const text = 'a=1&'.repeat(5000);
    const ranges: number[] = [];
    for (let i = 0; i < 5000; i++) ranges.push(4 * i + 2, 4 * i + 3);
    expect(replaceRanges(text, ranges, 'X')).toBe('a=X&'.repeat(5000));
    expect(redact(`https://a/?${'token=secret&'.repeat(3000)}`)).toBe(
      `https://a/?${'token=REDACTED&'.repeat(3000)}`,
    );
  });

  it('merges overlapping and touching ranges into one marker', () => {
    expect(replaceRanges('abcdefgh', [1, 3, 2, 4, 6, 7], 'X')).toBe('aXefXh');
    expect(replaceRanges('abcdefgh', [4, 6, 1, 3, 3, 4], 'X')).toBe('aXgh');
  });
});
