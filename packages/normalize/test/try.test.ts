import { describe, expect, it } from 'vitest';
import {
  equivalent,
  iriToUri,
  normalize,
  tryEquivalent,
  tryIriToUri,
  tryNormalize,
  tryUriToIri,
  uriToIri,
} from '../src/index.js';

describe('the try… twins', () => {
  it('give what the throwing functions give for valid input', () => {
    expect(tryNormalize('HTTP://a:80')).toBe(normalize('HTTP://a:80'));
    expect(tryNormalize('http://b%C3%BCcher.example/', { host: 'ascii' })).toBe(
      'http://xn--bcher-kva.example/',
    );
    expect(tryIriToUri('http://é.example/')).toBe(iriToUri('http://é.example/'));
    expect(tryUriToIri('http://a/%C3%A9')).toBe(uriToIri('http://a/%C3%A9'));
    expect(tryEquivalent('http://a', 'http://a:80/')).toBe(equivalent('http://a', 'http://a:80/'));
    expect(tryEquivalent('http://a/é', 'http://a/%C3%A9', { iri: true })).toBe(true);
  });

  it('give undefined for invalid references', () => {
    expect(tryNormalize('http://a/ b')).toBeUndefined();
    expect(tryNormalize('%6Aavascript:x')).toBeUndefined();
    expect(tryIriToUri('http://a/\ue000')).toBeUndefined();
    expect(tryUriToIri('%zz')).toBeUndefined();
    expect(tryEquivalent('a b', 'a')).toBeUndefined();
    expect(tryEquivalent('a', 'a b', { level: 'syntax' })).toBeUndefined();
    expect(tryEquivalent('http://a/\ue000', 'http://a/', { iri: true })).toBeUndefined();
  });

  it('give undefined for hosts that cannot be converted', () => {
    expect(tryNormalize('http://xn--a.example/', { host: 'ascii' })).toBeUndefined();
    expect(tryNormalize('http://%FF/', { host: 'ascii' })).toBeUndefined();
    expect(tryIriToUri('http://a\u00e9-.\u05d0a/')).toBeUndefined();
  });

  it('still throw TypeError for options that do not exist', () => {
    expect(() => tryNormalize('a', { host: 'x' as 'ascii' })).toThrow(TypeError);
    expect(() => tryIriToUri('a', { host: 'x' as 'punycode' })).toThrow(TypeError);
    expect(() => tryEquivalent('a', 'a', { level: 'x' as 'simple' })).toThrow(TypeError);
  });
});
