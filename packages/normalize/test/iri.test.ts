import { parse, tryParse, UriError } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iriToUri, normalize, uriToIri } from '../src/index.js';
import { propertyTimeout, runs } from './arbitraries.js';

describe('iriToUri (RFC 3987 §3.1)', () => {
  it('percent-encodes ucschar as UTF-8: the §3.1 examples', () => {
    expect(iriToUri('http://www.example.org/r\u00e9sum\u00e9.html')).toBe(
      'http://www.example.org/r%C3%A9sum%C3%A9.html',
    );
    expect(iriToUri('http://www.example.org/red%09ros\u00e9#red')).toBe(
      'http://www.example.org/red%09ros%C3%A9#red',
    );
  });

  it('maps a DNS host by ToASCII, or percent-encodes it when asked', () => {
    expect(iriToUri('http://r\u00e9sum\u00e9.example.org')).toBe(
      'http://xn--rsum-bpad.example.org',
    );
    expect(iriToUri('http://r\u00e9sum\u00e9.example.org', { host: 'percent-encode' })).toBe(
      'http://r%C3%A9sum%C3%A9.example.org',
    );
    expect(iriToUri('foo://r\u00e9sum\u00e9.example.org/')).toBe(
      'foo://r%C3%A9sum%C3%A9.example.org/',
    );
    expect(iriToUri('//r\u00e9sum\u00e9.example.org/')).toBe('//r%C3%A9sum%C3%A9.example.org/');
  });

  it('changes nothing else: ASCII, existing triplets, case', () => {
    const ascii = 'HTTP://User@Example.COM:80/%7e/a?b=%2f#c';
    expect(iriToUri(ascii)).toBe(ascii);
    expect(iriToUri('http://h/%7e\u00e9')).toBe('http://h/%7e%C3%A9');
  });

  it('encodes iprivate in the query and characters beyond the BMP', () => {
    expect(iriToUri('http://h/?\ue000')).toBe('http://h/?%EE%80%80');
    expect(iriToUri('http://h/\u{10000}')).toBe('http://h/%F0%90%80%80');
    expect(iriToUri('http://u\u00e9@h/')).toBe('http://u%C3%A9@h/');
  });

  it('throws TypeError for an unknown host option', () => {
    expect(() => iriToUri('http://h/', { host: 'ascii' as 'punycode' })).toThrow(TypeError);
  });

  it('rejects invalid IRIs with UriError', () => {
    expect(() => iriToUri('http://h/\ue000')).toThrow(UriError);
    expect(() => iriToUri('http://h/a b')).toThrow(UriError);
  });

  it('throws NormalizeError when ToASCII fails', () => {
    let error: unknown;
    try {
      iriToUri('http://\u00fc@a\u00e9-.\u05d0a/');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'NormalizeError', code: 'invalid-idn-host', index: 9 });
  });
});

