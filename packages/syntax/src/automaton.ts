// PROTOTYPE (branch syntax4, measured then withdrawn): RFC 3986 §4.1 URI-reference as a
// deterministic automaton over character classes. One loop `s = T[s << 4 | class(c)]` decides
// membership; '%' triplets (§2.1), non-ASCII characters (RFC 3987 §2.2, iri mode) and the IP
// literal (§3.2.2, through scanHost) leave the loop through flagged transitions (32, 64, 128).
// Gives the predicate's answer only: no offsets, no error code. See the bench README, section
// "The automaton (branch syntax4)", for why it was not kept.
import {
  ALPHA,
  CHAR_CLASS,
  DIGIT,
  HEXDIG,
  SCHEME,
  SUB_DELIMS,
  UNRESERVED,
} from '@urikit/percent-encoding';
import { scanHost } from './host.js';
import { IRI_PRIVATE, IRI_UCSCHAR, iriCharWidth } from './iri-chars.js';

// classes: 0 bad, 1 alpha, 2 digit, 3 + - ., 4 other unreserved / sub-delims, 5 :, 6 @, 7 /, 8 ?,
// 9 #, 10 %, 11 [, 12 non-ASCII
// states 0 start, 1 scheme, 2 seg1, 3 after scheme, 4 slash1, 5 auth0, 6 auth, 7 auth-port,
// 8 userinfo, 9 host0, 10 host, 11 port, 12 host-end, 13 path, 14 query, 15 fragment
// per state 13 entries (classes 0–12); D dead (16), P|x = 32+x, N|x = 64+x, I = 128
// The rows, state by state (classes 0–12 in order):
//  0 start      D 1  2  2  2  D  2  4  14 15 P2  D  N2
//  1 scheme     D 1  1  1  2  3  2  13 14 15 P2  D  N2
//  2 seg1       D 2  2  2  2  D  2  13 14 15 P2  D  N2
//  3 after ':'  D 13 13 13 13 13 13 4  14 15 P13 D  N13
//  4 slash1     D 13 13 13 13 13 13 5  14 15 P13 D  N13
//  5 auth0      D 6  6  6  6  7  9  13 14 15 P6  I  N6
//  6 auth       D 6  6  6  6  7  9  13 14 15 P6  D  N6
//  7 auth-port  D 8  7  8  8  8  9  13 14 15 P8  D  N8
//  8 userinfo   D 8  8  8  8  8  9  D  D  D  P8  D  N8
//  9 host0      D 10 10 10 10 11 D  13 14 15 P10 I  N10
// 10 host       D 10 10 10 10 11 D  13 14 15 P10 D  N10
// 11 port       D D  11 D  D  D  D  13 14 15 D   D  D
// 12 host-end   D D  D  D  D  11 D  13 14 15 D   D  D
// 13 path       D 13 13 13 13 13 13 13 14 15 P13 D  N13
// 14 query      D 14 14 14 14 14 14 14 14 15 P14 D  N14
// 15 fragment   D 15 15 15 15 15 15 15 15 D  P15 D  N15
const D = 16;
const P = 32;
const N = 64;
const ROWS =
  '10010202021002040e0f221042100101010203020d0e0f221042100202020210020d0e0f221042100d0d0d0d0d0d040e0f2d104d100d0d0d0d0d0d050e0f2d104d100606060607090d0e0f268046100606060607090d0e0f261046100807080808090d0e0f28104810080808080809101010281048100a0a0a0a0b100d0e0f2a804a100a0a0a0a0b100d0e0f2a104a10100b101010100d0e0f10101010101010100b100d0e0f101010100d0d0d0d0d0d0d0e0f2d104d100e0e0e0e0e0e0e0e0f2e104e100f0f0f0f0f0f0f0f102f104f';

export const dfaScan = /* @__PURE__ */ (() => {
  const K = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const f = CHAR_CLASS[c]!;
    K[c] = f & ALPHA ? 1 : f & DIGIT ? 2 : f & SCHEME ? 3 : f & (UNRESERVED | SUB_DELIMS) ? 4 : 0;
  }
  K[0x3a] = 5;
  K[0x40] = 6;
  K[0x2f] = 7;
  K[0x3f] = 8;
  K[0x23] = 9;
  K[0x25] = 10;
  K[0x5b] = 11;
  const T = new Uint8Array(256);
  for (let s = 0; s < 16; s++)
    for (let k = 0; k < 16; k++)
      T[(s << 4) | k] =
        k < 13 ? parseInt(ROWS.slice((s * 13 + k) * 2, (s * 13 + k) * 2 + 2), 16) : D;
  const table = CHAR_CLASS;
  return (input: string, iri: boolean, zoneId: boolean): number => {
    const codeAt = String.prototype.charCodeAt;
    const n = input.length;
    let s = 0;
    for (let i = 0; i < n; i++) {
      const c = codeAt.call(input, i);
      const v = T[(s << 4) | (c < 128 ? K[c]! : 12)]!;
      if (v < 16) {
        s = v;
        continue;
      }
      if (v === D) return -1;
      s = v & 15;
      if (v & P) {
        if (i + 2 >= n) return -1;
        const a = codeAt.call(input, i + 1);
        const b = codeAt.call(input, i + 2);
        if (a >= 128 || b >= 128 || (table[a]! & table[b]! & HEXDIG) === 0) return -1;
        i += 2;
      } else if (v & N) {
        const w = iri ? iriCharWidth(input, i, n, s === 14 ? IRI_PRIVATE : IRI_UCSCHAR) : 0;
        if (w === 0) return -1;
        i += w - 1;
      } else {
        let e = i;
        while (e < n) {
          const d = codeAt.call(input, e);
          if (d === 0x2f || d === 0x3f || d === 0x23) break;
          e++;
        }
        const h = scanHost(input, i, e, iri, zoneId);
        if (h < 0) return -1;
        i = h - 1;
        s = 12;
      }
    }
    return s === 8 ? -1 : s;
  };
})();

export function isRef(input: string): boolean {
  return dfaScan(input, false, false) >= 0;
}
