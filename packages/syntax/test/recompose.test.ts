import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ParseOptions,
  parse,
  recompose,
  tryParse,
  type UriComponents,
  UriError,
  type UriErrorCode,
} from '../src/index.js';
import { sourceOf } from '../src/parsed-source.js';
import { recomposeWith } from '../src/recompose.js';

function errorOf(components: UriComponents, options?: ParseOptions): UriError {
  try {
    recompose(components, options);
  } catch (error) {
    expect(error).toBeInstanceOf(UriError);
    return error as UriError;
  }
  throw new Error(`expected ${JSON.stringify(components)} to be refused`);
}

describe('recompose (§5.3)', () => {
  const joined: [components: UriComponents, expected: string][] = [
    [{ path: '' }, ''],
    [{ path: '', query: '' }, '?'],
    [{ path: '', fragment: '' }, '#'],
    [{ path: '', query: '', fragment: '' }, '?#'],
    [{ host: '', path: '' }, '//'],
    [{ host: '', port: '', path: '' }, '//:'],
    [{ userinfo: '', host: '', path: '' }, '//@'],
    [{ scheme: 'file', host: '', path: '/etc/hosts' }, 'file:///etc/hosts'],
    [{ scheme: 'file', path: '/etc/hosts' }, 'file:/etc/hosts'],
    [{ scheme: 'a', path: 'b:c' }, 'a:b:c'],
    [{ path: 'a/b:c' }, 'a/b:c'],
    [{ path: './a:b' }, './a:b'],
    [
      {
        scheme: 'foo',
        userinfo: 'u:p',
        host: 'example.com',
        port: '8042',
        path: '/over/there',
        query: 'name=ferret',
        fragment: 'nose',
      },
      'foo://u:p@example.com:8042/over/there?name=ferret#nose',
    ],
    [{ scheme: 'http', host: '[::1]', port: '', path: '/' }, 'http://[::1]:/'],
    [{ scheme: 'http', host: '[v1.x]', path: '' }, 'http://[v1.x]'],
    [{ scheme: 'http', host: '1.2.3.4', port: '080', path: '' }, 'http://1.2.3.4:080'],
    [{ scheme: undefined, userinfo: undefined, host: undefined, path: 'a', query: undefined }, 'a'],
  ];
  it.each(joined)('%j → %s', (components, expected) => {
    expect(recompose(components)).toBe(expected);
    expect(parse(expected)).toMatchObject(components);
  });

  it('ignores hostKind and other keys', () => {
    expect(recompose(parse('http://1.2.3.4/'))).toBe('http://1.2.3.4/');
  });

  it('validates IRI characters and zone IDs only when asked', () => {
    expect(recompose({ scheme: 'http', host: 'ü', path: '/ü' }, { iri: true })).toBe('http://ü/ü');
    expect(errorOf({ scheme: 'http', host: 'ü', path: '' })).toMatchObject({
      code: 'invalid-host-char',
      index: 7,
    });
    expect(recompose({ path: '', query: '\ue000' }, { iri: true })).toBe('?\ue000');
    expect(errorOf({ path: '', fragment: '\ue000' }, { iri: true })).toMatchObject({
      code: 'invalid-fragment-char',
      index: 1,
    });
    const zoned = { scheme: 'http', host: '[fe80::1%25eth0]', path: '' };
    expect(recompose(zoned, { zoneId: true })).toBe('http://[fe80::1%25eth0]');
    expect(errorOf(zoned)).toMatchObject({ code: 'zone-id-not-allowed', index: 15 });
  });

  const refused: [components: UriComponents, code: UriErrorCode, input: string, index: number][] = [
    [{ scheme: '', path: '' }, 'empty-scheme', ':', 0],
    [{ scheme: '1a', path: '' }, 'scheme-must-start-with-letter', '1a:', 0],
    [{ scheme: 'é', path: '' }, 'scheme-must-start-with-letter', 'é:', 0],
    [{ scheme: 'a_b', path: '' }, 'invalid-scheme-char', 'a_b:', 1],
    [{ scheme: 'a:b', path: '' }, 'invalid-scheme-char', 'a:b:', 1],
    [{ scheme: 'a/b', path: '' }, 'invalid-scheme-char', 'a/b:', 1],
    [{ userinfo: 'u', path: '/p' }, 'missing-host', '//u@/p', 4],
    [{ port: '80', path: '' }, 'missing-host', '//:80', 2],
    [{ userinfo: 'a@b', host: 'c', path: '' }, 'invalid-userinfo-char', '//a@b@c', 3],
    [{ userinfo: 'a/b', host: 'c', path: '' }, 'invalid-userinfo-char', '//a/b@c', 3],
    [{ userinfo: '%', host: 'c', path: '' }, 'invalid-percent-encoding', '//%@c', 2],
    [{ host: 'a b', path: '' }, 'invalid-host-char', '//a b', 3],
    [{ host: 'a:1', path: '' }, 'invalid-host-char', '//a:1', 3],
    [{ host: 'a/b', path: '' }, 'invalid-host-char', '//a/b', 3],
    [{ host: '[::1]:80', path: '' }, 'invalid-host-char', '//[::1]:80', 7],
    [{ host: '[::g]', path: '' }, 'invalid-ipv6', '//[::g]', 5],
    [{ host: '[v1.]', path: '' }, 'invalid-ipvfuture', '//[v1.]', 6],
    [{ host: '[]', path: '' }, 'invalid-ip-literal', '//[]', 3],
    [{ host: '[::1', path: '' }, 'unclosed-ip-literal', '//[::1', 6],
    [{ host: 'a', port: '8o', path: '' }, 'invalid-port-char', '//a:8o', 5],
    [{ host: 'a', port: '%38', path: '' }, 'invalid-port-char', '//a:%38', 4],
    [{ host: 'a', port: ':', path: '' }, 'invalid-port-char', '//a::', 4],
    [{ host: 'a', path: 'b' }, 'path-must-be-absolute-or-empty', '//ab', 3],
    [{ host: 'a', port: '1', path: 'b' }, 'path-must-be-absolute-or-empty', '//a:1b', 5],
    [{ scheme: 'http', path: '//a' }, 'path-starts-with-double-slash', 'http://a', 5],
    [{ path: '//a' }, 'path-starts-with-double-slash', '//a', 0],
    [{ path: '//' }, 'path-starts-with-double-slash', '//', 0],
    [{ path: 'a:b' }, 'colon-in-first-segment', 'a:b', 1],
    [{ path: ':' }, 'colon-in-first-segment', ':', 0],
    [{ path: 'a:b', query: '' }, 'colon-in-first-segment', 'a:b?', 1],
    [{ path: 'a?b' }, 'invalid-path-char', 'a?b', 1],
    [{ path: 'a#b' }, 'invalid-path-char', 'a#b', 1],
    [{ path: 'a b' }, 'invalid-path-char', 'a b', 1],
    [{ path: '%4' }, 'invalid-percent-encoding', '%4', 0],
    [{ path: '\ud800' }, 'invalid-path-char', '\ud800', 0],
    [{ path: '', query: 'a#b' }, 'invalid-query-char', '?a#b', 2],
    [{ path: '', query: '%' }, 'invalid-percent-encoding', '?%', 1],
    [{ path: '', fragment: 'a#b' }, 'invalid-fragment-char', '#a#b', 2],
    [{ path: '', fragment: ' ' }, 'invalid-fragment-char', '# ', 1],
  ];
  it.each(refused)('%j → %s', (components, code, input, index) => {
    expect(errorOf(components)).toMatchObject({ code, input, index });
  });

  it('reports the first problem from the left', () => {
    expect(errorOf({ scheme: '1', host: 'a b', path: 'c' })).toMatchObject({
      code: 'scheme-must-start-with-letter',
      index: 0,
    });
    expect(errorOf({ scheme: 'a', host: 'a b', path: 'c' })).toMatchObject({
      code: 'invalid-host-char',
      index: 5,
    });
  });

  it('refuses what is not a components object with a TypeError', () => {
    for (const [value, got] of [
      [null, 'null'],
      [undefined, 'undefined'],
      ['http://a', "'http://a'"],
      [42, 'number'],
    ] as const) {
      expect(() => recompose(value as unknown as UriComponents)).toThrow(
        new TypeError(`recompose: components must be an object; got ${got}`),
      );
    }
    const refusal = (value: unknown): string => {
      try {
        recompose(value as UriComponents);
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(refusal({})).toBe('recompose: components.path must be a string; got undefined');
    expect(refusal({ path: '', host: 1 })).toBe(
      'recompose: components.host must be a string; got number',
    );
    expect(refusal({ path: '', query: null })).toBe(
      'recompose: components.query must be a string; got null',
    );
  });
});

// What a call gives: its result, or its error's code, index, input and message.
function outcome(run: () => string): string {
  try {
    return `ok ${run()}`;
  } catch (error) {
    const { code, index, input, message } = error as UriError;
    return `${code} ${index} ${input} ${message}`;
  }
}

describe('recompose fast path', () => {
  // The parser's reading of the whole text stands in for the checks of each component when it
  // finds the same boundaries: on valid and broken components alike, the answer is the same.
  // Mostly characters every component takes, now and then a delimiter of another component or
  // a character that breaks one, so that boundaries move.
  const piece = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom('a', 'Z', '0', '-', '.', '~', '!', '=', '%41') },
    { weight: 4, arbitrary: fc.constantFrom(':', '@', '/', '?', '#', '//', '[', ']') },
    { weight: 1, arbitrary: fc.constantFrom('%', '%4', ' ', 'é', '\uD800', '\uE000', '%25') },
  );
  const text = (max: number) => fc.array(piece, { maxLength: max }).map((p) => p.join(''));
  const part = fc.option(text(4), { nil: undefined, freq: 2 });
  const components = fc.record({
    scheme: fc.option(fc.constantFrom('http', 'a+b', '', '1a', 'h:t'), { nil: undefined }),
    userinfo: part,
    host: fc.option(
      fc.oneof(text(3), fc.constantFrom('[::1]', '[v1.x]', '1.2.3.4', '[::1', '[fe80::1%25x]')),
      { nil: undefined, freq: 2 },
    ),
    port: fc.option(fc.constantFrom('', '80', '8a', '8/', ':'), { nil: undefined, freq: 2 }),
    path: fc.oneof(
      text(6),
      text(6).map((p) => `/${p}`),
    ),
    query: part,
    fragment: part,
  });
  const options = fc.constantFrom<ParseOptions | undefined>(
    undefined,
    { iri: true },
    { zoneId: true },
  );
  // Half of the cases: the components of a reference that parses, one of them then changed by a
  // piece (added, or the component dropped), so that most are valid and some just not.
  const fields = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
  const nearValid = fc
    .tuple(
      fc.constantFrom('http://', 'http://u@h:8', '//', '//h', 'a:', 'a://[::1]', ''),
      text(10),
      fc.option(fc.tuple(fc.constantFrom(...fields), fc.option(piece, { nil: undefined }))),
    )
    .map(([head, rest, change]): UriComponents => {
      const parsed = tryParse(head + rest, { iri: true, zoneId: true });
      if (parsed === undefined) return { path: rest };
      const { hostKind: _, ...c } = parsed;
      if (change !== null) {
        const [field, added] = change;
        const value = added === undefined ? undefined : `${c[field] ?? ''}${added}`;
        if (field === 'path') c.path = value ?? '';
        else c[field] = value;
      }
      return c;
    });

  it('agrees with the component checks', () => {
    let valid = 0;
    fc.assert(
      fc.property(fc.oneof(components, nearValid), options, (c, o) => {
        const fast = outcome(() => recomposeWith(c, o, true));
        expect(fast).toBe(outcome(() => recomposeWith(c, o, false)));
        if (fast.startsWith('ok ')) valid++;
      }),
      { numRuns: 10000 },
    );
    // Enough valid components that the fast path is what is compared.
    expect(valid).toBeGreaterThan(2000);
  });

  it('agrees with the component checks on parse results', () => {
    for (const input of [
      'http://u@h:80/p?q#f',
      '//[::1]:/x?#',
      'a:b:c',
      './a:b',
      '?#',
      'file:///x',
    ]) {
      const { hostKind: _, ...c } = parse(input);
      expect(recomposeWith(c, undefined, true)).toBe(input);
      expect(recomposeWith(c, undefined, false)).toBe(input);
    }
  });
});

