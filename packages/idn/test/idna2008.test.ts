// IDNA2008 (RFC 5890–5893): the generated derived-property table, proved twice (it is
// what the generator writes, and it agrees with Python idna's idnadata code point by code
// point), and the host-name checks on RFC 5892 Appendix A and the JSON Schema suite.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonJson, readSharedJson } from '@urikit/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHostname,
  type Idna2008Property,
  idna2008Property,
  isHostname,
  isIdnHostname,
  punycodeEncode,
} from '../src/index.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('src/idna2008.generated.ts', () => {
  it('is what scripts/generate-idna2008.mjs generates, byte for byte', () => {
    const generated = execFileSync(
      process.execPath,
      [resolve(packageDir, 'scripts/generate-idna2008.mjs'), '--stdout'],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const committed = readFileSync(resolve(packageDir, 'src/idna2008.generated.ts'), 'utf8');
    expect(generated === committed).toBe(true);
  });
});

// kjd/idna's idnadata lists PVALID, CONTEXTJ and CONTEXTO ranges (start << 32 | end) from
// its own derivation of RFC 5892 for Unicode 17.0.0; every other code point is DISALLOWED
// or UNASSIGNED, which it does not tell apart.
type IdnaData = { version: string; classes: Record<string, number[][]> };
const idnadata = pythonJson<IdnaData>(
  'import json, sys, idna.idnadata as d\n' +
    'json.dump({"version": d.__version__, "classes": {k: [[x >> 32, x & 0xffffffff] ' +
    'for x in v] for k, v in d.codepoint_classes.items()}}, sys.stdout)',
  (data) => data.version === '17.0.0',
);
const crossCheck = idnadata?.version === '17.0.0';

