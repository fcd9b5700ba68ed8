// RFC 8141 URNs: the §3.2 equivalence examples, the syntax of §2 with its errors at their
// offsets, the checks of the isbn, uuid, ietf and oid namespaces, and the builder's round trip.
import { buildUrn, parseUrn, tryParseUrn, tryUrnEquivalent, urnEquivalent } from '@urikit/schemes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf } from './errors.js';

describe('RFC 8141 §3.2 examples', () => {
  const first = 'urn:example:a123,z456';

  it('equivalent to urn:example:a123,z456', () => {
    for (const urn of [
      'URN:example:a123,z456',
      'urn:EXAMPLE:a123,z456',
      'urn:example:a123,z456?+abc',
      'urn:example:a123,z456?=xyz',
      'urn:example:a123,z456#789',
    ]) {
      expect(urnEquivalent(first, urn)).toBe(true);
    }
  });

  it('not equivalent to it, nor to each other', () => {
    const others = [
      'urn:example:a123,z456/foo',
      'urn:example:a123,z456/bar',
      'urn:example:a123,z456/baz',
    ];
    for (const urn of others) expect(urnEquivalent(first, urn)).toBe(false);
    expect(urnEquivalent(others[0]!, others[1]!)).toBe(false);
    expect(urnEquivalent(others[1]!, others[2]!)).toBe(false);
  });

  it('percent-encoding: equivalent to each other, not to the first', () => {
    expect(urnEquivalent('urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456')).toBe(true);
    expect(urnEquivalent(first, 'urn:example:a123%2Cz456')).toBe(false);
  });

  it('case of the NSS matters', () => {
    expect(urnEquivalent(first, 'urn:example:A123,z456')).toBe(false);
    expect(urnEquivalent(first, 'urn:example:a123,Z456')).toBe(false);
  });

  it('the components of the examples', () => {
    expect(parseUrn('urn:example:a123,z456?+abc?=xyz#789')).toEqual({
      nid: 'example',
      nss: 'a123,z456',
      rComponent: 'abc',
      qComponent: 'xyz',
      fComponent: '789',
    });
    expect(parseUrn('urn:example:foo-bar-baz-qux?+CCResolve:cc=uk').rComponent).toBe(
      'CCResolve:cc=uk',
    );
    expect(
      parseUrn('urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z')
        .qComponent,
    ).toBe('op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z');
    expect(parseUrn('urn:example:a?=b?=c').qComponent).toBe('b?=c');
    expect(parseUrn('urn:example:a?+b?c?=d').rComponent).toBe('b?c');
  });
});

describe('parseUrn errors', () => {
  it('throws each error at its offset', () => {
    expect(errorOf(() => parseUrn('urn:a:b'), 'urn')).toEqual(['invalid-nid', 5]);
    expect(errorOf(() => parseUrn('urn:-ab:b'))).toEqual(['invalid-nid', 4]);
    expect(errorOf(() => parseUrn('urn:ab-:b'))).toEqual(['invalid-nid', 6]);
    expect(errorOf(() => parseUrn(`urn:${'a'.repeat(33)}:b`))).toEqual(['invalid-nid', 36]);
    expect(errorOf(() => parseUrn('urn:ab_c:b'))).toEqual(['invalid-nid', 6]);
    expect(errorOf(() => parseUrn('urn:ab:'))).toEqual(['invalid-nss', 7]);
    expect(errorOf(() => parseUrn('urn:ab:/x'))).toEqual(['invalid-nss', 7]);
    expect(errorOf(() => parseUrn('urn:ab:a b'))).toEqual(['invalid-nss', 8]);
    expect(errorOf(() => parseUrn('urn:ab:a%2'))).toEqual(['invalid-nss', 8]);
    expect(errorOf(() => parseUrn('urn:ab:a?x'))).toEqual(['invalid-char', 8]);
    expect(errorOf(() => parseUrn('urn:ab:a?+'))).toEqual(['invalid-char', 10]);
    expect(errorOf(() => parseUrn('urn:ab:a?='))).toEqual(['invalid-char', 10]);
    expect(errorOf(() => parseUrn('urn:ab:a?=x?+y#f g'))).toEqual(['invalid-char', 16]);
    expect(errorOf(() => parseUrn('urn:ab:a?=x?+y#f#g'))).toEqual(['invalid-char', 16]);
    expect(errorOf(() => parseUrn('urx:ab:a'))).toEqual(['wrong-scheme', 2]);
    expect(tryParseUrn('urn:x:y')).toBeUndefined();
    expect(tryUrnEquivalent('urn:example:a', 'http://a')).toBeUndefined();
  });
});

