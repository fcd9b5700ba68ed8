// sameSite: normalization first (case, percent-encoding, UTS #46 hosts), then the Public Suffix
// List's registrable domains.
import { describe, expect, it } from 'vitest';
import { sameSite } from '../src/index.js';

describe('sameSite', () => {
  it('normalizes before comparing sites', () => {
    expect(sameSite('HTTP://WWW.Example.COM:80/a', 'http://example.com/b?c')).toBe(true);
    expect(sameSite('http://%65xample.com/', 'http://www.example.com/')).toBe(true);
    expect(sameSite('http://b%C3%BCcher.de/', 'http://www.xn--bcher-kva.de/')).toBe(true);
    expect(sameSite('http://bücher.de/', 'http://xn--bcher-kva.de/', { iri: true })).toBe(true);
  });

  it('tells sites apart by the list, private section included by default', () => {
    expect(sameSite('https://a.example.co.uk/', 'https://a.example.org.uk/')).toBe(false);
    expect(sameSite('https://alice.github.io/', 'https://bob.github.io/')).toBe(false);
    expect(
      sameSite('https://alice.github.io/', 'https://bob.github.io/', { privateDomains: false }),
    ).toBe(true);
  });

  it('compares schemes unless schemeful is false', () => {
    expect(sameSite('http://example.com/', 'https://example.com/')).toBe(false);
    expect(sameSite('http://example.com/', 'https://example.com/', { schemeful: false })).toBe(
      true,
    );
  });

  it('gives no site to a URI without an authority, and throws for an invalid URI', () => {
    expect(sameSite('mailto:a@example.com', 'mailto:a@example.com')).toBe(false);
    expect(sameSite('file:///a', 'file:///b')).toBe(false);
    expect(() => sameSite('http://a b/', 'http://a/')).toThrow();
  });

  it('throws the TypeError of the argument rule in its own name', () => {
    expect(() => sameSite(42 as never, 'http://a/')).toThrow(
      new TypeError('sameSite: a must be a string; got number'),
    );
    expect(() => sameSite('http://a/', null as never)).toThrow(
      new TypeError('sameSite: b must be a string; got null'),
    );
    expect(() => sameSite('http://a/', 'http://a/', 42 as never)).toThrow(
      new TypeError('sameSite: options must be an object; got number'),
    );
    expect(() => sameSite('http://a/', 'http://a/', { iri: 'yes' as never })).toThrow(
      new TypeError("sameSite: options.iri must be a boolean; got 'yes'"),
    );
  });
});
