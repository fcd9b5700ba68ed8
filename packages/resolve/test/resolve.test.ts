// resolve (RFC 3986 §5.2) on strings: the path §5.3 cannot write, strict and non-strict,
// unusual bases, errors naming the argument at fault, large inputs.
import { ResolveError, removeDotSegments, resolve, tryResolve } from '@urikit/resolve';
import { parse, UriError } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';

function errorOf(run: () => unknown): ResolveError {
  try {
    run();
  } catch (error) {
    if (error instanceof ResolveError) return error;
    throw error;
  }
  throw new Error('expected a ResolveError');
}

describe('resolve: the path §5.3 cannot write', () => {
  it('writes "/.//" before a path that starts with "//" when there is no authority', () => {
    expect(resolve('foo:/', './/@@')).toBe('foo:/.//@@');
    expect(resolve('foo:/a/b', '..//c')).toBe('foo:/.//c');
    expect(resolve('foo:/a', '/..//c?q#f')).toBe('foo:/.//c?q#f');
    expect(resolve('http://x/', 'foo:/..//a')).toBe('foo:/.//a');
    expect(resolve('http://x/', 'foo:/.//a')).toBe('foo:/.//a');
  });

  it('keeps the meaning: the result parses with no authority and dot removal gives "//"', () => {
    const result = parse(resolve('foo:/', './/@@'));
    expect(result.host).toBeUndefined();
    expect(result.path).toBe('/.//@@');
    expect(removeDotSegments(result.path)).toBe('//@@');
    expect(resolve('foo:/.//@@', '.')).toBe('foo:/.//');
    expect(resolve('foo:/.//@@', 'x')).toBe('foo:/.//x');
  });

  it('leaves a "//" path alone when there is an authority', () => {
    expect(resolve('http://a/b/', './/c')).toBe('http://a/b//c');
    expect(resolve('http://a/b', '..//c')).toBe('http://a//c');
  });
});

describe('resolve: strict and non-strict', () => {
  const base = 'http://a/b/c/d;p?q';

  it('compares schemes ignoring case when not strict', () => {
    expect(resolve(base, 'HTTP:g', { strict: false })).toBe('http://a/b/c/g');
    expect(resolve(base, 'HtTp:?y', { strict: false })).toBe('http://a/b/c/d;p?y');
    expect(resolve('HTTP://a/b', 'http:c', { strict: false })).toBe('HTTP://a/c');
    expect(resolve(base, 'HTTP:g')).toBe('HTTP:g');
  });

  it('keeps a reference with another scheme absolute in both modes', () => {
    expect(resolve(base, 'https:g', { strict: false })).toBe('https:g');
    // §5.2.4 pops the first segment "g" and then moves "/h": the path becomes absolute.
    expect(resolve(base, 'https:./g/../h')).toBe('https:/h');
    expect(resolve(base, 'https:./g/h/../i')).toBe('https:g/i');
  });

  it('takes the base scheme and the reference authority for a non-strict "scheme://"', () => {
    expect(resolve(base, 'HTTP://x/./y?z', { strict: false })).toBe('http://x/y?z');
  });
});

describe('resolve: bases', () => {
  it('ignores the base fragment', () => {
    expect(resolve('http://a/b#f', '')).toBe('http://a/b');
    expect(resolve('http://a/b?q#f', '')).toBe('http://a/b?q');
    expect(resolve('http://a/b?q#f', '?y')).toBe('http://a/b?y');
    expect(resolve('http://a/b#f', '#g')).toBe('http://a/b#g');
    expect(resolve('http://a/b#f', 'c')).toBe('http://a/c');
  });

  it('merges with "/" when the base has an authority and an empty path (§5.2.3)', () => {
    expect(resolve('http://a', 'g')).toBe('http://a/g');
    expect(resolve('http://u@a:8?q', 'g?y')).toBe('http://u@a:8/g?y');
    expect(resolve('http://a?q', '')).toBe('http://a?q');
    expect(resolve('http://a?q', '#f')).toBe('http://a?q#f');
  });

  it('merges with the base path when there is no authority', () => {
    expect(resolve('urn:example:a/b', 'c')).toBe('urn:example:a/c');
    expect(resolve('foo:', 'a')).toBe('foo:a');
    expect(resolve('foo:', '.')).toBe('foo:');
    expect(resolve('foo:a/b/c', '../../x')).toBe('foo:/x');
    expect(resolve('mailto:x@y', '#f')).toBe('mailto:x@y#f');
  });

  it('keeps the base path verbatim for an empty reference, and removes its dots otherwise', () => {
    expect(resolve('http://a/b/../c?q', '')).toBe('http://a/b/../c?q');
    expect(resolve('http://a/b/../c?q', '?y')).toBe('http://a/b/../c?y');
    expect(resolve('http://a/b/../c?q', 'd')).toBe('http://a/d');
  });

  it('copies userinfo, host and port as written', () => {
    expect(resolve('HTTP://User@EXAMPLE.com:080/a', 'b')).toBe('HTTP://User@EXAMPLE.com:080/b');
    expect(resolve('http://[::1]:/a', '//[v1.x]:9/./b')).toBe('http://[v1.x]:9/b');
  });

  it('does not take percent-encoded dots for dot segments (§6.2.2.3 normalizes first)', () => {
    expect(resolve('http://a/b/c', '%2E%2E/g')).toBe('http://a/b/%2E%2E/g');
  });

  it('is not confused by an option getter that resolves again', () => {
    // The getter runs inside the outer call; the offsets it leaves behind are another input's.
    const options = {
      get strict() {
        resolve('http://x/y/z', 'zz:/w/x/y/..?qq');
        return true;
      },
    };
    expect(resolve('http://a/b/c', '//h/p', options)).toBe('http://h/p');
    expect(resolve('http://a/b/c', 'http:g', options)).toBe('http:g');
  });

  it('keeps reusing the last base correctly across bases and options', () => {
    expect(resolve('http://a/b', 'c')).toBe('http://a/c');
    expect(resolve('http://x/y/z', 'c')).toBe('http://x/y/c');
    expect(resolve('http://a/b', 'c')).toBe('http://a/c');
    expect(resolve('http://é/a', 'b', { iri: true })).toBe('http://é/b');
    expect(errorOf(() => resolve('http://é/a', 'b')).argument).toBe('base');
    expect(tryResolve('http://é/a', 'b')).toBeUndefined();
    expect(resolve('http://é/a', 'b', { iri: true })).toBe('http://é/b');
  });

  it('resolves IRIs with iri: true', () => {
    expect(resolve('http://例え.テスト/a/b', '../ç?é#ü', { iri: true })).toBe(
      'http://例え.テスト/ç?é#ü',
    );
  });
});

