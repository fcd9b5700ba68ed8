// RFC 2397 data URIs: the RFC's examples, errors at their offsets, the builder's choice of
// encoding, round trips, and the WHATWG data: URL processor compared with `data-urls`.

import { CHAR_CLASS, QUERY } from '@urikit/percent-encoding';
import {
  buildDataUri,
  parseDataUri,
  parseDataUrl,
  SchemeError,
  tryParseDataUri,
  tryParseDataUrl,
} from '@urikit/schemes';
import dataUrls from 'data-urls';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSet, TOKEN, URLCHAR } from '../src/data.js';

function errorOf(run: () => unknown): [string, number] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SchemeError);
    return [(error as SchemeError).code, (error as SchemeError).index];
  }
  throw new Error('no error');
}

const bytes = (...values: number[]) => new Uint8Array(values);

describe('RFC 2397 §4 examples', () => {
  it('data:,A%20brief%20note', () => {
    const uri = parseDataUri('data:,A%20brief%20note');
    expect(uri.mediaType).toBe('text/plain');
    expect(uri.parameters).toEqual([['charset', 'US-ASCII']]);
    expect(uri.base64).toBe(false);
    expect(uri.text()).toBe('A brief note');
  });

  it('an image/gif in base64 (the opening of the RFC’s example)', () => {
    const uri = parseDataUri('data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw');
    expect(uri.mediaType).toBe('image/gif');
    expect(uri.base64).toBe(true);
    expect(new TextDecoder().decode(uri.data.subarray(0, 6))).toBe('GIF87a');
    expect(uri.data.length).toBe(27);
  });

  it('data:text/plain;charset=iso-8859-7,%be%fg%be: "%fg" is not a triplet', () => {
    const uri = 'data:text/plain;charset=iso-8859-7,%be%fg%be';
    expect(errorOf(() => parseDataUri(uri))).toEqual([
      'invalid-percent-encoding',
      uri.indexOf('%fg'),
    ]);
    // The WHATWG processor keeps it as it is, as browsers do.
    const lenient = parseDataUrl(uri);
    expect(lenient.parameters).toEqual([['charset', 'iso-8859-7']]);
    expect(lenient.data).toEqual(bytes(0xbe, 0x25, 0x66, 0x67, 0xbe));
    expect(lenient.text()).toBe('Ύ%fgΎ');
    expect(parseDataUri('data:text/plain;charset=iso-8859-7,%be%be').text()).toBe('ΎΎ');
  });

  it('data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local', () => {
    const uri = parseDataUri(
      'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local',
    );
    expect(uri.mediaType).toBe('application/vnd-xxx-query');
    expect(uri.parameters).toEqual([]);
    expect(uri.text()).toBe('select_vcount,fcol_from_fieldtable/local');
  });
});

