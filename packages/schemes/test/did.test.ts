// W3C DID Core 1.0 §3: DIDs and DID URLs from the specification's examples, the DID
// parameters of §3.2.1, errors at their offsets, and the builder's round trip.
import { buildDid, parseDid, tryParseDid } from '@urikit/schemes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf } from './errors.js';

describe('DID Core §3 examples', () => {
  it('a simple DID (Example 1)', () => {
    expect(parseDid('did:example:123456789abcdefghi')).toEqual({
      did: 'did:example:123456789abcdefghi',
      method: 'example',
      methodSpecificId: '123456789abcdefghi',
      path: '',
      query: undefined,
      fragment: undefined,
      params: [],
    });
  });

  it('DID URLs with path, query, fragment and DID parameters (§3.2, §3.2.1)', () => {
    expect(parseDid('did:example:123456/path').path).toBe('/path');
    expect(parseDid('did:example:123456?versionId=1').params).toEqual([['versionId', '1']]);
    expect(parseDid('did:example:123#public-key-0').fragment).toBe('public-key-0');
    const service = parseDid('did:example:123?service=agent&relativeRef=/credentials#degree');
    expect([service.query, service.params, service.fragment]).toEqual([
      'service=agent&relativeRef=/credentials',
      [
        ['service', 'agent'],
        ['relativeRef', '/credentials'],
      ],
      'degree',
    ]);
    expect(parseDid('did:example:123?versionTime=2021-05-10T17:00:00Z').params).toEqual([
      ['versionTime', '2021-05-10T17:00:00Z'],
    ]);
    expect(parseDid('did:example:123?service=files&relativeRef=%2Fresume.pdf').params[1]).toEqual([
      'relativeRef',
      '/resume.pdf',
    ]);
    expect(
      parseDid('did:example:123?hl=zQmWvQxTqbG2Z9HPJgG57jjwR154cKhbtJenbyYTWkjgF3e').params[0]![0],
    ).toBe('hl');
  });

  it('methods met in practice: colons and percent-encoding in the method-specific id', () => {
    expect(parseDid('did:web:example.com%3A3000:user:alice').methodSpecificId).toBe(
      'example.com%3A3000:user:alice',
    );
    expect(parseDid('did:ethr:0xb9c5714089478a327f09197987f16f9e5d936e8a').method).toBe('ethr');
    expect(parseDid('did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK').did).toBe(
      'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    );
    expect(parseDid('did:example::a').methodSpecificId).toBe(':a');
    expect(parseDid({ scheme: 'did', path: 'example:123' }).method).toBe('example');
  });
});

describe('parseDid errors', () => {
  it('throws each error at its offset', () => {
    expect(errorOf(() => parseDid('did:Example:123'), 'did')).toEqual(['invalid-method', 4]);
    expect(errorOf(() => parseDid('did::123'))).toEqual(['invalid-method', 4]);
    expect(errorOf(() => parseDid('did:example'))).toEqual(['invalid-method', 11]);
    expect(errorOf(() => parseDid('did:example:'))).toEqual(['invalid-method-specific-id', 12]);
    expect(errorOf(() => parseDid('did:example:123:'))).toEqual(['invalid-method-specific-id', 16]);
    expect(errorOf(() => parseDid('did:example:12 3'))).toEqual(['invalid-method-specific-id', 14]);
    expect(errorOf(() => parseDid('did:example:1%2'))).toEqual(['invalid-percent-encoding', 13]);
    expect(errorOf(() => parseDid('did:example:1/a b'))).toEqual(['invalid-char', 15]);
    expect(errorOf(() => parseDid('did:example:1?a=%'))).toEqual(['invalid-percent-encoding', 16]);
    expect(errorOf(() => parseDid('did:example:1#a#b'))).toEqual(['invalid-char', 15]);
    expect(errorOf(() => parseDid('did:example:1?versionTime=2021-05-10'))).toEqual([
      'invalid-parameter',
      26,
    ]);
    expect(errorOf(() => parseDid('did:example:1?a=%FF'))).toEqual([
      'invalid-percent-encoding',
      16,
    ]);
    expect(errorOf(() => parseDid('dad:example:1'))).toEqual(['wrong-scheme', 1]);
    expect(tryParseDid('did:example')).toBeUndefined();
  });
});

describe('buildDid', () => {
  it('writes params percent-encoded and refuses what does not parse back', () => {
    expect(buildDid({ method: 'example', methodSpecificId: '123', fragment: 'keys-1' })).toBe(
      'did:example:123#keys-1',
    );
    expect(
      buildDid({
        method: 'example',
        methodSpecificId: '123',
        params: [
          ['service', 'files'],
          ['relativeRef', '/resume.pdf'],
        ],
      }),
    ).toBe('did:example:123?service=files&relativeRef=%2Fresume.pdf');
    expect(
      errorOf(() => buildDid({ method: 'example', methodSpecificId: '1', path: 'x' })),
    ).toEqual(['invalid-value', 4]);
    expect(
      errorOf(() => buildDid({ method: 'example', methodSpecificId: '1', query: 'a#b' })),
    ).toEqual(['invalid-value', 4]);
    expect(errorOf(() => buildDid({ method: 'Ex', methodSpecificId: '1' }))).toEqual([
      'invalid-method',
      4,
    ]);
  });

  const idchars = fc.constantFrom(...'aZ09.-_'.split(''), '%3A', '%C3%A9');
  const idPart = fc.array(idchars, { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
  const segment = fc.constantFrom('a', 'b:c', '@', '%20', '');
  it('parseDid(buildDid(v)) gives v back, params decoded', () => {
    const value = fc.record({
      method: fc.stringMatching(/^[a-z0-9]{1,8}$/),
      methodSpecificId: fc
        .array(idPart, { minLength: 1, maxLength: 3 })
        .map((parts) => parts.join(':')),
      path: fc.array(segment, { maxLength: 3 }).map((s) => s.map((x) => `/${x}`).join('')),
      params: fc.array(
        fc.tuple(
          fc.constantFrom('service', 'relativeRef', 'versionId', 'hl', 'x y'),
          fc.string({ maxLength: 6, unit: 'grapheme' }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
      fragment: fc.option(fc.constantFrom('', 'keys-1', 'a/b?c'), { nil: undefined }),
    });
    fc.assert(
      fc.property(value, (v) => {
        const did = parseDid(buildDid(v));
        expect([did.method, did.methodSpecificId, did.path, did.params, did.fragment]).toEqual([
          v.method,
          v.methodSpecificId,
          v.path,
          v.params,
          v.fragment,
        ]);
      }),
    );
  });
});
