// The fast path of normalize (normal-form.ts) against its full path: isNormalForm answers true
// only for a reference that the full path gives back unchanged, and it answers true for every
// such reference outside the cases it leaves to the full path (IP literals, the mailto and urn
// hooks, options other than scheme, iri, zoneId and host: 'preserve'). The full path is normalize
// with the fast path mocked out; isNormalForm itself is the actual module.
import { tryParse } from '@urikit/syntax';
import { readShared } from '@urikit/test-support';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { NormalizeOptions } from '../src/index.js';
import { propertyTimeout, runs, uriReference } from './arbitraries.js';

vi.mock('../src/normal-form.js', () => ({ isNormalForm: () => false }));

const { normalize: fullNormalize, SCHEME_RULES, uriToIri } = await import('../src/index.js');
const { isNormalForm, schemeHash } =
  await vi.importActual<typeof import('../src/normal-form.js')>('../src/normal-form.js');

/** The full path's answer: the normal form, or undefined when it throws. */
function full(input: string, options?: NormalizeOptions): string | undefined {
  try {
    return fullNormalize(input, options);
  } catch {
    return undefined;
  }
}

/**
 * True when isNormalForm leaves `input` to the full path whatever it holds: an IP literal, a
 * mailto or urn URI, a scheme of the hash and length of another built-in one (it gets that one's
 * rule: 'ut0' has urn's), an upper-case host that keeps its case (ipfs, ipns, ar), or a
 * dot-segment that the normal form keeps ("./a:b", "../a", "/.//a").
 */
