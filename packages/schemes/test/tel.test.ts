// RFC 3966 tel URIs: the examples of §6, global and local numbers, visual separators,
// parameters, the §4 equivalence, errors at their offsets, and the builder's round trip.
import { buildTel, parseTel, telEquivalent, tryParseTel, tryTelEquivalent } from '@urikit/schemes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf } from './errors.js';

describe('RFC 3966 §6 examples', () => {
  it('tel:+1-201-555-0123: a global number', () => {
    expect(parseTel('tel:+1-201-555-0123')).toEqual({
      number: '+1-201-555-0123',
      global: true,
      digits: '+12015550123',
      extension: undefined,
      isdnSubaddress: undefined,
      phoneContext: undefined,
      parameters: [],
    });
  });

  it('tel:7042;phone-context=example.com: a local number in a domain context', () => {
    const tel = parseTel('tel:7042;phone-context=example.com');
    expect([tel.global, tel.digits, tel.phoneContext]).toEqual([false, '7042', 'example.com']);
  });

  it('tel:863-1234;phone-context=+1-914-555: a local number under a global prefix', () => {
    const tel = parseTel('tel:863-1234;phone-context=+1-914-555');
    expect([tel.number, tel.digits, tel.phoneContext]).toEqual([
      '863-1234',
      '8631234',
      '+1-914-555',
    ]);
  });
});

describe('parseTel', () => {
  it('separators, hex digits, "*" and "#", parameters', () => {
    expect(parseTel('tel:+1(800)555.0100;ext=1-2;isub=a%20b;foo=bar;flag').extension).toBe('1-2');
    const tel = parseTel('tel:*21%23B;phone-context=EXAMPLE.com.;Foo=[x]/y:z&+$');
    expect([tel.number, tel.digits, tel.parameters]).toEqual([
      '*21#B',
      '*21#B',
      [['Foo', '[x]/y:z&+$']],
    ]);
    expect(parseTel('TEL:+44;isub=x').isdnSubaddress).toBe('x');
    expect(parseTel({ scheme: 'tel', path: '+1-201-555-0123' }).digits).toBe('+12015550123');
  });

  it('throws each error at its offset', () => {
    expect(errorOf(() => parseTel('tel:7042'), 'tel')).toEqual(['missing-phone-context', 8]);
    expect(errorOf(() => parseTel('tel:+'))).toEqual(['invalid-number', 5]);
    expect(errorOf(() => parseTel('tel:+1-2a'))).toEqual(['invalid-number', 8]);
    expect(errorOf(() => parseTel('tel:'))).toEqual(['invalid-number', 4]);
    expect(errorOf(() => parseTel('tel:--;phone-context=a.b'))).toEqual(['invalid-number', 6]);
    expect(errorOf(() => parseTel('tel:12 34;phone-context=a.b'))).toEqual(['invalid-number', 6]);
    expect(errorOf(() => parseTel('tel:+1;ext=1a'))).toEqual(['invalid-parameter', 12]);
    expect(errorOf(() => parseTel('tel:+1;ext=1;ext=2'))).toEqual(['duplicate-parameter', 13]);
    expect(errorOf(() => parseTel('tel:+1;ext'))).toEqual(['invalid-parameter', 10]);
    expect(errorOf(() => parseTel('tel:+1;=x'))).toEqual(['invalid-parameter', 7]);
    expect(errorOf(() => parseTel('tel:+1;a b'))).toEqual(['invalid-parameter', 8]);
    expect(errorOf(() => parseTel('tel:+1;a='))).toEqual(['invalid-parameter', 9]);
    expect(errorOf(() => parseTel('tel:+1;a=b c'))).toEqual(['invalid-parameter', 10]);
    expect(errorOf(() => parseTel('tel:+1;phone-context=+1'))).toEqual(['invalid-parameter', 7]);
    expect(errorOf(() => parseTel('tel:1;phone-context=+'))).toEqual(['invalid-parameter', 21]);
    expect(errorOf(() => parseTel('tel:1;phone-context=-a.com'))).toEqual([
      'invalid-parameter',
      20,
    ]);
    expect(errorOf(() => parseTel('tel:1;phone-context=a..com'))).toEqual([
      'invalid-parameter',
      22,
    ]);
    expect(errorOf(() => parseTel('tel:1;phone-context=a.1com'))).toEqual([
      'invalid-parameter',
      22,
    ]);
    expect(errorOf(() => parseTel('tel:1;phone-context=a_b'))).toEqual(['invalid-parameter', 21]);
    expect(errorOf(() => parseTel('tel:+1;isub=%zz'))).toEqual(['invalid-parameter', 12]);
    expect(errorOf(() => parseTel('fax:+1'))).toEqual(['wrong-scheme', 0]);
    expect(tryParseTel('tel:+')).toBeUndefined();
  });
});

