import { UriError } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';
import { equivalent } from '../src/index.js';

describe('equivalent', () => {
  it('compares code units at level simple, for any string', () => {
    expect(equivalent('http://a/', 'http://a/', { level: 'simple' })).toBe(true);
    expect(equivalent('HTTP://a/', 'http://a/', { level: 'simple' })).toBe(false);
    expect(equivalent('not a uri', 'not a uri', { level: 'simple' })).toBe(true);
    expect(equivalent('a#x', 'a#y', { level: 'simple', ignoreFragment: true })).toBe(true);
  });

  it('normalizes syntax at level syntax', () => {
    expect(equivalent('HTTP://A/%7e', 'http://a/~', { level: 'syntax' })).toBe(true);
    expect(equivalent('http://a:80/', 'http://a/', { level: 'syntax' })).toBe(false);
  });

  it('applies the scheme table at level scheme (the default)', () => {
    expect(equivalent('http://a:80', 'http://a/')).toBe(true);
    expect(equivalent('https://a:443/x', 'HTTPS://A/x')).toBe(true);
    expect(equivalent('http://a:443/', 'https://a/')).toBe(false);
    expect(equivalent('foo://a:80/', 'foo://a/')).toBe(false);
    expect(equivalent('foo://a:80/', 'foo://a:080/')).toBe(true);
  });

  it('ignores fragments when asked', () => {
    expect(equivalent('http://a/#x', 'http://a/#y')).toBe(false);
    expect(equivalent('http://a/#x', 'HTTP://a#y', { ignoreFragment: true })).toBe(true);
    expect(equivalent('http://a/#x', 'http://a/', { ignoreFragment: true })).toBe(true);
  });

  it('compares relative references as given', () => {
    expect(equivalent('a/./b', 'a/b')).toBe(true);
    expect(equivalent('../x', 'x')).toBe(false);
    expect(equivalent('.', '')).toBe(false);
  });

  it('maps IRIs to URIs first with iri: true', () => {
    expect(equivalent('http://a/é', 'http://a/%C3%A9', { iri: true })).toBe(true);
    expect(equivalent('http://a/é', 'http://a/%c3%a9', { iri: true, level: 'syntax' })).toBe(true);
    expect(() => equivalent('http://a/é', 'http://a/%C3%A9')).toThrow(UriError);
  });

  it('throws UriError for invalid input at levels syntax and scheme', () => {
    expect(() => equivalent('http://a/ b', 'http://a/')).toThrow(UriError);
    expect(() => equivalent('http://a/', 'http://a/ b', { level: 'syntax' })).toThrow(UriError);
    expect(() => equivalent('a b', 'a b')).toThrow(UriError);
  });

  it('rejects an unknown level', () => {
    expect(() => equivalent('a', 'a', { level: 'x' as 'simple' })).toThrow(TypeError);
  });
});
