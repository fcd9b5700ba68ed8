// The operands that are "a URI or a component" (urikit query): a URI is told by its scheme
// (RFC 3986 §3.1), not by whether it validates. A URI that does not validate is still read as
// a URI, through the Appendix B split, which any string passes; the command says on standard
// error what RFC 3986 does not allow in it.
import { CHAR_CLASS, QUERY } from '@urikit/percent-encoding';
import { parse, split, tryParse, UriError } from '@urikit/syntax';
import type { CommandContext } from './command.js';
import { caretLines } from './failure.js';

const IRI = { iri: true } as const;

function isAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/** Whether `operand` starts with a scheme and its ':' (§3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )). */
export function hasScheme(operand: string): boolean {
  if (!isAlpha(operand.charCodeAt(0))) return false;
  for (let i = 1; i < operand.length; i++) {
    const c = operand.charCodeAt(i);
    if (c === 0x3a) return true;
    if (!(isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) {
      return false;
    }
  }
  return false;
}

/**
 * Where the query of the URI `operand` lies (after its "?", up to its "#" or the end), or
 * undefined when it has none: as RFC 3986 §4.1 parses it (RFC 3987 §2.2: IRIs too), or, when it
 * does not validate, as Appendix B splits it, with a warning through `context` that says why
 * and marks the characters §3.4 does not allow in the query.
 */
export function uriQuery(
  operand: string,
  context: CommandContext,
): { start: number; end: number } | undefined {
  const reference = tryParse(operand, IRI);
  // Appendix B: the query starts at the first "?" (neither a scheme nor an authority holds one)
  // unless a "#" comes first, and ends at the first "#" after it.
  const mark = operand.indexOf('?');
  const hash = operand.indexOf('#');
  const has =
    reference !== undefined ? reference.query !== undefined : split(operand).query !== undefined;
  if (reference === undefined) context.warn(notAUri(operand, has ? mark + 1 : -1, hash));
  if (!has) return undefined;
  const end = operand.indexOf('#', mark);
  return { start: mark + 1, end: end < 0 ? operand.length : end };
}

// The warning about a URI that does not validate: the characters of its query that §3.4 does not
// allow (a "%" that starts no triplet among them, §2.1), or, when the query is not at fault, the
// parser's reason.
function notAUri(operand: string, start: number, hash: number): string {
  const bad: number[] = [];
  if (start >= 0) {
    const end = hash > start ? hash : operand.length;
    for (let i = start; i < end; i++) {
      const c = operand.charCodeAt(i);
      if (c === 0x25 ? !isTriplet(operand, i) : c < 128 && (CHAR_CLASS[c]! & QUERY) === 0) {
        bad.push(i);
      }
    }
  }
  if (bad.length > 0) {
    // The first three, so that the line stays short whatever the URI.
    let listed = bad
      .slice(0, 3)
      .map((i) => `${JSON.stringify(operand[i])} (${i})`)
      .join(', ');
    if (bad.length > 3) listed += ', …';
    const [text, caret] = caretLines(operand, bad[0]!, bad.slice(1));
    return `RFC 3986 allows no ${listed} in a query (§3.4): read by the Appendix B split\n${text}\n${caret}`;
  }
  let index = 0;
  let why = 'not an RFC 3986 URI';
  try {
    parse(operand, IRI);
  } catch (error) {
    if (error instanceof UriError) {
      index = error.index;
      why = `not an RFC 3986 URI (${error.code} at ${index})`;
    }
  }
  const [text, caret] = caretLines(operand, index);
  return `${why}: its query is read by the Appendix B split\n${text}\n${caret}`;
}

function isTriplet(text: string, i: number): boolean {
  const hex = (c: number): boolean =>
    (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
  return hex(text.charCodeAt(i + 1)) && hex(text.charCodeAt(i + 2));
}