describe('parseDataUri', () => {
  it('media types, parameters, defaults', () => {
    expect(parseDataUri('data:;charset=utf-8,caf%C3%A9').text()).toBe('café');
    expect(parseDataUri('data:;charset=utf-8,x').mediaType).toBe('text/plain');
    expect(parseDataUri('data:;base64,SGk=').parameters).toEqual([['charset', 'US-ASCII']]);
    expect(parseDataUri('DATA:Text/HTML;Name=a%20b;BASE64,PGI+').parameters).toEqual([
      ['name', 'a b'],
    ]);
    expect(parseDataUri('data:text/html;base64,PGI+').text()).toBe('<b>');
    expect(parseDataUri('data:,a#frag').text()).toBe('a');
    expect(parseDataUri('data:,a?b').text()).toBe('a?b');
    expect(parseDataUri('data:,').data).toEqual(bytes());
    expect(parseDataUri('data:,%FF').data).toEqual(bytes(255));
    expect(parseDataUri('data:,%C3%A9').text('utf-8')).toBe('é');
    // An unknown charset of the URI falls back to the default; one the caller names throws.
    expect(parseDataUri('data:;charset=no-such-charset,abc').text()).toBe('abc');
    expect(() => parseDataUri('data:,abc').text('no-such-charset')).toThrow(RangeError);
    expect(parseDataUri({ scheme: 'data', path: ',x' }).text()).toBe('x');
  });

  it('throws each error at its offset', () => {
    expect(errorOf(() => parseDataUri('data:text/plain'))).toEqual(['missing-comma', 15]);
    expect(errorOf(() => parseDataUri('data:text/plain#,x'))).toEqual(['missing-comma', 15]);
    expect(errorOf(() => parseDataUri('data:text,x'))).toEqual(['invalid-media-type', 9]);
    expect(errorOf(() => parseDataUri('data:text/,x'))).toEqual(['invalid-media-type', 10]);
    expect(errorOf(() => parseDataUri('data:text/plain;a,x'))).toEqual(['invalid-media-type', 17]);
    expect(errorOf(() => parseDataUri('data:text/plain;a=,x'))).toEqual(['invalid-media-type', 18]);
    expect(errorOf(() => parseDataUri('data:text/plain;a=b c,x'))).toEqual([
      'invalid-media-type',
      19,
    ]);
    expect(errorOf(() => parseDataUri('data:text/plain;a=%zz,x'))).toEqual([
      'invalid-percent-encoding',
      18,
    ]);
    expect(errorOf(() => parseDataUri('data:,a b'))).toEqual(['invalid-char', 7]);
    expect(errorOf(() => parseDataUri('data:;base64,SGk'))).toEqual(['invalid-base64', 16]);
    expect(errorOf(() => parseDataUri('data:;base64,S=Gk'))).toEqual(['invalid-base64', 14]);
    expect(errorOf(() => parseDataUri('data:;base64,SG!='))).toEqual(['invalid-base64', 15]);
    expect(errorOf(() => parseDataUri('data:;base64,SGl='))).toEqual(['invalid-base64', 17]);
    expect(errorOf(() => parseDataUri('data:;base64,SGk=%'))).toEqual([
      'invalid-percent-encoding',
      17,
    ]);
    expect(errorOf(() => parseDataUri('date:,x'))).toEqual(['wrong-scheme', 3]);
    expect(tryParseDataUri('data:x')).toBeUndefined();
    expect(tryParseDataUrl('data:x')).toBeUndefined();
    // Base64 may be percent-encoded (RFC 2397 §3: data is URL characters).
    expect(parseDataUri('data:;base64,SGk%3D').text()).toBe('Hi');
  });

  it('parseDataUrl: forgiving base64, whitespace, invalid media types', () => {
    expect(parseDataUrl('data:;base64,SGk').text()).toBe('Hi');
    expect(parseDataUrl('data:;base64,S G k =').text()).toBe('Hi');
    expect(parseDataUrl('data: text/html ;base64,PGI+').mediaType).toBe('text/html');
    const invalid = parseDataUrl('data:text,x');
    expect([invalid.mediaType, invalid.parameters]).toEqual([
      'text/plain',
      [['charset', 'US-ASCII']],
    ]);
    expect(errorOf(() => parseDataUrl('data:;base64,S'))).toEqual(['invalid-base64', 13]);
  });
});

