// The inverse of RFC 6570 §3 expansion: which variables make a template expand to a given
// URI. Each expression's span is decoded by its operator's rules (Appendix A read
// backwards); spans are chosen longest first, with backtracking on an explicit stack.
import { percentDecode, requireOptions, requireString } from '@urikit/percent-encoding';
import { templateOf } from './arguments.js';
import { inClass, isHex, U, UR } from './classes.js';
import { encodeValue, prefixOf } from './encode.js';
import { TemplateError } from './errors.js';
import { expandExpression } from './expand.js';
import {
  OPERATORS,
  type OperatorRules,
  type TemplateExpression,
  type UriTemplate,
  type VarSpec,
} from './model.js';

/**
 * A value recovered by {@link match}, the value kinds of RFC 6570 §2.3 as strings: a string,
 * a list of strings (a list, or an unexploded associative array as key, value, key, value…)
 * or, for an exploded `k=v` expansion (§3.2.1), an associative array (a null-prototype
 * object).
 *
 * @example
 * ```ts
 * const value: MatchedValue | undefined = match('{/path*}', '/a/b')?.path; // → ['a', 'b']
 * ```
 */
export type MatchedValue = string | string[] | { [key: string]: string };

/**
 * Options of {@link matchAll}: `limit` caps the number of assignments returned (100 by
 * default), since a template whose expansion is ambiguous (RFC 6570 §3 gives no delimiter
 * between adjacent expressions such as `{a}{b}`) can have a number of them quadratic in the
 * URI's length.
 *
 * @example
 * ```ts
 * const options: MatchAllOptions = { limit: 2 };
 * matchAll('{a}{b}', 'xy', options).length; // → 2
 * ```
 */
export interface MatchAllOptions {
  limit?: number;
}

type Assignment = Map<string, MatchedValue>;

function decode(text: string): string {
  return text.indexOf('%') === -1 ? text : percentDecode(text, { invalid: 'keep' });
}

/**
 * The end of the longest run at `start` that an expression of `rules` could have produced
 * after its first character: values encoded as §3.2.1 allows (unreserved and triplets, or
 * U+R for `+` and `#`), the operator's separator, `,` between list members and `=` in named
 * or exploded pairs.
 */
function runEnd(uri: string, start: number, rules: OperatorRules): number {
  const n = uri.length;
  const allow = rules.reserved ? UR : U;
  const sep = rules.sep.charCodeAt(0);
  let i = start;
  while (i < n) {
    const c = uri.charCodeAt(i);
    if (c === 0x25) {
      if (!isHex(uri.charCodeAt(i + 1)) || !isHex(uri.charCodeAt(i + 2))) break;
      i += 3;
    } else if (inClass(c, allow) || c === sep || c === 0x2c || c === 0x3d) {
      i++;
    } else {
      break;
    }
  }
  return i;
}

// A span ends on a character boundary of the expansion: never inside a %HH triplet.
function splitsTriplet(uri: string, end: number, start: number): boolean {
  return (
    (end - 1 >= start && uri.charCodeAt(end - 1) === 0x25) ||
    (end - 2 >= start && uri.charCodeAt(end - 2) === 0x25)
  );
}

function decodeList(raw: string): MatchedValue {
  if (raw.indexOf(',') === -1) return decode(raw);
  return raw.split(',').map(decode);
}

// Members of an exploded value: a list, or `k=v` pairs (an associative array) when every
// member has a `=`, which an unreserved expansion of a list member cannot contain.
function decodeExploded(pieces: string[], reserved: boolean): MatchedValue {
  if (!reserved && pieces.every((piece) => piece.indexOf('=') !== -1)) {
    const pairs: { [key: string]: string } = Object.create(null);
    for (const piece of pieces) {
      const eq = piece.indexOf('=');
      pairs[decode(piece.slice(0, eq))] = decode(piece.slice(eq + 1));
    }
    return pairs;
  }
  return pieces.length === 1 ? decode(pieces[0]!) : pieces.map(decode);
}

function nameOf(piece: string): string {
  const eq = piece.indexOf('=');
  return eq === -1 ? piece : piece.slice(0, eq);
}