describe('registered namespaces', () => {
  it('isbn (RFC 8254): ISBN-10 and ISBN-13 with their check digits', () => {
    expect(parseUrn('urn:isbn:0451450523').nss).toBe('0451450523');
    expect(parseUrn('urn:isbn:978-0-395-36341-6').nss).toBe('978-0-395-36341-6');
    expect(parseUrn('urn:ISBN:0-8044-2957-X').nid).toBe('ISBN');
    expect(errorOf(() => parseUrn('urn:isbn:0451450524'))).toEqual(['invalid-isbn', 18]);
    expect(errorOf(() => parseUrn('urn:isbn:978-0-395-36341-7'))).toEqual(['invalid-isbn', 25]);
    expect(errorOf(() => parseUrn('urn:isbn:04514505'))).toEqual(['invalid-isbn', 17]);
    expect(errorOf(() => parseUrn('urn:isbn:04X1450523'))).toEqual(['invalid-isbn', 11]);
    expect(errorOf(() => parseUrn('urn:isbn:-0451450523'))).toEqual(['invalid-isbn', 9]);
    expect(errorOf(() => parseUrn('urn:isbn:04--51450523'))).toEqual(['invalid-isbn', 12]);
    expect(parseUrn('urn:isbn:123', { checkNamespace: false }).nss).toBe('123');
  });

  it('uuid (RFC 9562 §4, the example of RFC 4122 §3)', () => {
    expect(parseUrn('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6').nss).toBe(
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    );
    expect(parseUrn('urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6').nid).toBe('uuid');
    expect(errorOf(() => parseUrn('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfX'))).toEqual([
      'invalid-uuid',
      44,
    ]);
    expect(errorOf(() => parseUrn('urn:uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6'))).toEqual([
      'invalid-uuid',
      17,
    ]);
    expect(errorOf(() => parseUrn('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf'))).toEqual([
      'invalid-uuid',
      44,
    ]);
    expect(errorOf(() => parseUrn('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf60'))).toEqual([
      'invalid-uuid',
      45,
    ]);
  });

  it('ietf (RFC 2648)', () => {
    for (const urn of [
      'urn:ietf:rfc:2648',
      'urn:ietf:std:50',
      'urn:ietf:bcp:14',
      'urn:ietf:fyi:36',
      'urn:ietf:id:ietf-urn-ietf-06',
      'urn:ietf:mtg:41-urn',
      'urn:ietf:params:xml:ns:yang:ietf-interfaces',
    ]) {
      expect(parseUrn(urn).nid).toBe('ietf');
    }
    expect(errorOf(() => parseUrn('urn:ietf:rfc:26x8'))).toEqual(['invalid-ietf', 15]);
    expect(errorOf(() => parseUrn('urn:ietf:rfc'))).toEqual(['invalid-ietf', 12]);
    expect(errorOf(() => parseUrn('urn:ietf:rfc:'))).toEqual(['invalid-ietf', 13]);
    expect(errorOf(() => parseUrn('urn:ietf:foo:1'))).toEqual(['invalid-ietf', 9]);
  });

  it('oid (RFC 3061)', () => {
    expect(parseUrn('urn:oid:1.3.6.1.4.1.1466.115.121.1.15').nss).toBe(
      '1.3.6.1.4.1.1466.115.121.1.15',
    );
    expect(parseUrn('urn:oid:0').nss).toBe('0');
    expect(errorOf(() => parseUrn('urn:oid:1..3'))).toEqual(['invalid-oid', 10]);
    expect(errorOf(() => parseUrn('urn:oid:1.03'))).toEqual(['invalid-oid', 10]);
    expect(errorOf(() => parseUrn('urn:oid:1.3.'))).toEqual(['invalid-oid', 12]);
    expect(errorOf(() => parseUrn('urn:oid:1.a'))).toEqual(['invalid-oid', 10]);
  });
});

describe('buildUrn', () => {
  it('writes the components after their markers and refuses what does not parse back', () => {
    expect(buildUrn({ nid: 'example', nss: 'a123,z456', qComponent: 'xyz' })).toBe(
      'urn:example:a123,z456?=xyz',
    );
    expect(
      buildUrn({ nid: 'example', nss: 'a', rComponent: 'r', qComponent: 'q', fComponent: 'f' }),
    ).toBe('urn:example:a?+r?=q#f');
    expect(errorOf(() => buildUrn({ nid: 'example', nss: 'a', rComponent: 'x?=y' }))).toEqual([
      'invalid-value',
      4,
    ]);
    expect(errorOf(() => buildUrn({ nid: 'e', nss: 'a' }))).toEqual(['invalid-nid', 5]);
  });

  const pchar = fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@".split(''), '%2C', '%C3%A9');
  const part = (extra: string[]) =>
    fc
      .array(fc.oneof(pchar, fc.constantFrom(...extra)), { minLength: 1, maxLength: 8 })
      .map((p) => p.join(''));
  it('parseUrn(buildUrn(v)) gives v back', () => {
    const value = fc.record({
      nid: fc
        .stringMatching(/^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$/)
        .filter((n) => !['isbn', 'uuid', 'ietf', 'oid'].includes(n)),
      nss: part(['/']).filter((s) => !s.startsWith('/')),
      rComponent: fc.option(
        part(['/', '?']).filter((s) => !s.includes('?=') && !s.endsWith('?')),
        { nil: undefined },
      ),
      qComponent: fc.option(part(['/', '?']), { nil: undefined }),
      fComponent: fc.option(part(['/', '?']), { nil: undefined }),
    });
    fc.assert(
      fc.property(value, (v) => {
        expect(parseUrn(buildUrn(v))).toEqual(v);
      }),
    );
  });
});
