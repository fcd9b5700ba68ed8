// The URL Standard's "domain to ASCII" (§3.3) as the runtime's own URL parser runs it: the very
// IDNA mapping that the client which fetches the URL (fetch, undici, http.get) applies.

type UrlConstructor = new (input: string) => { hostname: string };

// Characters that would change how "http://" + domain + "/" parses (delimiters, '%', controls,
// space): forbidden domain code points, so the URL Standard fails on them in any case.
function isForbidden(c: number): boolean {
  if (c <= 0x20 || c === 0x7f) return true;
  switch (c) {
    case 0x23: // #
    case 0x25: // %
    case 0x2f: // /
    case 0x3a: // :
    case 0x3c: // <
    case 0x3e: // >
    case 0x3f: // ?
    case 0x40: // @
    case 0x5b: // [
    case 0x5c: // \
    case 0x5d: // ]
    case 0x5e: // ^
    case 0x7c: // |
      return true;
    default:
      return false;
  }
}

/**
 * The runtime's domain to ASCII: the host `new URL()` reads from `http://<domain>/`, or undefined
 * when it fails or when the runtime has no URL class.
 */
export function runtimeDomainToAscii(domain: string): string | undefined {
  const URLClass = (globalThis as { URL?: unknown }).URL as UrlConstructor | undefined;
  if (typeof URLClass !== 'function' || domain.length === 0) return undefined;
  for (let i = 0; i < domain.length; i++) if (isForbidden(domain.charCodeAt(i))) return undefined;
  try {
    return new URLClass(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}