describe('buildDataUri', () => {
  it('percent-encodes text and base64-encodes binary, whichever is shorter', () => {
    expect(buildDataUri({ data: 'A brief note' })).toBe('data:,A%20brief%20note');
    expect(
      buildDataUri({ mediaType: 'application/octet-stream', data: bytes(0, 1, 2, 255, 254, 253) }),
    ).toBe('data:application/octet-stream;base64,AAEC//79');
    expect(buildDataUri({ mediaType: 'application/octet-stream', data: bytes(0, 1, 2, 255) })).toBe(
      'data:application/octet-stream,%00%01%02%FF',
    );
    expect(buildDataUri({ mediaType: 'text/plain', data: 'plain' })).toBe('data:text/plain,plain');
    expect(buildDataUri({ data: 'plain', base64: true })).toBe('data:;base64,cGxhaW4=');
    expect(buildDataUri({ data: bytes(255), base64: false })).toBe('data:,%FF');
    expect(
      buildDataUri({ mediaType: 'text/plain', parameters: [['name', 'a b;c']], data: '' }),
    ).toBe('data:text/plain;name=a%20b%3Bc,');
  });

  it('leaves out exactly the default media type (RFC 2397 §2)', () => {
    const build = (mediaType: string, parameters: Array<[string, string]>) =>
      buildDataUri({ mediaType, parameters, data: 'x' });
    expect(build('TEXT/Plain', [['Charset', 'US-ASCII']])).toBe('data:,x');
    expect(build('text/plain', [['charset', 'us-ascii']])).toBe(
      'data:text/plain;charset=us-ascii,x',
    );
    expect(build('text/plain', [])).toBe('data:text/plain,x');
    expect(
      build('text/plain', [
        ['charset', 'US-ASCII'],
        ['a', 'b'],
      ]),
    ).toBe('data:text/plain;charset=US-ASCII;a=b,x');
    expect(build('text/plainx', [['charset', 'US-ASCII']])).toBe(
      'data:text/plainx;charset=US-ASCII,x',
    );
  });

  it('refuses what would not parse back', () => {
    expect(errorOf(() => buildDataUri({ mediaType: 'text', data: '' }))).toEqual([
      'invalid-value',
      4,
    ]);
    expect(
      errorOf(() => buildDataUri({ mediaType: 'a/b', parameters: [['base64', 'x']], data: '' })),
    ).toEqual(['invalid-value', 6]);
    expect(
      errorOf(() => buildDataUri({ mediaType: 'a/b', parameters: [['a b', 'x']], data: '' })),
    ).toEqual(['invalid-value', 1]);
    expect(
      errorOf(() => buildDataUri({ mediaType: 'a/b', parameters: [['a', '']], data: '' })),
    ).toEqual(['invalid-value', 0]);
  });

  const token = fc.stringMatching(/^[a-z0-9][a-z0-9+.-]{0,8}$/);
  const value = fc.record({
    mediaType: fc.tuple(token, token).map(([type, subtype]) => `${type}/${subtype}`),
    parameters: fc.uniqueArray(
      fc.tuple(
        token.filter((t) => t !== 'base64'),
        fc.string({ minLength: 1, unit: 'grapheme' }),
      ),
      { maxLength: 3, selector: ([name]) => name },
    ),
    data: fc.uint8Array({ maxLength: 40 }),
    base64: fc.option(fc.boolean(), { nil: undefined }),
  });

  it('parseDataUri(buildDataUri(v)) gives v back', () => {
    fc.assert(
      fc.property(value, (v) => {
        const uri = buildDataUri(v);
        const parsed = parseDataUri(uri);
        const defaults =
          v.mediaType === 'text/plain' &&
          v.parameters.length === 1 &&
          v.parameters[0]![0] === 'charset' &&
          v.parameters[0]![1] === 'US-ASCII';
        if (!defaults) {
          expect(parsed.mediaType).toBe(v.mediaType);
          expect(parsed.parameters).toEqual(v.parameters);
        }
        expect(parsed.data).toEqual(v.data);
        if (v.base64 !== undefined) expect(parsed.base64).toBe(v.base64);
        // The WHATWG processor reads the same octets.
        expect(parseDataUrl(uri).data).toEqual(v.data);
      }),
    );
  });

  it('chooses the shorter encoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), (data) => {
        const chosen = buildDataUri({ mediaType: 'a/b', data });
        const other = buildDataUri({
          mediaType: 'a/b',
          data,
          base64: !chosen.includes(';base64,'),
        });
        expect(chosen.length).toBeLessThanOrEqual(other.length);
      }),
    );
  });
});

// Pieces of generated data: URLs: media types valid and not, spaces, quotes, ";base64" in
// several spellings, percent-encoding good and bad, non-ASCII, fragments and queries.
const headerPiece = fc.constantFrom(
  '',
  ' ',
  'text/plain',
  'TEXT/HTML',
  'text',
  '/',
  'a/b ',
  ';',
  ';charset=utf-8',
  ';charset="x;y"',
  ';a="b\\"c"',
  ';A=B',
  ';a=',
  ';=b',
  ';a=b;a=c',
  ';base64',
  '; base64',
  ';BASE64',
  'base64',
  ' ;base64',
  '%20',
  'é',
  '\t',
  '?q',
);
const bodyPiece = fc.constantFrom(
  '',
  'SGk=',
  'SGk',
  'S G',
  '=',
  '==',
  ' ',
  '%',
  '%2',
  '%41',
  '%3D',
  'é',
  '#frag',
  '?q',
  '\t',
  'a b',
  ',',
  'AAAA',
  '+/',
  '-_',
);
const generated = fc
  .tuple(fc.array(headerPiece, { maxLength: 4 }), fc.array(bodyPiece, { maxLength: 5 }))
  .map(([header, body]) => `data:${header.join('')},${body.join('')}`);

