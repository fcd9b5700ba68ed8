import { describe, expect, it } from 'vitest';
import { isAbsoluteUri, isRelativeReference, isUri, isUriReference } from '../src/index.js';

describe('predicates (§3, §4.1–§4.3)', () => {
  // [input, URI, URI-reference, absolute-URI, relative-ref]
  const table: [string, boolean, boolean, boolean, boolean][] = [
    ['http://a/b?c#d', true, true, false, false],
    ['http://a/b?c', true, true, true, false],
    ['urn:x', true, true, true, false],
    ['a:', true, true, true, false],
    ['//a/b', false, true, false, true],
    ['/b#c', false, true, false, true],
    ['b', false, true, false, true],
    ['', false, true, false, true],
    ['#', false, true, false, true],
    ['1a:b', false, false, false, false],
    ['http://a b', false, false, false, false],
    [':', false, false, false, false],
  ];
  it.each(table)('%s', (input, uri, reference, absolute, relative) => {
    expect(isUri(input)).toBe(uri);
    expect(isUriReference(input)).toBe(reference);
    expect(isAbsoluteUri(input)).toBe(absolute);
    expect(isRelativeReference(input)).toBe(relative);
  });

  it('take the parser options', () => {
    expect(isUri('http://ü/')).toBe(false);
    expect(isUri('http://ü/', { iri: true })).toBe(true);
    expect(isUriReference('//[fe80::1%25en0]')).toBe(false);
    expect(isRelativeReference('//[fe80::1%25en0]', { zoneId: true })).toBe(true);
    expect(isAbsoluteUri('http://ü/#x', { iri: true })).toBe(false);
  });

  it('never throw for a string', () => {
    for (const value of ['\ud800', '%', '']) {
      expect(isUri(value)).toBe(false);
      expect(isAbsoluteUri(value)).toBe(false);
    }
    expect(isRelativeReference('%')).toBe(false);
  });

  it('throw a TypeError in their own name for anything else', () => {
    for (const value of [undefined, null, 42]) {
      expect(() => isUri(value as unknown as string)).toThrow(/^isUri: input must be a string/);
      expect(() => isUriReference(value as unknown as string)).toThrow(
        /^isUriReference: input must be a string/,
      );
      expect(() => isAbsoluteUri(value as unknown as string)).toThrow(TypeError);
      expect(() => isRelativeReference(value as unknown as string)).toThrow(TypeError);
    }
  });
});