describe('recompose of a parse result (its remembered input)', () => {
  it('finds the record on the object given and compares the copy the check read', () => {
    // recompose reads the components once into a copy (the read-once rule), and the copy has no
    // record: the record comes from the object given, the comparison from the copy.
    const input = 'http://u@h:80/p?q#f';
    const result = parse(input);
    const copy = { ...result };
    expect(sourceOf(result, copy, 0)).toBe(input);
    expect(sourceOf(copy, copy, 0)).toBeUndefined();
    expect(sourceOf(result, { ...copy, path: '/other' }, 0)).toBeUndefined();
    expect(sourceOf(parse(input, { iri: true }), copy, 0)).toBeUndefined();
    expect(sourceOf(result, copy, 1)).toBe(input);
  });

  const modes: (ParseOptions | undefined)[] = [
    undefined,
    { iri: true },
    { zoneId: true },
    { iri: true, zoneId: true },
  ];

  it('returns the parsed input itself, in the same mode or a wider one', () => {
    const input = `http://u@h:80/p${'/x'.repeat(20)}?q#f`;
    expect(recompose(parse(input))).toBe(input);
    expect(recompose(parse(input), { iri: true, zoneId: true })).toBe(input);
    const iri = 'http://h/é';
    expect(recompose(parse(iri, { iri: true }), { iri: true })).toBe(iri);
    expect(recompose(tryParse(iri, { iri: true }) as UriComponents, { iri: true })).toBe(iri);
  });

  it('checks the components again in a narrower mode', () => {
    const iri = parse('http://h/é', { iri: true });
    expect(errorOf(iri).code).toBe('invalid-path-char');
    const zone = parse('//[fe80::1%25x]', { zoneId: true });
    expect(errorOf(zone).code).toBe('zone-id-not-allowed');
    expect(recompose(zone, { zoneId: true })).toBe('//[fe80::1%25x]');
  });

  it('leaves the result a plain object: same keys, prototype, JSON and copies', () => {
    const result = parse('http://a/b?q#f');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual([
      'scheme',
      'userinfo',
      'host',
      'port',
      'path',
      'query',
      'fragment',
      'hostKind',
    ]);
    expect(Object.getOwnPropertySymbols(result)).toEqual([]);
    expect(JSON.stringify(result)).toBe(
      '{"scheme":"http","host":"a","path":"/b","query":"q","fragment":"f","hostKind":"reg-name"}',
    );
    expect(structuredClone(result)).toStrictEqual({ ...result });
  });

  it('follows changes made to the result', () => {
    const result = parse('http://a/b?q#f');
    result.path = '/c';
    expect(recompose(result)).toBe('http://a/c?q#f');
    result.query = undefined;
    expect(recompose(result)).toBe('http://a/c#f');
    result.host = 'a:1';
    expect(errorOf(result).code).toBe('invalid-host-char');
    // Two components changed so that the joined text is the input again, split elsewhere.
    const moved = parse('/a?b');
    moved.path = '/a?b';
    moved.query = undefined;
    expect(errorOf(moved)).toMatchObject({ code: 'invalid-path-char', index: 2 });
    // Equal text in another string is the same component.
    const same = parse('//h/p');
    same.path = ['/', 'p'].join('');
    expect(recompose(same)).toBe('//h/p');
    // Copies with a change are read again.
    expect(recompose({ ...parse('//h/p'), path: '/q' })).toBe('//h/q');
    expect(errorOf({ ...parse('//h/p'), path: 'q' }).code).toBe('path-must-be-absolute-or-empty');
  });

  it('agrees with the component checks after changes to parse results', () => {
    const fields = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom('http://u@h:8/p?q#f', '//[::1]/x', 'a:b:c', 'x?y#z', '', '//h', 'é'),
        fc.constantFrom(...fields),
        fc.option(fc.constantFrom('', 'a', ':', '/', '?', '#', '@', '%', '%41', '[', 'é')),
        fc.constantFrom(...modes),
        fc.constantFrom(...modes),
        (input, field, value, parseMode, mode) => {
          const result = tryParse(input, parseMode);
          if (result === undefined) return;
          if (value !== null) {
            if (field === 'path') result.path = value;
            else result[field] = value;
          }
          const fast = outcome(() => recomposeWith(result, mode, true));
          expect(fast).toBe(outcome(() => recomposeWith({ ...result }, mode, false)));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('reads the text again in another mode, or where the components place other boundaries', () => {
    // The same text each time, parsed just before in every mode: the answer is the checks' one.
    const cases: [string, UriComponents][] = [
      ['http://h/é', { scheme: 'http', host: 'h', path: '/é' }],
      ['//[fe80::1%25x]', { host: '[fe80::1%25x]', path: '' }],
      ['a:b', { path: 'a:b' }],
      ['a:b', { scheme: 'a', path: 'b' }],
      ['//h:8/p', { host: 'h:8', path: '/p' }],
      ['//h:8/p', { host: 'h', port: '8', path: '/p' }],
      ['x?y#z', { path: 'x?y', fragment: 'z' }],
      ['x?y#z', { path: 'x', query: 'y#z' }],
    ];
    for (const [text, c] of cases) {
      for (const before of modes) {
        for (const mode of modes) {
          tryParse(text, before);
          const fast = outcome(() => recomposeWith(c, mode, true));
          expect(fast).toBe(outcome(() => recomposeWith(c, mode, false)));
        }
      }
    }
  });
});
