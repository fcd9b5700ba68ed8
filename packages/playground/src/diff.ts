// A diff of two strings for the normalization ladder, linear in their lengths: strings of
// the same length (case and triplet changes) are compared position by position; otherwise
// the common prefix and suffix are kept and the middle is shown as removed and added.

/** A run of the diff: text kept, removed (from the first string) or added (in the second). */
export interface DiffPart {
  op: 'same' | 'removed' | 'added';
  text: string;
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c < 0xdc00;
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c < 0xe000;
}

function push(parts: DiffPart[], op: DiffPart['op'], text: string): void {
  if (text === '') return;
  const last = parts[parts.length - 1];
  if (last !== undefined && last.op === op) last.text += text;
  else parts.push({ op, text });
}

/**
 * The runs that turn `before` into `after` (code points kept whole). Joining the `same`
 * and `removed` runs gives `before`; the `same` and `added` runs give `after`.
 *
 * @example
 * ```ts
 * diff('HTTP://a/', 'http://a/');
 * // → [{ op: 'removed', text: 'HTTP' }, { op: 'added', text: 'http' }, { op: 'same', text: '://a/' }]
 * ```
 */
export function diff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  if (before.length === after.length) {
    // Code point by code point; a changed stretch is shown as one removal and one addition.
    let removed = '';
    let added = '';
    for (let i = 0; i < before.length; ) {
      const width = isHigh(before.charCodeAt(i)) || isHigh(after.charCodeAt(i)) ? 2 : 1;
      const a = before.slice(i, i + width);
      const b = after.slice(i, i + width);
      if (a === b) {
        push(parts, 'removed', removed);
        push(parts, 'added', added);
        removed = '';
        added = '';
        push(parts, 'same', a);
      } else {
        removed += a;
        added += b;
      }
      i += width;
    }
    push(parts, 'removed', removed);
    push(parts, 'added', added);
    return parts;
  }
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  if (start > 0 && isHigh(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (
    end < shortest - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  if (end > 0 && isLow(before.charCodeAt(before.length - end))) end--;
  push(parts, 'same', before.slice(0, start));
  push(parts, 'removed', before.slice(start, before.length - end));
  push(parts, 'added', after.slice(start, after.length - end));
  push(parts, 'same', before.slice(before.length - end));
  return parts;
}
