// RFC 3987 §2.2 ucschar and iprivate, and the bidi formatting characters of §4.1 that an
// IRI must not contain, as tests on code points.

/** ucschar (RFC 3987 §2.2): allowed wherever iunreserved is. */
export function isUcschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp < 0xf900) return false;
  if (cp <= 0xfdcf) return true;
  if (cp < 0xfdf0) return false;
  if (cp <= 0xffef) return true;
  if (cp < 0x10000 || cp >= 0xf0000) return false;
  // Each plane's last two code points (xFFFE, xFFFF) are noncharacters; plane 14 starts at
  // %xE1000, leaving out tags and variation selectors.
  if ((cp & 0xffff) > 0xfffd) return false;
  return cp < 0xe0000 || cp >= 0xe1000;
}

/** iprivate (RFC 3987 §2.2): allowed in the query only. */
export function isIprivate(cp: number): boolean {
  return (
    (cp >= 0xe000 && cp <= 0xf8ff) ||
    (cp >= 0xf0000 && cp <= 0xffffd) ||
    (cp >= 0x100000 && cp <= 0x10fffd)
  );
}

/** LRM, RLM, LRE, RLE, PDF, LRO, RLO: "IRIs MUST NOT contain bidi formatting characters" (§4.1). */
export function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e);
}
