// RFC 6570 §3.2 and Appendix A: the expansion of one expression from its variables' values
// (strings, numbers, booleans, lists, associative arrays as plain objects or Maps).
import { encodeValue, prefixOf } from './encode.js';
import { TemplateError } from './errors.js';
import type { OperatorRules, VarSpec } from './model.js';

/**
 * A value of the scalar kind (RFC 6570 §2.3 "string"): numbers, booleans and bigints expand
 * as their JavaScript string; `null` and `undefined` are undefined.
 *
 * @example
 * ```ts
 * const page: TemplateScalar = 2;
 * expand('{?page}', { page }); // → '?page=2'
 * ```
 */
export type TemplateScalar = string | number | boolean | bigint | null | undefined;

/**
 * A variable's value (RFC 6570 §2.3): a scalar, a list (array) or an associative array (a
 * plain object or a `Map`, in insertion order). `null` / `undefined` members of a list and
 * pairs whose value is `null` / `undefined` are left out; a list or associative array with
 * nothing left is undefined.
 *
 * @example
 * ```ts
 * const keys: TemplateValue = new Map([['a', '1'], ['b', '2']]);
 * expand('{?keys*}', { keys }); // → '?a=1&b=2'
 * ```
 */
export type TemplateValue =
  | TemplateScalar
  | readonly TemplateScalar[]
  | { readonly [key: string]: TemplateScalar }
  | ReadonlyMap<unknown, TemplateScalar>;

/**
 * The variables of an expansion: a plain object (own properties only) or a `Map` from
 * variable name (as written in the template, RFC 6570 §2.3) to value.
 *
 * @example
 * ```ts
 * const variables: TemplateVariables = { owner: 'urikit', repo: 'urikit' };
 * expand('/repos/{owner}/{repo}', variables); // → '/repos/urikit/urikit'
 * ```
 */
export type TemplateVariables =
  | { readonly [name: string]: TemplateValue }
  | ReadonlyMap<string, TemplateValue>;

/**
 * The value of `name`: own properties only, so that `{constructor}` is not Object's; no
 * variables at all (`null`, `undefined`) define nothing.
 */
export function lookup(variables: TemplateVariables, name: string): unknown {
  if (variables instanceof Map) return variables.get(name);
  if (variables === null || typeof variables !== 'object') return undefined;
  const value = (variables as Record<string, unknown>)[name];
  // A missing variable costs one look-up; a found one is checked to be an own property.
  return value !== undefined && Object.hasOwn(variables, name) ? value : undefined;
}

function scalar(value: unknown, text: string, index: number): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return undefined;
    default:
      if (value === null) return undefined;
      throw new TemplateError('invalid-value', text, index);
  }
}

/**
 * Expands one varspec whose value is defined (RFC 6570 Appendix A, the loop body after
 * "first / sep"); returns undefined when the value counts as undefined (§2.3: an empty
 * list, an associative array without defined values).
 */
export function expandVarSpec(
  varspec: VarSpec,
  value: unknown,
  rules: OperatorRules,
  text: string,
): string | undefined {
  const { name, explode, prefix } = varspec;
  const { named, reserved } = rules;
  if (typeof value !== 'object' || value === null) {
    let s = scalar(value, text, varspec.index);
    if (s === undefined) return undefined;
    if (prefix !== undefined) s = prefixOf(s, prefix, reserved);
    if (!named) return encodeValue(s, reserved);
    return s === '' ? name + rules.ifemp : `${name}=${encodeValue(s, reserved)}`;
  }
  // RFC 6570 §2.4.1: "Prefix modifiers are not applicable to variables that have composite
  // values."
  if (prefix !== undefined) throw new TemplateError('prefix-on-composite', text, varspec.index);
  // Members are appended to `out`, which joins `done` about every 4,000 characters, flattened
  // first by reading a character (as percentEncode does): one rope of every piece stayed alive
  // to the end, and on a long list the collector's copying of it made the time grow faster
  // than the list (1 MB: slope 1.37). Lists of members joined at the end did as well, but cost
  // each short list two arrays and two joins (compiled expansion of the suite and API templates:
  // 5,394 -> 4,602 instructions a call under callgrind).
  const sep = explode ? rules.sep : ',';
  let done = '';
  let out = '';
  let count = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const s = scalar(value[i], text, varspec.index);
      if (s === undefined) continue;
      if (count++ > 0) out += sep;
      // §3.2.1: an exploded list in a named expansion repeats the name for each member.
      if (explode && named) out += s === '' ? name + rules.ifemp : `${name}=`;
      out += encodeValue(s, reserved);
      if (out.length > 4000) {
        out.charCodeAt(0);
        done += out;
        out = '';
      }
    }
  } else {
    // The keys in order, each value read by its key: no list of pairs is built (a record's
    // keys and values side by side cost a second array and its growth on every call).
    const map = value instanceof Map ? (value as ReadonlyMap<unknown, unknown>) : undefined;
    const keys: unknown[] = map === undefined ? Object.keys(value) : [...map.keys()];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const s = scalar(
        map === undefined ? (value as Record<string, unknown>)[key as string] : map.get(key),
        text,
        varspec.index,
      );
      const k = scalar(key, text, varspec.index);
      if (s === undefined || k === undefined) continue;
      if (count++ > 0) out += sep;
      out += encodeValue(k, reserved);
      // §3.2.1: exploded pairs are "name=value" (ifemp when named and empty); unexploded
      // ones are "name,value".
      if (!explode) out += `,${encodeValue(s, reserved)}`;
      else if (s === '' && named) out += rules.ifemp;
      else out += `=${encodeValue(s, reserved)}`;
      if (out.length > 4000) {
        out.charCodeAt(0);
        done += out;
        out = '';
      }
    }
  }
  if (count === 0) return undefined;
  out = done + out;
  return named && !explode ? `${name}=${out}` : out;
}
