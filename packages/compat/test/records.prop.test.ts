// parse into the fixed-shape record that resolve, normalize and equal use internally
// agrees field by field with the public parse, and parse (host flags gathered while
// scanning the authority) and the functions built on it give exactly fast-uri 3.1.9's
// answers on generated references (RFC 3986 §3, §5.2, §6.2).
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equal, normalize, parse, resolve } from '../src/index.js';
import { parseStatus, parseWithStatus } from '../src/parse.js';

const require = createRequire(import.meta.url);
const fastUri = require('fast-uri-3') as {
  parse(uri: string): object;
  resolve(base: string, reference: string): string;
  normalize(uri: string): string;
  equal(a: string, b: string): boolean;
};

// No mailto: fast-uri 3 has no mailto handler, this package follows uri-js's (README).
const scheme = fc.constantFrom('', 'http:', 'HTTPS:', 'ws:', 'WSS:', 'urn:', 'foo:', '1a:');
const authority = fc.constantFrom(
  '',
  '//',
  '//a.example',
  '//A.Example:80',
  '//u:p@h:8080',
  '//[::1]',
  '//[v1.x]',
  '//%41b',
  '//h\u00e9.example',
  '//1.2.3.4:',
  '//[::1',
  '//a@b@C:1',
  '//a:b:c@D.e',
  '//x:1@Y',
  '//h%2Fx',
  '//u@[::1]:2',
  '//1.2.3.4@5.6.7.8',
  '//\u00c9@x',
);
const path = fc
  .array(fc.constantFrom('a', 'b:c', '.', '..', '/', '//', '%2e', '%7E', '%zz', ' ', '\u00e9'), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const query = fc.constantFrom('', '?', '?q=1', '?a%2fb', '?%7e');
const fragment = fc.constantFrom('', '#', '#f', '#%41', '#a b');
const reference = fc.tuple(scheme, authority, path, query, fragment).map((parts) => parts.join(''));

function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

const FIELDS = [
  'scheme',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
  'reference',
  'error',
] as const;

describe('internal component records', () => {
  it('parse into a record gives the public parse’s fields and malformation status', () => {
    fc.assert(
      fc.property(reference, (uri) => {
        const record = parseWithStatus(uri, {}, true);
        const malformed = parseStatus.malformed;
        const parsed = parseWithStatus(uri, {}, false);
        expect(parseStatus.malformed).toBe(malformed);
        expect(parsed).toEqual(parse(uri));
        for (const field of FIELDS) expect(record[field]).toStrictEqual(parsed[field]);
      }),
      { numRuns: 3000 },
    );
  });

  it('parse equals fast-uri’s, fields and their order, on generated references', () => {
    fc.assert(
      fc.property(reference, (uri) => {
        expect(JSON.stringify(parse(uri))).toBe(JSON.stringify(fastUri.parse(uri)));
      }),
      { numRuns: 3000 },
    );
  });

  it('resolve equals fast-uri’s on generated pairs', () => {
    fc.assert(
      fc.property(reference, reference, (base, ref) => {
        expect(outcome(() => resolve(base, ref))).toBe(outcome(() => fastUri.resolve(base, ref)));
      }),
      { numRuns: 3000 },
    );
  });

  it('normalize and equal equal fast-uri’s on generated references', () => {
    fc.assert(
      fc.property(reference, reference, (a, b) => {
        expect(normalize(a)).toBe(fastUri.normalize(a));
        expect(equal(a, b)).toBe(fastUri.equal(a, b));
        expect(equal(a, normalize(a))).toBe(fastUri.equal(a, fastUri.normalize(a)));
      }),
      { numRuns: 3000 },
    );
  });
});
