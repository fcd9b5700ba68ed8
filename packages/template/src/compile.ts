// RFC 6570 §3, compiled: the template is parsed once and each expression becomes a closure
// that knows its operator's rules (Appendix A), so that each call only reads values and
// encodes them. Closures rather than generated source keep it CSP-safe (no eval).

import { checkVariables, templateOf } from './arguments.js';
import { encodeValue } from './encode.js';
import { TemplateError } from './errors.js';
import { expandVarSpec, lookup, type TemplateVariables } from './expand-expression.js';
import { OPERATORS, type TemplateExpression, type UriTemplate } from './model.js';

type Piece = (variables: TemplateVariables) => string;

// A string value takes a straight path with "first", "name=" and "name" + ifemp
// concatenated ahead of time; every other value takes Appendix A's general step.
function compileExpression(expression: TemplateExpression, text: string): Piece {
  const rules = OPERATORS[expression.operator];
  const { first, sep, named, reserved, ifemp } = rules;
  const varspecs = expression.varspecs;
  const count = varspecs.length;
  if (count === 1) {
    const varspec = varspecs[0]!;
    const { name, prefix } = varspec;
    const empty = first + name + ifemp;
    const head = named ? `${first + name}=` : first;
    return (variables) => {
      const value = lookup(variables, name);
      if (typeof value === 'string' && prefix === undefined) {
        return named && value === '' ? empty : head + encodeValue(value, reserved);
      }
      if (value === undefined || value === null) return '';
      const piece = expandVarSpec(varspec, value, rules, text);
      return piece === undefined ? '' : first + piece;
    };
  }
  const names = varspecs.map((varspec) => varspec.name);
  const plain = varspecs.map((varspec) => varspec.prefix === undefined);
  const heads = names.map((name) => (named ? `${name}=` : ''));
  const empties = names.map((name) => (named ? name + ifemp : ''));
  return (variables) => {
    let out = '';
    let defined = false;
    for (let i = 0; i < count; i++) {
      const value = lookup(variables, names[i]!);
      let piece: string | undefined;
      if (typeof value === 'string' && plain[i]) {
        piece = named && value === '' ? empties[i]! : heads[i]! + encodeValue(value, reserved);
      } else if (value === undefined || value === null) {
        continue;
      } else {
        piece = expandVarSpec(varspecs[i]!, value, rules, text);
        if (piece === undefined) continue;
      }
      out += (defined ? sep : first) + piece;
      defined = true;
    }
    return out;
  };
}

/**
 * Compiles a URI Template (RFC 6570) into a function that expands it (§3): the fastest way to
 * expand one template many times. The template is parsed and checked once, here (throws
 * {@link TemplateError}); literals are encoded once (§3.1); each expression is specialised
 * for its operator. `compile(t)(v) === expand(t, v)` for every template and variables.
 *
 * @example
 * ```ts
 * const issues = compile('/repos/{owner}/{repo}/issues{?state,per_page}');
 * issues({ owner: 'o', repo: 'r', state: 'open' }); // → '/repos/o/r/issues?state=open'
 * issues({ owner: 'o', repo: 'r', per_page: 50 }); // → '/repos/o/r/issues?per_page=50'
 * ```
 */
export function compile(template: UriTemplate | string): (variables: TemplateVariables) => string {
  return compileAs('compile', template);
}

function compileAs(fn: string, template: unknown): (variables: TemplateVariables) => string {
  const { parts, text } = templateOf(fn, template);
  // literals[i] precedes pieces[i]; one literal more than pieces, '' where none is written.
  const literals: string[] = [''];
  const pieces: Piece[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      literals[literals.length - 1] += encodeValue(part, true);
    } else {
      pieces.push(compileExpression(part, text));
      literals.push('');
    }
  }
  const head = literals[0]!;
  const count = pieces.length;
  // Each checks its variables as expand does, so that compile(t)(v) === expand(t, v) holds for
  // wrong types too.
  if (count === 0) {
    return (variables) => {
      checkVariables(fn, variables);
      return head;
    };
  }
  if (count === 1) {
    const piece = pieces[0]!;
    const tail = literals[1]!;
    return (variables) => head + piece(checkVariables(fn, variables)) + tail;
  }
  return (variables) => {
    checkVariables(fn, variables);
    let out = head;
    for (let i = 0; i < count; i++) out += pieces[i]!(variables) + literals[i + 1]!;
    return out;
  };
}

/**
 * {@link compile} that returns `undefined` instead of throwing for an invalid template
 * (RFC 6570 §2).
 *
 * @example
 * ```ts
 * tryCompile('{x'); // → undefined
 * tryCompile('{x}')?.({ x: 'a b' }); // → 'a%20b'
 * ```
 */
export function tryCompile(
  template: UriTemplate | string,
): ((variables: TemplateVariables) => string) | undefined {
  try {
    return compileAs('tryCompile', template);
  } catch (error) {
    if (error instanceof TemplateError) return undefined;
    throw error;
  }
}
