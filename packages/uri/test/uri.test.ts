// Uri: reading, every editing method against the same edit done by hand on the text, and
// the properties of the value (round trip, identity, edits that leave the rest alone).
import { percentEncode } from '@urikit/percent-encoding';
import { QueryParams } from '@urikit/query';
import { tryParse, UriError } from '@urikit/syntax';
import { Uri } from '@urikit/uri';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build, KEYS, type Parts, pools, reference } from './arbitraries.js';

const components = (uri: Uri): Parts => ({
  scheme: uri.scheme,
  userinfo: uri.userinfo,
  host: uri.host,
  port: uri.port,
  path: uri.path,
  query: uri.query,
  fragment: uri.fragment,
});

// The text before the path and after it, for edits that change only the path.
const beforePath = (parts: Parts): string =>
  build({ ...parts, path: '', query: undefined, fragment: undefined });
const afterPath = (parts: Parts): string =>
  build({ path: '', query: parts.query, fragment: parts.fragment });

describe('the value', () => {
  const uri = Uri.parse('http://u@example.com:8080/a%20b/c?x=%7e&y#top');

  it('has the components, the host kind and the views', () => {
    expect(components(uri)).toEqual({
      scheme: 'http',
      userinfo: 'u',
      host: 'example.com',
      port: '8080',
      path: '/a%20b/c',
      query: 'x=%7e&y',
      fragment: 'top',
    });
    expect(uri.hostKind).toBe('reg-name');
    expect(uri.authority).toBe('u@example.com:8080');
    expect(uri.pathSegments).toEqual(['a b', 'c']);
    expect([...uri.queryParams]).toEqual([
      ['x', '~'],
      ['y', undefined],
    ]);
    expect(Uri.parse('a:b').queryParams.size).toBe(0);
    expect(Uri.parse('a/%FF/b').pathSegments).toEqual(['a', '%FF', 'b']);
    expect(Uri.parse('?q=%FF').queryParams.get('q')).toBe('%FF');
  });

  it('is frozen and prints as its text', () => {
    expect(Object.isFrozen(uri)).toBe(true);
    expect(() => {
      (uri as unknown as { host: string }).host = 'x';
    }).toThrow(TypeError);
    expect(String(uri)).toBe('http://u@example.com:8080/a%20b/c?x=%7e&y#top');
    expect(`${uri}`).toBe(uri.toString());
    expect(JSON.stringify([uri])).toBe('["http://u@example.com:8080/a%20b/c?x=%7e&y#top"]');
    const map = new Map([[uri.toString(), 1]]);
    expect(map.get(Uri.parse(uri.toString()).toString())).toBe(1);
  });

  it('keeps the parse options for its edits', () => {
    const iri = Uri.parse('http://例え/a', { iri: true });
    expect(iri.with({ path: '/ü' }).toString()).toBe('http://例え/ü');
    expect(() => Uri.parse('http://a/').with({ path: '/ü' })).toThrow(UriError);
    const zone = Uri.parse('http://[fe80::1%25eth0]/', { zoneId: true });
    expect(zone.appendPath('x').toString()).toBe('http://[fe80::1%25eth0]/x');
  });

  it('parse and from refuse invalid input with UriError; tryParse returns undefined', () => {
    expect(() => Uri.parse('http://a b')).toThrow(UriError);
    expect(Uri.tryParse('http://a b')).toBeUndefined();
    expect(() => Uri.from({ userinfo: 'u', path: '' })).toThrow(UriError);
    expect(Uri.from({ path: 'a' }).toString()).toBe('a');
  });

  it('resolve, relativize, normalize, equals', () => {
    const base = Uri.parse('http://a/b/c/d;p?q');
    expect(base.resolve('g?y#s').toString()).toBe('http://a/b/c/g?y#s');
    expect(base.resolve(Uri.parse('../x')).toString()).toBe('http://a/b/x');
    expect(base.resolve('http:g', { strict: false }).toString()).toBe('http://a/b/c/g');
    expect(base.relativize(base.resolve('../x')).toString()).toBe('../x');
    expect(Uri.parse('HTTP://A/%7e/./b').normalize().toString()).toBe('http://a/~/b');
    expect(Uri.parse('http://A:80/').normalize({ scheme: false }).toString()).toBe('http://a:80/');
    expect(Uri.parse('http://a/#x').equals('http://a/#y', 'simple', { ignoreFragment: true })).toBe(
      true,
    );
    expect(Uri.parse('http://a/').equals('HTTP://a/', 'simple')).toBe(false);
    expect(Uri.parse('http://a/').equals('HTTP://a/', 'syntax')).toBe(true);
  });

  it('passes scheme rules through to normalize and equivalent (caseSensitiveHost)', () => {
    const schemes = { cas: { caseSensitiveHost: true } };
    expect(Uri.parse('CAS://AbC/./x').normalize({ schemes }).toString()).toBe('cas://AbC/x');
    expect(Uri.parse('cas://AbC').normalize().toString()).toBe('cas://abc');
    expect(Uri.parse('cas://AbC').equals('cas://abc', 'scheme', { schemes })).toBe(false);
    expect(Uri.parse('cas://AbC').equals('cas://abc', 'syntax', { schemes })).toBe(false);
    expect(Uri.parse('cas://AbC').equals('cas://abc', 'scheme')).toBe(true);
    expect(Uri.parse('ipfs://QmA/./b').equals('IPFS://QmA/b', 'scheme')).toBe(true);
    expect(Uri.parse('ipfs://QmA').equals('ipfs://qma', 'scheme')).toBe(false);
  });
});

