// The entry checks of this package (the boundary rule of CONTRIBUTING.md): an argument of the
// wrong type throws the TypeError of @urikit/percent-encoding's argumentError, in the name of
// the function called; SchemeError is for strings that break a scheme's grammar.
import {
  argumentError,
  type OptionTypes,
  requireOptions,
  requireType,
} from '@urikit/percent-encoding';
import { requireComponents } from '@urikit/syntax';

/**
 * Throws unless `input` is a SchemeInput: a string, or components as @urikit/syntax's parse
 * returns them (an object whose path is a string and whose other components are strings or
 * undefined).
 */
export function checkInput(fn: string, input: unknown, argument = 'input'): void {
  if (typeof input === 'string') return;
  if (typeof input !== 'object' || input === null) {
    throw argumentError(fn, argument, 'a string or UriComponents', input);
  }
  requireComponents(fn, argument, input);
}

/**
 * Throws unless `value`, a builder's argument, is an object whose properties fit `types`, those
 * named in `required` present; answers those properties as the check read them, once
 * (requireOptions' copy), which the builder uses from then on.
 */
export function checkValue<T>(
  fn: string,
  value: T,
  types: OptionTypes,
  required: readonly string[],
): T {
  requireType(fn, 'value', value, 'object');
  const read = requireOptions(fn, value, types, 'value');
  for (const name of required) {
    requireType(fn, `value.${name}`, (read as Record<string, unknown>)[name], types[name]!);
  }
  return read;
}

/**
 * Throws unless `pairs` is undefined or an array of [name, value] pairs of strings (the value
 * may be undefined where `optionalValue`): parameters and headers.
 */
export function checkPairs(fn: string, path: string, pairs: unknown, optionalValue: boolean): void {
  if (pairs === undefined) return;
  for (const pair of pairs as unknown[]) {
    if (
      !Array.isArray(pair) ||
      typeof pair[0] !== 'string' ||
      !(typeof pair[1] === 'string' || (optionalValue && pair[1] === undefined))
    ) {
      throw argumentError(fn, path, 'an array of [name, value] pairs of strings', pair);
    }
  }
}

/** Throws unless `list` is undefined or an array of strings (addresses). */
export function checkStrings(fn: string, path: string, list: unknown): void {
  if (list === undefined) return;
  for (const item of list as unknown[]) {
    if (typeof item !== 'string') throw argumentError(fn, path, 'an array of strings', item);
  }
}

/** Throws unless the two arguments of an equivalence, `a` and `b`, are SchemeInputs. */
export function checkInputs(fn: string, a: unknown, b: unknown): void {
  checkInput(fn, a, 'a');
  checkInput(fn, b, 'b');
}