describe('resolve: errors', () => {
  it('names the base when it has no scheme', () => {
    const error = errorOf(() => resolve('/relative/base', 'g'));
    expect(error).toBeInstanceOf(ResolveError);
    expect(error.code).toBe('base-not-absolute');
    expect(error.argument).toBe('base');
    expect(error.index).toBe(0);
    expect(error.input).toBe('/relative/base');
    expect(error.cause).toBeUndefined();
    expect(error.message).toContain('base');
  });

  it('names the base when it does not parse, with the UriError as cause', () => {
    const error = errorOf(() => resolve('http://a b/', 'g'));
    expect(error.code).toBe('invalid-host-char');
    expect(error.argument).toBe('base');
    expect(error.index).toBe(8);
    expect(error.input).toBe('http://a b/');
    expect(error.cause).toBeInstanceOf(UriError);
    expect(error.cause?.code).toBe('invalid-host-char');
  });

  it('names the reference when it does not parse', () => {
    const error = errorOf(() => resolve('http://a/', 'g h'));
    expect(error.code).toBe('invalid-path-char');
    expect(error.argument).toBe('reference');
    expect(error.index).toBe(1);
    expect(errorOf(() => resolve('http://a/', 'a:b:c%')).index).toBe(5);
    expect(errorOf(() => resolve('http://a/', '%zz')).code).toBe('invalid-percent-encoding');
  });

  it('checks the base first', () => {
    expect(errorOf(() => resolve('no scheme', 'bad ref')).argument).toBe('base');
  });

  it('reports values that are not strings with a TypeError naming the argument', () => {
    expect(() => resolve(42 as unknown as string, 'g')).toThrow(
      new TypeError('resolve: base must be a string; got number'),
    );
    expect(() => resolve('http://a', null as unknown as string)).toThrow(
      new TypeError('resolve: reference must be a string; got null'),
    );
    expect(() => resolve('http://a', 'g', { strict: 'no' } as never)).toThrow(
      new TypeError("resolve: options.strict must be a boolean; got 'no'"),
    );
  });

  it('tryResolve returns undefined instead', () => {
    expect(tryResolve('/relative', 'g')).toBeUndefined();
    expect(tryResolve('http://a b', 'g')).toBeUndefined();
    expect(tryResolve('http://a', 'g h')).toBeUndefined();
    expect(tryResolve('http://a', 'g')).toBe('http://a/g');
  });

  it('shows a window of a long input in the message', () => {
    const long = 'http://a/' + 'x'.repeat(100_000) + ' ';
    const error = errorOf(() => resolve('http://a/', long));
    expect(error.index).toBe(long.length - 1);
    expect(error.message.length).toBeLessThan(400);
  });
});

describe('resolve: large inputs', () => {
  it('resolves a megabyte-long reference of "a/../" segments', () => {
    const reference = 'a/../'.repeat(200_000) + 'z?q';
    expect(resolve('http://h/b/c', reference)).toBe('http://h/b/z?q');
    expect(resolve('http://h/b/c', '/' + reference)).toBe('http://h/z?q');
  });

  it('keeps the query and fragment after a path that keeps thousands of pieces', () => {
    const reference = 'a/./b/../'.repeat(100_000) + 'z?q#f';
    const kept = 'a/'.repeat(100_000);
    expect(resolve('http://h/b/c', reference)).toBe(`http://h/b/${kept}z?q#f`);
    expect(resolve('http://h/b/c', `//g/${reference}`)).toBe(`http://g/${kept}z?q#f`);
    expect(resolve('x:/b/c', `./${reference}`)).toBe(`x:/b/${kept}z?q#f`);
  });
});
