// The ASCII character tests the name grammars of this package share (ArNS names, base64url
// transaction ids, RSS3 platforms and link types, DNS labels).

/** ASCII letter or digit. */
export function isAlphanumeric(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

/** Letter, digit, "-" or "_": the base64url alphabet (RFC 4648 §5), and RSS3's names. */
export function isWordChar(c: number): boolean {
  return isAlphanumeric(c) || c === 0x2d || c === 0x5f;
}
