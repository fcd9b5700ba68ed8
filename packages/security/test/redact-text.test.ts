// redactText: every URI that extract finds in a text redacted as redact does one, every other
// character kept; idempotent; linear; never throws for a string.
import { extractAll } from '@urikit/extract';
import { LOG_SCHEMES, redact, redactText } from '@urikit/security';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('redactText', () => {
  it('redacts the password and the secret parameters of a URI inside a log line (issue 29)', () => {
    expect(redactText('2026-11-26T10:00:00Z GET http://u:pw@h/?token=abc 200')).toBe(
      '2026-11-26T10:00:00Z GET http://u:REDACTED@h/?token=REDACTED 200',
    );
  });

  it.each([
    ['no URI at all', 'no URI at all'],
    ['see <https://u:pw@a.example/x> now', 'see <https://u:REDACTED@a.example/x> now'],
    ['"https://a.example/?api_key=k"', '"https://a.example/?api_key=REDACTED"'],
    ['URL:https://u:pw@a.example/', 'URL:https://u:REDACTED@a.example/'],
    [
      'db=postgres://app:s3cret@db.internal:5432/main, cache=redis://:pw@cache:6379/0',
      'db=postgres://app:REDACTED@db.internal:5432/main, cache=redis://:REDACTED@cache:6379/0',
    ],
    ['(see https://a.example/?token=abc).', '(see https://a.example/?token=REDACTED).'],
    ['two: http://a/?sig=1 http://b/?sig=2', 'two: http://a/?sig=REDACTED http://b/?sig=REDACTED'],
    ['https://a.example/ok?q=1 is fine', 'https://a.example/ok?q=1 is fine'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('takes the options of redact, and the schemes to look for', () => {
    expect(redactText('at https://u:pw@a/ x', { userinfo: 'all' })).toBe(
      'at https://REDACTED@a/ x',
    );
    expect(redactText('https://a/?state=1', { names: ['state'], marker: '***' })).toBe(
      'https://a/?state=***',
    );
    expect(redactText('gopher://u:pw@a/ https://u:pw@b/', { schemes: ['gopher'] })).toBe(
      'gopher://u:REDACTED@a/ https://u:pw@b/',
    );
    expect(LOG_SCHEMES).toContain('https');
    expect(LOG_SCHEMES).toContain('mongodb+srv');
  });

  it('keeps a URI broken across lines in angle brackets as it is written, redacted', () => {
    expect(redactText('<https://u:pw@a.example/\n  x?token=1>')).toBe(
      '<https://u:REDACTED@a.example/\n  x?token=REDACTED>',
    );
  });

  it('refuses arguments of the wrong type with a TypeError naming it', () => {
    expect(() => redactText(42 as never)).toThrow(
      new TypeError('redactText: text must be a string; got number'),
    );
    expect(() => redactText('x', { schemes: 'https' } as never)).toThrow(
      new TypeError("redactText: options.schemes must be an array; got 'https'"),
    );
  });
});

// Texts made of words, separators and URIs with and without secrets: what log lines hold.
const word = fc.constantFrom('GET', '200', 'user=bob', 'a:b', '10:00:00Z', 'x[1]', 'é', '%', '');
const separator = fc.constantFrom(' ', '\n', ', ', '. ', '(', ')', '<', '>', '"', "'", '\t');
const secretUri = fc.constantFrom(
  'http://u:pw@h/?token=abc',
  'https://a.example/x?q=1&access_token=t#sig=s',
  'postgres://app:s3cret@db:5432/main',
  'https://a.example/?T%6fken=1',
  'http://[::1]:80/?password=p',
  'https://u:REDACTED@a/?token=REDACTED',
  'mailto:a@b.example?subject=hi',
  'ftp://u:p@ftp.example/file',
  'https://a.example/50%',
);
const text = fc
  .array(fc.oneof(word, separator, secretUri, fc.string({ maxLength: 6 })), { maxLength: 12 })
  .map((parts) => parts.join(''));

describe('redactText, properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(text, (t) => {
        const once = redactText(t);
        expect(redactText(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('changes nothing outside the URIs extract finds, and redacts each as redact does', () => {
    fc.assert(
      fc.property(text, (t) => {
        let expected = '';
        let copied = 0;
        for (const m of extractAll(t, { schemes: LOG_SCHEMES })) {
          // The span less its delimiters: the URI as it is written.
          const closed = m.form === 'angle' || m.form === 'quoted';
          const end = closed ? m.end - 1 : m.end;
          const start = t.startsWith(m.uri, end - m.uri.length)
            ? end - m.uri.length
            : closed
              ? m.start + 1
              : m.start;
          expected += t.slice(copied, start) + redact(t.slice(start, end));
          copied = end;
        }
        expect(redactText(t)).toBe(expected + t.slice(copied));
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws for a string, and is the text itself when nothing is secret', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (t) => {
        const out = redactText(t);
        if (!/[:@]/.test(t)) expect(out).toBe(t);
      }),
      { numRuns: 3000 },
    );
  });

  it('handles a long log and a long run of near-URIs (the bench measures the growth)', () => {
    const line = 'GET https://u:p@a.example/?q=1&token=abc 200\n';
    for (const repeat of [1_000, 10_000]) {
      const out = redactText(line.repeat(repeat));
      expect(out.length).toBe(
        'GET https://u:REDACTED@a.example/?q=1&token=REDACTED 200\n'.length * repeat,
      );
    }
    // Near-URIs that are not URIs: each candidate is read once.
    expect(redactText('http:x[ '.repeat(50_000))).toBe('http:x[ '.repeat(50_000));
  });
});