describe('telEquivalent (RFC 3966 §4)', () => {
  it('ignores visual separators, parameter order and case', () => {
    expect(telEquivalent('tel:+1-201-555-0123', 'tel:+1(201)555.0123')).toBe(true);
    expect(telEquivalent('tel:+1;ext=1;Foo=Bar', 'tel:+1;foo=bar;ext=1')).toBe(true);
    expect(
      telEquivalent('tel:7042;phone-context=example.com', 'tel:7042;phone-context=EXAMPLE.COM'),
    ).toBe(true);
    expect(
      telEquivalent('tel:8631234;phone-context=+1-914-555', 'tel:863-1234;phone-context=+1914555'),
    ).toBe(true);
    expect(telEquivalent('tel:abc;phone-context=a.b', 'tel:ABC;phone-context=a.b')).toBe(true);
  });

  it('distinguishes numbers, contexts and parameters', () => {
    expect(telEquivalent('tel:+1-201-555-0123;ext=1', 'tel:+12015550123')).toBe(false);
    expect(
      telEquivalent('tel:7042;phone-context=example.com', 'tel:7042;phone-context=example.org'),
    ).toBe(false);
    expect(telEquivalent('tel:+17042', 'tel:17042;phone-context=example.com')).toBe(false);
    expect(telEquivalent('tel:+1;isub=a', 'tel:+1;isub=A')).toBe(false);
    expect(tryTelEquivalent('tel:+1', 'tel:')).toBeUndefined();
  });
});

describe('buildTel', () => {
  it('writes isub, ext and phone-context first and "#" as %23', () => {
    expect(buildTel({ number: '+1-201-555-0123', extension: '1234' })).toBe(
      'tel:+1-201-555-0123;ext=1234',
    );
    expect(
      buildTel({ number: '*21#', phoneContext: 'example.com', parameters: [['x', undefined]] }),
    ).toBe('tel:*21%23;phone-context=example.com;x');
    expect(errorOf(() => buildTel({ number: '12' }))).toEqual(['missing-phone-context', 6]);
    expect(errorOf(() => buildTel({ number: '+1', parameters: [['ext', '1']] }))).toEqual([
      'invalid-value',
      4,
    ]);
  });

  const sep = fc.constantFrom('', '', '', '-', '.', '(', ')');
  const digits = (alphabet: string) =>
    fc
      .array(fc.tuple(fc.constantFrom(...alphabet.split('')), sep), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.map(([d, s]) => d + s).join(''));
  const global = digits('0123456789').map((d) => `+${d}`);
  const local = digits('0123456789ABCDEFabcdef*#');
  const domain = fc.constantFrom('example.com', 'a.b.c', 'EXAMPLE.org.', 'x1-y.z');
  const other = fc.tuple(
    fc
      .stringMatching(/^[a-z][a-z0-9-]{0,5}$/)
      .filter((n) => !['ext', 'isub', 'phone-context'].includes(n)),
    fc.option(fc.constantFrom('v', 'a%20b', '[x]', 'A:b/c'), { nil: undefined }),
  );
  const common = {
    extension: fc.option(digits('0123456789'), { nil: undefined }),
    isdnSubaddress: fc.option(fc.constantFrom('1234', 'a%2Fb', 'x=y'), { nil: undefined }),
    parameters: fc.array(other, { maxLength: 3 }),
  };
  const value = fc.oneof(
    fc.record({ number: global, phoneContext: fc.constant(undefined), ...common }),
    fc.record({ number: local, phoneContext: fc.oneof(domain, global), ...common }),
  );

  it('parseTel(buildTel(v)) gives v back', () => {
    fc.assert(
      fc.property(value, (v) => {
        const tel = parseTel(buildTel(v));
        expect({ ...tel, global: undefined, digits: undefined }).toEqual({
          ...v,
          global: undefined,
          digits: undefined,
        });
        expect(telEquivalent(buildTel(v), buildTel(v))).toBe(true);
      }),
    );
  });
});
