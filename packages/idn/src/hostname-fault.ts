// The host-name checks of IDNA2008 (RFC 5891 §4.2, §5.3–5.4, RFC 5892 Appendix A, RFC 5893
// §2) and RFC 1123 §2.1 in one pass over the name, reporting the first fault as a number
// (code + 32 × offset), so that callers that only ask whether a name is valid carry no names
// of codes. The table and the Punycode codecs come in as arguments: deciding validity
// needs less of both than naming the exact fault (see idna2008.ts).
import { checkBidi } from './bidi.js';
import { before, joinerAllowed } from './context-j.js';
import {
  A_LABEL_ASCII,
  A_LABEL_NOT_CANONICAL,
  ARABIC_INDIC,
  BIDI,
  EMPTY,
  EMPTY_LABEL,
  EXTENDED_ARABIC_INDIC,
  HIRAGANA_KATAKANA_HAN_SEEN,
  HYPHEN_3_4,
  HYPHEN_END,
  HYPHEN_START,
  INVALID_CHARACTER,
  INVALID_PUNYCODE,
  LABEL_TOO_LONG,
  LEADING_COMBINING_MARK,
  NAME_TOO_LONG,
  NOT_NFC,
  PROPERTY_FAULT,
  RTL,
} from './hostname-faults.js';
import { isUnstable } from './idna2008-table.js';
import {
  BIDI_R,
  CONTEXTJ,
  CONTEXTO,
  DISALLOWED,
  GREEK,
  HEBREW,
  HIRAGANA_KATAKANA_HAN,
  type Lookup,
  MARK,
  PROPERTY_SHIFT,
  SCRIPT_SHIFT,
} from './properties.js';

/** §6.2 of `label.slice(start, end)`, or `undefined` when it is no valid Punycode. */
export type Decode = (label: string, start: number, end: number) => string | undefined;

/**
 * The length of `uLabel` in A-label form (RFC 5890 §2.3.2.1), `xn--` included (Infinity when
 * it cannot be encoded); -1 when `label` is an A-label that is not the encoding of `uLabel`,
 * its decoded form (RFC 5891 §5.4). `label` is `uLabel` itself for a U-label.
 */
export type Measure = (uLabel: string, label: string) => number;

// Hyphen rules shared by LDH labels and U-labels (RFC 5891 §4.2.3.1), as a fault in `label`.
function hyphenFault(label: string): number {
  if (label.charCodeAt(0) === 0x2d) return HYPHEN_START;
  if (label.charCodeAt(label.length - 1) === 0x2d) return HYPHEN_END + (label.length - 1) * 32;
  if (label.charCodeAt(2) === 0x2d && label.charCodeAt(3) === 0x2d) return HYPHEN_3_4;
  return 0;
}

// What the label holds, for the rules of RFC 5892 A.7–A.9 that look at the whole label:
// worked out once per label, on its first such code point (a rule that scanned the label for
// each one made a label of n Arabic-Indic digits cost n² reads: found by the fuzz campaign).

function labelContents(label: string, value: Lookup): number {
  let seen = 0;
  for (const ch of label) {
    const cp = ch.codePointAt(0)!;
    // U+0660-U+0669 and U+06F0-U+06F9 (`>>> 0` turns what lies below into numbers past them).
    if ((cp - 0x0660) >>> 0 < 10) seen |= ARABIC_INDIC;
    else if ((cp - 0x06f0) >>> 0 < 10) seen |= EXTENDED_ARABIC_INDIC;
    else if (value(cp) >>> SCRIPT_SHIFT === HIRAGANA_KATAKANA_HAN) {
      seen |= HIRAGANA_KATAKANA_HAN_SEEN;
    }
  }
  return seen;
}

// RFC 5892 Appendix A.3–A.9: the rule of the CONTEXTO code point at `index`; `contents` is
// the label's labelContents.
function contextOAllowed(
  label: string,
  index: number,
  cp: number,
  value: Lookup,
  contents: number,
): boolean {
  // U+0000, in no script, stands for a character that is not there: after the label's end,
  // and before its start, where `before` gives -1, which reads as the table's first range.
  const script = (at: number | undefined) => value(at ?? 0) >>> SCRIPT_SHIFT;
  // A.3 MIDDLE DOT: between two 'l'
  if (cp === 0x00b7)
    return label.charCodeAt(index - 1) === 0x6c && label.charCodeAt(index + 1) === 0x6c;
  // A.4 GREEK LOWER NUMERAL SIGN: followed by a Greek character
  if (cp === 0x0375) return script(label.codePointAt(index + 1)) === GREEK;
  // A.7 KATAKANA MIDDLE DOT: somewhere in the label, Hiragana, Katakana or Han
  if (cp === 0x30fb) return (contents & HIRAGANA_KATAKANA_HAN_SEEN) !== 0;
  // A.5 HEBREW PUNCTUATION GERESH and A.6 GERSHAYIM (U+05F3, U+05F4): after a Hebrew character
  if (cp < 0x600) return script(before(label, index)) === HEBREW;
  // A.8 / A.9: Arabic-Indic digits (U+0660-0669) and Extended Arabic-Indic digits never mix
  return (contents & (cp < 0x6f0 ? EXTENDED_ARABIC_INDIC : ARABIC_INDIC)) === 0;
}

/**
 * The first fault of a U-label (RFC 5891 §4.2.3, §5.4), with its offset in the label; when
 * every rule holds, RTL if it holds an R, AL or AN character (RFC 5893 §1.4), else 0. The
 * Bidi Rule is a rule of the whole name (hostnameFault).
 */
