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
  const c = input.charCodeAt(i);
  // ucschar %xA0-D7FF; U+0080-U+009F (C1 controls) are not characters of an IRI.
  if (c < 0xd800) return c >= 0xa0 ? 1 : 0;
  if (c < 0xdc00) {
    const d = i + 1 < end ? input.charCodeAt(i + 1) : 0;
    if (d < 0xdc00 || d > 0xdfff) return 0;
    const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    // Every plane ends with two noncharacters, xFFFE and xFFFF: no range includes them.
    if ((cp & 0xffff) > 0xfffd) return 0;
    // iprivate %xF0000-FFFFD / %x100000-10FFFD (planes 15 and 16).
    if (cp >= 0xf0000) return mode === IRI_PRIVATE ? 2 : 0;
    // Plane 14 starts at %xE1000: tags and variation selectors are excluded.
    return cp >= 0xe0000 && cp < 0xe1000 ? 0 : 2;
  }
  // A low surrogate here has no high surrogate before it.
  if (c < 0xe000) return 0;
  // iprivate %xE000-F8FF.
  if (c < 0xf900) return mode === IRI_PRIVATE ? 1 : 0;
  // ucschar %xF900-FDCF / %xFDF0-FFEF: the noncharacters FDD0-FDEF and specials FFF0+ are out.
  if (c <= 0xfdcf) return 1;
  return c >= 0xfdf0 && c <= 0xffef ? 1 : 0;
}
