// IDNA2008 validity of host names (RFC 5890–5893): the derived property of every code
// point (RFC 5892), the contextual rules of RFC 5892 Appendix A, and the label and name
// checks of RFC 5891 §4.2 and §5.3–5.4. This is registration-grade IDNA2008, which
// rejects what UTS #46 would map (upper case, compatibility forms), not UTS #46 lookup.
import { argumentError, requireObject, requireString } from './arguments.js';
import { checkBidi, hasRtl } from './bidi.js';
import { before, joinerAllowed } from './context-j.js';
import { foldOf } from './fold.js';
import { IDNA2008_PALETTE, IDNA2008_STARTS, IDNA2008_VALUES } from './idna2008.generated.js';
import { MARK } from './properties.js';
import { decodePunycode, encodePunycode } from './punycode.js';
import { decodeRangeTable, type RangeTable, valueAt } from './range-table.js';

/**
 * The IDNA2008 derived property of a code point (RFC 5892 §2, §3): `PVALID` may stand in a
 * label, `CONTEXTJ` and `CONTEXTO` only where their rule of Appendix A holds, `DISALLOWED`
 * and `UNASSIGNED` never.
 *
 * @example
 * ```ts
 * const property: Idna2008Property = idna2008Property(0x00b7); // → 'CONTEXTO'
 * ```
 */
export type Idna2008Property = 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED';

const PROPERTIES: readonly Idna2008Property[] = [
  'PVALID',
  'CONTEXTJ',
  'CONTEXTO',
  'DISALLOWED',
  'UNASSIGNED',
];
const PVALID = 0;
const CONTEXTJ = 1;
const CONTEXTO = 2;
const DISALLOWED = 3;
// Script classes in bits 12-13, as scripts/generate-idna2008.mjs writes them.
const GREEK = 1;
const HEBREW = 2;
const HIRAGANA_KATAKANA_HAN = 3;

let table: RangeTable | undefined;

/** The properties of properties.ts (bits 0-8), derived property (9-11) and script class of `cp`. */
export function idna2008Value(cp: number): number {
  table ??= decodeRangeTable(IDNA2008_STARTS, IDNA2008_VALUES, IDNA2008_PALETTE);
  return valueAt(table, cp);
}

// The derived property of `cp`. The table may say PVALID for a code point that UTS #46 maps
// (RFC 5892 §2.2 Unstable, so DISALLOWED): its fold tells, except for the Exceptions (§2.6)
// ß and ς, which fold but are PVALID.
function propertyOf(cp: number): number {
  const property = (idna2008Value(cp) >>> 9) & 7;
  return property === PVALID && cp !== 0xdf && cp !== 0x3c2 && foldOf(cp) !== ''
    ? DISALLOWED
    : property;
}

/**
 * The IDNA2008 derived property of `codePoint` (RFC 5892 §3), computed for Unicode 17.0.0.
 *
 * @example
 * ```ts
 * idna2008Property(0x61); // → 'PVALID' ('a')
 * idna2008Property(0x41); // → 'DISALLOWED' ('A' is unstable under case folding)
 * idna2008Property(0x200d); // → 'CONTEXTJ'
 * ```
 */
export function idna2008Property(codePoint: number): Idna2008Property {
  if (typeof codePoint !== 'number') {
    throw argumentError('idna2008Property', 'codePoint', 'a number', codePoint);
  }
  if (!(codePoint >= 0 && codePoint <= 0x10ffff) || !Number.isInteger(codePoint)) {
    return 'UNASSIGNED';
  }
  return PROPERTIES[propertyOf(codePoint)]!;
}

