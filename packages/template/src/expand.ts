// RFC 6570 §3: expansion of a template (§3.1 literals, §3.2 expressions) from a parsed
// UriTemplate or straight from its text.

import { checkVariables, templateOf } from './arguments.js';
import { encodeValue } from './encode.js';
import { TemplateError } from './errors.js';
import { expandVarSpec, lookup, type TemplateVariables } from './expand-expression.js';
import { OPERATORS, type TemplateExpression, type UriTemplate } from './model.js';

/** RFC 6570 Appendix A: one expression, "first" before the first defined value, "sep" after. */
export function expandExpression(
  expression: TemplateExpression,
  variables: TemplateVariables,
  text: string,
): string {
  const rules = OPERATORS[expression.operator];
  let out = '';
  let defined = false;
  for (const varspec of expression.varspecs) {
    const value = lookup(variables, varspec.name);
    if (value === undefined || value === null) continue;
    const piece = expandVarSpec(varspec, value, rules, text);
    if (piece === undefined) continue;
    out += (defined ? rules.sep : rules.first) + piece;
    defined = true;
  }
  return out;
}

/**
 * Expands a URI Template (RFC 6570 §3) with the given variables: literals are copied with
 * IRI characters UTF-8 encoded (§3.1); each expression is expanded per its operator (§3.2.2
 * to §3.2.9) with the explode and prefix modifiers (§2.4). Throws {@link TemplateError} for
 * an invalid template, a prefix on a list or associative array, or a value with no string
 * form.
 *
 * @example
 * ```ts
 * expand('/repos/{owner}/{repo}/issues{?state,labels}', { owner: 'o', repo: 'r', labels: ['bug', 'ui'] });
 * // → '/repos/o/r/issues?labels=bug,ui'
 * expand('{/path*}{#frag}', { path: ['a', 'b c'], frag: 'x/y' }); // → '/a/b%20c#x/y'
 * ```
 */
export function expand(template: UriTemplate | string, variables: TemplateVariables): string {
  return expandAs('expand', template, variables);
}

function expandAs(fn: string, template: unknown, variables: unknown): string {
  const parsed = templateOf(fn, template);
  checkVariables(fn, variables);
  const { parts, text } = parsed;
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    out +=
      typeof part === 'string'
        ? encodeValue(part, true)
        : expandExpression(part, variables as TemplateVariables, text);
  }
  return out;
}

/**
 * {@link expand} that returns `undefined` instead of throwing a {@link TemplateError}
 * (RFC 6570 §3).
 *
 * @example
 * ```ts
 * tryExpand('{x', { x: 1 }); // → undefined
 * tryExpand('{x:2}', { x: [1, 2] }); // → undefined
 * tryExpand('{x:2}', { x: 'abc' }); // → 'ab'
 * ```
 */
export function tryExpand(
  template: UriTemplate | string,
  variables: TemplateVariables,
): string | undefined {
  try {
    return expandAs('tryExpand', template, variables);
  } catch (error) {
    if (error instanceof TemplateError) return undefined;
    throw error;
  }
}
