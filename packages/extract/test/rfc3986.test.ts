// RFC 3986 Appendix C's own example text, and the "URL:" prefix it describes.
import { extractAll } from '@urikit/extract';
import { isUri } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';

const appendixC = [
  '      Yes, Jim, I found it under "http://www.w3.org/Addressing/",',
  '      but you can probably pick it up from <ftp://foo.example.',
  '      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/',
  '      ietf/uri/historical.html#WARNING>.',
].join('\n');

describe('RFC 3986 Appendix C', () => {
  it('finds the three references of the example, whitespace in angle brackets removed', () => {
    const matches = extractAll(appendixC);
    expect(matches.map((m) => [m.uri, m.form, m.scheme])).toEqual([
      ['http://www.w3.org/Addressing/', 'quoted', 'http'],
      ['ftp://foo.example.com/rfc/', 'angle', 'ftp'],
      ['http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING', 'angle', 'http'],
    ]);
    for (const m of matches) expect(isUri(m.uri)).toBe(true);
  });

  it('gives the spans with their delimiters', () => {
    const spans = extractAll(appendixC).map((m) => appendixC.slice(m.start, m.end));
    expect(spans).toEqual([
      '"http://www.w3.org/Addressing/"',
      '<ftp://foo.example.\n      com/rfc/>',
      '<http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>',
    ]);
  });

  it('drops the URL: prefix, with or without a trailing space, in brackets or not', () => {
    expect(extractAll('<URL:http://www.ics.uci.edu/pub/ietf/uri/>')).toEqual([
      {
        uri: 'http://www.ics.uci.edu/pub/ietf/uri/',
        start: 0,
        end: 42,
        form: 'angle',
        scheme: 'http',
      },
    ]);
    expect(extractAll('<URL: http://a.example/>')[0]).toMatchObject({
      uri: 'http://a.example/',
      end: 24,
    });
    expect(extractAll('see URL:http://a.example/x.')).toEqual([
      { uri: 'http://a.example/x', start: 4, end: 26, form: 'url-prefix', scheme: 'http' },
    ]);
    expect(extractAll('url: gopher://a.example/1')).toEqual([
      { uri: 'gopher://a.example/1', start: 0, end: 25, form: 'url-prefix', scheme: 'gopher' },
    ]);
    expect(extractAll('"URL:http://a.example/"')[0]).toMatchObject({ form: 'quoted', start: 0 });
    // A word ending in "url" is no prefix, and a non-listed scheme after it stays unmatched.
    expect(extractAll('CURL:gopher://a.example/')).toEqual([]);
  });

  it('keeps a hyphen before a line break inside angle brackets (Appendix C)', () => {
    expect(extractAll('<http://a.example/long-\n  name>')[0]?.uri).toBe(
      'http://a.example/long-name',
    );
  });

  it('accepts any scheme inside angle brackets, and bare only the listed ones', () => {
    expect(extractAll('<gopher://a.example/> gopher://b.example/').map((m) => m.uri)).toEqual([
      'gopher://a.example/',
    ]);
    expect(extractAll('gopher://b.example/', { schemes: ['gopher'] }).map((m) => m.uri)).toEqual([
      'gopher://b.example/',
    ]);
  });
});
