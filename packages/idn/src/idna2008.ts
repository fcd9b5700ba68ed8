// IDNA2008 validity of host names (RFC 5890–5893): the derived property of every code
// point (RFC 5892), the contextual rules of RFC 5892 Appendix A, and the label and name
// checks of RFC 5891 §4.2 and §5.3–5.4. This is registration-grade IDNA2008, which
// rejects what UTS #46 would map (upper case, compatibility forms), not UTS #46 lookup.
import { argumentError, requireObject, requireString } from './arguments.js';
import { hostnameFault, type Measure } from './hostname-fault.js';
import { EMPTY, FAULT_CODES } from './hostname-faults.js';
import { exactValue, propertyOf, validValue } from './idna2008-table.js';
import {
  aLabelShortLength,
  decodeCanonicalPunycode,
  decodePunycode,
  encodePunycode,
} from './punycode.js';

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
  return PROPERTIES[propertyOf(exactValue(codePoint))]!;
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

// What checkHostname reads (hostnameFault's arguments): the exact derived property
// (DISALLOWED or UNASSIGNED) and the properties of a code point it has yet to find invalid
// (exactValue), and Punycode that takes O(n log n) time on labels of any length.
const exactMeasure: Measure = (uLabel, label) => {
  const encoded = encodePunycode(uLabel);
  // RFC 5891 §5.3: an A-label (one that differs from its decoded form) encodes back to itself.
  return label !== uLabel && `xn--${encoded}` !== label.toLowerCase()
    ? -1
    : 4 + (encoded?.length ?? Infinity);
};

// What deciding validity reads (isHostname, isIdnHostname): validValue, and no label longer
// than 126 code units, which cannot be valid; within that bound the short codecs' quadratic
// time stays small. An A-label is decoded only if it is the encoding of what it decodes to
// (decodeCanonicalPunycode), so no encoder runs but the one that counts a U-label's length
// (aLabelShortLength). Every answer is checkHostname's.

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
  const failure = hostnameFault(
    name,
    flag === true,
    exactValue,
    Infinity,
    decodePunycode,
    exactMeasure,
  );
  if (failure === 0) return undefined;
  const code = failure % 32;
  return { code: FAULT_CODES[code - EMPTY]!, index: (failure - code) / 32 };
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
  return !hostnameFault(name, false, validValue, 126, decodeCanonicalPunycode, aLabelShortLength);
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
  return !hostnameFault(name, true, validValue, 126, decodeCanonicalPunycode, aLabelShortLength);
}