/**
 * Why a name is not a valid host name under IDNA2008 (RFC 5890–5893) and RFC 1123:
 * - `'empty'`: the name is empty; `'empty-label'`: two separators meet, or one leads or
 *   trails (a trailing root dot is not part of a host name here, as JSON Schema reads it);
 * - `'label-too-long'` / `'name-too-long'`: more than 63 octets in a label or 253 in the
 *   name, counted in A-label form (RFC 1034 §3.1, RFC 5890 §2.3.2.1);
 * - `'invalid-character'`: a character that is not a letter, digit or hyphen in an ASCII
 *   label, or any non-ASCII character where only ASCII host names are accepted;
 * - `'hyphen-start'`, `'hyphen-end'`, `'hyphen-3-4'`: RFC 5891 §4.2.3.1 (and RFC 5890
 *   §2.3.1, reserved LDH labels);
 * - `'invalid-punycode'`, `'a-label-not-canonical'` (the decoded label does not encode back
 *   to the same A-label), `'a-label-ascii'` (it decodes to ASCII only): RFC 5891 §5.3;
 * - `'not-nfc'`: a U-label that is not in Normalization Form C (RFC 5891 §5.4);
 * - `'leading-combining-mark'`: RFC 5891 §4.2.3.2;
 * - `'disallowed'`, `'unassigned'`, `'contextj'`, `'contexto'`: RFC 5891 §4.2.3.3 and
 *   RFC 5892 Appendix A;
 * - `'bidi'`: a label of a Bidi domain name breaks the Bidi Rule (RFC 5893 §2).
 *
 * @example
 * ```ts
 * const code: Idna2008ErrorCode | undefined = checkHostname('a..b', { unicode: true })?.code;
 * // → 'empty-label'
 * ```
 */
export type Idna2008ErrorCode =
  | 'empty'
  | 'empty-label'
  | 'label-too-long'
  | 'name-too-long'
  | 'invalid-character'
  | 'hyphen-start'
  | 'hyphen-end'
  | 'hyphen-3-4'
  | 'invalid-punycode'
  | 'a-label-not-canonical'
  | 'a-label-ascii'
  | 'not-nfc'
  | 'leading-combining-mark'
  | 'disallowed'
  | 'unassigned'
  | 'contextj'
  | 'contexto'
  | 'bidi';

/**
 * Where and why {@link checkHostname} rejected a name: `index` is the offset in the name of
 * the offending character, or of the start of the label when the fault lies in an A-label's
 * decoded form or in the label as a whole.
 */
export interface Idna2008Failure {
  readonly code: Idna2008ErrorCode;
  readonly index: number;
}

/** Options of {@link checkHostname}. */
export interface HostnameOptions {
  /**
   * Accept U-labels and the label separators U+3002, U+FF0E and U+FF61 besides `.`
   * (RFC 5890 §2.3.2.1, RFC 3490 §3.1): the JSON Schema `idn-hostname` format. Without it
   * only ASCII is accepted, with A-labels checked in full: the `hostname` format.
   * Default `false`.
   */
  readonly unicode?: boolean;
}

function isSeparator(c: number, unicode: boolean): boolean {
  return c === 0x2e || (unicode && (c === 0x3002 || c === 0xff0e || c === 0xff61));
}

function isLdh(c: number): boolean {
  return (
    c === 0x2d || (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)
  );
}

// The ACE prefix of an A-label, `xn--` in any case (RFC 5890 §2.3.2.1).
function isAcePrefixed(label: string): boolean {
  return (
    (label.charCodeAt(0) | 0x20) === 0x78 &&
    (label.charCodeAt(1) | 0x20) === 0x6e &&
    label.charCodeAt(2) === 0x2d &&
    label.charCodeAt(3) === 0x2d
  );
}

// Hyphen rules shared by LDH labels and U-labels (RFC 5891 §4.2.3.1).
function hyphenFault(label: string): Idna2008ErrorCode | undefined {
  if (label.charCodeAt(0) === 0x2d) return 'hyphen-start';
  if (label.charCodeAt(label.length - 1) === 0x2d) return 'hyphen-end';
  if (label.charCodeAt(2) === 0x2d && label.charCodeAt(3) === 0x2d) return 'hyphen-3-4';
  return undefined;
}

// What the label holds, for the rules of RFC 5892 A.7–A.9 that look at the whole label:
// worked out once per label, on its first such code point (a rule that scanned the label for
// each one made a label of n Arabic-Indic digits cost n² reads).
const ARABIC_INDIC = 1; // U+0660..U+0669
const EXTENDED_ARABIC_INDIC = 2; // U+06F0..U+06F9
const HIRAGANA_KATAKANA_HAN_SEEN = 4;

