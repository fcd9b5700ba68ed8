// The host parser's IPv4 forms (URL Standard §3.5 "IPv4 parser" and "IPv4 number parser",
// host.ts) against whatwg-url 17 (devDependency) on generated hosts: one to five parts, each
// decimal, octal or hex, empty, too large for its place, or not a number, with or without a
// trailing dot; the href, or failure, must be the same.

import { URL } from '@urikit/whatwg';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as reference from 'whatwg-url';

const part = fc.oneof(
  fc.nat(300).map(String),
  fc.nat(0xffff_ffff).map(String),
  fc.constantFrom('4294967296', '99999999999999999999', '0', '00', '000'),
  fc.nat(0xffff_ffff).map((n) => `0${n.toString(8)}`),
  fc.nat(0xffff_ffff).map((n) => `0x${n.toString(16)}`),
  fc.nat(0xffff_ffff).map((n) => `0X${n.toString(16).toUpperCase()}`),
  fc.constantFrom('0x', '0X', '0x0', '08', '09', '0x1g', '1a', 'a', '', '0xffffffff1', '1e3'),
);
const host = fc
  .tuple(fc.array(part, { minLength: 1, maxLength: 5 }), fc.boolean())
  .map(([parts, dot]) => parts.join('.') + (dot ? '.' : ''));

function hrefOf(href: (input: string) => string, input: string): string | null {
  try {
    return href(input);
  } catch {
    return null;
  }
}

describe('IPv4 hosts', () => {
  it('parse and serialize as whatwg-url does', () => {
    fc.assert(
      fc.property(host, (h) => {
        const input = `http://${h}/`;
        expect(hrefOf((x) => new URL(x).href, input)).toBe(
          hrefOf((x) => new reference.URL(x).href, input),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('read the edge forms', () => {
    expect(new URL('http://0x7f.1/').host).toBe('127.0.0.1');
    expect(new URL('http://4294967295/').host).toBe('255.255.255.255');
    expect(URL.canParse('http://4294967296/')).toBe(false);
    expect(new URL('http://1.2.3.4./').host).toBe('1.2.3.4');
    // Two trailing dots: the last label is empty, so it does not end in a number (a domain).
    expect(new URL('http://1.2.3.4../').host).toBe('1.2.3.4..');
    expect(new URL('http://0x.0X.00.0/').host).toBe('0.0.0.0');
    expect(URL.canParse('http://1.2.3.4.5/')).toBe(false);
    expect(URL.canParse('http://256.1.1.1/')).toBe(false);
    expect(new URL('http://1.16777215/').host).toBe('1.255.255.255');
  });

  it('tell a domain that ends in a number (§3.5 "ends in a number checker")', () => {
    // Digits only, even when not a valid octal number: the IPv4 parser runs, and fails.
    expect(URL.canParse('http://a.09/')).toBe(false);
    expect(URL.canParse('http://a.0x/')).toBe(false);
    expect(URL.canParse('http://a.1./')).toBe(false);
    expect(URL.canParse('http://09/')).toBe(false);
    // Not a number: the domain stays.
    expect(new URL('http://a.1e3/').host).toBe('a.1e3');
    expect(new URL('http://a.0x1g/').host).toBe('a.0x1g');
    expect(new URL('http://a.de/').host).toBe('a.de');
    expect(new URL('http://1.a/').host).toBe('1.a');
    expect(new URL('http://a../').host).toBe('a..');
  });
});
