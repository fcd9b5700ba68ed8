// Differential checks against the web-platform-tests IDNA files: the URL
// Standard's "domain to ASCII", i.e. UTS #46 with CheckHyphens, UseSTD3ASCIIRules
// and VerifyDnsLength off, plus the URL Standard's own checks.
import { readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { tryToASCII, URL_STANDARD_OPTIONS } from '../src/index.js';

// URL Standard "forbidden domain code point": the host parser refuses these
// after domain to ASCII, so an expected failure may come from them instead.
function hasForbiddenDomainCodePoint(host: string): boolean {
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || '#%/:<>?@[\\]^|'.includes(host[i]!)) return true;
  }
  return false;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

// The URL Standard's domain to ASCII, on top of ToASCII.
function domainToAscii(input: string): string | null {
  const ascii = tryToASCII(input, URL_STANDARD_OPTIONS);
  if (ascii === undefined || ascii === '' || hasForbiddenDomainCodePoint(ascii)) return null;
  return ascii;
}

type Row = string | { input: string; output: string | null; comment?: string };

for (const file of ['wpt/IdnaTestV2.json', 'wpt/toascii.json']) {
  const rows = readSharedJson<Row[]>(`conformance/${file}`);
  const cases = (rows ?? []).filter((row): row is Exclude<Row, string> => typeof row !== 'string');
  describe.skipIf(rows === undefined)(file, () => {
    it('agrees on every row that is not an IPv4 question', () => {
      const mismatches: string[] = [];
      let compared = 0;
      for (const { input, output } of cases) {
        // The URL Standard lower-cases an ASCII domain without running UTS #46,
        // so those rows say nothing about ToASCII.
        if (isAscii(input)) continue;
        const actual = domainToAscii(input);
        // A name ending in a number goes to the IPv4 parser, outside UTS #46.
        const last = (actual ?? '').replace(/\.$/, '').split('.').pop() ?? '';
        if (/^(0x[0-9a-f]*|[0-9]+)$/i.test(last)) continue;
        compared++;
        if (actual !== output) mismatches.push(`${JSON.stringify(input)}: ${actual} vs ${output}`);
      }
      expect(compared).toBeGreaterThan(cases.length / 2);
      expect(mismatches).toEqual([]);
    });
  });
}
