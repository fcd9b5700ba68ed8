// RFC 6068 mailto URIs: every example of §2 and §6, the errors at their offsets, and the
// builder's round trip.
import { buildMailto, parseMailto, tryParseMailto } from '@urikit/schemes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf } from './errors.js';

const mail = (fields: Partial<ReturnType<typeof parseMailto>>) => ({
  to: [],
  cc: [],
  bcc: [],
  subject: undefined,
  body: undefined,
  headers: [],
  ...fields,
});

describe('RFC 6068 §6.1 basic examples', () => {
  const cases: Array<[string, ReturnType<typeof mail>]> = [
    ['mailto:chris@example.com', mail({ to: ['chris@example.com'] })],
    [
      'mailto:infobot@example.com?subject=current-issue',
      mail({ to: ['infobot@example.com'], subject: 'current-issue' }),
    ],
    [
      'mailto:infobot@example.com?body=send%20current-issue',
      mail({ to: ['infobot@example.com'], body: 'send current-issue' }),
    ],
    [
      'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index',
      mail({ to: ['infobot@example.com'], body: 'send current-issue\r\nsend index' }),
    ],
    [
      'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E',
      mail({
        to: ['list@example.org'],
        headers: [['In-Reply-To', '<3469A91.D10AF4C@example.com>']],
      }),
    ],
    [
      'mailto:majordomo@example.com?body=subscribe%20bamboo-l',
      mail({ to: ['majordomo@example.com'], body: 'subscribe bamboo-l' }),
    ],
    [
      'mailto:joe@example.com?cc=bob@example.com&body=hello',
      mail({ to: ['joe@example.com'], cc: ['bob@example.com'], body: 'hello' }),
    ],
    ['mailto:gorby%25kremvax@example.com', mail({ to: ['gorby%kremvax@example.com'] })],
    [
      'mailto:unlikely%3Faddress@example.com?blat=foop',
      mail({ to: ['unlikely?address@example.com'], headers: [['blat', 'foop']] }),
    ],
    ['mailto:Mike%26family@example.org', mail({ to: ['Mike&family@example.org'] })],
  ];

  it.each(cases)('%s', (uri, expected) => {
    expect(parseMailto(uri)).toEqual(expected);
    expect(parseMailto(buildMailto(expected))).toEqual(expected);
  });

  it('the builder writes the RFC’s own URIs', () => {
    for (const [uri, value] of cases.filter(([u]) => !u.includes('In-Reply-To'))) {
      expect(buildMailto(value)).toBe(uri);
    }
  });

  it('§6.1: "?" in place of "&" makes one header whose value holds "?" — not valid', () => {
    // <mailto:joe@example.com?cc=bob@example.com?body=hello> is the RFC's WRONG example: the
    // second "?" is a reserved delimiter written as data.
    expect(
      errorOf(() => parseMailto('mailto:joe@example.com?cc=bob@example.com?body=hello'), 'mailto'),
    ).toEqual(['invalid-char', 41]);
  });
});

describe('RFC 6068 §6.2 complicated addresses', () => {
  it.each([
    ['mailto:%22not%40me%22@example.org', '"not@me"@example.org'],
    ['mailto:%22oh%5C%5Cno%22@example.org', '"oh\\\\no"@example.org'],
    [
      "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
      '"\\\\\\"it\'s\\ ugly\\\\\\""@example.org',
    ],
  ])('%s', (uri, address) => {
    expect(parseMailto(uri).to).toEqual([address]);
    expect(buildMailto({ to: [address] })).toBe(uri);
  });
});

describe('RFC 6068 §6.3 non-ASCII', () => {
  it('UTF-8 percent-encoding and encoded-words', () => {
    expect(parseMailto('mailto:user@example.org?subject=caf%C3%A9').subject).toBe('café');
    expect(buildMailto({ to: ['user@example.org'], subject: 'café' })).toBe(
      'mailto:user@example.org?subject=caf%C3%A9',
    );
    const q = 'mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D';
    expect(parseMailto(q).subject).toBe('=?utf-8?Q?caf=C3=A9?=');
    expect(buildMailto({ to: ['user@example.org'], subject: '=?utf-8?Q?caf=C3=A9?=' })).toBe(q);
    const latin = 'mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D';
    expect(parseMailto(latin).subject).toBe('=?iso-8859-1?Q?caf=E9?=');
    const both = parseMailto('mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9');
    expect([both.subject, both.body]).toEqual(['café', 'café']);
  });

  it('a percent-encoded internationalized domain', () => {
    const uri = 'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO';
    expect(parseMailto(uri)).toEqual(
      mail({ to: ['user@納豆.example.org'], subject: 'Test', body: 'NATTO' }),
    );
    expect(buildMailto(parseMailto(uri))).toBe(uri);
  });
});

