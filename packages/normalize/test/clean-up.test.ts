// The clean-up options of normalize (normalize-url's steps on RFC 3986 references): each step,
// stripWWW on the Public Suffix List through @urikit/domain's getRegistrableDomain, option
// types, and properties: the result is a valid reference and a fixed point under the same
// options, and a reference already in normal form is cleaned up like any other (whatever
// shortcut returns a normal reference as it is must not skip the clean-up).
import { getRegistrableDomain } from '@urikit/domain';
import { tryParse } from '@urikit/syntax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CleanUpOptions,
  cleanUp,
  equivalent,
  type NormalizeOptions,
  normalize,
  tryNormalize,
} from '../src/index.js';
import { uriReference } from './arbitraries.js';

type Row = [input: string, steps: CleanUpOptions, expected: string, options?: NormalizeOptions];

const rows: Record<string, Row[]> = {
  'forceHttp, forceHttps': [
    ['http://a.example:443/x', { forceHttps: true }, 'https://a.example/x'],
    ['http://a.example:80/x', { forceHttps: true }, 'https://a.example/x'],
    ['https://a.example:80/x', { forceHttp: true }, 'http://a.example/x'],
    ['HTTPS://a.example:8443', { forceHttp: true }, 'http://a.example:8443/'],
    ['ftp://a.example/', { forceHttps: true }, 'ftp://a.example/'],
    ['http://a.example:443/', { forceHttps: true }, 'https://a.example:443/', { scheme: false }],
  ],
  stripAuthentication: [
    ['http://user:pass@a.example/', { stripAuthentication: true }, 'http://a.example/'],
    ['//user@a.example', { stripAuthentication: true }, '//a.example'],
    ['mailto:user@a.example', { stripAuthentication: true }, 'mailto:user@a.example'],
  ],
  'stripHash, stripTextFragment': [
    ['http://a.example/#x', { stripHash: true }, 'http://a.example/'],
    ['http://a.example/#x:~:text=y', { stripTextFragment: true }, 'http://a.example/#x'],
    ['http://a.example/#:~:TEXT=y', { stripTextFragment: true }, 'http://a.example/'],
    ['http://a.example/#', { stripTextFragment: true }, 'http://a.example/'],
    [
      'http://a.example/#see:~:textbook',
      { stripTextFragment: true },
      'http://a.example/#see:~:textbook',
    ],
    [
      'http://a.example/#%3A~%3Atext=y',
      { stripTextFragment: true },
      'http://a.example/#%3A~%3Atext=y',
    ],
  ],
  stripWWW: [
    ['http://www.example.com/', { stripWWW: true }, 'http://example.com/'],
    ['HTTP://WWW.Example.COM/', { stripWWW: true }, 'http://example.com/'],
    ['http://www.com/', { stripWWW: true }, 'http://www.com/'],
    ['http://www.www.example.com/', { stripWWW: true }, 'http://www.www.example.com/'],
    // The heuristic cannot tell a public suffix: the Public Suffix List can.
    ['http://www.co.uk/', { stripWWW: true }, 'http://co.uk/'],
    ['http://www.co.uk/', { stripWWW: getRegistrableDomain }, 'http://www.co.uk/'],
    ['http://www.example.co.uk/', { stripWWW: getRegistrableDomain }, 'http://example.co.uk/'],
    ['http://www.github.io/', { stripWWW: getRegistrableDomain }, 'http://www.github.io/'],
    ['http://www.alice.github.io/', { stripWWW: getRegistrableDomain }, 'http://alice.github.io/'],
    ['http://www.ck/', { stripWWW: getRegistrableDomain }, 'http://www.ck/'],
    ['http://www.www.example.com/', { stripWWW: getRegistrableDomain }, 'http://example.com/'],
    ['http://www.example.com./', { stripWWW: getRegistrableDomain }, 'http://example.com./'],
    [
      'http://www.bücher.de/',
      { stripWWW: getRegistrableDomain },
      'http://bücher.de/',
      { iri: true },
    ],
    [
      'http://www.b%C3%BCcher.de/',
      { stripWWW: getRegistrableDomain },
      'http://xn--bcher-kva.de/',
      { host: 'ascii' },
    ],
    // A host the function cannot read keeps its www.
    [
      'http://www.b%C3%BCcher.de/',
      { stripWWW: getRegistrableDomain },
      'http://www.b%C3%BCcher.de/',
    ],
    ['http://127.0.0.1/', { stripWWW: true }, 'http://127.0.0.1/'],
    // A host that keeps its case (ipfs:) has no lower-case www. to strip when written WWW.
    ['ipfs://WWW.Qm.x/', { stripWWW: true }, 'ipfs://WWW.Qm.x/'],
  ],
  removeDuplicateSlashes: [
    ['http://a.example//b///c//', { removeDuplicateSlashes: true }, 'http://a.example/b/c/'],
    [
      'http://a.example/x/https://b.example//c',
      { removeDuplicateSlashes: true },
      'http://a.example/x/https://b.example/c',
    ],
    ['http://a.example/x/1a://b', { removeDuplicateSlashes: true }, 'http://a.example/x/1a:/b'],
    ['http://a.example//', { removeDuplicateSlashes: true }, 'http://a.example/'],
    // Without an authority, "//" would start one: a path there keeps its slashes.
    ['a//b', { removeDuplicateSlashes: true }, 'a//b'],
    ['file:///a//b', { removeDuplicateSlashes: true }, 'file:///a/b'],
  ],
  removeDirectoryIndex: [
    ['http://a.example/x/index.html', { removeDirectoryIndex: true }, 'http://a.example/x/'],
    [
      'http://a.example/x/index.html/index.php/',
      { removeDirectoryIndex: true },
      'http://a.example/x/',
    ],
    [
      'http://a.example/x/INDEX.html',
      { removeDirectoryIndex: true },
      'http://a.example/x/INDEX.html',
    ],
    ['http://a.example/x/index%2Ehtml', { removeDirectoryIndex: true }, 'http://a.example/x/'],
    [
      'http://a.example/x/default.asp',
      { removeDirectoryIndex: [/^default\./, 'home'] },
      'http://a.example/x/',
    ],
    ['http://a.example/home', { removeDirectoryIndex: ['home'] }, 'http://a.example/'],
    ['a/index.html', { removeDirectoryIndex: true }, 'a/'],
    ['index.html', { removeDirectoryIndex: true }, 'index.html'],
  ],
  removeTrailingSlash: [
    ['http://a.example/x/', { removeTrailingSlash: true }, 'http://a.example/x'],
    ['http://a.example/x//', { removeTrailingSlash: true }, 'http://a.example/x'],
    ['http://a.example/', { removeTrailingSlash: true }, 'http://a.example/'],
    [
      'http://a.example/x/index.html',
      { removeDirectoryIndex: true, removeTrailingSlash: true },
      'http://a.example/x',
    ],
    ['a/', { removeTrailingSlash: true }, 'a'],
    ['../', { removeTrailingSlash: true }, '../'],
    ['/', { removeTrailingSlash: true }, '/'],
  ],
  'query parameters': [
    [
      'http://a.example/?utm_source=x&b=1',
      { removeQueryParameters: [/^utm_/] },
      'http://a.example/?b=1',
    ],
    [
      'http://a.example/?ref=x&b=1&&c',
      { removeQueryParameters: ['ref'] },
      'http://a.example/?b=1&c',
    ],
    ['http://a.example/?a%2Fb=1&c=2', { removeQueryParameters: ['a/b'] }, 'http://a.example/?c=2'],
    // "+" is a space only in HTML forms: RFC 3986 keeps it.
    [
      'http://a.example/?a+b=1&a%20b=2',
      { removeQueryParameters: ['a b'] },
      'http://a.example/?a+b=1',
    ],
    ['http://a.example/?a=1#f', { removeQueryParameters: true }, 'http://a.example/#f'],
    [
      'http://a.example/?a=1&b=2',
      { keepQueryParameters: ['b'], removeQueryParameters: true },
      'http://a.example/?b=2',
    ],
    ['http://a.example/?a=1', { keepQueryParameters: [] }, 'http://a.example/'],
    [
      'http://a.example/?b=2&a=1&B=0&a=0',
      { sortQueryParameters: true },
      'http://a.example/?B=0&a=1&a=0&b=2',
    ],
    ['http://a.example/?b=%7e&a=%3d', { sortQueryParameters: true }, 'http://a.example/?a=%3D&b=~'],
    [
      'mailto:a@b.example?subject=x&body=y',
      { sortQueryParameters: true },
      'mailto:a@b.example?body=y&subject=x',
    ],
  ],
  'removeExplicitPort, removeSingleSlash': [
    ['http://a.example:8080/', { removeExplicitPort: true }, 'http://a.example/'],
    ['http://a.example/', { removeSingleSlash: true }, 'http://a.example'],
    ['http://a.example', { removeSingleSlash: true }, 'http://a.example'],
    ['http://a.example/?q', { removeSingleSlash: true }, 'http://a.example/?q'],
    ['http://a.example/#f', { removeSingleSlash: true }, 'http://a.example/#f'],
    [
      'http://a.example/?utm_x=1',
      { removeSingleSlash: true, removeQueryParameters: [/^utm_/] },
      'http://a.example',
    ],
  ],
  'all of them': [
    [
      'HTTP://User:Pw@WWW.Example.co.uk:80//a//b/index.html/?utm_source=x&b=2&&a=1#sec:~:text=x',
      {
        stripAuthentication: true,
        stripWWW: getRegistrableDomain,
        removeDuplicateSlashes: true,
        removeDirectoryIndex: true,
        removeTrailingSlash: true,
        removeQueryParameters: [/^utm_/],
        sortQueryParameters: true,
        stripTextFragment: true,
        forceHttps: true,
      },
      'https://example.co.uk/a/b?a=1&b=2#sec',
    ],
  ],
};

