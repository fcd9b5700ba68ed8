// RFC 3986 §3.1 scheme equality: "schemes are case-insensitive", and a scheme is ASCII
// (ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )), so folding the ASCII letters is enough.

/** Whether two schemes are equal ignoring the case of ASCII letters. */
export function sameScheme(a: string, b: string): boolean {
  const length = a.length;
  if (length !== b.length) return false;
  for (let i = 0; i < length; i++) {
    if (toLower(a.charCodeAt(i)) !== toLower(b.charCodeAt(i))) return false;
  }
  return true;
}

// Only 'A'-'Z' move, so two different code units fold together only if they are the two cases
// of one letter.
function toLower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}
