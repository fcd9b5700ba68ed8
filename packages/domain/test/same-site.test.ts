// isSameSite (HTML §7.1.1 on the URL Standard's registrable domain) and hasListedSuffix.
import { describe, expect, it } from 'vitest';
import { DomainError, hasListedSuffix, isSameSite } from '../src/index.js';

describe('isSameSite', () => {
  it('compares registrable domains', () => {
    expect(isSameSite('a.example.co.uk', 'b.c.example.co.uk')).toBe(true);
    expect(isSameSite('example.co.uk', 'example.org.uk')).toBe(false);
    expect(isSameSite('https://a.example.com/x', 'https://example.com:8443/y')).toBe(true);
  });

  it('keeps the private section: github.io users are different sites', () => {
    expect(isSameSite('alice.github.io', 'bob.github.io')).toBe(false);
    expect(isSameSite('alice.github.io', 'bob.github.io', { privateDomains: false })).toBe(true);
  });

  it('compares hosts without a registrable domain as they are', () => {
    expect(isSameSite('localhost', 'localhost')).toBe(true);
    expect(isSameSite('a.localhost', 'localhost')).toBe(false);
    expect(isSameSite('co.uk', 'co.uk')).toBe(true);
    expect(isSameSite('192.0.2.1', 'http://192.0.2.1/')).toBe(true);
    expect(isSameSite('[::1]', '[0:0::1]')).toBe(true);
    expect(isSameSite('[::1]', '::2')).toBe(false);
  });

  it('reads U-labels and A-labels alike, and a trailing dot as another host', () => {
    expect(isSameSite('bücher.de', 'www.xn--bcher-kva.de')).toBe(true);
    expect(isSameSite('WWW.EXAMPLE.COM', 'example.com')).toBe(true);
    expect(isSameSite('example.com.', 'example.com')).toBe(false);
  });

  it('compares the schemes of two URLs unless schemeful is false', () => {
    expect(isSameSite('http://example.com', 'https://example.com')).toBe(false);
    expect(isSameSite('http://example.com', 'https://www.example.com', { schemeful: false })).toBe(
      true,
    );
    expect(isSameSite('HTTPS://example.com', 'https://www.example.com')).toBe(true);
    // A bare host has no scheme to compare.
    expect(isSameSite('example.com', 'http://example.com')).toBe(true);
  });

  it('throws for what is not a host, and TypeError for wrong types', () => {
    expect(() => isSameSite('a..b', 'a.b')).toThrow(DomainError);
    expect(() => isSameSite('a.b', 1 as never)).toThrow(
      new TypeError('isSameSite: b must be a string; got number'),
    );
    expect(() => isSameSite('a.b', 'a.b', { schemeful: 1 as never })).toThrow(
      new TypeError('isSameSite: options.schemeful must be a boolean; got number'),
    );
  });
});

describe('hasListedSuffix', () => {
  it('is true for a name under a listed suffix', () => {
    for (const host of ['example.com', 'a.example.co.uk', 'bücher.de', 'alice.github.io']) {
      expect(hasListedSuffix(host), host).toBe(true);
    }
  });

  it('is false for suffixes, unlisted top-level domains, IP addresses and non-hosts', () => {
    for (const host of ['com', 'co.uk', 'example.notatld', 'localhost', '192.0.2.1', 'a b', '']) {
      expect(hasListedSuffix(host), host).toBe(false);
    }
  });

  it('honours privateDomains', () => {
    expect(hasListedSuffix('github.io')).toBe(false);
    expect(hasListedSuffix('github.io', { privateDomains: false })).toBe(true);
  });
});