describe.each(Object.entries(rows))('%s', (_name, table) => {
  it.each(table)('%s %o', (input, steps, expected, options) => {
    const withSteps: NormalizeOptions = { ...options, cleanUp: cleanUp(steps) };
    expect(normalize(input, withSteps)).toBe(expected);
    expect(tryNormalize(input, withSteps)).toBe(expected);
    // A fixed point with the same options.
    expect(normalize(expected, withSteps)).toBe(expected);
  });
});

describe('option types', () => {
  it.each([
    [{ stripWWW: 'yes' }, 'cleanUp: options.stripWWW must be a boolean or a function; got string'],
    [{ stripHash: 1 }, 'cleanUp: options.stripHash must be a boolean; got number'],
    [
      { removeQueryParameters: 'utm' },
      'cleanUp: options.removeQueryParameters must be a boolean or an array of strings and regular expressions; got string',
    ],
    [
      { removeQueryParameters: ['a', 1] },
      'cleanUp: options.removeQueryParameters must be a boolean or an array of strings and regular expressions; got object',
    ],
    [
      { keepQueryParameters: true },
      'cleanUp: options.keepQueryParameters must be an array of strings and regular expressions; got boolean',
    ],
    [
      { removeDirectoryIndex: null },
      'cleanUp: options.removeDirectoryIndex must be a boolean or an array of strings and regular expressions; got null',
    ],
    [
      { forceHttp: true, forceHttps: true },
      'cleanUp: options.forceHttp and options.forceHttps cannot both be set',
    ],
  ])('%o throws a TypeError when the steps are made', (steps, message) => {
    expect(() => cleanUp(steps as CleanUpOptions)).toThrow(new TypeError(message));
  });

  it('takes an object, and normalize takes a function', () => {
    expect(() => cleanUp(undefined as unknown as CleanUpOptions)).toThrow(
      new TypeError('cleanUp: options must be an object; got undefined'),
    );
    expect(() => normalize('http://a/', { cleanUp: {} as NormalizeOptions['cleanUp'] })).toThrow(
      new TypeError('normalize: options.cleanUp must be a function; got object'),
    );
  });

  it('takes a string from the cleanUp function, or throws in the name of the function called', () => {
    const broken = (() => 42) as unknown as NormalizeOptions['cleanUp'];
    expect(() => normalize('http://a/', { cleanUp: broken })).toThrow(
      new TypeError('normalize: the result of options.cleanUp must be a string; got number'),
    );
    expect(() => tryNormalize('HTTP://a/', { cleanUp: broken })).toThrow(
      new TypeError('tryNormalize: the result of options.cleanUp must be a string; got number'),
    );
    expect(() => equivalent('http://a/', 'http://a', { cleanUp: broken })).toThrow(
      new TypeError('equivalent: the result of options.cleanUp must be a string; got number'),
    );
  });

  it('leaves a reference alone when every step is false or undefined', () => {
    const off = cleanUp({ stripWWW: false, stripHash: undefined, removeQueryParameters: false });
    expect(normalize('http://www.a.example/?utm_x=1#y', { cleanUp: off })).toBe(
      'http://www.a.example/?utm_x=1#y',
    );
  });

  it('keeps the steps it was made with, whatever happens to the options object later', () => {
    const options: CleanUpOptions = { stripHash: true };
    const steps = cleanUp(options);
    (options as { stripHash: boolean }).stripHash = false;
    expect(normalize('http://a/#x', { cleanUp: steps })).toBe('http://a/');
  });
});

