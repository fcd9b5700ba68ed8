// RFC 3986 §3.1 scheme equality: "schemes are case-insensitive", and a scheme is ASCII
// (ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )), so folding the ASCII letters is enough.

/** Whether two schemes are equal ignoring the case of ASCII letters (RFC 3986 §3.1). */
export function sameScheme(a: string, b: string): boolean {
  // Both are valid schemes, all ASCII: toLowerCase folds exactly 'A'-'Z'.
  return a.toLowerCase() === b.toLowerCase();
}