describe('uriToIri (RFC 3987 §3.2)', () => {
  it('decodes UTF-8 of ucschar: the §3.2 examples', () => {
    expect(uriToIri('http://www.example.org/D%C3%BCrst')).toBe('http://www.example.org/D\u00fcrst');
    expect(uriToIri('http://www.example.org/D%FCrst')).toBe('http://www.example.org/D%FCrst');
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae')).toBe(
      'http://xn--99zt52a.example.org/%e2%80%ae',
    );
  });

  it('decodes in userinfo, host, path, query and fragment', () => {
    expect(uriToIri('http://%C3%A9@r%C3%A9sum%C3%A9.example/%C3%A9?%C3%A9#%C3%A9')).toBe(
      'http://\u00e9@r\u00e9sum\u00e9.example/\u00e9?\u00e9#\u00e9',
    );
  });

  it('never decodes ASCII, reserved characters or %', () => {
    const uri = 'http://h/%41%7E%2F%25%3F%23?%20#%00';
    expect(uriToIri(uri)).toBe(uri);
  });

  it('never decodes ill-formed UTF-8', () => {
    for (const bad of [
      '%C3%28',
      '%C0%AF',
      '%E0%80%AF',
      '%ED%A0%80',
      '%F4%90%80%80',
      '%F8%88%80%80%80',
      '%80',
      '%C3',
    ]) {
      expect(uriToIri(`http://h/${bad}`)).toBe(`http://h/${bad}`);
    }
  });

  it('never decodes bidi formatting characters, controls or noncharacters', () => {
    for (const kept of [
      '%E2%80%8E',
      '%E2%80%8F',
      '%E2%80%AA',
      '%E2%80%AE',
      '%C2%85',
      '%EF%BF%BE',
      '%EF%B7%90',
      '%F3%A0%80%81',
    ]) {
      expect(uriToIri(`http://h/${kept}`)).toBe(`http://h/${kept}`);
    }
  });

  it('decodes iprivate in the query only', () => {
    expect(uriToIri('http://h/%EE%80%80?%EE%80%80#%EE%80%80')).toBe(
      'http://h/%EE%80%80?\ue000#%EE%80%80',
    );
    expect(uriToIri('http://h/?a#?%EE%80%80')).toBe('http://h/?a#?%EE%80%80');
  });

  it('leaves zone IDs encoded: an IP-literal takes no ucschar', () => {
    const uri = 'http://[fe80::1%25%C3%A9]/%C3%A9';
    expect(uriToIri(uri, { zoneId: true })).toBe('http://[fe80::1%25%C3%A9]/\u00e9');
  });

  it('rejects invalid input with UriError', () => {
    expect(() => uriToIri('http://h/%zz')).toThrow(UriError);
  });
});

// Pieces of a path: ASCII pchar, triplets of ASCII octets, and UTF-8 of any code point.
const asciiPchar = fc.constantFrom(...'aZ0-._~!$&()*+,;=:@'.split(''));
const codePoint = fc.oneof(
  fc.integer({ min: 0x80, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff),
  fc.constantFrom(0xa0, 0x200e, 0x202e, 0xe000, 0xfdd0, 0xfffe, 0xe0001, 0xf0000, 0x10fffd),
);
const encodedCodePoint = codePoint.map((cp) =>
  [...new TextEncoder().encode(String.fromCodePoint(cp))]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join(''),
);
const asciiTriplet = fc
  .integer({ min: 0, max: 0x7f })
  .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`);
const strayOctet = fc
  .integer({ min: 0x80, max: 0xff })
  .map((b) => `%${b.toString(16).toUpperCase()}`);
const uriPart = fc
  .array(fc.oneof(asciiPchar, encodedCodePoint, asciiTriplet, strayOctet), { maxLength: 12 })
  .map((p) => p.join(''));

describe('IRI ↔ URI properties', () => {
  it('uriToIri gives a valid IRI that iriToUri maps back to the URI', {
    timeout: propertyTimeout,
  }, () => {
    fc.assert(
      fc.property(uriPart, uriPart, uriPart, (path, query, fragment) => {
        const uri = `http://h/${path}?${query}#${fragment}`;
        const iri = uriToIri(uri);
        parse(iri, { iri: true });
        expect(iriToUri(iri)).toBe(uri);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('iriToUri gives a URI that uriToIri maps back to the IRI', {
    timeout: propertyTimeout,
  }, () => {
    const iriChar = fc.oneof(
      asciiPchar,
      codePoint
        .filter((cp) => cp >= 0xa0 && !(cp >= 0x200e && cp <= 0x202e))
        .map((cp) => String.fromCodePoint(cp)),
    );
    const part = fc.array(iriChar, { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(part, part, (path, query) => {
        const iri = `foo://h/${path}?${query}`;
        if (tryParse(iri, { iri: true }) === undefined) return;
        const uri = iriToUri(iri);
        parse(uri);
        expect(uriToIri(uri)).toBe(iri);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('normalizing commutes with iriToUri on ASCII-free changes', {
    timeout: propertyTimeout,
  }, () => {
    fc.assert(
      fc.property(uriPart, (path) => {
        const uri = `HTTP://H/./${path}`;
        expect(normalize(iriToUri(uriToIri(uri)))).toBe(normalize(uri));
      }),
      { numRuns: runs(1000) },
    );
  });
});
