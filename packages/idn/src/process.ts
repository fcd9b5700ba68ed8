// UTS #46 §4 Processing: map (step 1), normalize to NFC (step 2), break into
// labels at U+002E (step 3), convert and validate each label (step 4), with the
// Bidi Rule applied across the domain name (§4.1 step 9).
import { checkBidi, hasRtl } from './bidi.js';
import { P4 } from './errors.js';
import { CHECK_BIDI, IGNORE_INVALID_PUNYCODE, TRANSITIONAL } from './flags.js';
import { mapDomain } from './map.js';
import { uts46Value } from './mapping-table.js';
import { decodePunycode } from './punycode.js';
import { startsWithAce, validateLabel } from './validity.js';

/** The labels of a processed domain name and the error bits found on the way. */
export interface Processed {
  labels: string[];
  errors: number;
}

// NFC changes nothing in a string whose code units are all below U+0300: the
// first code point with NFC_Quick_Check other than Yes is U+0300.
function toNfc(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= 0x300) return text.normalize('NFC');
  }
  return text;
}

/** Whether `text` holds only ASCII code units. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** Runs UTS #46 §4 over `domain` with the given flag bits. */
export function processDomain(domain: string, flags: number): Processed {
  const transitional = (flags & TRANSITIONAL) !== 0;
  const normalized = toNfc(mapDomain(domain, transitional));
  const labels: string[] = [];
  let errors = 0;
  let start = 0;
  for (;;) {
    const dot = normalized.indexOf('.', start);
    const end = dot === -1 ? normalized.length : dot;
    let label = normalized.slice(start, end);
    if (startsWithAce(label)) {
      // Step 4.1: an A-label is ASCII; 4.2: its Punycode must decode; 4.3: to
      // something neither empty nor all ASCII; 4.4: valid, nontransitionally.
      if (!isAscii(label)) {
        errors |= P4;
      } else {
        const decoded = decodePunycode(label, 4, label.length);
        if (decoded === undefined) {
          if (flags & IGNORE_INVALID_PUNYCODE)
            errors |= validateLabel(label, flags, transitional, false);
          else errors |= P4;
        } else {
          label = decoded;
          if (label.length === 0 || isAscii(label)) errors |= P4;
          if (label.length > 0) errors |= validateLabel(label, flags, false, true);
        }
      }
    } else if (label.length > 0) {
      errors |= validateLabel(label, flags, transitional, false);
    }
    labels.push(label);
    if (dot === -1) break;
    start = dot + 1;
  }
  if (flags & CHECK_BIDI) {
    let bidiDomain = false;
    for (const label of labels) {
      if (hasRtl(label, uts46Value)) {
        bidiDomain = true;
        break;
      }
    }
    if (bidiDomain)
      for (const label of labels) if (label.length > 0) errors |= checkBidi(label, uts46Value);
  }
  return { labels, errors };
}
