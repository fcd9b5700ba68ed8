// RFC 3987 §2.2: ucschar and iprivate, read as code points from UTF-16 (a surrogate pair is one
// code point; a lone surrogate is never a character of an IRI).

/** ucschar is allowed (wherever RFC 3987 puts iunreserved). */
export const IRI_UCSCHAR = 1;
/** ucschar and iprivate are allowed (iquery only). */
export const IRI_PRIVATE = 2;

/**
 * The number of code units (1 or 2) of the non-ASCII character at `i` when it is allowed in
 * the mode (IRI_UCSCHAR or IRI_PRIVATE), else 0. `end` bounds the second unit of a pair.
 */
export function iriCharWidth(input: string, i: number, end: number, mode: number): number {
  // A surrogate pair is one code point; a lone surrogate stays a surrogate, never a character.
  const cp = input.codePointAt(i)!;
  const width = cp > 0xffff ? 2 : 1;
  if (
    i + width > end ||
    // U+0080-U+009F (C1 controls) and the surrogates are not characters of an IRI; every plane
    // ends with two noncharacters, xFFFE and xFFFF; FDD0-FDEF are noncharacters and FFF0-FFFF
    // specials; E0000-E0FFF (tags, variation selectors) are left out of ucschar.
    cp < 0xa0 ||
    (cp & 0xfffe) === 0xfffe ||
    (cp >= 0xd800 && cp < 0xe000) ||
    (cp >= 0xfdd0 && cp < 0xfdf0) ||
    (cp >= 0xfff0 && cp < 0x10000) ||
    (cp >= 0xe0000 && cp < 0xe1000)
  ) {
    return 0;
  }
  // iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD (iquery only).
  return (cp >= 0xe000 && cp < 0xf900) || cp >= 0xf0000
    ? mode === IRI_PRIVATE
      ? width
      : 0
    : width;
}