function labelContents(label: string): number {
  let seen = 0;
  for (const ch of label) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x0660 && cp <= 0x0669) seen |= ARABIC_INDIC;
    else if (cp >= 0x06f0 && cp <= 0x06f9) seen |= EXTENDED_ARABIC_INDIC;
    else if (idna2008Value(cp) >>> 12 === HIRAGANA_KATAKANA_HAN) seen |= HIRAGANA_KATAKANA_HAN_SEEN;
  }
  return seen;
}

// RFC 5892 Appendix A.3–A.9: the rule of the CONTEXTO code point at `index`; `contents` is
// the label's labelContents.
function contextOAllowed(label: string, index: number, cp: number, contents: number): boolean {
  switch (cp) {
    case 0x00b7: // A.3 MIDDLE DOT: between two 'l'
      return label.charCodeAt(index - 1) === 0x6c && label.charCodeAt(index + 1) === 0x6c;
    case 0x0375: {
      // A.4 GREEK LOWER NUMERAL SIGN: followed by a Greek character
      const next = label.codePointAt(index + 1);
      return next !== undefined && idna2008Value(next) >>> 12 === GREEK;
    }
    case 0x05f3: // A.5 HEBREW PUNCTUATION GERESH: after a Hebrew character
    case 0x05f4: {
      // A.6 HEBREW PUNCTUATION GERSHAYIM: after a Hebrew character
      const previous = before(label, index);
      return previous >= 0 && idna2008Value(previous) >>> 12 === HEBREW;
    }
    case 0x30fb:
      // A.7 KATAKANA MIDDLE DOT: somewhere in the label, Hiragana, Katakana or Han
      return (contents & HIRAGANA_KATAKANA_HAN_SEEN) !== 0;
    default:
      // A.8 / A.9: Arabic-Indic digits and Extended Arabic-Indic digits never mix
      return (contents & (cp <= 0x0669 ? EXTENDED_ARABIC_INDIC : ARABIC_INDIC)) === 0;
  }
}

/**
 * The first fault of a U-label (RFC 5891 §4.2.3, §5.4), as a code and an offset in the
 * label, or `undefined` when every rule holds. The Bidi Rule is a rule of the whole name
 * and is checked by {@link checkHostname}.
 */
function uLabelFault(label: string): [Idna2008ErrorCode, number] | undefined {
  if (label.normalize('NFC') !== label) return ['not-nfc', 0];
  const hyphen = hyphenFault(label);
  if (hyphen !== undefined) return [hyphen, hyphen === 'hyphen-end' ? label.length - 1 : 0];
  if ((idna2008Value(label.codePointAt(0)!) & MARK) !== 0) return ['leading-combining-mark', 0];
  let contents = -1;
  for (let i = 0; i < label.length; i++) {
    const cp = label.codePointAt(i)!;
    const property = propertyOf(cp);
    if (property === CONTEXTJ) {
      if (!joinerAllowed(label, i, idna2008Value)) return ['contextj', i];
    } else if (property === CONTEXTO) {
      if (contents < 0) contents = labelContents(label);
      if (!contextOAllowed(label, i, cp, contents)) return ['contexto', i];
    } else if (property !== PVALID) {
      return [property === DISALLOWED ? 'disallowed' : 'unassigned', i];
    }
    if (cp > 0xffff) i++;
  }
  return undefined;
}

/**
 * Checks a host name against IDNA2008 (RFC 5890–5893) and RFC 1123 §2.1, as JSON Schema's
 * `hostname` (ASCII; every `xn--` label must be a valid A-label) and, with `unicode: true`,
 * `idn-hostname` formats read them. Returns the first fault, or `undefined` for a valid
 * name. Linear in the name's length.
 *
 * @example
 * ```ts
 * checkHostname('www.example.com'); // → undefined
 * checkHostname('xn--l-fda'); // → { code: 'contexto', index: 0 } (U+00B7 not between two 'l')
 * checkHostname('실례.테스트', { unicode: true }); // → undefined
 * checkHostname('a·l', { unicode: true }); // → { code: 'contexto', index: 1 }
 * ```
 */
