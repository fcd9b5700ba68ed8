import { describe, expect, it } from 'vitest';
import { normalize, SCHEME_RULES } from '../src/index.js';
import { lowerMailtoDomains } from '../src/mailto.js';
import { schemeRule } from '../src/scheme-rules.js';
import { lowerUrnNid } from '../src/urn.js';

describe('the scheme table', () => {
  it('has the default ports of the registered schemes', () => {
    expect(SCHEME_RULES.get('http')?.defaultPort).toBe('80');
    expect(SCHEME_RULES.get('https')?.defaultPort).toBe('443');
    expect(SCHEME_RULES.get('ws')?.defaultPort).toBe('80');
    expect(SCHEME_RULES.get('wss')?.defaultPort).toBe('443');
    expect(SCHEME_RULES.get('ftp')?.defaultPort).toBe('21');
  });

  it('drops every default port of the table, and keeps other ports', () => {
    for (const [scheme, rule] of SCHEME_RULES) {
      if (rule.defaultPort === undefined) continue;
      expect(normalize(`${scheme.toUpperCase()}://h:${rule.defaultPort}/x`)).toBe(
        `${scheme}://h/x`,
      );
      expect(normalize(`${scheme}://h:0${rule.defaultPort}/x`)).toBe(`${scheme}://h/x`);
      expect(normalize(`${scheme}://h:1/x`)).toBe(`${scheme}://h:1/x`);
    }
  });

  it('gives the user entry precedence, by own property only', () => {
    const user = { http: { defaultPort: '8080' } };
    expect(schemeRule('http', user)?.defaultPort).toBe('8080');
    expect(schemeRule('https', user)?.defaultPort).toBe('443');
    expect(schemeRule('constructor', user)).toBeUndefined();
    expect(schemeRule('hasownproperty', {})).toBeUndefined();
  });
});

describe('mailto domains (RFC 6068)', () => {
  it('lowers the part after the last @ of each address', () => {
    expect(lowerMailtoDomains('A@B.C')).toBe('A@b.c');
    expect(lowerMailtoDomains('A@B,C@D')).toBe('A@b,C@d');
    expect(lowerMailtoDomains('NoDomain')).toBe('NoDomain');
    expect(lowerMailtoDomains('')).toBe('');
  });

  it('skips quoted local parts and keeps triplets upper-case', () => {
    expect(lowerMailtoDomains('%22X@Y%22@Z.COM')).toBe('%22X@Y%22@z.com');
    expect(lowerMailtoDomains('%22X%5C%22@Y%22@Z')).toBe('%22X%5C%22@Y%22@z');
    expect(lowerMailtoDomains('a@%C3%89X')).toBe('a@%C3%89x');
  });
});

describe('urn NIDs (RFC 8141)', () => {
  it('lowers a NID made of letters, digits and hyphens', () => {
    expect(lowerUrnNid('ISBN:X')).toBe('isbn:X');
    expect(lowerUrnNid('Ex-1:AB:CD')).toBe('ex-1:AB:CD');
    expect(lowerUrnNid('isbn:X')).toBe('isbn:X');
  });

  it('leaves anything else alone', () => {
    expect(lowerUrnNid('NoColon')).toBe('NoColon');
    expect(lowerUrnNid(':X')).toBe(':X');
    expect(lowerUrnNid('A%2F:X')).toBe('A%2F:X');
  });
});