// `;` writes an empty value as the name alone; `?` and `&` as "name=" (ifemp, §3.2.1).
function pieceValue(piece: string, rules: OperatorRules): string | undefined {
  const eq = piece.indexOf('=');
  if (eq === -1) return rules.ifemp === '' ? '' : undefined;
  return piece.slice(eq + 1);
}

// An unexploded value of an unreserved expansion cannot hold "=" (§3.2.1 encodes it).
function decodeValue(raw: string, rules: OperatorRules): MatchedValue | undefined {
  if (!rules.reserved && raw.indexOf('=') !== -1) return undefined;
  return decodeList(raw);
}

// RFC 6570 §3.2.7–§3.2.9 backwards: `name=value` pieces (`name` alone for `;` and empty).
function decodeNamed(
  pieces: string[],
  varspecs: readonly VarSpec[],
  rules: OperatorRules,
  into: Assignment,
): boolean {
  let p = 0;
  for (let v = 0; v < varspecs.length && p < pieces.length; v++) {
    const { name, explode } = varspecs[v]!;
    if (!explode) {
      if (nameOf(pieces[p]!) !== name) continue;
      const raw = pieceValue(pieces[p]!, rules);
      const value = raw === undefined ? undefined : decodeValue(raw, rules);
      if (value === undefined) return false;
      into.set(name, value);
      p++;
      continue;
    }
    if (nameOf(pieces[p]!) === name) {
      // An exploded list repeats the name (§3.2.1).
      const members: string[] = [];
      while (p < pieces.length && nameOf(pieces[p]!) === name) {
        const raw = pieceValue(pieces[p]!, rules);
        if (raw === undefined || raw.indexOf('=') !== -1) return false;
        members.push(decode(raw));
        p++;
      }
      into.set(name, members.length === 1 ? members[0]! : members);
      continue;
    }
    // An exploded associative array: its pairs up to the next varspec's name.
    const later = new Set<string>();
    for (let w = v + 1; w < varspecs.length; w++) later.add(varspecs[w]!.name);
    const pairs: { [key: string]: string } = Object.create(null);
    let count = 0;
    while (p < pieces.length && !later.has(nameOf(pieces[p]!))) {
      const raw = pieceValue(pieces[p]!, rules);
      if (raw === undefined || raw.indexOf('=') !== -1) return false;
      pairs[decode(nameOf(pieces[p]!))] = decode(raw);
      p++;
      count++;
    }
    if (count > 0) into.set(name, pairs);
  }
  return p === pieces.length;
}

// RFC 6570 §3.2.2–§3.2.6 backwards: unnamed values separated by "sep". Each varspec takes
// one piece, an exploded one as many as leave one for each varspec after it, and the last
// takes the rest (as a list when "sep" is ",", or joined back when "sep" could be data).
function decodeUnnamed(
  pieces: string[],
  varspecs: readonly VarSpec[],
  rules: OperatorRules,
  into: Assignment,
): boolean {
  let p = 0;
  const count = varspecs.length;
  for (let v = 0; v < count && p < pieces.length; v++) {
    const { name, explode } = varspecs[v]!;
    const left = pieces.length - p;
    const last = v === count - 1;
    if (explode) {
      const take = last ? left : Math.max(1, left - (count - v - 1));
      into.set(name, decodeExploded(pieces.slice(p, p + take), rules.reserved));
      p += take;
    } else if (last && left > 1) {
      // "." is unreserved, so a "{.x}" value may hold dots, and "+" and "#" keep a value's
      // ","; elsewhere "," separates list members.
      const rest = pieces.slice(p);
      if (rules.sep === '/') return false; // an unexploded list joins with ",", not "/"
      if (rules.reserved) {
        into.set(name, decode(rest.join(',')));
      } else {
        if (rest.some((piece) => piece.indexOf('=') !== -1)) return false;
        into.set(name, rules.sep === '.' ? decodeList(rest.join('.')) : rest.map(decode));
      }
      p = pieces.length;
    } else {
      const value = rules.reserved ? decode(pieces[p]!) : decodeValue(pieces[p]!, rules);
      if (value === undefined) return false;
      into.set(name, value);
      p++;
    }
  }
  return p === pieces.length;
}

