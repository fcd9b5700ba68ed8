// The character kinds the extractor scans by: one 128-entry table of bits for ASCII, built from
// RFC 3986 §2's classes, and the non-ASCII characters that end an IRI in running text.
import { CHAR_CLASS, SCHEME } from '@urikit/percent-encoding';

/** May appear in a URI: any RFC 3986 §2 character, and '%' of pct-encoded (§2.1). */
export const URI_CHAR = 1;
/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1). */
export const SCHEME_CHAR = 2;
/** A character of a domain word: ALPHA / DIGIT / "-" / "_" / "." (§3.2.2 reg-name, in practice). */
export const HOST_CHAR = 4;
/** A character of the local part of an e-mail address as people write it (RFC 5322 §3.4.1 subset). */
export const LOCAL_CHAR = 8;
/** Sentence punctuation that ends a bare URI rather than belonging to it (Appendix C). */
export const TRAILING = 16;
/** May stand right before a suffix reference or an e-mail address: the word starts there. */
export const BOUNDARY = 32;
/** Whitespace: ends a bare URI; removed inside angle brackets (Appendix C). */
export const SPACE = 64;
/** What a run of URI characters looks at (scanRun): `( ) [ ] % # @ / ?`. */
export const RUN_MARK = 128;

function buildKinds(): Uint8Array {
  const kinds = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    let k = 0;
    const cls = CHAR_CLASS[c]!;
    if (cls !== 0 || c === 0x25) k |= URI_CHAR;
    else k |= BOUNDARY; // controls, space and the ASCII that no URI holds: " < > \ ^ ` { | }
    if ((cls & SCHEME) !== 0) k |= SCHEME_CHAR;
    if ((cls & SCHEME) !== 0 && c !== 0x2b) k |= HOST_CHAR | LOCAL_CHAR;
    kinds[c] = k;
  }
  kinds[0x5f]! |= HOST_CHAR | LOCAL_CHAR; // "_"
  kinds[0x2b]! |= LOCAL_CHAR; // "+": subaddresses (RFC 5233)
  for (const c of ".,;:!?'") kinds[c.charCodeAt(0)]! |= TRAILING;
  for (const c of "([',;:!*") kinds[c.charCodeAt(0)]! |= BOUNDARY;
  for (const c of ' \t\n\v\f\r') kinds[c.charCodeAt(0)]! |= SPACE;
  for (const c of '()[]%#@/?') kinds[c.charCodeAt(0)]! |= RUN_MARK;
  return kinds;
}

/** The kind bits of every ASCII code unit. */
export const KINDS: Uint8Array = /* @__PURE__ */ buildKinds();

/**
 * Whether the non-ASCII code unit `c` ends an IRI in running text: Unicode spaces and the
 * punctuation that CJK, Arabic and European typography puts right after a word (they are
 * `ucschar`, RFC 3987 §2.2, but a reader never means them as part of a link), and what no IRI
 * holds outside a query (C1 controls, private use, noncharacters, specials).
 */
export function isTerminator(c: number): boolean {
  if (c < 0x2000) {
    // C1 controls and NBSP, « », Arabic comma, semicolon, question mark and full stop.
    return (
      c <= 0xa0 ||
      c === 0xab ||
      c === 0xbb ||
      c === 0x60c ||
      c === 0x61b ||
      c === 0x61f ||
      c === 0x6d4
    );
  }
  // General punctuation: spaces, dashes, quotes, ellipsis, separators, bidi marks (not the
  // joiners of emoji sequences).
  if (c <= 0x206f) return c <= 0x203a && c !== 0x200c && c !== 0x200d;
  // Ideographic space, CJK punctuation and brackets 、。〃〈〉《》「」『』【】〔〕…
  if (c <= 0x3020) return c >= 0x3000;
  // Surrogates: a pair is one character, checked by the parser.
  if (c < 0xe000) return false;
  // Private use (iprivate only in a query).
  if (c <= 0xf8ff) return true;
  // Fullwidth ！＂（），．：；＜＞？［］｛｝ and halfwidth ｡｢｣､
  if (c >= 0xff01 && c <= 0xff65) {
    return (
      c <= 0xff0f || (c >= 0xff1a && c <= 0xff20) || (c >= 0xff3b && c <= 0xff40) || c >= 0xff5b
    );
  }
  // Noncharacters and specials.
  return (c >= 0xfdd0 && c <= 0xfdef) || c >= 0xfff0;
}
