// Wrong-typed arguments (the project's rule): a non-string where a string is expected, or an
// options argument that is neither undefined nor an object, throws a plain TypeError naming
// the function, the argument and what was expected. Web3Error is for strings that break a
// grammar.

/** `typeof value`, with `null` and arrays told apart, for the TypeError messages. */
export function typeOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Throws a TypeError unless `value` is a string. */
export function expectString(
  fn: string,
  argument: string,
  value: unknown,
): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`${fn}: ${argument} must be a string; got ${typeOf(value)}`);
  }
}

/** Throws a TypeError unless `value` is `undefined` or a (non-array) object. */
export function expectOptions(fn: string, value: unknown): void {
  if (
    value !== undefined &&
    (typeof value !== 'object' || value === null || Array.isArray(value))
  ) {
    throw new TypeError(`${fn}: options must be an object or undefined; got ${typeOf(value)}`);
  }
}

/** Throws a TypeError unless the option `name` is `undefined` or a boolean. */
export function expectBooleanOption(fn: string, name: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new TypeError(`${fn}: options.${name} must be a boolean; got ${typeOf(value)}`);
  }
}

/**
 * A value as the TypeError messages name it: a string quoted (its first 40 characters), any
 * other value by its type, without converting it (a Proxy's traps do not run).
 */
export function described(value: unknown): string {
  return typeof value === 'string' ? `'${value.slice(0, 40)}'` : typeOf(value);
}

/** Throws a TypeError unless `value` is a number. */
export function expectNumber(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'number') {
    throw new TypeError(`${fn}: ${argument} must be a number; got ${described(value)}`);
  }
}

/** Throws a TypeError unless `value` is a (non-array) object. */
export function expectObject(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${fn}: ${argument} must be an object; got ${typeOf(value)}`);
  }
}