/** The assignment that makes `expression` expand to `span`, or false (Appendix A reversed). */
function decodeSpan(span: string, expression: TemplateExpression, into: Assignment): boolean {
  if (span === '') return true; // every variable undefined
  const rules = OPERATORS[expression.operator];
  const body = rules.first === '' ? span : span.slice(1);
  const pieces = body.split(rules.sep);
  return rules.named
    ? decodeNamed(pieces, expression.varspecs, rules, into)
    : decodeUnnamed(pieces, expression.varspecs, rules, into);
}

function sameValue(a: MatchedValue, b: MatchedValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((member, i) => member === b[i]);
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}

/**
 * Adds an expression's decoded variables to the assignment if they agree with it (a variable
 * in two expressions has one value), logging each change in `log` for backtracking. A value
 * from a prefix varspec (§2.4.1) is only the value's first characters: it agrees with a full
 * value that starts with it, and gives way to that value.
 */
function merge(
  expression: TemplateExpression,
  decoded: Assignment,
  assignment: Assignment,
  partial: Map<string, number>,
  log: [string, MatchedValue | undefined, number | undefined][],
): boolean {
  for (const [name, value] of decoded) {
    let length: number | undefined;
    for (const varspec of expression.varspecs) {
      if (varspec.name === name) length = varspec.prefix;
    }
    const previous = assignment.get(name);
    const previousLength = partial.get(name);
    if (previous === undefined) {
      log.push([name, undefined, undefined]);
      assignment.set(name, value);
      if (length !== undefined) partial.set(name, length);
      continue;
    }
    if (length === undefined && previousLength === undefined) {
      if (!sameValue(previous, value)) return false;
      continue;
    }
    if (typeof previous !== 'string' || typeof value !== 'string') return false;
    // The shorter cut must be the start of the longer value; the longer one stays.
    const replace =
      previousLength !== undefined && (length === undefined || previous.length <= value.length);
    const short = replace ? previous : value;
    const long = replace ? value : previous;
    if (prefixOf(long, (replace ? previousLength : length)!, false) !== short) return false;
    if (replace) {
      log.push([name, previous, previousLength]);
      assignment.set(name, value);
      if (length === undefined) partial.delete(name);
      else partial.set(name, length);
    }
  }
  return true;
}

/**
 * Whether the assignment expands the template to `uri`. Spans are decoded one expression at a
 * time, so a variable that two expressions share, or one span that several readings fit, can
 * yield an assignment that agrees span by span yet expands to something else (`{a}{x,a}`
 * against `a`, or `{;y}{a}` against `;y=0`): the whole expansion is the final check. Only the
 * case of a triplet's hex digits may differ (RFC 3986 §6.2.2.1): a reserved expansion copies
 * a value's triplets as written, which decoding cannot recover.
 */
function expandsTo(
  parts: readonly (string | TemplateExpression)[],
  assignment: Assignment,
  text: string,
  uri: string,
): boolean {
  let out = '';
  try {
    for (const part of parts) {
      out += typeof part === 'string' ? part : expandExpression(part, assignment as never, text);
    }
  } catch {
    return false; // a value this expression cannot expand (a prefix of a list)
  }
  if (out.length !== uri.length) return false;
  for (let i = 0; i < out.length; i++) {
    const x = out.charCodeAt(i);
    const y = uri.charCodeAt(i);
    if (x !== y && ((x | 32) !== (y | 32) || (out[i - 1] !== '%' && out[i - 2] !== '%')))
      return false;
  }
  return true;
}

interface Frame {
  part: number;
  start: number;
  /** The next span end to try (expressions), counting down. */
  next: number;
  /** The longest span's end (expressions). */
  longest: number;
  /** 0 while trying ends before the next expression's first character, then 1. */
  phase: number;
  /**
   * What this frame's current choice changed, undone on backtracking: each name with the
   * value and prefix length it had before (undefined when it had none).
   */
  assigned: [string, MatchedValue | undefined, number | undefined][];
  /** Whether some complete assignment was found below this state (matchAll goes on). */
  hit: boolean;
}