describe('equivalent', () => {
  it('compares the cleaned-up normal forms: the same page rather than the same resource', () => {
    const samePage = cleanUp({
      stripWWW: getRegistrableDomain,
      stripHash: true,
      removeQueryParameters: [/^utm_/],
    });
    const a = 'https://www.example.co.uk/a?utm_source=x#top';
    const b = 'HTTPS://example.co.uk:443/a';
    expect(equivalent(a, b)).toBe(false);
    expect(equivalent(a, b, { cleanUp: samePage })).toBe(true);
    expect(equivalent('http://www.co.uk/', 'http://co.uk/', { cleanUp: samePage })).toBe(false);
  });
});

/** References with the pieces the clean-up steps look at. */
const piece = (...values: string[]) => fc.constantFrom(...values);
const webReference = fc
  .tuple(
    piece('http://', 'HTTPS://', 'ftp://', '//', 'file://', 'foo://'),
    piece('', 'user:pw@', 'u@'),
    piece(
      'www.example.com',
      'WWW.a.co.uk',
      'www.co.uk',
      'www.www.x.com',
      'www.com',
      'example.com',
      'www.github.io',
      '127.0.0.1',
      '[::1]',
      'www.%C3%A9.de',
      '',
    ),
    piece('', ':80', ':443', ':8080', ':'),
    fc
      .array(
        piece('', 'a', 'index.html', 'INDEX.php', 'https:', 'x.y', '.', '..', '%7e', 'default.asp'),
        { maxLength: 5 },
      )
      .map((s) => (s.length === 0 ? '' : `/${s.join('/')}`)),
    piece('', '?', '?utm_source=x&b=2', '?b=1&a=2&&a=1', '?a+b=1&%61=2', '?ref=1', '?=&x'),
    piece('', '#', '#x', '#:~:text=y', '#a:~:TEXT=b'),
  )
  .map((parts) => parts.join(''))
  .filter((x) => tryParse(x) !== undefined);