/**
 * Where parseDataUrl and data-urls differ, and why: data-urls runs the whole WHATWG URL
 * parser first, we run the data: URL processor on the text as written, with the parser's
 * trimming, tab and newline removal and percent-encoding. So
 * 1. "data://…" gives data-urls an authority (a host), which we read as media type text;
 * 2. dot segments in "data:/…" paths ("/./", "/../", also as %2E) are removed by the URL
 *    parser, not by us.
 * Inputs of these two kinds are left out of the comparison.
 */
const urlParserOnly = (input: string) => {
  // The URL parser drops tabs and newlines before it looks for an authority.
  const text = input.replace(/[\t\n\r]/g, '');
  return (
    text.startsWith('data://') ||
    /^data:\/(?:[^,?]*\/)?(?:\.|%2e)(?:\.|%2e)?(?:\/|[,?]|$)/i.test(text)
  );
};

describe('parseDataUrl (the Fetch data: URL processor) against data-urls', () => {
  it('agrees on media type, parameters, octets and failure', () => {
    let compared = 0;
    fc.assert(
      fc.property(generated, (input) => {
        if (urlParserOnly(input)) return;
        const theirs = dataUrls(input);
        const ours = tryParseDataUrl(input);
        if (theirs === null) {
          expect(ours).toBeUndefined();
          return;
        }
        expect(ours).toBeDefined();
        expect(ours!.mediaType).toBe(theirs.mimeType.essence);
        expect(ours!.parameters).toEqual([...theirs.mimeType.parameters]);
        expect(ours!.data).toEqual(new Uint8Array(theirs.body));
        compared++;
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the data module’s own query-character bits', () => {
  it('agree with percent-encoding’s CHAR_CLASS QUERY set on every code unit below 256', () => {
    for (let c = 0; c < 256; c++) {
      const query = c < 128 && (CHAR_CLASS[c]! & QUERY) !== 0;
      expect(inSet(URLCHAR, c), String(c)).toBe(query);
      expect(inSet(TOKEN, c), String(c)).toBe(
        query && !'(),/:;=?@'.includes(String.fromCharCode(c)),
      );
    }
  });
});

describe('parseDataUri: base64 data with triplets (runs between them are copied whole)', () => {
  // Any character of base64 data may be written as a triplet (RFC 2397 §3): the octets must be
  // those of the plain form, and a bad character must be refused at its own offset, however long
  // the runs between triplets are.
  const data = fc.uint8Array({ minLength: 1, maxLength: 3_000 });
  it('decodes the same octets whichever characters are triplets', () => {
    fc.assert(
      fc.property(data, fc.array(fc.nat(), { maxLength: 40 }), (octets, picks) => {
        const plain = btoa(String.fromCharCode(...octets));
        const at = new Set(picks.map((p) => p % plain.length));
        let written = '';
        for (let i = 0; i < plain.length; i++) {
          written += at.has(i) ? `%${plain.charCodeAt(i).toString(16)}` : plain[i];
        }
        expect(parseDataUri(`data:;base64,${written}`).data).toEqual(octets);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a bad character at its offset, after triplets or in a long run', () => {
    fc.assert(
      fc.property(data, fc.nat(), fc.boolean(), (octets, pick, triplet) => {
        const plain = btoa(String.fromCharCode(...octets));
        const i = pick % plain.length;
        const head = triplet ? `%${plain.charCodeAt(0).toString(16)}${plain.slice(1, i)}` : plain;
        const input = `data:;base64,${triplet ? head : plain.slice(0, i)}!${plain.slice(i)}`;
        const offset = input.indexOf('!');
        expect(errorOf(() => parseDataUri(input))).toEqual(['invalid-base64', offset]);
      }),
      { numRuns: 60 },
    );
  });
});
