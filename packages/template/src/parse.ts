// The strict RFC 6570 §2 parser: one pass over the template with charCodeAt, literals
// (§2.1) validated as it goes, expressions (§2.2) split into varspecs (§2.3, §2.4).
import { requireString } from '@urikit/percent-encoding';
import { remember } from './arguments.js';
import { inClass, isHex, UR, VARCHAR } from './classes.js';
import { TemplateError, type TemplateErrorCode } from './errors.js';
import type { TemplateExpression, TemplateOperator, UriTemplate, VarSpec } from './model.js';

/** Where the last failed scan stopped; scan returns undefined and leaves the reason here. */
export const failure: { code: TemplateErrorCode; index: number } = {
  code: 'invalid-literal-char',
  index: 0,
};

function fail(code: TemplateErrorCode, index: number): undefined {
  failure.code = code;
  failure.index = index;
  return undefined;
}

// RFC 6570 §1.5: ucschar / iprivate, the non-ASCII characters a literal may hold (the
// ranges of RFC 3987 §2.2): no C1 controls, no U+FDD0–U+FDEF, no U+xFFFE/U+xFFFF, and
// nothing in U+E0000–U+E0FFF.
function isUcsOrPrivate(cp: number): boolean {
  if (cp < 0x10000) {
    return (
      (cp >= 0xa0 && cp <= 0xd7ff) ||
      (cp >= 0xe000 && cp <= 0xfdcf) ||
      (cp >= 0xfdf0 && cp <= 0xffef)
    );
  }
  return (cp & 0xfffe) !== 0xfffe && (cp < 0xe0000 || cp > 0xe0fff);
}

/**
 * Scans `text` as a URI-Template (RFC 6570 §2). Returns the template, or undefined with the
 * reason in {@link failure}. Its variables list is left empty and nothing is frozen:
 * parseTemplate does both. With `validateOnly`, it keeps no part and no expression (isUriTemplate):
 * an expression kept to the end of a long template's call outlives V8's young generation, and
 * isUriTemplate of 1 MB of `{a}/{b}/` cost 1,903 M instructions against 73.9 M at 100 kB.
 */
export function scanTemplate(text: string, validateOnly = false): UriTemplate | undefined {
  const n = text.length;
  const parts: (string | TemplateExpression)[] = [];
  const expressions: TemplateExpression[] = [];
  let literalStart = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (c === 0x7b) {
        const expression = scanExpression(text, i);
        if (expression === undefined) return undefined;
        if (!validateOnly) {
          if (i > literalStart) parts.push(text.slice(literalStart, i));
          parts.push(expression);
          expressions.push(expression);
        }
        i = literalStart = expression.end;
        continue;
      }
      if (c === 0x25) {
        // RFC 6570 §2.1: "%" only as the start of pct-encoded.
        if (!isHex(text.charCodeAt(i + 1)) || !isHex(text.charCodeAt(i + 2))) {
          return fail('invalid-pct-encoded', i);
        }
        i += 3;
        continue;
      }
      // RFC 6570 §2.1 with verified erratum 6937 (%x26-3B, so "'" is a literal): every
      // reserved or unreserved character.
      if (!inClass(c, UR)) return fail('invalid-literal-char', i);
      i++;
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    }
    if (!isUcsOrPrivate(cp)) return fail('invalid-literal-char', i);
    i += cp > 0xffff ? 2 : 1;
  }
  if (!validateOnly && n > literalStart) parts.push(text.slice(literalStart, n));
  return { text, parts, expressions, variables: [] };
}

