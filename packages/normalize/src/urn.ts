// RFC 8141 §3.1 and §2: the namespace identifier of a URN (`urn:NID:NSS`) is
// case-insensitive, so scheme-based normalization writes it in lower case.
import { ALPHA, CHAR_CLASS, DIGIT } from '@urikit/percent-encoding';

const HYPHEN = 0x2d;

/**
 * `path` with its NID (the text before the first ':') in lower case, when it is made of
 * `alphanum` and '-' as RFC 8141's NID is; any other path is returned as it is.
 */
export function lowerUrnNid(path: string): string {
  const colon = path.indexOf(':');
  if (colon <= 0) return path;
  let upper = false;
  for (let i = 0; i < colon; i++) {
    const c = path.charCodeAt(i);
    if (c >= 128 || (c !== HYPHEN && (CHAR_CLASS[c]! & (ALPHA | DIGIT)) === 0)) return path;
    if (c <= 0x5a && c >= 0x41) upper = true;
  }
  return upper ? path.slice(0, colon).toLowerCase() + path.slice(colon) : path;
}
