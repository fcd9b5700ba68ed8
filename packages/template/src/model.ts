// The parsed form of an RFC 6570 template (§2): literal text and expressions with their
// operator and varspecs, and the expansion table of each operator (§3.2.1, Appendix A).

/**
 * An expression operator (RFC 6570 §2.2): `''` for simple string expansion, `'+'` reserved,
 * `'#'` fragment, `'.'` label, `'/'` path segment, `';'` path parameter, `'?'` query,
 * `'&'` query continuation.
 *
 * @example
 * ```ts
 * const op: TemplateOperator = parseTemplate('{?q}').expressions[0].operator; // → '?'
 * ```
 */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/**
 * One variable of an expression (RFC 6570 §2.3, §2.4): its name exactly as written (which
 * may hold pct-encoded triplets and dots), the explode modifier `*` and the prefix modifier
 * `:n` (1–9999), `undefined` when absent.
 *
 * @example
 * ```ts
 * parseTemplate('{x:3}').expressions[0].varspecs[0]; // → { name: 'x', explode: false, prefix: 3, index: 1 }
 * ```
 */
export interface VarSpec {
  readonly name: string;
  readonly explode: boolean;
  readonly prefix: number | undefined;
  /** Offset of the name in the template's text. */
  readonly index: number;
}

/**
 * One `{…}` expression (RFC 6570 §2.2): the operator and the variable list. `start` is the
 * offset of its `{`, `end` the offset just after its `}`.
 *
 * @example
 * ```ts
 * parseTemplate('a{/x,y*}').expressions[0].operator; // → '/'
 * ```
 */
export interface TemplateExpression {
  readonly operator: TemplateOperator;
  readonly varspecs: readonly VarSpec[];
  readonly start: number;
  readonly end: number;
}

/**
 * A parsed, immutable URI Template (RFC 6570 §2): `parts` alternates literal text (as
 * written, before the §3.1 encoding) and expressions; `expressions` lists the expressions
 * alone; `variables` lists each variable name once, in order of first appearance.
 *
 * @example
 * ```ts
 * parseTemplate('/repos/{owner}/{repo}{?page}').variables; // → ['owner', 'repo', 'page']
 * ```
 */
export interface UriTemplate {
  readonly text: string;
  readonly parts: readonly (string | TemplateExpression)[];
  readonly expressions: readonly TemplateExpression[];
  readonly variables: readonly string[];
}

/** RFC 6570 Appendix A: how an operator expands (first, sep, named, ifemp, allow). */
export interface OperatorRules {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  /** allow = U+R: reserved characters and pct-encoded triplets pass through (§3.2.3). */
  readonly reserved: boolean;
}

const rules = (
  first: string,
  sep: string,
  named: boolean,
  ifemp: string,
  reserved: boolean,
): OperatorRules => ({ first, sep, named, ifemp, reserved });

/** The table of RFC 6570 Appendix A, one row per operator. */
export const OPERATORS: Readonly<Record<TemplateOperator, OperatorRules>> = {
  '': rules('', ',', false, '', false),
  '+': rules('', ',', false, '', true),
  '.': rules('.', '.', false, '', false),
  '/': rules('/', '/', false, '', false),
  ';': rules(';', ';', true, '', false),
  '?': rules('?', '&', true, '=', false),
  '&': rules('&', '&', true, '=', false),
  '#': rules('#', ',', false, '', true),
};
