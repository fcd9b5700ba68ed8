// The fast paths agree with the plain definitions they skip: "ends in a number" (URL Standard
// §3.5), redact's userinfo finder, the internal-name suffixes, and canonical parameter names.
import { tryParse } from '@urikit/syntax';
import { locateURL } from '@urikit/whatwg';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVariants } from '../src/check-parameters.js';
import { firstAtBeforeSlash } from '../src/check-syntax.js';
import { hasSlashDotOrPercent } from '../src/check-transcoding.js';
import type { Context } from '../src/context.js';
import { checkFetchTarget, checkGeneral } from '../src/fetch-target.js';
import { inspectWith } from '../src/inspect.js';
import { INTERNAL_SUFFIXES, internalSuffix } from '../src/internal-names.js';
import { ANY_SITE, compilePolicy, type FetchPolicy } from '../src/policy.js';
import { isQuiet } from '../src/quiet-checks.js';
import {
  canonicalName,
  defaultSecretNames,
  scanSecretPairs,
  secretNameSet,
} from '../src/secret-names.js';
import { spansAfter, spansOf } from '../src/spans.js';
import {
  mayEndInNumber,
  mayEndInNumberAt,
  plainHostEnd,
  plainReading,
  readWhatwg,
} from '../src/url-standard.js';
import { urlStandardUserinfo } from '../src/url-standard-userinfo.js';