function repeatsVariable(template: UriTemplate): boolean {
  const names = new Set<string>();
  for (const { varspecs } of template.expressions) {
    for (const { name } of varspecs) {
      if (names.has(name)) return true;
      names.add(name);
    }
  }
  return false;
}

function toRecord(assignment: Assignment): Record<string, MatchedValue> {
  const record: Record<string, MatchedValue> = Object.create(null);
  for (const [name, value] of assignment) record[name] = value;
  return record;
}

/**
 * Walks the ways `uri` splits into the template's parts, longest spans first, and reports
 * each complete consistent assignment to `found` until it returns false.
 */
interface Prepared {
  /** The parts with literals as expansion writes them (§3.1). */
  parts: (string | TemplateExpression)[];
  repeats: boolean;
}

// A parsed template is immutable, so what matching derives from it is kept beside it.
const prepared = new WeakMap<UriTemplate, Prepared>();

function prepare(template: UriTemplate): Prepared {
  let ready = prepared.get(template);
  if (ready === undefined) {
    const parts = template.parts.map((part) =>
      typeof part === 'string' ? encodeValue(part, true) : part,
    );
    ready = { parts, repeats: repeatsVariable(template) };
    prepared.set(template, ready);
  }
  return ready;
}

function search(
  template: UriTemplate,
  uri: string,
  found: (assignment: Assignment) => boolean,
): void {
  const { parts, repeats } = prepare(template);
  const count = parts.length;
  const n = uri.length;
  const assignment: Assignment = new Map();
  // Names whose value so far comes only from prefix varspecs, with the prefix length.
  const partial = new Map<string, number>();
  // One scratch map for every span tried: merge copies what it keeps.
  const decoded: Assignment = new Map();
  // Without repeated variables a state's outcome does not depend on how it was reached,
  // so a state that failed once fails again: remembering it keeps the search polynomial.
  // Created on the first failure: most matches of delimited templates never backtrack.
  let failed: Set<number> | undefined;
  const remember = (key: number): void => {
    if (repeats) return;
    if (failed === undefined) failed = new Set();
    failed.add(key);
  };
  const stack: Frame[] = [];
  const enter = (part: number, start: number): void => {
    const expression = parts[part];
    let longest = start;
    if (typeof expression === 'object') {
      const rules = OPERATORS[expression.operator];
      if (rules.first === '') longest = runEnd(uri, start, rules);
      else if (uri[start] === rules.first) longest = runEnd(uri, start + 1, rules);
    }
    stack.push({ part, start, next: longest, longest, phase: 0, assigned: [], hit: false });
  };
  enter(0, 0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.assigned.length > 0) {
      for (let i = frame.assigned.length - 1; i >= 0; i--) {
        const [name, value, length] = frame.assigned[i]!;
        if (value === undefined) assignment.delete(name);
        else assignment.set(name, value);
        if (length === undefined) partial.delete(name);
        else partial.set(name, length);
      }
      frame.assigned.length = 0;
    }
    if (frame.part === count) {
      stack.pop();
      if (frame.start === n && expandsTo(parts, assignment, template.text, uri)) {
        for (const below of stack) below.hit = true;
        if (!found(assignment)) return;
      }
      continue;
    }
    const part = parts[frame.part]!;
    if (typeof part === 'string') {
      if (frame.next === frame.start && uri.startsWith(part, frame.start)) {
        frame.next = -1;
        const start = frame.start + part.length;
        if (failed === undefined || !failed.has((frame.part + 1) * (n + 1) + start)) {
          enter(frame.part + 1, start);
          continue;
        }
      }
      stack.pop();
      if (!frame.hit) remember(frame.part * (n + 1) + frame.start);
      continue;
    }
    // The next span end to try: first (phase 0) the ends where the following expression's
    // first character stands, longest first, so that it is defined when it can be; then
    // (phase 1) the others, longest first. A following literal, or the end, must fit.
    const following = parts[frame.part + 1];
    const mark = typeof following === 'object' ? OPERATORS[following.operator].first : '';
    let end = -1;
    while (frame.phase < 2) {
      end = frame.next;
      for (; end >= frame.start; end--) {
        // Jump straight to the places where what follows can start.
        if (following === undefined) {
          if (end !== n) end = -1;
          if (end < frame.start) break;
        } else if (typeof following === 'string') {
          end = uri.lastIndexOf(following, end);
          if (end < frame.start) break;
        }
        if (splitsTriplet(uri, end, frame.start)) continue;
        if (mark !== '' && (uri[end] === mark) !== (frame.phase === 0)) continue;
        if (
          following === undefined
            ? end !== n
            : typeof following === 'string' && !uri.startsWith(following, end)
        )
          continue;
        if (failed?.has((frame.part + 1) * (n + 1) + end)) continue;
        break;
      }
      if (end >= frame.start) break;
      end = -1;
      frame.phase = mark === '' ? 2 : frame.phase + 1;
      frame.next = frame.longest;
    }
    if (end < 0) {
      stack.pop();
      if (!frame.hit) remember(frame.part * (n + 1) + frame.start);
      continue;
    }
    frame.next = end - 1;
    decoded.clear();
    if (!decodeSpan(uri.slice(frame.start, end), part, decoded)) continue;
    if (!merge(part, decoded, assignment, partial, frame.assigned)) continue;
    enter(frame.part + 1, end);
  }
}