function leftToFullPath(input: string): boolean {
  const lower = input.toLowerCase();
  if (input.includes('[') || lower.startsWith('mailto:') || lower.startsWith('urn:')) return true;
  const parsed = tryParse(input, { iri: true });
  const scheme = parsed?.scheme?.toLowerCase();
  if (scheme !== undefined && sharesRule(scheme)) return true;
  // A host that keeps its case (ipfs, ipns, ar): the scan refuses every upper-case host.
  const rule = scheme === undefined ? undefined : SCHEME_RULES.get(scheme);
  if (rule?.caseSensitiveHost === true && /[A-Z]/.test(parsed?.host ?? '')) return true;
  const path = parsed?.path ?? '';
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** True when `scheme` is not a built-in name but has the hash and length of one. */
function sharesRule(scheme: string): boolean {
  const hash = schemeHash(scheme);
  return [...SCHEME_RULES.keys()].some(
    (name) => name !== scheme && name.length === scheme.length && schemeHash(name) === hash,
  );
}

const OPTIONS: readonly (NormalizeOptions | undefined)[] = [
  undefined,
  {},
  { scheme: false },
  { scheme: true, host: 'preserve' },
  { zoneId: true },
];

describe('isNormalForm against the full path of normalize', () => {
  it('is true only for references that normalize gives back (generated references)', {
    timeout: propertyTimeout,
  }, () => {
    fc.assert(
      fc.property(uriReference, fc.constantFrom(...OPTIONS), (x, options) => {
        if (isNormalForm(x, options)) expect(full(x, options)).toBe(x);
      }),
      { numRuns: runs(20_000) },
    );
  });

  it('is true for every normal form outside the cases it leaves to the full path', {
    timeout: propertyTimeout,
  }, () => {
    let proved = 0;
    fc.assert(
      fc.property(uriReference, fc.constantFrom(...OPTIONS), (x, options) => {
        const normal = full(x, options);
        if (normal === undefined || leftToFullPath(normal)) return;
        // The normal form is a fixed point (normalize.prop.test.ts), so it is its own answer.
        expect(isNormalForm(normal, options)).toBe(true);
        expect(isNormalForm(x, options)).toBe(normal === x);
        proved++;
      }),
      { numRuns: runs(20_000) },
    );
    expect(proved).toBeGreaterThan(runs(20_000) / 2);
  });

  it('agrees on IRIs with iri: true', { timeout: propertyTimeout }, () => {
    fc.assert(
      fc.property(uriReference, fc.constantFrom(undefined, 'x'), (x, twice) => {
        const options = { iri: true };
        let iri = uriToIri(x);
        if (twice !== undefined) iri = full(iri, options) ?? iri;
        const normal = full(iri, options);
        expect(isNormalForm(iri, options)).toBe(normal === iri && !leftToFullPath(iri));
      }),
      { numRuns: runs(5_000) },
    );
  });

  it('tells the built-in schemes apart by hash and length, as it finds their rules', () => {
    const keys = [...SCHEME_RULES.keys()].map((name) => `${schemeHash(name)}/${name.length}`);
    expect(new Set(keys).size).toBe(SCHEME_RULES.size);
    // Schemes of the length and hash of a built-in one get its rule: only more reasons to refuse,
    // which the full path then answers ('j882' matches 'http', 'h-.e' matches 'file').
    expect([schemeHash('j882'), schemeHash('h-.e'), schemeHash('ut0')]).toEqual([
      schemeHash('http'),
      schemeHash('file'),
      schemeHash('urn'),
    ]);
    for (const [x, fast] of [
      ['j882://a:80/', false],
      ['j882://a', false],
      ['j882://a:8080/x', true],
      ['h-.e://localhost/x', false],
      ['h-.e://a/x', true],
      ['ut0:!', false],
    ] as const) {
      expect({ x, fast: isNormalForm(x, undefined), full: full(x) }).toEqual({ x, fast, full: x });
    }
    for (const name of SCHEME_RULES.keys()) {
      expect(isNormalForm(`${name}://h:1/x`, undefined)).toBe(!['mailto', 'urn'].includes(name));
    }
  });

  it('leaves IDNA conversions, user scheme rules, UTS #46 flags and odd options to the full path', () => {
    const x = 'http://example.com/';
    expect(isNormalForm(x, undefined)).toBe(true);
    for (const options of [
      { host: 'ascii' },
      { host: 'unicode' },
      { host: 'other' },
      { schemes: {} },
      { idna: {} },
      { scheme: 'no' },
      { iri: 1 },
      { zoneId: 'yes' },
    ]) {
      expect(isNormalForm(x, options as NormalizeOptions)).toBe(false);
    }
    expect(isNormalForm(x, 5 as unknown as NormalizeOptions)).toBe(false);
    expect(isNormalForm(x, null as unknown as NormalizeOptions)).toBe(false);
    expect(isNormalForm(5 as unknown as string, undefined)).toBe(false);
  });

  it('sends each kind of change to the full path', () => {
    const changed = [
      'HTTP://a/', // §6.2.2.1 scheme case
      'http://A/', // host case
      'http://a/%7e', // unreserved triplet
      'http://a/%7E',
      'http://a/%41',
      'http://a/%2e%2e/b', // a dot-segment in triplets
      'http://a/%2f', // lower-case hex digits
      'http://a/?%c3%a9',
      'http://a/#%3a',
      'http://u%3a@a/',
      'http://a%2d/',
      'http://a/./b', // §6.2.2.3
      'http://a/b/..',
      '.',
      '../a',
      'a/./b',
      'http://a:80/', // §3.2.3 default port
      'http://a:/', // empty port
      'http://a:080/', // leading zero
      'foo://a:/',
      'foo://a:01/',
      'http://a', // §6.2.3 empty path
      'https://a?q',
      'file://localhost/etc', // RFC 8089 §2
      'mailto:a@B.example', // the mailto and urn hooks, left to the full path
      'urn:ISBN:1',
      'http://[::1]/', // IP literals, left to the full path
    ];
    for (const x of changed) {
      expect({ x, fast: isNormalForm(x, undefined) }).toEqual({ x, fast: false });
    }
    const same = [
      'http://a/',
      'http://a:8080/%2F?q=%3F#%C3%A9',
      'http://U:P@a/', // userinfo keeps its case
      'http://a:0/',
      'foo://a:80',
      'foo://a',
      'file:///etc/hosts',
      'file://localhost2/x',
      'http://a/.b/..c/...',
      'http://192.168.0.1/',
      'a/b',
      '',
      '//a/',
      '#F',
      'ws://a/x',
    ];
    for (const x of same) {
      expect({ x, fast: isNormalForm(x, undefined), full: full(x) }).toEqual({
        x,
        fast: true,
        full: x,
      });
    }
    // Without the scheme rules, ports and empty paths stay.
    expect(isNormalForm('http://a:80', { scheme: false })).toBe(true);
    expect(isNormalForm('http://a:', { scheme: false })).toBe(true);
    expect(isNormalForm('file://localhost/', { scheme: false })).toBe(true);
    // Invalid references are the full path's to reject.
    expect(isNormalForm('http://a b/', undefined)).toBe(false);
    expect(isNormalForm('%zz', undefined)).toBe(false);
  });
});

const files = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];

describe.each(files)('isNormalForm on corpus %s', (file) => {
  const text = readShared(`corpus/${file}`);
  it.skipIf(text === undefined)(
    'answers as the full path does, line by line',
    {
      timeout: 60_000,
    },
    () => {
      const lines = text!.replace(/^\uFEFF/, '').split('\n');
      const wrong: string[] = [];
      let proved = 0;
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const fast = isNormalForm(line, undefined);
        const same = full(line) === line;
        if (fast) proved++;
        if (fast ? !same : same && !leftToFullPath(line)) wrong.push(line);
      }
      expect(wrong).toEqual([]);
      console.info(`${file}: ${proved} of ${lines.length} lines proved normal by the scan`);
    },
  );
});