// The URL Standard's steps, word for word: split on '.', drop one trailing empty label, and ask
// whether the last is all digits or "0x" and hex digits.
function endsInNumberSpec(domain: string): boolean {
  const parts = domain.split('.');
  if (parts.at(-1) === '') {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts.at(-1)!;
  if (last !== '' && [...last].every((c) => c >= '0' && c <= '9')) return true;
  const lower = last.toLowerCase();
  return lower.startsWith('0x') && [...lower.slice(2)].every((c) => '0123456789abcdef'.includes(c));
}

describe('fast paths', () => {
  it('mayEndInNumber answers yes wherever the URL Standard steps find a number', () => {
    const unit = fc.constantFrom(...'0129afxX.gzm'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (domain) => {
        if (endsInNumberSpec(domain)) expect(mayEndInNumber(domain), domain).toBe(true);
        // In place, inside a longer text, the same answer (isQuiet reads the host so).
        const text = `1.${domain}/9`;
        expect(mayEndInNumberAt(text, 2, text.length - 2), domain).toBe(mayEndInNumber(domain));
      }),
      { numRuns: 5000 },
    );
  });

  it('internalSuffix agrees with a plain suffix comparison', () => {
    const label = fc.constantFrom(
      'a',
      'localhost',
      'local',
      'internal',
      'home',
      'arpa',
      'lan',
      'corp',
      'com',
      'x-lan',
      'localdomain',
    );
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), (labels) => {
        const name = labels.join('.');
        const plain = INTERNAL_SUFFIXES.find((s) => name === s || name.endsWith(`.${s}`));
        expect(internalSuffix(name)).toBe(plain);
      }),
      { numRuns: 3000 },
    );
  });

  it('canonicalName agrees with decoding, folding and mapping every name', () => {
    const unit = fc.constantFrom(...'aTk-_%7E4e5'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 10 }), (name) => {
        let slow = '';
        for (let i = 0; i < name.length; i++) {
          const triplet = /^%[0-7][0-9a-fA-F]/.test(name.slice(i, i + 3));
          let c = triplet
            ? String.fromCharCode(Number.parseInt(name.slice(i + 1, i + 3), 16))
            : name[i]!;
          if (triplet) i += 2;
          if (c >= 'A' && c <= 'Z') c = c.toLowerCase();
          else if (c === '-') c = '_';
          slow += c;
        }
        expect(canonicalName(name, 0, name.length)).toBe(slow);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('spans', () => {
  it("of a valid reference are Appendix B's, and spansAfter's after a plain http(s) host", () => {
    const piece = fc.constantFrom(
      'http:',
      'https:',
      'http://a',
      'https://b.c',
      '//',
      '/',
      '?',
      '#',
      '@',
      ':',
      ':80',
      'a',
      '1',
      'u@',
      '[::1]',
      '%41',
      '.',
      '..',
      'x:',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (parts) => {
        const input = parts.join('');
        const parsed = tryParse(input);
        if (parsed === undefined) return;
        const spans = spansOf(input);
        expect(spans.hostStart >= 0 ? input.slice(spans.hostStart, spans.hostEnd) : undefined).toBe(
          parsed.host,
        );
        expect(input.slice(spans.pathStart, spans.pathEnd)).toBe(parsed.path);
        const hostEnd = plainHostEnd(input);
        if (hostEnd > 0) {
          const schemeEnd = parsed.scheme!.length;
          expect(spansAfter(input, schemeEnd, -1, schemeEnd + 3, hostEnd, -1, hostEnd)).toEqual(
            spans,
          );
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('checkFetchTarget fast path', () => {
  // URLs near the fast path's edge: plain hosts, and every character that must send an input
  // to the general path (upper case, '%', '@', ':', '\', whitespace, non-ASCII, IPv4 forms).
  const scheme = fc.constantFrom(
    'http://',
    'https://',
    'HTTP://',
    'http:/',
    'http:\\\\',
    'ftp://',
    ' http://',
  );
  const hostUnit = fc.constantFrom(
    ...'ab09.-xlocalhost'.split(''),
    '%2e',
    '@',
    ':80',
    'A',
    '\\',
    '\t',
    'é',
    '。',
    '0x7f',
    '127',
    '[::1]',
    // Names the fast path must still refuse (internal suffixes, metadata services) or pass.
    '.local',
    '.internal',
    '.home.arpa',
    'metadata.google.internal',
    'instance-data',
    'a.com',
  );
  const rest = fc.constantFrom('', '/', '/a', '?q=1', '#f', ' ', '/\t', '\\a');
  const policies: (FetchPolicy | undefined)[] = [
    undefined,
    { schemes: ['https'], ports: [443] },
    { deniedNames: ['.example.com'], allowedNames: ['localhost', 'a'] },
    { singleLabelNames: 'allow', allowUserinfo: true, ports: [80, 8080] },
    { deniedAddresses: ['8.8.8.0/24'], allowedAddresses: ['127.0.0.0/8'] },
  ];
  it('agrees with the general path', () => {
    fc.assert(
      fc.property(
        scheme,
        fc.array(hostUnit, { maxLength: 8 }),
        rest,
        fc.constantFrom(...policies),
        (s, host, r, policy) => {
          const input = `${s}${host.join('')}${r}`;
          expect(checkFetchTarget(input, policy)).toEqual(
            checkGeneral(input, compilePolicy('checkFetchTarget', policy), ANY_SITE),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('takes plain hosts only', () => {
    expect(plainHostEnd('https://example.com/a')).toBe(19);
    expect(plainHostEnd('http://a')).toBe(8);
    expect(plainHostEnd('http:///a')).toBe(-1);
    expect(plainHostEnd('http://Example.com/')).toBe(-1);
    expect(plainHostEnd('http://a:80/')).toBe(-1);
    expect(plainHostEnd('http://a ')).toBe(-1);
  });
});

describe('inspect fast path', () => {
  it("the plain reading of a valid http(s) URI is the parser's", () => {
    const piece = fc.constantFrom(
      'http://',
      'https://',
      'a',
      'b0',
      '.',
      '-',
      '127.1',
      '0x7f',
      '999',
      '1a',
      '/',
      '/..',
      '?',
      '#',
      '%41',
      '@',
      ':8',
      'x',
    );
    let plain = 0;
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), (parts) => {
        const input = parts.join('');
        if (tryParse(input) === undefined) return;
        const hostEnd = plainHostEnd(input);
        if (hostEnd < 0) return;
        const reading = plainReading(input, hostEnd);
        if (reading === undefined) return;
        plain++;
        expect({ ...reading, url: null }, input).toEqual({ ...readWhatwg(input), url: null });
      }),
      { numRuns: 5000 },
    );
    expect(plain).toBeGreaterThan(50);
  });
});

describe("redact's userinfo", () => {
  it('is where locateURL says the URL Standard takes it from', () => {
    const piece = fc.constantFrom(
      'http:',
      'HtTp:',
      'file:',
      'sc:',
      'ftp:',
      '/',
      '\\',
      '//',
      '\t',
      '\n',
      ' ',
      '@',
      ':',
      'a',
      '?',
      '#',
      '[',
      ']',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const input = parts.join('');
        const where = locateURL(input).userinfo;
        expect(urlStandardUserinfo(input), input).toEqual(
          where === undefined ? undefined : [where.start, where.end],
        );
      }),
      { numRuns: 10000 },
    );
  });
});

describe('inspect pre-checks', () => {
  it('the reading of a valid URI holds no tab, newline, backslash or stripped character', () => {
    const piece = fc.constantFrom(
      'file:',
      'http:',
      'HTTPS:',
      'x:',
      '//',
      '/',
      'a',
      '@',
      ':1',
      '?',
      '#',
      '%5C',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const input = parts.join('');
        if (tryParse(input) === undefined) return;
        const reading = readWhatwg(input);
        expect([reading.lead, reading.trail, reading.tabOrNewline, reading.backslash]).toEqual([
          0, 0, -1, -1,
        ]);
      }),
      { numRuns: 3000 },
    );
  });

  it('the dot-segment pre-check agrees with searching for "/." and "/%"', () => {
    const unit = fc.constantFrom(...'/.%a?'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), fc.nat(12), fc.nat(12), (text, a, b) => {
        const start = Math.min(a, b, text.length);
        const end = Math.min(Math.max(a, b), text.length);
        // A path ends at '?', '#' or the input's end, never before a '.' or '%'.
        const after = text[end];
        if (after === '.' || after === '%') return;
        // The searches the pre-check replaced, word for word.
        const dot = text.indexOf('/.', start);
        const percent = text.indexOf('/%', start);
        const slow = (dot >= 0 && dot < end) || (percent >= 0 && percent < end);
        expect(hasSlashDotOrPercent(text, start, end)).toBe(slow);
        // As checkTranscoding calls it: told whether any '%' occurs at all.
        expect(hasSlashDotOrPercent(text, start, end, text.includes('%'))).toBe(slow);
      }),
      { numRuns: 5000 },
    );
  });

  it("the '@' after a delimiter is found as the character loop finds it", () => {
    const unit = fc.constantFrom(...'a@/?#'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), fc.nat(12), (text, from) => {
        let slow = -1;
        for (let i = from; i < text.length; i++) {
          if (text[i] === '/') break;
          if (text[i] === '@') {
            slow = i;
            break;
          }
        }
        expect(firstAtBeforeSlash(text, from)).toBe(slow);
      }),
      { numRuns: 5000 },
    );
  });

  it("a query without '&' has no duplicate-parameter-variant to find", () => {
    const unit = fc.constantFrom(...'aA=%41;?b'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 14 }), (query) => {
        const context = { input: `?${query}`, findings: [] } as unknown as Context;
        checkVariants(context, 1, query.length + 1);
        expect(context.findings).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('inspect with and without its fast paths', () => {
  it('reads an ENS name with its root dot on both paths', () => {
    // The fast path once took 'a..ETH.' for a quiet host: its '.eth' test did not drop the
    // trailing dot that checkEnsHost drops.
    for (const input of ['http://a..ETH.', 'https://Vitalik.ETH./x', 'http://a.eth.']) {
      for (const iri of [false, true]) {
        const options = { whatwg: false, iri };
        expect(inspectWith(input, options, true)).toEqual(inspectWith(input, options, false));
      }
    }
    expect(inspectWith('http://a..ETH.', { whatwg: false }, true).map((f) => f.code)).toContain(
      'ens-not-normalized',
    );
  });

  it('returns the same findings', () => {
    const piece = fc.constantFrom(
      'http://',
      'https://',
      'file:///',
      'file://',
      'file:',
      'FILE:',
      'LOCALHOST',
      'HTTP://',
      'a',
      'xn--',
      'xn--bcher-kva',
      'b-c',
      '.',
      '127.1',
      '0x7f',
      '999',
      'localhost',
      'metadata.google.internal',
      'a.eth',
      'a..ETH',
      'ethereum:',
      'pay-0x1.eth',
      '/',
      '/..',
      '/%2e',
      '?',
      '#',
      '&',
      'token=1',
      'Token=2',
      '%41',
      '%00',
      '%c0%ae',
      '@',
      ':80',
      'é',
      '\\',
      '\t',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), fc.boolean(), (parts, iri) => {
        const input = parts.join('');
        const options = { whatwg: false, iri };
        expect(inspectWith(input, options, true)).toEqual(inspectWith(input, options, false));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('inspect of a URI that a plain reader takes (checkQuiet)', () => {
  it('returns the findings of every check run in full', () => {
    // Valid URIs near the edges of checkQuiet's skips: hosts that are addresses or metadata
    // names, "xn--" labels, '@' after '?' or '#', encoded delimiters and dot segments, secrets.
    const head = fc.constantFrom('http://', 'https://', 'file://', 'file:///', 'file:/', 'file:');
    const host = fc.constantFrom(
      '',
      'a',
      'example.com',
      'b-c.example',
      'localhost',
      '127.1',
      '0x7f.1',
      '10.0.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '999.1.1.1',
      '1.2.3.4.5',
      'metadata.google.internal',
      'instance-data',
      'metadata',
      'xn--bcher-kva.example',
      'xn--80ak6aa92e.com',
      'xn--pple-43d.com',
      'xn--a',
      'mx.example.',
      // ENS names: checkEnsHost runs for a plain host that ends in ".eth".
      'vitalik.eth',
      'a..eth',
      '.eth',
      'x.eth.',
      'xn--0-zmc.eth',
      'xn--bcher-kva.eth',
    );
    const piece = fc.constantFrom(
      '/',
      '/a',
      '/..',
      '/.',
      '/%2e%2e',
      '/%2F',
      '/%40',
      '/%00',
      '/%c0%ae',
      '/%ff',
      '?',
      '#',
      '@',
      '?@x',
      '#@x',
      '&',
      ';',
      '=',
      'token=1',
      'Token=2',
      '%74oken=3',
      'x-amz-signature=4',
      'X_Amz_Signature=5',
      'api-key=6',
      'sig=',
      'a=b',
      'A=c',
      '.js',
    );
    let quiet = 0;
    fc.assert(
      fc.property(head, host, fc.array(piece, { maxLength: 6 }), (h, name, parts) => {
        const input = `${h}${name}${parts.join('')}`;
        if (tryParse(input) !== undefined && (plainHostEnd(input) > 0 || input.startsWith('file:')))
          quiet++;
        const options = { whatwg: false };
        expect(inspectWith(input, options, true)).toEqual(inspectWith(input, options, false));
      }),
      { numRuns: 6000 },
    );
    expect(quiet).toBeGreaterThan(2000);
  });
});

describe('scanSecretPairs', () => {
  const unit = fc.constantFrom(...'tokenTKsig-_%74=&;?a'.split(''), 'api_key', 'X-Amz-', 'code');
  const sets = [
    defaultSecretNames(),
    secretNameSet(['a', 'Session-Key', 'x'.repeat(40)], false),
    secretNameSet(['%74k', 'n'], true),
  ];

  // The scan without its filter: every name decoded and looked up.
  function slowScan(text: string, names: Set<string>): number[] {
    const out: number[] = [];
    let pair = 0;
    while (pair <= text.length) {
      let i = pair;
      let eq = -1;
      for (; i < text.length; i++) {
        const c = text[i]!;
        if (c === '&' || c === ';' || c === '?') break;
        if (c === '=' && eq < 0) eq = i;
      }
      if (eq > pair && names.has(canonicalName(text, pair, eq))) out.push(pair, eq + 1, i);
      pair = i + 1;
    }
    return out;
  }

  it('finds the pairs that decoding every name and looking it up finds', () => {
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 12 }),
        fc.constantFrom(...sets.keys()),
        (parts, k) => {
          const text = parts.join('');
          const names = sets[k]!;
          const found: number[] = [];
          scanSecretPairs(
            text,
            0,
            text.length,
            names,
            (out: number[], a, b, c) => out.push(a, b, c),
            found,
          );
          expect(found).toEqual(slowScan(text, names));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('says a query has a name that canonicalName changes whenever checkVariants can find one', () => {
    const unitV = fc.constantFrom(...'aA=%41;?&b-_'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: unitV, maxLength: 14 }), (query) => {
        const input = `?${query}`;
        const changed = scanSecretPairs(input, 1, input.length, defaultSecretNames(), () => {}, 0);
        const context = { input, findings: [] } as unknown as Context;
        checkVariants(context, 1, input.length);
        if (!changed) expect(context.findings).toEqual([]);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('inspect of a URI that isQuiet takes', () => {
  it('returns the findings of every check run in full', () => {
    // Valid URIs on either side of each of isQuiet's conditions: scheme case, userinfo, port,
    // empty and missing hosts, IP literals, '%', '-', upper case, sub-delims, hosts that end in a
    // number or name a metadata service, and '?' or '#' right after the authority.
    const head = fc.constantFrom(
      'http://',
      'https://',
      'HTTP://',
      'Https://',
      'http:',
      'http:/',
      'file://',
      'file:///',
      'file:/',
      'file:',
      'FILE://',
      'ftp://',
      'ws://',
      'x://',
    );
    const host = fc.constantFrom(
      '',
      'a',
      'Example.COM',
      'a_b~c',
      "a!$&'()*+,;=b",
      'b-c',
      'XN--BCHER-KVA',
      'LocalHost',
      'Metadata.Google.Internal',
      'metadata.google.internal.',
      'INSTANCE-DATA',
      '127.0.0.1',
      '0X7F.1',
      '1e2',
      '0x',
      '999.1.1.1',
      '%41',
      'a%2eb',
      '[::1]',
      '[v1.x]',
      'u@a',
      '@a',
      'a:',
      'a:80',
      'c:',
    );
    const piece = fc.constantFrom(
      '/',
      '/a',
      '/..',
      '/%2e',
      '/%2F',
      '/%00',
      '?',
      '#',
      '?@x',
      '#@x',
      '@',
      '&',
      'token=1',
      'TOKEN=2',
      '%41',
      '/a%20b',
    );
    let quiet = 0;
    fc.assert(
      fc.property(head, host, fc.array(piece, { maxLength: 5 }), (h, name, parts) => {
        const input = `${h}${name}${parts.join('')}`;
        if (tryParse(input) !== undefined) {
          const spans = spansOf(input);
          if (isQuiet(input, spans, input.indexOf('%', spans.schemeEnd + 1))) quiet++;
        }
        const options = { whatwg: false };
        expect(inspectWith(input, options, true)).toEqual(inspectWith(input, options, false));
      }),
      { numRuns: 8000 },
    );
    expect(quiet).toBeGreaterThan(1500);
  });
});
