// IdnaError: a failed UTS #46 ToASCII (§4.2) or Punycode conversion (RFC 3492),
// carrying the status codes of the UTS #46 conformance file IdnaTestV2.txt.

/**
 * A status code of the UTS #46 conformance file IdnaTestV2.txt: `P4` (UTS #46 §4 step 4, a bad
 * `xn--` label), `V1`…`V7` (UTS #46 §4.1 validity criteria), `U1` (UseSTD3ASCIIRules), `A3`,
 * `A4_1`, `A4_2` (UTS #46 §4.2 ToASCII), `B1`…`B6` (RFC 5893 §2), `C1`, `C2` (RFC 5892
 * Appendix A.1, A.2) and `X4_2` (an empty label found by ToUnicode).
 *
 * @example
 * ```ts
 * const codes: IdnaErrorCode[] = toUnicode('a_b.de').errors; // → ['U1']
 * ```
 */
export type IdnaErrorCode =
  | 'P4'
  | 'V1'
  | 'V2'
  | 'V3'
  | 'V4'
  | 'V5'
  | 'V6'
  | 'V7'
  | 'U1'
  | 'A3'
  | 'A4_1'
  | 'A4_2'
  | 'B1'
  | 'B2'
  | 'B3'
  | 'B4'
  | 'B5'
  | 'B6'
  | 'C1'
  | 'C2'
  | 'X4_2';

/** Every code in a fixed order: an error set is a bit set over these positions. */
const CODES: readonly IdnaErrorCode[] = [
  'P4',
  'V1',
  'V2',
  'V3',
  'V4',
  'V5',
  'V6',
  'V7',
  'U1',
  'A3',
  'A4_1',
  'A4_2',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'B6',
  'C1',
  'C2',
  'X4_2',
];

// Processing records errors as bits of one number, so that a label costs no
// allocation until the end; these are the bits 1 << i, i the position in CODES.
export const P4 = 0x1;
export const V1 = 0x2;
export const V2 = 0x4;
export const V3 = 0x8;
export const V4 = 0x10;
export const V5 = 0x20;
export const V6 = 0x40;
export const V7 = 0x80;
export const U1 = 0x100;
export const A3 = 0x200;
export const A4_1 = 0x400;
export const A4_2 = 0x800;
export const B1 = 0x1000;
export const B2 = 0x2000;
export const B3 = 0x4000;
export const B4 = 0x8000;
export const B5 = 0x10000;
export const B6 = 0x20000;
export const C1 = 0x40000;
export const C2 = 0x80000;
export const X4_2 = 0x100000;

/** The codes of an error bit set, in the order of CODES. */
export function errorCodes(bits: number): IdnaErrorCode[] {
  const codes: IdnaErrorCode[] = [];
  for (let i = 0; i < CODES.length; i++) if (bits & (1 << i)) codes.push(CODES[i]!);
  return codes;
}

// Long inputs are cut in the message so that its size stays bounded.
function excerpt(input: string): string {
  return JSON.stringify(input.length > 100 ? `${input.slice(0, 100)}…` : input);
}

/**
 * Thrown for a domain name that UTS #46 §4.2 ToASCII rejects, or a string that Punycode
 * (RFC 3492 §6.2, §6.3) cannot convert; `errors` lists the status codes of IdnaTestV2.txt.
 *
 * @example
 * ```ts
 * try {
 *   toASCII('-a.de');
 * } catch (error) {
 *   if (error instanceof IdnaError) {
 *     error.errors; // → ['V3']
 *     error.domain; // → '-a.de'
 *   }
 * }
 * ```
 */
export class IdnaError extends Error {
  constructor(
    /** The status codes of every error found, sorted, each listed once. */
    readonly errors: IdnaErrorCode[],
    /** The string that was being converted. */
    readonly input: string,
    /**
     * What the conversion produced despite the errors (ToASCII's result with the
     * failing labels left as they were), for diagnostics only: never use it as a
     * domain name.
     */
    readonly domain: string,
  ) {
    super(`Invalid domain name [${errors.join(', ')}]: ${excerpt(input)}`);
    this.name = 'IdnaError';
  }
}
