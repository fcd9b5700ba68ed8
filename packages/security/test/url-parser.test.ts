// Which URL parser reads a fetch target (FetchPolicy.urlParser) and the reading inspect compares
// with RFC 3986: @urikit/whatwg's by default, the same on every runtime whatever its own URL
// says; the runtime's own URL when asked.
import { checkFetchTarget, type FetchPolicy, inspect } from '@urikit/security';
import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime: FetchPolicy = { urlParser: 'runtime' };

/** A stand-in for a runtime URL behind the standard: IDNA 2003 folds ß to ss (Node 20). */
class TransitionalURL extends globalThis.URL {
  constructor(input: string) {
    super(input.replace('ß', 'ss'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkFetchTarget urlParser', () => {
  it("'urikit' (the default) reads the host as the URL Standard does, whatever the runtime's URL says", () => {
    vi.stubGlobal('URL', TransitionalURL);
    expect(checkFetchTarget('http://faß.de/').host).toBe('xn--fa-hia.de');
    expect(checkFetchTarget('http://faß.de/', { urlParser: 'urikit' }).host).toBe('xn--fa-hia.de');
    vi.stubGlobal('URL', undefined);
    expect(checkFetchTarget('http://bücher.example/').allowed).toBe(true);
    expect(checkFetchTarget('http://ｌｏｃａｌｈｏｓｔ/').findings.map((f) => f.code)).toEqual([
      'internal-name',
    ]);
  });

  it("'runtime' reads the host with the runtime's own URL, the client that will fetch", () => {
    vi.stubGlobal('URL', TransitionalURL);
    const verdict = checkFetchTarget('http://faß.de/', runtime);
    expect(verdict.host).toBe('fass.de');
    expect(verdict.allowed).toBe(true);
    expect(checkFetchTarget('http://0x7f.1/', runtime).host).toBe('127.0.0.1');
    expect(checkFetchTarget('http://[::1]:8080/', runtime).addresses).toEqual(['::1']);
    // The findings still point at the host as written.
    const refused = checkFetchTarget('http://u@ｌｏｃａｌｈｏｓｔ./x', runtime);
    expect(refused.findings.map((f) => [f.code, f.start, f.end])).toEqual([
      ['userinfo-not-allowed', 7, 8],
      ['internal-name', 9, 19],
    ]);
  });

  it("'runtime' refuses what the runtime's URL refuses, and everything without one", () => {
    expect(checkFetchTarget('http://a b/', runtime).findings[0]?.message).toContain(
      "the runtime's URL refuses it",
    );
    vi.stubGlobal('URL', undefined);
    const verdict = checkFetchTarget('https://example.com/', runtime);
    expect(verdict.allowed).toBe(false);
    expect(verdict.findings[0]?.message).toContain('this runtime has no URL');
  });

  it('throws TypeError for an unknown parser', () => {
    expect(() => checkFetchTarget('http://a/', { urlParser: 'ada' as never })).toThrow(
      "checkFetchTarget: policy.urlParser must be one of 'urikit', 'runtime'; got 'ada'",
    );
  });
});

describe('inspect reads the WHATWG side with @urikit/whatwg', () => {
  // Inputs on which Node 20, Bun, Deno and Chromium's own URL disagree (IDNA deviation
  // characters, opaque paths with trailing spaces): the findings do not depend on it.
  const inputs = [
    'https://FAẞ.de/',
    'http://faß.de/',
    'http://xn--fa-hia.de/',
    'sc:a ?b',
    'sc:space  #x',
    'http://ﬀ.example/',
  ];
  it('gives the same findings with no runtime URL, a lagging one, and the real one', () => {
    for (const input of inputs) {
      const found = inspect(input);
      vi.stubGlobal('URL', TransitionalURL);
      expect(inspect(input), input).toEqual(found);
      vi.stubGlobal('URL', undefined);
      expect(inspect(input), input).toEqual(found);
      vi.unstubAllGlobals();
    }
  });

  it('reports what the URL Standard reads, not what a lagging runtime reads', () => {
    vi.stubGlobal('URL', TransitionalURL);
    const host = inspect('http://faß.de/').find(
      (f) => f.code === 'parser-differential' && f.component === 'host',
    );
    expect(host?.readings).toEqual({ rfc3986: 'faß.de', whatwg: 'xn--fa-hia.de' });
  });
});
