// RFC 3986 Appendix C: the end of a bare URI in prose. Sentence punctuation after it belongs to
// the sentence, and a closing bracket belongs to the URI only when the URI opened it.
import { KINDS, TRAILING } from './char-kinds.js';

/**
 * The end of the URI in `text[start, end)` once trailing punctuation (`. , ; : ! ? '`) and
 * unbalanced `)` / `]` are dropped, repeatedly (`(see http://a/b).` keeps `http://a/b`).
 * `parens` and `brackets` are the balances (openers minus closers) of the whole span.
 */
export function trimTrailing(
  text: string,
  start: number,
  end: number,
  parens: number,
  brackets: number,
): number {
  while (end > start) {
    const c = text.charCodeAt(end - 1);
    if (c < 128 && (KINDS[c]! & TRAILING) !== 0) {
      end--;
    } else if (c === 0x29 && parens < 0) {
      parens++;
      end--;
    } else if (c === 0x5d && brackets < 0) {
      brackets++;
      end--;
    } else {
      break;
    }
  }
  return end;
}
