// whatwg-url's low-level API: record shapes (hosts as string, number or pieces; opaque paths as
// strings), serializers, the username/password setters, predicates, percent-decoding, and the
// project's TypeError rule for wrong-typed arguments.
import {
  basicURLParse,
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  isValidURLString,
  parseURL,
  percentDecodeBytes,
  percentDecodeString,
  serializeHost,
  serializeInteger,
  serializePath,
  serializeURL,
  serializeURLOrigin,
  setThePassword,
  setTheUsername,
} from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

describe('records', () => {
  it('has whatwg-url shapes', () => {
    expect(parseURL('https://u:p@EXAMPLE.com:8080/a/../b?q#f')).toEqual({
      scheme: 'https',
      username: 'u',
      password: 'p',
      host: 'example.com',
      port: 8080,
      path: ['b'],
      query: 'q',
      fragment: 'f',
    });
    expect(parseURL('http://0x7f.1/')!.host).toBe(0x7f000001);
    expect(parseURL('sc://1.2.3.4/')!.host).toBe('1.2.3.4');
    expect(parseURL('http://[1:0::]/')!.host).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseURL('mailto:a@b')!.path).toBe('a@b');
    expect(parseURL('file:///C|/x')!.path).toEqual(['C:', 'x']);
    expect(parseURL('x', { baseURL: parseURL('https://a/b/c')! })!.path).toEqual(['b', 'x']);
    expect(parseURL('nope')).toBe(null);
  });

  it('edits a record in place with a state override', () => {
    const url = parseURL('https://a.example/')!;
    expect(basicURLParse('b.example:81', { url, stateOverride: 'host' })).toBe(url);
    expect([url.host, url.port]).toEqual(['b.example', 81]);
    expect(basicURLParse('x:y', { url, stateOverride: 'hostname' })).toBe(null);
    basicURLParse('ftp:', { url, stateOverride: 'scheme start' });
    expect(serializeURL(url)).toBe('ftp://b.example:81/');
  });

  it('serializes', () => {
    const url = parseURL('https://a.example/p?q#f')!;
    expect(serializeURL(url)).toBe('https://a.example/p?q#f');
    expect(serializeURL(url, true)).toBe('https://a.example/p?q');
    expect(serializeURLOrigin(url)).toBe('https://a.example');
    expect(serializeURLOrigin(parseURL('file:///x')!)).toBe('null');
    expect(serializeURLOrigin(parseURL('blob:ftp://x/')!)).toBe('null');
    expect(serializeHost(0)).toBe('0.0.0.0');
    expect(serializeHost([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])).toBe('[2001:db8::1]');
    expect(serializeHost([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304])).toBe('[::ffff:102:304]');
    expect(serializePath(parseURL('web+x:/.//a')!)).toBe('//a');
    expect(serializeURL(parseURL('web+x:/.//a')!)).toBe('web+x:/.//a');
    expect(serializeInteger(0)).toBe('0');
  });

  it('sets username and password, and answers the predicates', () => {
    const url = parseURL('https://a.example/')!;
    setTheUsername(url, 'a b:c');
    setThePassword(url, '@é');
    expect(serializeURL(url)).toBe('https://a%20b%3Ac:%40%C3%A9@a.example/');
    expect(cannotHaveAUsernamePasswordPort(parseURL('sc:x')!)).toBe(true);
    expect(cannotHaveAUsernamePasswordPort(parseURL('sc://h/')!)).toBe(false);
    expect(hasAnOpaquePath(parseURL('sc:x')!)).toBe(true);
    expect(hasAnOpaquePath(parseURL('sc:/x')!)).toBe(false);
    expect(isValidURLString('https://a.example/')).toBe(true);
    expect(isValidURLString('https://a.example/ ')).toBe(false);
    expect(isValidURLString('https://a.example/ x')).toBe(false);
  });

  it('percent-decodes', () => {
    expect(percentDecodeString('%25%s%1G‽%2E')).toEqual(
      Uint8Array.of(0x25, 0x25, 0x73, 0x25, 0x31, 0x47, 0xe2, 0x80, 0xbd, 0x2e),
    );
    expect(percentDecodeBytes(Uint8Array.of(0x25, 0x32, 0x30, 0x25))).toEqual(
      Uint8Array.of(0x20, 0x25),
    );
  });
});

describe('argument types (the project rule)', () => {
  it('throws a TypeError naming the function and the argument', () => {
    expect(() => parseURL(1 as never)).toThrow('parseURL: input must be a string; got number');
    expect(() => parseURL('a', 'b' as never)).toThrow(
      'parseURL: options must be an object; got string',
    );
    expect(() => parseURL('a', { baseURL: 'x' as never })).toThrow(
      'parseURL: options.baseURL must be a URL record; got string',
    );
    expect(() => parseURL('a', { encoding: 'shift_jis' })).toThrow(TypeError);
    expect(() => parseURL('a', { onValidationError: 1 as never })).toThrow(TypeError);
    expect(() => basicURLParse('a', { stateOverride: 'nowhere' as never })).toThrow(
      /basicURLParse: options.stateOverride is not a state/,
    );
    expect(() => basicURLParse('a', { stateOverride: 'toString' as never })).toThrow(TypeError);
    expect(() => serializeURL(null as never)).toThrow(
      'serializeURL: url must be a URL record; got null',
    );
    expect(() => serializeHost(null as never)).toThrow(TypeError);
    expect(() => setTheUsername(parseURL('http://a/')!, 1 as never)).toThrow(TypeError);
    expect(() => percentDecodeBytes('x' as never)).toThrow(TypeError);
    expect(() => percentDecodeString(1 as never)).toThrow(TypeError);
    expect(() => serializeInteger('1' as never)).toThrow(TypeError);
    expect(parseURL('http://a/', { encoding: 'UTF-8' })).not.toBe(null);
  });
});
