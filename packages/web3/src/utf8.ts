// UTF-8 (RFC 3629 §3) of a JavaScript string, without TextEncoder: engines such as QuickJS
// and Hermes have none, and a label hash must be the same on every runtime.
import { requireString } from '@urikit/percent-encoding';

/**
 * The UTF-8 octets of `text`. A lone surrogate is encoded as U+FFFD, as `TextEncoder` does
 * (WHATWG Encoding §4.3, "scalar value string"), so that every string has one answer.
 */
export function utf8Bytes(text: string): Uint8Array {
  requireString('utf8Bytes', 'text', text);
  let size = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) size += 1;
    else if (c < 0x800) size += 2;
    else if (c >= 0xd800 && c < 0xdc00 && isLowSurrogate(text.charCodeAt(i + 1))) {
      size += 4;
      i++;
    } else size += 3;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      out[at++] = c;
      continue;
    }
    if (c < 0x800) {
      out[at++] = 0xc0 | (c >> 6);
      out[at++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c < 0xe000) {
      const next = text.charCodeAt(i + 1);
      if (c < 0xdc00 && isLowSurrogate(next)) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
        out[at++] = 0xf0 | (c >> 18);
        out[at++] = 0x80 | ((c >> 12) & 0x3f);
        out[at++] = 0x80 | ((c >> 6) & 0x3f);
        out[at++] = 0x80 | (c & 0x3f);
        continue;
      }
      c = 0xfffd;
    }
    out[at++] = 0xe0 | (c >> 12);
    out[at++] = 0x80 | ((c >> 6) & 0x3f);
    out[at++] = 0x80 | (c & 0x3f);
  }
  return out;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c < 0xe000;
}
