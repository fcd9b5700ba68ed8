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

/** Whether `name` (ASCII lower case, no trailing dot) is an internal name, and which suffix. */
export function internalSuffix(name: string): string | undefined {
  for (const suffix of INTERNAL_SUFFIXES) {
    if (name === suffix) return suffix;
    const k = name.length - suffix.length;
    if (k > 0 && name.charCodeAt(k - 1) === 0x2e && name.endsWith(suffix)) return suffix;
  }
  return undefined;
}
