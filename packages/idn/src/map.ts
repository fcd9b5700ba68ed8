// UTS #46 §4 step 1 (Map): replaces each code point by its IDNA Mapping Table
// entry: ignored ones are removed, mapped ones replaced, deviations replaced only
// under Transitional_Processing; valid and disallowed ones stay (step 4 rejects
// the latter).
import { foldOf } from './fold.js';
import { uts46Value } from './mapping-table.js';
import { DEVIATION, DISALLOWED, IGNORED, STATUS_SHIFT, VALID } from './statuses.js';

// Transitional_Processing maps deviations wherever they appear, also in the
// mapping of another code point (U+1E9E ẞ maps to ß, which becomes "ss").
function mapDeviations(mapped: string): string {
  let out = '';
  for (let i = 0; i < mapped.length; i++) {
    const c = mapped.charCodeAt(i);
    const deviation =
      // Not a surrogate (U+D800-U+DFFF, where `>> 11` is 0x1b).
      c >= 0x80 && c >> 11 !== 0x1b && uts46Value(c) >>> STATUS_SHIFT === DEVIATION;
    out += deviation ? foldOf(c) : mapped[i];
  }
  return out;
}

/** `domain` with every code point mapped; `domain` itself when nothing changes. */
export function mapDomain(domain: string, transitional: boolean): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c < 0x80) {
      // ASCII: only the capital letters are mapped, to their lower case.
      if ((c - 0x41) >>> 0 < 26) {
        out += domain.slice(copied, i) + String.fromCharCode(c + 0x20);
        copied = i + 1;
      }
      continue;
    }
    const start = i;
    let cp = c;
    // A high surrogate (U+D800-U+DBFF) and a low one (U+DC00-U+DFFF) make one code point.
    if (c >> 10 === 0x36 && i + 1 < domain.length) {
      const next = domain.charCodeAt(i + 1);
      if (next >> 10 === 0x37) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    const status = uts46Value(cp) >>> STATUS_SHIFT;
    if (status === DISALLOWED || (status === DEVIATION && !transitional)) continue;
    // Valid or mapped (the fold tells which), ignored, or a deviation to map.
    const mapped = status === IGNORED ? '' : foldOf(cp);
    if (status === VALID && mapped === '') continue;
    out += domain.slice(copied, start);
    out += transitional && status !== DEVIATION ? mapDeviations(mapped) : mapped;
    copied = i + 1;
  }
  return copied === 0 ? domain : out + domain.slice(copied);
}