const cleanUpOptions: fc.Arbitrary<CleanUpOptions> = fc.record(
  {
    forceHttps: fc.boolean(),
    stripAuthentication: fc.boolean(),
    stripHash: fc.boolean(),
    stripTextFragment: fc.boolean(),
    stripWWW: fc.constantFrom<CleanUpOptions['stripWWW']>(true, false, getRegistrableDomain),
    removeDuplicateSlashes: fc.boolean(),
    removeDirectoryIndex: fc.constantFrom<CleanUpOptions['removeDirectoryIndex']>(true, false, [
      'a',
      /^x/,
    ]),
    removeTrailingSlash: fc.boolean(),
    removeQueryParameters: fc.constantFrom<CleanUpOptions['removeQueryParameters']>(true, false, [
      /^utm_/,
      'ref',
    ]),
    keepQueryParameters: fc.constantFrom<CleanUpOptions['keepQueryParameters']>(undefined, ['a']),
    sortQueryParameters: fc.boolean(),
    removeExplicitPort: fc.boolean(),
    removeSingleSlash: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** normalize's options with generated steps (and with or without §6.2.3). */
const withSteps: fc.Arbitrary<NormalizeOptions> = fc
  .tuple(cleanUpOptions, fc.constantFrom<boolean | undefined>(undefined, false))
  .map(([steps, scheme]) => ({ scheme, cleanUp: cleanUp(steps) }));

describe('properties', () => {
  const references = fc.oneof(
    webReference,
    uriReference.filter((x) => tryParse(x) !== undefined),
  );

  it('give a valid reference, a fixed point under the same options', () => {
    fc.assert(
      fc.property(references, withSteps, (input, options) => {
        const once = normalize(input, options);
        expect(tryParse(once)).toBeDefined();
        expect(normalize(once, options)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('clean up a reference already in normal form as any other', () => {
    // normalize(x) is normal: a shortcut that returns such a reference unchanged must still
    // run the clean-up steps.
    fc.assert(
      fc.property(references, withSteps, (input, options) => {
        const normal = normalize(input, { scheme: options.scheme });
        expect(normalize(normal, options)).toBe(normalize(input, options));
      }),
      { numRuns: 3000 },
    );
    const steps = cleanUp({ stripWWW: true, removeTrailingSlash: true });
    expect(normalize('http://www.example.com/', { cleanUp: steps })).toBe('http://example.com/');
    expect(normalize('http://example.com/a/', { cleanUp: steps })).toBe('http://example.com/a');
  });

  it('change nothing when no step is asked for', () => {
    const none = cleanUp({});
    fc.assert(
      fc.property(references, (input) => {
        expect(normalize(input, { cleanUp: none })).toBe(normalize(input));
      }),
      { numRuns: 500 },
    );
  });
});