function uLabelFault(label: string, value: Lookup): number {
  if (label.normalize('NFC') !== label) return NOT_NFC;
  const hyphen = hyphenFault(label);
  if (hyphen) return hyphen;
  if (value(label.codePointAt(0)!) & MARK) return LEADING_COMBINING_MARK;
  let rtl = 0;
  let contents = -1;
  for (let i = 0; i < label.length; i++) {
    const cp = label.codePointAt(i)!;
    const bits = value(cp);
    // What the table leaves to the engine is DISALLOWED (idna2008-table.ts).
    // The derived property (propertyOf, written in place: one function less in the bundle).
    let property = (bits >>> PROPERTY_SHIFT) & 7;
    if (property < DISALLOWED && isUnstable(cp)) property = DISALLOWED;
    if (property === CONTEXTO && contents < 0) contents = labelContents(label, value);
    if (
      property === CONTEXTJ
        ? !joinerAllowed(label, i, value)
        : property === CONTEXTO
          ? !contextOAllowed(label, i, cp, value, contents)
          : property
    ) {
      return PROPERTY_FAULT + property + i * 32;
    }
    // R (or AL) and AN are 1 and 2.
    if (((bits & 7) - BIDI_R) >>> 0 < 2) rtl = RTL;
    if (cp > 0xffff) i++;
  }
  return rtl;
}

/**
 * The first fault of `name` as a host name (IDNA2008 and RFC 1123 §2.1; U-labels and the
 * separators U+3002, U+FF0E and U+FF61 only with `unicode`) as code + 32 × offset, or 0 when
 * it is valid. What the checks read comes in as arguments (idna2008.ts has the two sets): a
 * table of idna2008-table.ts, the length past which a label is reported too long at once,
 * before its Punycode is read (126 when only validity counts, since no valid label is longer:
 * 63 octets as an A-label, at least one octet a code point), and Punycode (RFC 3492). Linear
 * in the name's length when `decode` and `measure` are linear in the label's. Parameters, not
 * an object of them: their names would be in the bundles.
 */
export function hostnameFault(
  name: string,
  unicode: boolean,
  value: Lookup,
  longest: number,
  decode: Decode,
  measure: Measure,
): number {
  let asciiLength = -1;
  let rtl = false;
  // The first label that breaks the Bidi Rule, which counts only in a Bidi domain name.
  let bidiFault = 0;
  let start = 0;
  let ascii = true;
  for (let end = 0; end <= name.length; end++) {
    const c = name.charCodeAt(end);
    // RFC 5890 §2.3.2.1 (RFC 3490 §3.1): the label separators.
    const separator = c === 0x2e || (unicode && (c === 0x3002 || c === 0xff0e || c === 0xff61));
    if (end < name.length && !separator) {
      // RFC 1123 §2.1: in ASCII, a letter (`| 0x20` folds the cases), a digit or the hyphen;
      // `>>> 0` turns what lies below a range into numbers past it.
      if (
        c < 0x80 ? c !== 0x2d && (c - 0x30) >>> 0 > 9 && ((c | 0x20) - 0x61) >>> 0 > 25 : !unicode
      ) {
        return INVALID_CHARACTER + end * 32;
      }
      ascii &&= c < 0x80;
      continue;
    }
    // An empty name is one empty label.
    if (end === start) return (name ? EMPTY_LABEL : EMPTY) + start * 32;
    const label = name.slice(start, end);
    if (label.length > longest) return LABEL_TOO_LONG + start * 32;
    // An A-label (RFC 5891 §5.3), `xn--` in any case, decodes to a valid U-label that encodes
    // back to it; other ASCII labels are LDH labels.
    const aLabel = ascii && label.slice(0, 4).toLowerCase() === 'xn--';
    let uLabel = label;
    // The label's length in A-label form (RFC 5890 §2.3.2.1): an A-label's own, since it
    // is the encoding of its decoded form.
    let aLength = label.length;
    if (aLabel) {
      const decoded = decode(label, 4, label.length);
      if (decoded === undefined) return INVALID_PUNYCODE + start * 32;
      // RFC 3492 §6.2 inserts code points from U+0080 up: the decoded label is all ASCII
      // exactly when nothing follows the last delimiter (the one of `xn--` when nothing else).
      if (label.charCodeAt(label.length - 1) === 0x2d) {
        return A_LABEL_ASCII + start * 32;
      }
      uLabel = decoded;
    }
    if (ascii && !aLabel) {
      const hyphen = hyphenFault(label);
      if (hyphen) return hyphen + start * 32;
    } else {
      aLength = measure(uLabel, label);
      if (aLength < 0) return A_LABEL_NOT_CANONICAL + start * 32;
      const failure = uLabelFault(uLabel, value);
      if (failure === RTL) rtl = true;
      // A fault in a decoded label is one of the whole A-label.
      else if (failure) return (aLabel ? failure % 32 : failure) + start * 32;
    }
    // RFC 1034 §3.1: 63 octets a label, 255 the name with its length octets.
    if (aLength > 63) return LABEL_TOO_LONG + start * 32;
    asciiLength += aLength + 1;
    if (asciiLength > 253) return NAME_TOO_LONG + start * 32;
    if (!bidiFault && checkBidi(uLabel, value)) bidiFault = BIDI + start * 32;
    start = end + 1;
    ascii = true;
  }
  // RFC 5893 §2: in a Bidi domain name, every label satisfies the Bidi Rule.
  return rtl ? bidiFault : 0;
}