describe('RFC 6068 §2', () => {
  it('"to" in the path and in a header field are the same', () => {
    const expected = ['addr1@an.example', 'addr2@an.example'];
    expect(parseMailto('mailto:addr1@an.example,addr2@an.example').to).toEqual(expected);
    expect(parseMailto('mailto:?to=addr1@an.example,addr2@an.example').to).toEqual(expected);
    expect(parseMailto('mailto:addr1@an.example?to=addr2@an.example').to).toEqual(expected);
    expect(parseMailto('mailto:?TO=a@b&Cc=c@d&BCC=e@f').bcc).toEqual(['e@f']);
  });

  it('a fragment is ignored; the first subject and body win, later ones are headers', () => {
    expect(parseMailto('mailto:a@b?subject=x#frag').subject).toBe('x');
    expect(parseMailto('mailto:a@b?subject=x&subject=y').headers).toEqual([['subject', 'y']]);
    expect(parseMailto('mailto:').to).toEqual([]);
    expect(parseMailto({ scheme: 'mailto', path: 'a@b', query: 'body=x' }).body).toBe('x');
  });

  it('the builder: %20 not "+", CRLF line breaks, reserved characters encoded', () => {
    expect(buildMailto({ to: ['a@b'], subject: 'a+b c', body: 'l1\nl2\rl3\r\nl4' })).toBe(
      'mailto:a@b?subject=a%2Bb%20c&body=l1%0D%0Al2%0D%0Al3%0D%0Al4',
    );
    expect(buildMailto({ to: ['bill+ietf@example.org'] })).toBe('mailto:bill+ietf@example.org');
    expect(buildMailto({ headers: [['X-A&B', '1=2?#']] })).toBe('mailto:?X-A%26B=1%3D2%3F%23');
    expect(buildMailto({ to: ['a,b@c'] })).toBe('mailto:a%2Cb@c');
  });

  it('throws each error at its offset', () => {
    expect(errorOf(() => parseMailto('mailto:a@b?subject'))).toEqual(['invalid-header', 18]);
    expect(errorOf(() => parseMailto('mailto:a@b?=x'))).toEqual(['invalid-header', 11]);
    expect(errorOf(() => parseMailto('mailto:a@b?x=1&&y=2'))).toEqual(['invalid-header', 15]);
    expect(errorOf(() => parseMailto('mailto:nobody'))).toEqual(['invalid-address', 7]);
    expect(errorOf(() => parseMailto('mailto:a@b,@c'))).toEqual(['invalid-address', 11]);
    expect(errorOf(() => parseMailto('mailto:a@b,'))).toEqual(['invalid-address', 11]);
    expect(errorOf(() => parseMailto('mailto:a@b?cc=x'))).toEqual(['invalid-address', 14]);
    expect(errorOf(() => parseMailto('mailto:a b@c'))).toEqual(['invalid-char', 8]);
    expect(errorOf(() => parseMailto('mailto:a/b@c'))).toEqual(['invalid-char', 8]);
    expect(errorOf(() => parseMailto('mailto:a=b@c'))).toEqual(['invalid-char', 8]);
    expect(errorOf(() => parseMailto('mailto:a@b?subject=%E9'))).toEqual([
      'invalid-percent-encoding',
      19,
    ]);
    expect(errorOf(() => parseMailto('mail:a@b'))).toEqual(['wrong-scheme', 4]);
    expect(errorOf(() => buildMailto({ to: ['nobody'] }))).toEqual(['invalid-address', 0]);
    expect(errorOf(() => buildMailto({ headers: [['Subject', 'x']] }))).toEqual([
      'invalid-value',
      0,
    ]);
    expect(tryParseMailto('mailto:x')).toBeUndefined();
  });
});

const localPart = fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' });
const domain = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,10}$/);
const address = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);
const text = fc.string({ maxLength: 12, unit: 'grapheme' }).map((t) => {
  // bodies are written with CRLF line breaks; a lone CR or LF would come back as CRLF.
  let out = '';
  for (const ch of t) out += ch === '\r' || ch === '\n' ? '\r\n' : ch;
  return out;
});

describe('round trip', () => {
  it('parseMailto(buildMailto(v)) gives v back', () => {
    const value = fc.record({
      to: fc.array(address, { maxLength: 3 }),
      cc: fc.array(address, { maxLength: 2 }),
      bcc: fc.array(address, { maxLength: 2 }),
      subject: fc.option(text, { nil: undefined }),
      body: fc.option(text, { nil: undefined }),
      headers: fc.array(
        fc.tuple(
          fc
            .stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,8}$/)
            .filter((n) => !['to', 'cc', 'bcc', 'subject', 'body'].includes(n.toLowerCase())),
          text,
        ),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(value, (v) => {
        expect(parseMailto(buildMailto(v))).toEqual(v);
      }),
    );
  });
});