describe.skipIf(!crossCheck)(
  `the IDNA2008 derived property against Python idna's idnadata 17.0.0${crossCheck ? '' : ' (skipped: python3 with idna 3.13 / idnadata 17.0.0 is not available)'}`,
  () => {
    it('agrees on PVALID, CONTEXTJ and CONTEXTO for every code point', () => {
      const theirs = new Array<string>(0x110000).fill('other');
      for (const [name, ranges] of Object.entries(idnadata!.classes)) {
        for (const [first, end] of ranges) theirs.fill(name, first!, end!);
      }
      const mismatches: string[] = [];
      for (let cp = 0; cp < 0x110000; cp++) {
        const ours = idna2008Property(cp);
        const folded = ours === 'DISALLOWED' || ours === 'UNASSIGNED' ? 'other' : ours;
        if (folded !== theirs[cp] && mismatches.length < 50) {
          mismatches.push(`U+${cp.toString(16)}: ours ${ours}, Python ${theirs[cp]}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  },
);

describe('idna2008Property (RFC 5892 §3)', () => {
  it.each<[number, Idna2008Property]>([
    [0x61, 'PVALID'], // LDH (E)
    [0x2d, 'PVALID'],
    [0x41, 'DISALLOWED'], // Unstable (B): case folds to 'a'
    [0x5f, 'DISALLOWED'],
    [0xdf, 'PVALID'], // Exceptions (F)
    [0x3c2, 'PVALID'],
    [0x3007, 'PVALID'],
    [0xb7, 'CONTEXTO'],
    [0x660, 'CONTEXTO'],
    [0x6f9, 'CONTEXTO'],
    [0x640, 'DISALLOWED'],
    [0x302e, 'DISALLOWED'],
    [0x200c, 'CONTEXTJ'], // JoinControl (H)
    [0x200d, 'CONTEXTJ'],
    [0xad, 'DISALLOWED'], // Default_Ignorable_Code_Point (C)
    [0xfdd0, 'DISALLOWED'], // Noncharacter (C), not UNASSIGNED
    [0x20dd, 'DISALLOWED'], // Combining Diacritical Marks for Symbols (D)
    [0x1d165, 'DISALLOWED'], // Musical Symbols (D)
    [0x1100, 'DISALLOWED'], // OldHangulJamo (I)
    [0xac00, 'PVALID'], // a Hangul syllable
    [0xe0000, 'UNASSIGNED'], // Unassigned (J)
    [0xd800, 'DISALLOWED'], // surrogates are no scalar values
    [0x110000, 'UNASSIGNED'],
  ])('U+%s is %s', (cp, property) => {
    expect(idna2008Property(cp)).toBe(property);
  });
});

describe('checkHostname: RFC 5892 Appendix A contextual rules', () => {
  it.each<[string, boolean]>([
    ['l·l', true], // A.3 MIDDLE DOT
    ['a·l', false],
    ['l·', false],
    ['α͵β', true], // A.4 GREEK LOWER NUMERAL SIGN
    ['α͵S', false],
    ['א׳ב', true], // A.5 GERESH
    ['׳ב', false],
    ['א״ב', true], // A.6 GERSHAYIM
    ['・ぁ', true], // A.7 KATAKANA MIDDLE DOT
    ['・丈', true],
    ['def・abc', false],
    ['ب٠ب', true], // A.8 ARABIC-INDIC DIGITS
    ['ب٠۰', false], // A.8 / A.9 mixed
    ['۰0', true], // A.9
    ['क्\u200dष', true], // A.2 ZWJ after a virama
    ['क\u200dष', false],
    ['بي\u200cبي', true], // A.1 ZWNJ between joining letters
    ['क्\u200cषx\u200cy', false], // every occurrence must pass
  ])('%s → %s', (name, valid) => {
    expect(isIdnHostname(name)).toBe(valid);
  });

  // Found by the fuzzer (packages/fuzz/corpus/exports/idn): A.7–A.9 scanned the whole label
  // for each CONTEXTO code point, so a label of n Arabic-Indic digits took n² reads (8,000
  // digits: 1.8 s). The label is now read once; the rules must still see all of it.
  it('applies A.7–A.9 to the whole of a long label', () => {
    const n = 20_000;
    expect(checkHostname(`${'٣'.repeat(n)}۳`, { unicode: true })).toEqual({
      code: 'contexto',
      index: 0,
    });
    expect(checkHostname(`${'۳'.repeat(n)}٣`, { unicode: true })).toEqual({
      code: 'contexto',
      index: 0,
    });
    expect(checkHostname(`${'・'.repeat(n)}ア`, { unicode: true })).toEqual({
      code: 'label-too-long',
      index: 0,
    });
    expect(checkHostname(`${'・'.repeat(n)}a`, { unicode: true })).toEqual({
      code: 'contexto',
      index: 0,
    });
    expect(checkHostname(`a.${'۳'.repeat(n)}`, { unicode: true })).toEqual({
      code: 'label-too-long',
      index: 2,
    });
  });
});

describe('checkHostname: codes and offsets', () => {
  it.each<[string, boolean, string, number]>([
    ['', false, 'empty', 0],
    ['a..b', true, 'empty-label', 2],
    ['example.', false, 'empty-label', 8],
    ['host_name', false, 'invalid-character', 4],
    ['exämple.com', false, 'invalid-character', 2],
    ['-a.b', false, 'hyphen-start', 0],
    ['a.b-', false, 'hyphen-end', 3],
    ['ab--c', false, 'hyphen-3-4', 0],
    ['xn--X', false, 'invalid-punycode', 0],
    ['a.xn--example-', false, 'a-label-ascii', 2],
    ['xn---9uc', false, 'invalid-punycode', 0],
    // A hyphen just after `xn--` is read as a digit (RFC 3492 §6.2, as punycode.js reads it),
    // not as a delimiter with nothing before it: invalid, not an all-ASCII A-label.
    ['xn---', false, 'invalid-punycode', 0],
    ['xn--', false, 'a-label-ascii', 0],
    ['xn--BCHER-kva', false, 'a-label-not-canonical', 0],
    ['a.Bücher', true, 'disallowed', 2],
    ['ü\u0301', true, 'not-nfc', 0],
    ['\u0301a', true, 'leading-combining-mark', 0],
    ['a.b\u{e0000}', true, 'unassigned', 3],
    ['x.l·a', true, 'contexto', 3],
    ['0a.א', true, 'bidi', 0],
    [`${'a'.repeat(64)}.com`, false, 'label-too-long', 0],
    ['ü'.repeat(60), true, 'label-too-long', 0],
    [Array(4).fill('a'.repeat(63)).join('.'), false, 'name-too-long', 192],
  ])('%j (unicode: %s) → %s at %i', (name, unicode, code, index) => {
    expect(checkHostname(name, { unicode })).toEqual({ code, index });
  });

  it('accepts the JSON Schema examples of both formats', () => {
    expect(isHostname('www.example.com')).toBe(true);
    expect(isHostname('xn--9n2bp8q.xn--9t4b11yi5a')).toBe(true);
    expect(isHostname('a--b.com')).toBe(true);
    expect(isIdnHostname('실례.테스트')).toBe(true);
    expect(isIdnHostname('a。b')).toBe(true);
    expect(isHostname('a。b')).toBe(false);
  });

  it('never throws, and every offset lies inside the name', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        fc.boolean(),
        (name, unicode) => {
          const failure = checkHostname(name, { unicode });
          if (failure !== undefined) {
            expect(failure.index).toBeGreaterThanOrEqual(0);
            expect(failure.index).toBeLessThanOrEqual(name.length);
          }
        },
      ),
    );
  });
});

describe('isHostname and isIdnHostname', () => {
  // Characters for every rule: separators, LDH, A-label material, upper case, Unstable and
  // Cherokee, marks, joiners and their contexts (viramas, joining types), the CONTEXTO
  // code points and their scripts, RTL letters and digits for the Bidi Rule, surrogates.
  const pool = [
    ...'abclxyz09-.AZ_ ',
    '\u3002',
    '\uff0e',
    '\uff61',
    '\u00b7',
    '\u0375',
    '\u03b1',
    '\u0391',
    '\u05d0',
    '\u05f3',
    '\u05f4',
    '\u0591',
    '\u0627',
    '\u0628',
    '\u064a',
    '\u0660',
    '\u06f0',
    '\u0640',
    '\u200c',
    '\u200d',
    '\u094d',
    '\u0915',
    '\u0903',
    '\u0301',
    '\u00fc',
    '\u00df',
    '\u03c2',
    '\u30fb',
    '\u3041',
    '\u30a2',
    '\u4e08',
    '\u0130',
    '\u13a0',
    '\uab70',
    '\u1100',
    '\u0cbf',
    '\u{10d30}',
    '\u{1e900}',
    '\u{20000}',
    '\u{e0000}',
    '\ud800',
    '\u0663',
    '\u06f3',
    '\u00a0',
    '\u0f0b',
    '\u3007',
  ];
  const text = fc.string({ unit: fc.constantFrom(...pool), maxLength: 14 });
  const name = fc.oneof(
    text,
    // A-labels of random labels, some spoiled by a trailing character.
    fc
      .tuple(text, fc.constantFrom('', 'a', '-', '9'), fc.constantFrom('xn--', 'XN--', 'a.xn--'))
      .map(([label, tail, prefix]) => {
        const kept = [...label].filter((ch) => !'.\u3002\uff0e\uff61\ud800'.includes(ch));
        const encoded = punycodeEncode(kept.join(''));
        return `${prefix}${encoded}${tail}`;
      }),
    // Long labels, around the 63-octet and 126-code-unit bounds.
    fc.tuple(text, fc.integer({ min: 1, max: 40 })).map(([label, times]) => label.repeat(times)),
  );

  it('agree with checkHostname on every name', () => {
    fc.assert(
      fc.property(name, (n) => {
        expect(isIdnHostname(n)).toBe(checkHostname(n, { unicode: true }) === undefined);
        expect(isHostname(n)).toBe(checkHostname(n) === undefined);
      }),
      { numRuns: 20_000 },
    );
  });

  it('decide labels just under and over the length limits', () => {
    const ideograph = '\u{20000}';
    for (let count = 1; count <= 70; count++) {
      for (const label of ['a'.repeat(count), '\u00fc'.repeat(count), ideograph.repeat(count)]) {
        expect(isIdnHostname(label)).toBe(checkHostname(label, { unicode: true }) === undefined);
      }
    }
    // 'xn--' and 59 octets of Punycode, and one more.
    expect(isIdnHostname('\u00fc'.repeat(57))).toBe(true);
    expect(isIdnHostname('\u00fc'.repeat(58))).toBe(false);
  });
});

interface FormatGroup {
  description: string;
  tests: { description: string; data: unknown; valid: boolean }[];
}

describe.each([
  ['hostname', false],
  ['idn-hostname', true],
] as const)('the JSON-Schema-Test-Suite %s format', (format, unicode) => {
  const groups = readSharedJson<FormatGroup[]>(`conformance/json-schema/format/${format}.json`);
  const cases = (groups ?? []).flatMap((group) =>
    group.tests
      .filter((test) => typeof test.data === 'string')
      .map((test) => [test.description, test.data as string, test.valid] as const),
  );
  it.skipIf(groups === undefined).each(cases)('%s', (_description, data, valid) => {
    expect(checkHostname(data, { unicode }) === undefined).toBe(valid);
  });
});
