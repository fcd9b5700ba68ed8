import { describe, expect, it } from 'vitest';
import { normalizePercentEncoding } from '../src/index.js';

describe('normalizePercentEncoding (RFC 3986 §6.2.2.1, §6.2.2.2)', () => {
  it('decodes the triplets of every unreserved character, either case', () => {
    const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
    for (const ch of unreserved) {
      const code = ch.charCodeAt(0).toString(16);
      expect(normalizePercentEncoding(`%${code.toUpperCase()}`)).toBe(ch);
      expect(normalizePercentEncoding(`%${code.toLowerCase()}`)).toBe(ch);
    }
  });

  it('keeps every other triplet encoded, with upper-case hex digits (§2.1)', () => {
    for (let octet = 0; octet < 256; octet++) {
      const ch = String.fromCharCode(octet);
      if (octet < 128 && /[A-Za-z0-9\-._~]/.test(ch)) continue;
      const upper = `%${octet.toString(16).toUpperCase().padStart(2, '0')}`;
      expect(normalizePercentEncoding(upper.toLowerCase())).toBe(upper);
      expect(normalizePercentEncoding(upper)).toBe(upper);
    }
  });

  it('normalizes the examples of RFC 3986 §6.2.2', () => {
    // §6.2.2.1: %3a and %3A are equivalent; §6.2.2.2: %7Euser is ~user.
    expect(normalizePercentEncoding('a%3ab')).toBe('a%3Ab');
    expect(normalizePercentEncoding('/%7Esmith/home.html')).toBe('/~smith/home.html');
    expect(normalizePercentEncoding('/%7esmith/%2fhome%2Ehtml')).toBe('/~smith/%2Fhome.html');
  });

  it('touches nothing else: reserved characters, non-ASCII, invalid UTF-8 octets', () => {
    expect(normalizePercentEncoding('a/b?c=d&e#f')).toBe('a/b?c=d&e#f');
    expect(normalizePercentEncoding('é%c3%a9')).toBe('é%C3%A9');
    expect(normalizePercentEncoding('%ff%c0%80')).toBe('%FF%C0%80');
    expect(normalizePercentEncoding('%2541')).toBe('%2541');
  });

  it('leaves a malformed "%" as it is', () => {
    expect(normalizePercentEncoding('100%')).toBe('100%');
    expect(normalizePercentEncoding('%zz%4')).toBe('%zz%4');
    expect(normalizePercentEncoding('%%7e')).toBe('%~');
    expect(normalizePercentEncoding('%g%41')).toBe('%gA');
  });

  it('never lets a malformed "%" start a new triplet', () => {
    expect(normalizePercentEncoding('%%34%31')).toBe('%%341');
    expect(normalizePercentEncoding('%%34')).toBe('%%34');
    expect(normalizePercentEncoding('%4%31')).toBe('%4%31');
    expect(normalizePercentEncoding('%4%6a')).toBe('%4j');
    expect(normalizePercentEncoding('%%32%35')).toBe('%%325');
    expect(normalizePercentEncoding('%x%41')).toBe('%xA');
    expect(normalizePercentEncoding('%%2e')).toBe('%.');
  });

  it('returns the input itself when it is already normalized', () => {
    const value = '/a%2Fb/%C3%A9?q=%20#%';
    expect(Object.is(normalizePercentEncoding(value), value)).toBe(true);
    expect(normalizePercentEncoding('')).toBe('');
  });

  it('keeps the text between triplets', () => {
    expect(normalizePercentEncoding('a%2fb%41c%2Fd%7a')).toBe('a%2FbAc%2Fdz');
  });
});
