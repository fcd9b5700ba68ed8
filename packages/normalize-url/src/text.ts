// The character-level steps normalize-url takes on the text around and inside a URL: the white
// space it trims (URL Standard §4.4 strips C0 controls and spaces; normalize-url strips the
// other white space a copy leaves too) and the escaping of white space that would end a URL.

/**
 * Whether the code unit `c` is a C0 control, a space or white space as JavaScript's `\s` reads
 * it (ECMAScript WhiteSpace and LineTerminator: every one is in the BMP, so a code unit test is
 * the code point test).
 */
export function isTrimmedSpace(c: number): boolean {
  if (c <= 0x20) return true;
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Whether `c` is a space (U+0020): the only white space left in a parsed data URL's type. */
export function isSpace(c: number): boolean {
  return c === 0x20;
}

/** Where the run of code units that `test` accepts, ending at `end`, starts. */
export function runStart(text: string, end: number, test: (c: number) => boolean): number {
  let start = end;
  while (start > 0 && test(text.charCodeAt(start - 1))) start--;
  return start;
}

/** `text` without the code units that `test` accepts at either end. */
export function trimBy(text: string, test: (c: number) => boolean): string {
  let start = 0;
  while (start < text.length && test(text.charCodeAt(start))) start++;
  const end = runStart(text, text.length, test);
  return end <= start ? '' : start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * The input as normalize-url reads it: tab, line feed and carriage return removed everywhere
 * (URL Standard §4.4 basic URL parser, step 3), then {@link isTrimmedSpace} from both ends.
 */
export function trimInput(input: string): string {
  let text = input;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      text = removeTabsAndNewlines(text, i);
      break;
    }
  }
  return trimBy(text, isTrimmedSpace);
}

function removeTabsAndNewlines(text: string, from: number): string {
  let out = text.slice(0, from);
  let start = from;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      out += text.slice(start, i);
      start = i + 1;
    }
  }
  return out + text.slice(start);
}

/**
 * `text` with the white space at its end percent-encoded (as encodeURIComponent writes it): at
 * the end of a URL it would be trimmed by the next call, so a fixed point keeps it escaped.
 */
export function escapeTrailingSpace(text: string): string {
  const start = runStart(text, text.length, isTrimmedSpace);
  return start === text.length
    ? text
    : text.slice(0, start) + encodeURIComponent(text.slice(start));
}

/** Whether `text` starts with `data:` in any case. */
export function isDataUrl(text: string): boolean {
  return (
    text.length >= 5 &&
    (text.charCodeAt(0) | 0x20) === 0x64 &&
    (text.charCodeAt(1) | 0x20) === 0x61 &&
    (text.charCodeAt(2) | 0x20) === 0x74 &&
    (text.charCodeAt(3) | 0x20) === 0x61 &&
    text.charCodeAt(4) === 0x3a
  );
}

/**
 * The offset of the first `:~:text=` (`text` in any case) in `fragment`, or -1: a text
 * directive (URL Fragment Text Directives §3.3), matched before percent-decoding as a browser
 * does, so `%3A~%3Atext=` is not one.
 */
export function textDirectiveStart(fragment: string): number {
  for (let at = fragment.indexOf(':~:'); at >= 0; at = fragment.indexOf(':~:', at + 1)) {
    if (
      fragment.length >= at + 8 &&
      (fragment.charCodeAt(at + 3) | 0x20) === 0x74 &&
      (fragment.charCodeAt(at + 4) | 0x20) === 0x65 &&
      (fragment.charCodeAt(at + 5) | 0x20) === 0x78 &&
      (fragment.charCodeAt(at + 6) | 0x20) === 0x74 &&
      fragment.charCodeAt(at + 7) === 0x3d
    ) {
      return at;
    }
  }
  return -1;
}

/** `fragment` without its text directive (and what follows it). */
export function stripTextDirective(fragment: string): string {
  const at = textDirectiveStart(fragment);
  return at < 0 ? fragment : fragment.slice(0, at);
}
