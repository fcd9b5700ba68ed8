// TemplateError: the one error of @urikit/template, raised by parsing (RFC 6570 §2 grammar)
// and by expansion (§2.4.1 prefix on a composite value, values that have no string form).
import { errorExcerpt } from '@urikit/percent-encoding';

/**
 * Why a template was refused. A closed set, never renamed once released:
 * - `'invalid-literal-char'`: a character that RFC 6570 §2.1 `literals` excludes (space,
 *   `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`, a stray `}`, a control, a non-character or
 *   lone surrogate; `'` is a literal since verified erratum 6937);
 * - `'invalid-pct-encoded'`: a `%` not followed by two hex digits (§2.1, §2.3);
 * - `'unclosed-expression'`: a `{` without its `}` (§2.2; `index` is the end of the input);
 * - `'reserved-operator'`: one of `=`, `,`, `!`, `@`, `|`, reserved for future extensions
 *   (§2.2);
 * - `'unknown-operator'`: another punctuation character where the operator stands (§2.2);
 * - `'empty-varname'`: a varspec with no name (`{}`, `{a,}`, §2.3);
 * - `'invalid-varname-char'`: a character that `varchar` excludes (§2.3);
 * - `'invalid-varname-dot'`: a `.` at the start or end of a varname, or two in a row (§2.3);
 * - `'invalid-prefix'`: `:` not followed by `%x31-39 0*3DIGIT` (§2.4.1);
 * - `'prefix-out-of-range'`: a prefix length of 0 or above 9999 (§2.4.1);
 * - `'invalid-modifier'`: anything but `,` or `}` after a modifier (§2.4);
 * - `'prefix-on-composite'` (expansion): a prefix modifier on a list or associative
 *   array (§2.4.1);
 * - `'invalid-value'` (expansion): a value that is not a string, number, boolean, bigint,
 *   list, associative array, `null` or `undefined` (§2.3).
 *
 * @example
 * ```ts
 * let code: TemplateErrorCode | undefined;
 * try {
 *   parseTemplate('{=x}');
 * } catch (error) {
 *   if (error instanceof TemplateError) code = error.code;
 * }
 * // code → 'reserved-operator'
 * ```
 */
export type TemplateErrorCode =
  | 'invalid-literal-char'
  | 'invalid-pct-encoded'
  | 'unclosed-expression'
  | 'reserved-operator'
  | 'unknown-operator'
  | 'empty-varname'
  | 'invalid-varname-char'
  | 'invalid-varname-dot'
  | 'invalid-prefix'
  | 'prefix-out-of-range'
  | 'invalid-modifier'
  | 'prefix-on-composite'
  | 'invalid-value';

/**
 * Thrown for a template that breaks the grammar of RFC 6570 §2, or that cannot be expanded
 * with the given values (§2.4.1, §3.2.1). `index` is the offset in `input` (the template's
 * text) of the offending character; for an expansion error, of the varspec at fault.
 *
 * @example
 * ```ts
 * try {
 *   parseTemplate('/users/{id');
 * } catch (error) {
 *   if (error instanceof TemplateError) console.log(error.code, error.index);
 *   // → unclosed-expression 10
 * }
 * ```
 */
export class TemplateError extends Error {
  /** What went wrong; one of a closed set, never renamed once released. */
  readonly code: TemplateErrorCode;
  /** The template's text. */
  readonly input: string;
  /** Offset in `input` of the offending character. */
  readonly index: number;

  constructor(code: TemplateErrorCode, input: string, index: number) {
    // The message names the code rather than describing it: the README's table of codes gives
    // each one's rule and section, and sentences here would not fit expand's 2.5 kB budget.
    super(`URI Template ${code} at index ${index}\n${errorExcerpt(input, index)}`);
    this.name = 'TemplateError';
    this.code = code;
    this.input = input;
    this.index = index;
  }
}