describe('with()', () => {
  it('with({}) and a with() that changes nothing return the same Uri', () => {
    fc.assert(
      fc.property(reference, (parts) => {
        const uri = Uri.parse(build(parts));
        expect(uri.with({})).toBe(uri);
        expect(uri.with({ path: parts.path, query: parts.query })).toBe(uri);
      }),
    );
  });

  it('is the same edit as by hand on the text, or a UriError where that text would not hold the parts', () => {
    fc.assert(
      fc.property(
        reference,
        fc.constantFrom(...KEYS),
        fc.integer({ min: 0, max: 100 }),
        (parts, key, seed) => {
          const uri = Uri.parse(build(parts));
          // A value for `key` from its pool (the pools mix valid and invalid values).
          const value = fc.sample(pools[key] as fc.Arbitrary<string | undefined>, {
            seed,
            numRuns: 1,
          })[0];
          if (key === 'path' && value === undefined) return;
          const edited: Parts = { ...parts, [key]: value };
          const byHand = build(edited);
          const parsed = tryParse(byHand);
          const holds =
            parsed !== undefined &&
            KEYS.every((k) => parsed[k] === edited[k]) &&
            (edited.host !== undefined ||
              (edited.userinfo === undefined && edited.port === undefined));
          if (holds) {
            const result = uri.with({ [key]: value });
            expect(result.toString()).toBe(byHand);
            // Every other component is the same string as before.
            for (const other of KEYS) if (other !== key) expect(result[other]).toBe(uri[other]);
            expect(result.hostKind).toBe(parsed.hostKind);
          } else {
            expect(() => uri.with({ [key]: value })).toThrow(UriError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('points the error at the offending character of the text the edit would produce', () => {
    try {
      Uri.parse('http://a/b?q').with({ host: 'a b' });
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid-host-char', input: 'http://a b/b?q', index: 8 });
    }
    expect.assertions(1);
  });
});

describe('the data helpers, against the same edit by hand', () => {
  const segments = fc.array(
    fc
      .string({ unit: fc.constantFrom('a', ' ', '/', '%', ':', '?', '#', 'é', '.', '@') })
      .filter((s) => s !== '.' && s !== '..'),
    { maxLength: 4 },
  );

  it('withPathSegments changes the path only, to the encoded segments', () => {
    fc.assert(
      fc.property(reference, segments, (parts, segs) => {
        const uri = Uri.parse(build(parts));
        let result: Uri;
        try {
          result = uri.withPathSegments(segs);
        } catch (error) {
          // The one refusal: an empty first segment without authority (it would start "//", or
          // read as an absolute path or as no segment).
          expect(error).toBeInstanceOf(UriError);
          expect(parts.host === undefined && segs[0] === '').toBe(true);
          return;
        }
        expect(result.toString()).toBe(beforePath(parts) + result.path + afterPath(parts));
        expect(result.pathSegments).toEqual(segs);
        const absolute = parts.host !== undefined || parts.path.startsWith('/');
        const byHand =
          (absolute && segs.length > 0 ? '/' : '') +
          segs.map((s) => percentEncode(s, 'path-segment')).join('/');
        expect(result.path.replaceAll('%3A', ':')).toBe(byHand);
      }),
    );
  });

  it('appendPath keeps the old path as written and adds encoded segments', () => {
    fc.assert(
      fc.property(
        reference,
        segments.filter((s) => s.length > 0),
        (parts, segs) => {
          const uri = Uri.parse(build(parts));
          const path = parts.path;
          const joint =
            path === '' ? (parts.host === undefined ? '' : '/') : path.endsWith('/') ? '' : '/';
          let result: Uri;
          try {
            result = uri.appendPath(...segs);
          } catch (error) {
            // Refused only where no path can hold the parts: a relative path cannot start with an
            // empty segment, and without an authority a path cannot start with '//' (§3.3).
            expect(error).toBeInstanceOf(UriError);
            const emptyFirst = path === '' && segs[0] === '';
            const doubleSlash = (path + joint + segs.join('/')).startsWith('//');
            expect(parts.host === undefined && (emptyFirst || doubleSlash)).toBe(true);
            return;
          }
          expect(result.path.startsWith(path + joint)).toBe(true);
          expect(result.toString()).toBe(beforePath(parts) + result.path + afterPath(parts));
          const old = uri.pathSegments;
          if (old.at(-1) === '') old.pop();
          expect(result.pathSegments).toEqual([...old, ...segs]);
        },
      ),
    );
  });

  it('withQueryParam, appendQueryParam, withoutQueryParam edit only the query, as QueryParams', () => {
    fc.assert(
      fc.property(
        reference,
        fc.constantFrom('a', 'b', 'x', 'new'),
        fc.string(),
        (parts, name, value) => {
          const uri = Uri.parse(build(parts));
          const params = QueryParams.parse(parts.query ?? '', { invalid: 'keep' });
          const rest = (query: string | undefined) => build({ ...parts, query });
          expect(uri.withQueryParam(name, value).toString()).toBe(
            rest(params.with(name, value).toString()),
          );
          expect(uri.appendQueryParam(name, value).toString()).toBe(
            rest(params.append(name, value).toString()),
          );
          const without = uri.withoutQueryParam(name);
          expect(without.toString()).toBe(
            parts.query === undefined ? build(parts) : rest(params.without(name).toString()),
          );
        },
      ),
    );
  });

  it('withoutQuery, withFragment, withoutFragment', () => {
    fc.assert(
      fc.property(reference, fc.string(), (parts, data) => {
        const uri = Uri.parse(build(parts));
        expect(uri.withoutQuery().toString()).toBe(build({ ...parts, query: undefined }));
        expect(uri.withoutFragment().toString()).toBe(build({ ...parts, fragment: undefined }));
        const text = build(parts);
        const hash = text.indexOf('#');
        const withFragment = uri.withFragment(data);
        expect(withFragment.toString()).toBe(
          `${hash < 0 ? text : text.slice(0, hash)}#${withFragment.fragment}`,
        );
        expect(decodeURIComponent(withFragment.fragment!)).toBe(data);
      }),
    );
  });

  it('withUserinfo, withPort and withQueryParams against the text built by hand', () => {
    fc.assert(
      fc.property(
        reference.filter((parts) => parts.host !== undefined),
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        fc.integer({ min: 0, max: 65535 }),
        fc.array(fc.tuple(fc.string(), fc.option(fc.string(), { nil: undefined })), {
          maxLength: 4,
        }),
        (parts, user, password, port, pairs) => {
          const uri = Uri.parse(build(parts));
          const userinfo =
            percentEncode(user, 'userinfo') +
            (password === undefined ? '' : `:${percentEncode(password, 'userinfo')}`);
          expect(uri.withUserinfo(user, password).toString()).toBe(build({ ...parts, userinfo }));
          expect(uri.withPort(port).toString()).toBe(build({ ...parts, port: String(port) }));
          const query = QueryParams.from(pairs).toString();
          expect(uri.withQueryParams(pairs).toString()).toBe(build({ ...parts, query }));
          expect(uri.withQueryParams(QueryParams.from(pairs)).toString()).toBe(
            build({ ...parts, query }),
          );
        },
      ),
    );
  });

  it('withUserinfo and withPort', () => {
    const uri = Uri.parse('http://old@a:1/p');
    expect(uri.withUserinfo('a b').toString()).toBe('http://a%20b@a:1/p');
    expect(uri.withUserinfo(undefined).toString()).toBe('http://a:1/p');
    expect(uri.withPort(undefined).withUserinfo(undefined).toString()).toBe('http://a/p');
    expect(() => uri.withPort(65536)).toThrow(UriError);
    expect(() => uri.withPort(1.5)).toThrow(UriError);
    expect(() => Uri.parse('a:b').withUserinfo('u')).toThrow(UriError);
  });

  it('encodes ":" in the first segment of a relative-path reference instead of failing', () => {
    expect(Uri.parse('x').withPathSegments(['a:b', 'c:d']).toString()).toBe('a%3Ab/c:d');
    expect(Uri.parse('').appendPath('a:b').toString()).toBe('a%3Ab');
    expect(Uri.parse('s:x').withPathSegments(['a:b']).toString()).toBe('s:a:b');
  });

  it('refuses dot segments as data', () => {
    expect(() => Uri.parse('http://a/').withPathSegments(['.'])).toThrow(UriError);
    expect(() => Uri.parse('http://a/').appendPath('ok', '..')).toThrow(UriError);
  });
});

describe('properties', () => {
  it('Uri.parse(x).toString() === x', () => {
    fc.assert(
      fc.property(reference, (parts) => {
        const text = build(parts);
        expect(Uri.parse(text).toString()).toBe(text);
        expect(components(Uri.parse(text))).toEqual(parts);
      }),
    );
  });

  it('Uri.from(components of x) is x', () => {
    fc.assert(
      fc.property(reference, (parts) => {
        expect(Uri.from(parts).toString()).toBe(build(parts));
      }),
    );
  });
});