// RFC 6570 §2.2: expression = "{" [ operator ] variable-list "}"
function scanExpression(text: string, start: number): TemplateExpression | undefined {
  const n = text.length;
  let i = start + 1;
  let c = text.charCodeAt(i);
  // op-level2 / op-level3 (§2.2)
  let operator = text[i] as TemplateOperator;
  if (
    c === 0x2b ||
    c === 0x23 ||
    c === 0x2e ||
    c === 0x2f ||
    c === 0x3b ||
    c === 0x3f ||
    c === 0x26
  ) {
    c = text.charCodeAt(++i);
  } else {
    operator = '';
    // op-reserve = "=" / "," / "!" / "@" / "|"
    if (c === 0x3d || c === 0x2c || c === 0x21 || c === 0x40 || c === 0x7c) {
      return fail('reserved-operator', i);
    }
    if (c > 0x20 && c < 0x7f && c !== 0x25 && c !== 0x7d) {
      if (!inClass(c, VARCHAR)) return fail('unknown-operator', i);
    }
  }
  // Most expressions have one varspec, which gets a list of exactly one; a list for more is made
  // at the second. A list grown from empty had room for about 16, garbage at once when copied
  // to its length, and a long template's parse collected it over and over while the result
  // stayed alive (1 MB of `{a}/{b}/`: 10.7 -> 6.7 scavenges a call).
  let only: VarSpec | undefined;
  let varspecs: VarSpec[] | undefined;
  // variable-list = varspec *( "," varspec )
  for (;;) {
    // varname = varchar *( ["."] varchar ); varchar = ALPHA / DIGIT / "_" / pct-encoded
    const nameStart = i;
    let dot = false;
    for (;;) {
      c = text.charCodeAt(i);
      if (inClass(c, VARCHAR)) {
        i++;
      } else if (c === 0x25) {
        if (!isHex(text.charCodeAt(i + 1)) || !isHex(text.charCodeAt(i + 2))) {
          return fail('invalid-pct-encoded', i);
        }
        i += 3;
      } else if (c === 0x2e) {
        if (i === nameStart || dot) return fail('invalid-varname-dot', i);
        i++;
        dot = true;
        continue;
      } else {
        break;
      }
      dot = false;
    }
    if (i >= n) return fail('unclosed-expression', n);
    // A varname ends on a varchar: a dot before what would end it is at fault, anything
    // else after the dot is a bad character itself.
    if (dot) {
      const ends = c === 0x7d || c === 0x2c || c === 0x3a || c === 0x2a;
      return ends ? fail('invalid-varname-dot', i - 1) : fail('invalid-varname-char', i);
    }
    if (i === nameStart) {
      return fail(c === 0x2c || c === 0x7d ? 'empty-varname' : 'invalid-varname-char', i);
    }
    const name = text.slice(nameStart, i);
    let explode = false;
    let prefix: number | undefined;
    if (c === 0x2a) {
      // explode = "*"
      explode = true;
      c = text.charCodeAt(++i);
    } else if (c === 0x3a) {
      // prefix = ":" max-length; max-length = %x31-39 0*3DIGIT
      const digits = ++i;
      c = text.charCodeAt(i);
      if (c < 0x30 || c > 0x39) return fail('invalid-prefix', i);
      if (c === 0x30) {
        const next = text.charCodeAt(i + 1);
        return fail(next >= 0x30 && next <= 0x39 ? 'invalid-prefix' : 'prefix-out-of-range', i);
      }
      prefix = 0;
      while (c >= 0x30 && c <= 0x39) {
        if (i - digits === 4) return fail('prefix-out-of-range', i);
        prefix = prefix * 10 + (c - 0x30);
        c = text.charCodeAt(++i);
      }
    }
    if (i >= n) return fail('unclosed-expression', n);
    if (c !== 0x2c && c !== 0x7d) {
      return fail(explode || prefix !== undefined ? 'invalid-modifier' : 'invalid-varname-char', i);
    }
    const varspec: VarSpec = { name, explode, prefix, index: nameStart };
    if (only === undefined) only = varspec;
    else if (varspecs === undefined) varspecs = [only, varspec];
    else varspecs.push(varspec);
    i++;
    if (c === 0x7d) break;
  }
  // A copy of exactly its length: a list grown by push has room to spare, which a long template
  // would keep alive for every expression (1 MB of `{a}/{b}/`: 81 -> 49 MB retained).
  return { operator, varspecs: varspecs === undefined ? [only!] : varspecs.slice(), start, end: i };
}

// Each name once, in order of first appearance: a linear look-up is fastest for the few
// names most templates have, and a Set keeps a template with thousands of names linear.
function variablesOf(expressions: readonly TemplateExpression[]): string[] {
  const variables: string[] = [];
  let seen: Set<string> | undefined;
  for (const { varspecs } of expressions) {
    for (const { name } of varspecs) {
      if (seen !== undefined) {
        if (seen.has(name)) continue;
        seen.add(name);
      } else if (variables.includes(name)) {
        continue;
      } else if (variables.length === 16) {
        seen = new Set(variables);
        seen.add(name);
      }
      variables.push(name);
    }
  }
  return variables;
}

// Public templates get their variable list and are frozen; expand's internal scan skips both.
function freeze(scanned: UriTemplate): UriTemplate {
  const template = { ...scanned, variables: variablesOf(scanned.expressions) };
  for (const expression of template.expressions) {
    for (const varspec of expression.varspecs) Object.freeze(varspec);
    Object.freeze(expression.varspecs);
    Object.freeze(expression);
  }
  Object.freeze(template.parts);
  Object.freeze(template.expressions);
  Object.freeze(template.variables);
  return remember(Object.freeze(template));
}

/**
 * Parses a URI Template (RFC 6570 §2) strictly: literals (§2.1, with pct-encoded triplets and
 * IRI characters), expressions (§2.2) and their operators, variable names (§2.3) and
 * modifiers (§2.4). Throws {@link TemplateError} with the offset of the first character that
 * breaks the grammar.
 *
 * @example
 * ```ts
 * parseTemplate('/search{?q,page}').expressions[0].varspecs.length; // → 2
 * parseTemplate('{=x}'); // throws reserved-operator at 1
 * ```
 */
export function parseTemplate(text: string): UriTemplate {
  requireString('parseTemplate', 'text', text);
  const template = scanTemplate(text);
  if (template === undefined) throw new TemplateError(failure.code, text, failure.index);
  return freeze(template);
}

/**
 * {@link parseTemplate} that returns `undefined` instead of throwing (RFC 6570 §2).
 *
 * @example
 * ```ts
 * tryParseTemplate('{x'); // → undefined
 * tryParseTemplate('{x}')?.variables; // → ['x']
 * ```
 */
export function tryParseTemplate(text: string): UriTemplate | undefined {
  requireString('tryParseTemplate', 'text', text);
  const template = scanTemplate(text);
  return template === undefined ? undefined : freeze(template);
}

/**
 * True when `text` is a valid URI Template (RFC 6570 §2); never throws.
 *
 * @example
 * ```ts
 * isUriTemplate('/users/{id}'); // → true
 * isUriTemplate('/users/{id'); // → false
 * ```
 */
export function isUriTemplate(text: string): boolean {
  requireString('isUriTemplate', 'text', text);
  return scanTemplate(text, true) !== undefined;
}