export function checkHostname(
  name: string,
  options?: HostnameOptions,
): Idna2008Failure | undefined {
  requireString('checkHostname', 'name', name);
  requireObject('checkHostname', options);
  const flag = options?.unicode;
  if (flag !== undefined && typeof flag !== 'boolean') {
    throw argumentError('checkHostname', 'options.unicode', 'a boolean', flag);
  }
  const unicode = flag === true;
  if (name.length === 0) return { code: 'empty', index: 0 };
  let asciiLength = -1;
  let bidiName = false;
  const uLabels: [label: string, start: number][] = [];
  let start = 0;
  for (let end = 0; end <= name.length; end++) {
    if (end < name.length && !isSeparator(name.charCodeAt(end), unicode)) continue;
    if (end === start) return { code: 'empty-label', index: start };
    const label = name.slice(start, end);
    let ascii = true;
    for (let i = 0; i < label.length; i++) {
      const c = label.charCodeAt(i);
      if (c >= 0x80) {
        if (!unicode) return { code: 'invalid-character', index: start + i };
        ascii = false;
      } else if (!isLdh(c)) {
        return { code: 'invalid-character', index: start + i };
      }
    }
    let aLabelLength: number;
    let uLabel: string | undefined;
    if (ascii && isAcePrefixed(label)) {
      // RFC 5891 §5.3: an A-label decodes to a valid U-label that encodes back to it.
      const decoded = decodePunycode(label, 4, label.length);
      if (decoded === undefined) return { code: 'invalid-punycode', index: start };
      let allAscii = true;
      for (let i = 0; i < decoded.length; i++) if (decoded.charCodeAt(i) >= 0x80) allAscii = false;
      if (allAscii) return { code: 'a-label-ascii', index: start };
      if (`xn--${encodePunycode(decoded)}` !== label.toLowerCase()) {
        return { code: 'a-label-not-canonical', index: start };
      }
      const fault = uLabelFault(decoded);
      if (fault !== undefined) return { code: fault[0], index: start };
      aLabelLength = label.length;
      uLabel = decoded;
    } else if (ascii) {
      const hyphen = hyphenFault(label);
      if (hyphen !== undefined) {
        return { code: hyphen, index: hyphen === 'hyphen-end' ? end - 1 : start };
      }
      aLabelLength = label.length;
    } else {
      const fault = uLabelFault(label);
      if (fault !== undefined) return { code: fault[0], index: start + fault[1] };
      aLabelLength = 4 + (encodePunycode(label)?.length ?? Number.POSITIVE_INFINITY);
      uLabel = label;
    }
    if (aLabelLength > 63) return { code: 'label-too-long', index: start };
    asciiLength += aLabelLength + 1;
    if (asciiLength > 253) return { code: 'name-too-long', index: start };
    uLabels.push([uLabel ?? label, start]);
    if (uLabel !== undefined && hasRtl(uLabel, idna2008Value)) bidiName = true;
    start = end + 1;
  }
  // RFC 5893 §2: in a Bidi domain name, every label satisfies the Bidi Rule.
  if (bidiName) {
    for (const [label, at] of uLabels) {
      if (checkBidi(label, idna2008Value) !== 0) return { code: 'bidi', index: at };
    }
  }
  return undefined;
}

/**
 * Whether `name` is a valid ASCII host name: RFC 1123 §2.1 labels, with every `xn--` label
 * a valid IDNA2008 A-label (RFC 5891 §5.3). JSON Schema's `hostname` format.
 *
 * @example
 * ```ts
 * isHostname('xn--bcher-kva.example'); // → true
 * isHostname('host_name'); // → false
 * ```
 */
export function isHostname(name: string): boolean {
  requireString('isHostname', 'name', name);
  return checkHostname(name) === undefined;
}

/**
 * Whether `name` is a valid internationalized host name under IDNA2008 (RFC 5890–5893):
 * U-labels, A-labels and LDH labels, separated by `.`, `。`, `．` or `｡`. JSON Schema's
 * `idn-hostname` format.
 *
 * @example
 * ```ts
 * isIdnHostname('bücher.example'); // → true
 * isIdnHostname('Bücher.example'); // → false (upper case is DISALLOWED in a U-label)
 * ```
 */
export function isIdnHostname(name: string): boolean {
  requireString('isIdnHostname', 'name', name);
  return checkHostname(name, { unicode: true }) === undefined;
}
