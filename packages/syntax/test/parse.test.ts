import { describe, expect, it } from 'vitest';
import { type ParseOptions, parse, tryParse, UriError, type UriErrorCode } from '../src/index.js';
import { type Row, reference } from './components.js';

const _ = undefined;

function errorOf(input: string, options?: ParseOptions): UriError {
  try {
    parse(input, options);
  } catch (error) {
    expect(error).toBeInstanceOf(UriError);
    return error as UriError;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
}

describe('parse: components as written', () => {
  const cases: [input: string, expected: Row, options?: ParseOptions][] = [
    ['', [_, _, _, _, '', _, _, _]],
    ['?', [_, _, _, _, '', '', _, _]],
    ['#', [_, _, _, _, '', _, '', _]],
    ['?#', [_, _, _, _, '', '', '', _]],
    ['a:', ['a', _, _, _, '', _, _, _]],
    ['a:?#', ['a', _, _, _, '', '', '', _]],
    ['//', [_, _, '', _, '', _, _, 'reg-name']],
    ['///', [_, _, '', _, '/', _, _, 'reg-name']],
    ['////a', [_, _, '', _, '//a', _, _, 'reg-name']],
    ['http://', ['http', _, '', _, '', _, _, 'reg-name']],
    ['http://:', ['http', _, '', '', '', _, _, 'reg-name']],
    ['http://@', ['http', '', '', _, '', _, _, 'reg-name']],
    ['http://@:/', ['http', '', '', '', '/', _, _, 'reg-name']],
    ['http://a:080', ['http', _, 'a', '080', '', _, _, 'reg-name']],
    ['http://a?', ['http', _, 'a', _, '', '', _, 'reg-name']],
    ['http://a#', ['http', _, 'a', _, '', _, '', 'reg-name']],
    ['file:///etc/hosts', ['file', _, '', _, '/etc/hosts', _, _, 'reg-name']],
    ['file:/etc/hosts', ['file', _, _, _, '/etc/hosts', _, _, _]],
    ['file://localhost/etc/hosts', ['file', _, 'localhost', _, '/etc/hosts', _, _, 'reg-name']],
    ['file:', ['file', _, _, _, '', _, _, _]],
    ['a/b:c', [_, _, _, _, 'a/b:c', _, _, _]],
    ['./a:b', [_, _, _, _, './a:b', _, _, _]],
    ['/a:b', [_, _, _, _, '/a:b', _, _, _]],
    ['a?b:c', [_, _, _, _, 'a', 'b:c', _, _]],
    ['a#b:c', [_, _, _, _, 'a', _, 'b:c', _]],
    ['A+1-.z:x', ['A+1-.z', _, _, _, 'x', _, _, _]],
    ['HTTP://A/%7e?%7E#%aB', ['HTTP', _, 'A', _, '/%7e', '%7E', '%aB', 'reg-name']],
    ['http://u:p:q@h:1/p', ['http', 'u:p:q', 'h', '1', '/p', _, _, 'reg-name']],
    ['http://%41@%42:/', ['http', '%41', '%42', '', '/', _, _, 'reg-name']],
    ["http://!$&'()*+,;=/", ['http', _, "!$&'()*+,;=", _, '/', _, _, 'reg-name']],
    ['http://a/b?c/?d#e/?f', ['http', _, 'a', _, '/b', 'c/?d', 'e/?f', 'reg-name']],
    ['mailto:a@b', ['mailto', _, _, _, 'a@b', _, _, _]],
    ['a://b@c/d@e', ['a', 'b', 'c', _, '/d@e', _, _, 'reg-name']],
    ['//a/b', [_, _, 'a', _, '/b', _, _, 'reg-name']],
    ['//a?b', [_, _, 'a', _, '', 'b', _, 'reg-name']],
    ['//a#b', [_, _, 'a', _, '', _, 'b', 'reg-name']],
  ];
  it.each(cases)('%s', (input, expected, options) => {
    expect(parse(input, options)).toStrictEqual(reference(expected));
  });

  it('returns one shape: every key present, in the same order', () => {
    const keys = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment', 'hostKind'];
    for (const input of ['', 'a:b', '//u@h:1/p?q#f', '?', 'http://[::1]', 'x/y']) {
      expect(Object.keys(parse(input))).toEqual(keys);
    }
  });

  it('changes nothing: no trimming, case folding or decoding', () => {
    const input = 'HtTp://ExAmPlE.CoM:0080/%7e%41/./../?Q=%20#F%2F';
    const result = parse(input);
    expect(result).toStrictEqual(
      reference(['HtTp', _, 'ExAmPlE.CoM', '0080', '/%7e%41/./../', 'Q=%20', 'F%2F', 'reg-name']),
    );
  });
});

describe('parse: host kinds (§3.2.2)', () => {
  const hosts: [host: string, kind: string][] = [
    ['1.2.3.4', 'ipv4'],
    ['0.0.0.0', 'ipv4'],
    ['255.255.255.255', 'ipv4'],
    // First match wins only for a real IPv4address; anything else that fits reg-name is one.
    ['256.1.1.1', 'reg-name'],
    ['01.2.3.4', 'reg-name'],
    ['1.2.3', 'reg-name'],
    ['1.2.3.4.', 'reg-name'],
    ['1.2.3.4.5', 'reg-name'],
    ['0x7f.1', 'reg-name'],
    ['1.2.3.%34', 'reg-name'],
    ['example.com', 'reg-name'],
    ['', 'reg-name'],
    ['[::1]', 'ipv6'],
    ['[::]', 'ipv6'],
    ['[2001:db8::7]', 'ipv6'],
    ['[1:2:3:4:5:6:7:8]', 'ipv6'],
    ['[::ffff:192.0.2.1]', 'ipv6'],
    ['[FEDC:BA98::3210]', 'ipv6'],
    ['[v1.x]', 'ipvfuture'],
    ['[V7.a:b!]', 'ipvfuture'],
    ['[vFe.1]', 'ipvfuture'],
  ];
  it.each(hosts)('%s is %s', (host, kind) => {
    const result = parse(`http://${host}:8/`);
    expect(result.host).toBe(host);
    expect(result.port).toBe('8');
    expect(result.hostKind).toBe(kind);
  });

  it('accepts RFC 6874 zone IDs only when asked', () => {
    const input = 'http://[fe80::1%25eth0]:80/';
    expect(parse(input, { zoneId: true })).toStrictEqual(
      reference(['http', _, '[fe80::1%25eth0]', '80', '/', _, _, 'ipv6']),
    );
    expect(errorOf(input)).toMatchObject({ code: 'zone-id-not-allowed', index: 15 });
  });
});

describe('parse: IRIs (RFC 3987 §2.2)', () => {
  it('accepts ucschar wherever iunreserved stands', () => {
    const input = 'http://ü@例え.テスト/パス/ü?クエリ#断片';
    expect(parse(input, { iri: true })).toStrictEqual(
      reference(['http', 'ü', '例え.テスト', _, '/パス/ü', 'クエリ', '断片', 'reg-name']),
    );
    expect(errorOf(input)).toMatchObject({ code: 'invalid-userinfo-char', index: 7 });
  });

  const allowed: [name: string, char: string][] = [
    ['U+00A0', '\u00a0'],
    ['U+D7FF', '\ud7ff'],
    ['U+F900', '\uf900'],
    ['U+FDCF', '\ufdcf'],
    ['U+FDF0', '\ufdf0'],
    ['U+FFEF', '\uffef'],
    ['U+10000', '\u{10000}'],
    ['U+1F600', '\u{1f600}'],
    ['U+1FFFD', '\u{1fffd}'],
    ['U+DFFFD', '\u{dfffd}'],
    ['U+E1000', '\u{e1000}'],
    ['U+EFFFD', '\u{efffd}'],
  ];
  it.each(allowed)('%s is a ucschar', (_name, char) => {
    for (const input of [`http://${char}/`, `/${char}`, `?${char}`, `#${char}`, `//${char}@a`]) {
      expect(tryParse(input, { iri: true })).toBeDefined();
      expect(tryParse(input)).toBeUndefined();
    }
  });

  const refused: [name: string, char: string][] = [
    ['U+0080', '\u0080'],
    ['U+009F', '\u009f'],
    ['U+FDD0', '\ufdd0'],
    ['U+FDEF', '\ufdef'],
    ['U+FFF0', '\ufff0'],
    ['U+FFFD', '\ufffd'],
    ['U+FFFE', '\ufffe'],
    ['U+1FFFE', '\u{1fffe}'],
    ['U+1FFFF', '\u{1ffff}'],
    ['U+E0000', '\u{e0000}'],
    ['U+E0FFF', '\u{e0fff}'],
    ['U+EFFFE', '\u{efffe}'],
    ['lone high surrogate', '\ud800'],
    ['lone low surrogate', '\udc00'],
    ['reversed pair', '\udc00\ud800'],
  ];
  it.each(refused)('%s is refused everywhere', (_name, char) => {
    expect(errorOf(`http://${char}/`, { iri: true })).toMatchObject({
      code: 'invalid-host-char',
      index: 7,
    });
    expect(errorOf(`/a${char}`, { iri: true })).toMatchObject({
      code: 'invalid-path-char',
      index: 2,
    });
    expect(errorOf(`?a${char}`, { iri: true })).toMatchObject({
      code: 'invalid-query-char',
      index: 2,
    });
    expect(errorOf(`#${char}`, { iri: true })).toMatchObject({
      code: 'invalid-fragment-char',
      index: 1,
    });
  });

  const privateUse: [name: string, char: string][] = [
    ['U+E000', '\ue000'],
    ['U+F8FF', '\uf8ff'],
    ['U+F0000', '\u{f0000}'],
    ['U+FFFFD', '\u{ffffd}'],
    ['U+100000', '\u{100000}'],
    ['U+10FFFD', '\u{10fffd}'],
  ];
  it.each(privateUse)('%s (iprivate) is allowed in the query only', (_name, char) => {
    expect(parse(`?${char}`, { iri: true }).query).toBe(char);
    expect(errorOf(`/${char}`, { iri: true })).toMatchObject({
      code: 'invalid-path-char',
      index: 1,
    });
    expect(errorOf(`#${char}`, { iri: true })).toMatchObject({
      code: 'invalid-fragment-char',
      index: 1,
    });
    expect(errorOf(`//${char}`, { iri: true })).toMatchObject({
      code: 'invalid-host-char',
      index: 2,
    });
    expect(errorOf(`?${char}`)).toMatchObject({ code: 'invalid-query-char', index: 1 });
  });

  it('keeps scheme, port and IP literals ASCII', () => {
    expect(errorOf('é:x', { iri: true })).toMatchObject({
      code: 'colon-in-first-segment',
      index: 1,
    });
    expect(errorOf('aé:x', { iri: true })).toMatchObject({
      code: 'colon-in-first-segment',
      index: 2,
    });
    expect(errorOf('http://a:٣/', { iri: true })).toMatchObject({
      code: 'invalid-port-char',
      index: 9,
    });
    expect(errorOf('http://[v1.é]/', { iri: true })).toMatchObject({
      code: 'invalid-ipvfuture',
      index: 11,
    });
  });
});

describe('parse: errors', () => {
  const errors: [input: string, code: UriErrorCode, index: number, options?: ParseOptions][] = [
    [':', 'empty-scheme', 0],
    [':a', 'empty-scheme', 0],
    ['://example.com', 'empty-scheme', 0],
    // A string that is not a scheme before ':' is a relative path whose first segment has ':'.
    ['1a:b', 'colon-in-first-segment', 2],
    ['-a:b', 'colon-in-first-segment', 2],
    ['a_b:c', 'colon-in-first-segment', 3],
    ['a%41:b', 'colon-in-first-segment', 4],
    ['a@b:c', 'colon-in-first-segment', 3],
    ['a b:c', 'invalid-scheme-char', 1],
    ['ht tp://x', 'invalid-scheme-char', 2],
    ['a\\b:c', 'invalid-scheme-char', 1],
    ['a b', 'invalid-path-char', 1],
    ['a b/c:d', 'invalid-path-char', 1],
    ['1 b:c', 'invalid-path-char', 1],
    ['%4', 'invalid-percent-encoding', 0],
    ['%', 'invalid-percent-encoding', 0],
    ['a%4g', 'invalid-percent-encoding', 1],
    ['a%g4', 'invalid-percent-encoding', 1],
    ['http://a/%', 'invalid-percent-encoding', 9],
    ['http://a/%2', 'invalid-percent-encoding', 9],
    ['http://%zz@a', 'invalid-percent-encoding', 7],
    ['http://u%@a', 'invalid-percent-encoding', 8],
    ['http://a%2/', 'invalid-percent-encoding', 8],
    ['?%', 'invalid-percent-encoding', 1],
    ['?a%4#', 'invalid-percent-encoding', 2],
    ['#%1', 'invalid-percent-encoding', 1],
    ['http://a b@c', 'invalid-userinfo-char', 8],
    ['http://[::1]@c', 'invalid-userinfo-char', 7],
    ['http://a^b@c/', 'invalid-userinfo-char', 8],
    ['http://a b/', 'invalid-host-char', 8],
    ['http://a@b@c', 'invalid-host-char', 10],
    ['http://a[b]/', 'invalid-host-char', 8],
    ['http://[::1]x/', 'invalid-host-char', 12],
    ['http://[::1]]/', 'invalid-host-char', 12],
    ['http://ü/', 'invalid-host-char', 7],
    ['http://a\\b', 'invalid-host-char', 8],
    ['http://a_b^/', 'invalid-host-char', 10],
    ['http://a:8o/', 'invalid-port-char', 10],
    ['http://a:1:2', 'invalid-port-char', 10],
    ['http://a:-1', 'invalid-port-char', 9],
    ['http://[::1]:x', 'invalid-port-char', 13],
    ['http://a: 80', 'invalid-port-char', 9],
    ['http://a/ b', 'invalid-path-char', 9],
    ['http://a/\\', 'invalid-path-char', 9],
    ['http://a/ü', 'invalid-path-char', 9],
    ['http://a/[', 'invalid-path-char', 9],
    ['/\u0000', 'invalid-path-char', 1],
    ['\u0000', 'invalid-path-char', 0],
    ['a^', 'invalid-path-char', 1],
    ['[x]', 'invalid-path-char', 0],
    [' http://a/', 'invalid-path-char', 0],
    ['http://a/ ', 'invalid-path-char', 9],
    ['a:b c', 'invalid-path-char', 3],
    ['\ud800', 'invalid-path-char', 0],
    ['?a b', 'invalid-query-char', 2],
    ['http://a?[', 'invalid-query-char', 9],
    ['?\u007f', 'invalid-query-char', 1],
    ['#a#b', 'invalid-fragment-char', 2],
    ['#[', 'invalid-fragment-char', 1],
    ['http://a/#a b', 'invalid-fragment-char', 11],
    ['http://[::g]/', 'invalid-ipv6', 10],
    ['http://[:::]/', 'invalid-ipv6', 10],
    ['http://[1.2.3.4]/', 'invalid-ipv6', 9],
    ['http://[vg.x]/', 'invalid-ipvfuture', 9],
    ['http://[v1.]/', 'invalid-ipvfuture', 11],
    ['http://[v1x]/', 'invalid-ipvfuture', 10],
    ['http://[]/', 'invalid-ip-literal', 8],
    ['http://[', 'unclosed-ip-literal', 8],
    ['http://[::1', 'unclosed-ip-literal', 11],
    ['http://[::1/x]', 'unclosed-ip-literal', 11],
    ['http://[::1?q', 'unclosed-ip-literal', 11],
    ['http://[::1#f', 'unclosed-ip-literal', 11],
    ['http://[::g', 'invalid-ipv6', 10],
    ['http://[fe80::1%25eth0]/', 'zone-id-not-allowed', 15],
    ['http://[fe80::1%eth0]/', 'invalid-zone-id', 16, { zoneId: true }],
    ['http://[fe80::1%25]/', 'invalid-zone-id', 18, { zoneId: true }],
    ['http://[fe80::1%25a b]/', 'invalid-zone-id', 19, { zoneId: true }],
  ];
  it.each(errors)('%s → %s at %i', (input, code, index, options) => {
    const error = errorOf(input, options);
    expect(error.code).toBe(code);
    expect(error.index).toBe(index);
    expect(error.input).toBe(input);
    expect(error.name).toBe('UriError');
    expect(tryParse(input, options)).toBeUndefined();
  });

  it('rejects non-strings and wrong options with a TypeError that names the function', () => {
    for (const [value, got] of [
      [undefined, 'undefined'],
      [null, 'null'],
      [42, 'number'],
      [{}, 'object'],
      [['a'], 'object'],
    ] as const) {
      expect(() => parse(value as unknown as string)).toThrow(
        new TypeError(`parse: input must be a string; got ${got}`),
      );
      expect(() => tryParse(value as unknown as string)).toThrow(
        new TypeError(`tryParse: input must be a string; got ${got}`),
      );
    }
    expect(() => parse('a', 'iri' as never)).toThrow(
      new TypeError("parse: options must be an object; got 'iri'"),
    );
    expect(() => parse('a', { zoneId: 'yes' } as never)).toThrow(
      new TypeError("parse: options.zoneId must be a boolean; got 'yes'"),
    );
  });

  it('shows the input and a caret under the offending character', () => {
    expect(errorOf('http://a:8o/').message).toBe(
      'invalid port char at index 10\n  http://a:8o/\n            ^',
    );
  });

  it('shows a window around the offset of a long input, one column per character', () => {
    const input = `http://a/${'x'.repeat(1000)}\u0000${'y'.repeat(1000)}`;
    const lines = errorOf(input).message.split('\n');
    expect(lines[0]).toBe('invalid path char at index 1009');
    expect(lines[1]!.length).toBeLessThan(100);
    expect(lines[1]!.startsWith('  …')).toBe(true);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines[1]![lines[2]!.indexOf('^')]).toBe('\ufffd');
  });
});
