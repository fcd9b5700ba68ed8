// Names that resolve inside the machine or the local network, never on the public Internet:
// RFC 6761 §6.3 localhost, RFC 6762 .local and Appendix G's private top-level names, RFC 8375
// home.arpa, the .internal TLD ICANN reserved for private use (2024), and .localdomain.

/** Suffixes (the name itself or any subdomain) that name internal hosts. */
export const INTERNAL_SUFFIXES: readonly string[] = [
  'localhost',
  'local',
  'internal',
  'home.arpa',
  'localdomain',
  'intranet',
  'private',
  'corp',
  'home',
  'lan',
];

// The last letter of each suffix (a bit per letter a-z) and its last label, for lookups before
// any comparison. Built by loops (an arrow that only returns an expression is inlined by the
// bundler, which drops the PURE mark and keeps the set in bundles that never use it, redact's).
const LAST_LETTERS = /* @__PURE__ */ (() => {
  let mask = 0;
  for (const s of INTERNAL_SUFFIXES) mask |= 1 << (s.charCodeAt(s.length - 1) - 0x61);
  return mask;
})();
const LAST_LABELS = /* @__PURE__ */ (() => {
  const set = new Set<string>();
  for (const s of INTERNAL_SUFFIXES) set.add(s.slice(s.lastIndexOf('.') + 1));
  return set;
})();

/** Whether `name` (ASCII lower case, no trailing dot) is an internal name, and which suffix. */
export function internalSuffix(name: string): string | undefined {
  // Most names end in a label no suffix ends with ('com', 'org'): settled by the last letter.
  const letter = name.charCodeAt(name.length - 1) - 0x61;
  if (!(letter >= 0 && letter < 26 && (LAST_LETTERS >>> letter) & 1)) return undefined;
  const last = name.slice(name.lastIndexOf('.') + 1);
  if (!LAST_LABELS.has(last)) return undefined;
  for (const suffix of INTERNAL_SUFFIXES) {
    if (name === suffix) return suffix;
    const k = name.length - suffix.length;
    if (k > 0 && name.charCodeAt(k - 1) === 0x2e && name.endsWith(suffix)) return suffix;
  }
  return undefined;
}
