// RFC 6068 §2 and §6.2.3 of RFC 3986: the domains of the addresses of a mailto URI are
// case-insensitive (RFC 5321 §2.4), their local parts are not.
import { CHAR_CLASS, HEX_VALUE, HEXDIG } from '@urikit/percent-encoding';

const PERCENT = 0x25;
const AT = 0x40;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function tripletOctet(path: string, i: number): number {
  const h = path.charCodeAt(i + 1);
  const l = path.charCodeAt(i + 2);
  if (h >= 128 || l >= 128 || (CHAR_CLASS[h]! & CHAR_CLASS[l]! & HEXDIG) === 0) return -1;
  return (HEX_VALUE[h]! << 4) | HEX_VALUE[l]!;
}

/**
 * `path` (`to = addr-spec *("," addr-spec)`) with the ASCII letters of each address's
 * domain — after its last '@' outside a quoted local part — in lower case. Triplets keep
 * their upper-case hex digits. Quotes are always `%22` in a URI (RFC 6068 §2).
 */
export function lowerMailtoDomains(path: string): string {
  const length = path.length;
  let out = '';
  let run = 0;
  let quoted = false;
  let domain = -1;
  let i = 0;
  while (i <= length) {
    const c = i < length ? path.charCodeAt(i) : COMMA;
    if (c === PERCENT) {
      const octet = tripletOctet(path, i);
      if (octet === QUOTE) quoted = !quoted;
      // RFC 5322 §3.2.1 quoted-pair: "\" takes the next character (or triplet) literally.
      else if (octet === BACKSLASH && quoted) i += path.charCodeAt(i + 3) === PERCENT ? 3 : 1;
      i += 3;
      continue;
    }
    if (!quoted && c === AT) domain = i + 1;
    else if (!quoted && c === COMMA && domain >= 0) {
      for (let j = domain; j < i; j++) {
        const d = path.charCodeAt(j);
        if (d === PERCENT) j += 2;
        else if (d >= 0x41 && d <= 0x5a) {
          out += path.slice(run, j) + String.fromCharCode(d + 32);
          run = j + 1;
        }
      }
      domain = -1;
    }
    i++;
  }
  return run === 0 ? path : out + path.slice(run);
}
