import { UriError } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';
import { NormalizeError, normalize } from '../src/index.js';

describe('host: preserve (the default)', () => {
  it('only lowers and decodes, whatever the scheme', () => {
    expect(normalize('http://XN--BCHER-KVA.Example/')).toBe('http://xn--bcher-kva.example/');
    expect(normalize('http://b%C3%BCcher.example/')).toBe('http://b%C3%BCcher.example/');
    expect(normalize('http://b%c3%bccher.example/')).toBe('http://b%C3%BCcher.example/');
  });
});

describe("host: 'ascii'", () => {
  const ascii = { host: 'ascii' } as const;

  it('maps percent-encoded UTF-8 and IRI hosts of DNS schemes by ToASCII', () => {
    expect(normalize('http://b%C3%BCcher.example/', ascii)).toBe('http://xn--bcher-kva.example/');
    expect(normalize('https://B%C3%9Ccher.Example', ascii)).toBe('https://xn--bcher-kva.example/');
    expect(normalize('http://Bücher.example/', { ...ascii, iri: true })).toBe(
      'http://xn--bcher-kva.example/',
    );
    expect(normalize('http://r%C3%A9sum%C3%A9.example.org', ascii)).toBe(
      'http://xn--rsum-bpad.example.org/',
    );
  });

  it('validates xn-- labels and leaves plain ASCII alone', () => {
    expect(normalize('http://xn--bcher-kva.example/', ascii)).toBe('http://xn--bcher-kva.example/');
    expect(normalize('http://a-.b_c.example/', ascii)).toBe('http://a-.b_c.example/');
  });

  it('re-encodes what ToASCII keeps but a reg-name cannot hold', () => {
    expect(normalize('http://a%2Fb.example/', ascii)).toBe('http://a%2Fb.example/');
  });

  it('leaves other schemes, IP addresses and relative references alone', () => {
    expect(normalize('foo://b%C3%BCcher.example/', ascii)).toBe('foo://b%C3%BCcher.example/');
    expect(normalize('//b%C3%BCcher.example/', ascii)).toBe('//b%C3%BCcher.example/');
    expect(normalize('http://[::1]/', ascii)).toBe('http://[::1]/');
    expect(normalize('http://%31.2.3.4/', ascii)).toBe('http://1.2.3.4/');
  });

  it('throws NormalizeError with the UTS #46 codes and the host offset', () => {
    let error: unknown;
    try {
      normalize('http://user@xn--a.example/', ascii);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NormalizeError);
    expect(error).toMatchObject({ code: 'invalid-idn-host', index: 12 });
    expect((error as NormalizeError).errors.length).toBeGreaterThan(0);
  });

  it('throws NormalizeError for a host that is not UTF-8', () => {
    expect(() => normalize('http://%FF.example/', ascii)).toThrow(NormalizeError);
    try {
      normalize('http://%FF.example/', ascii);
    } catch (e) {
      expect(e).toMatchObject({ code: 'invalid-host-encoding', index: 7 });
    }
  });

  it('honours the idna option', () => {
    expect(() =>
      normalize('http://a_b.example/', { host: 'ascii', idna: { useSTD3ASCIIRules: true } }),
    ).toThrow(NormalizeError);
    expect(normalize('http://a_b.example/', ascii)).toBe('http://a_b.example/');
  });
});

describe("host: 'unicode'", () => {
  it('writes the Unicode form as UTF-8 triplets in a URI', () => {
    expect(normalize('http://xn--bcher-kva.example/', { host: 'unicode' })).toBe(
      'http://b%C3%BCcher.example/',
    );
  });

  it('writes it as characters in an IRI', () => {
    expect(normalize('http://XN--BCHER-KVA.example/', { host: 'unicode', iri: true })).toBe(
      'http://bücher.example/',
    );
    expect(normalize('http://BÜCHER.example/', { host: 'unicode', iri: true })).toBe(
      'http://bücher.example/',
    );
  });

  it('keeps a host that ToUnicode reports errors for', () => {
    expect(normalize('http://xn--a.example/', { host: 'unicode' })).toBe('http://xn--a.example/');
    expect(normalize('http://%FF.example/', { host: 'unicode' })).toBe('http://%FF.example/');
  });

  it('still rejects invalid references with UriError', () => {
    expect(() => normalize('http://bücher.example/', { host: 'unicode' })).toThrow(UriError);
  });
});