/**
 * Matches `uri` against a URI Template (RFC 6570): the variables that make the template
 * expand (§3) to `uri`, decoded, or `undefined` when it is not an expansion of the template.
 * Values come back as strings, lists as arrays, exploded `k=v` pairs as objects. Exact when
 * the expansion is unambiguous (expressions separated by literals or by operators whose
 * delimiters split them); otherwise the first consistent assignment, taking the longest
 * span for each expression in order (see {@link matchAll}). Throws {@link TemplateError} for
 * an invalid template.
 *
 * @example
 * ```ts
 * match('/repos/{owner}/{repo}{?page}', '/repos/o/r?page=2'); // → { owner: 'o', repo: 'r', page: '2' }
 * match('/files{/path*}{.ext}', '/files/a/b%20c.txt'); // → { path: ['a', 'b c'], ext: 'txt' }
 * match('/repos/{owner}', '/users/o'); // → undefined
 * ```
 */
export function match(
  template: UriTemplate | string,
  uri: string,
): Record<string, MatchedValue> | undefined {
  const parsed = templateOf('match', template);
  requireString('match', 'uri', uri);
  let result: Record<string, MatchedValue> | undefined;
  search(parsed, uri, (assignment) => {
    result = toRecord(assignment);
    return false;
  });
  return result;
}

/**
 * Every assignment of variables under which the template (RFC 6570) expands to `uri`, in
 * the order {@link match} prefers them (its answer first), without duplicates, at most
 * `options.limit` (100 by default). Empty when `uri` is not an expansion of the template.
 *
 * @example
 * ```ts
 * matchAll('{a}{b}', 'xy'); // → [{ a: 'xy' }, { a: 'x', b: 'y' }, { b: 'xy' }]
 * ```
 */
export function matchAll(
  template: UriTemplate | string,
  uri: string,
  options?: MatchAllOptions,
): Record<string, MatchedValue>[] {
  const parsed = templateOf('matchAll', template);
  requireString('matchAll', 'uri', uri);
  options = requireOptions('matchAll', options, { limit: 'number' });
  const limit = options?.limit ?? 100;
  const results: Record<string, MatchedValue>[] = [];
  if (!(limit > 0)) return results;
  const seen = new Set<string>();
  search(parsed, uri, (assignment) => {
    const key = JSON.stringify(
      [...assignment].map(([k, v]) => [
        k,
        typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : v,
      ]),
    );
    if (!seen.has(key)) {
      seen.add(key);
      results.push(toRecord(assignment));
    }
    return results.length < limit;
  });
  return results;
}
