// The boundary rule of every urikit package (CONTRIBUTING.md, "Arguments of the wrong type"): a
// value of the wrong type is a programming error, answered by a plain TypeError that names the
// function, the argument and what was expected; the packages' typed errors (code and index)
// are for strings that break a grammar. Shared here, the lowest layer most packages import,
// so that every message has one shape.

/**
 * The kind of value an argument or an option must be: a `typeof` name, `'array'`, or the
 * closed list of the strings it may be.
 *
 * @example
 * ```ts
 * const host: ArgumentType = ['preserve', 'ascii', 'unicode'];
 * ```
 */
export type ArgumentType =
  | 'string'
  | 'boolean'
  | 'number'
  | 'object'
  | 'function'
  | 'array'
  | readonly string[];

/**
 * An options argument's properties and their types, for {@link requireOptions}; the others are
 * not read.
 *
 * @example
 * ```ts
 * const types: OptionTypes = { iri: 'boolean', host: ['preserve', 'ascii', 'unicode'] };
 * ```
 */
export type OptionTypes = Readonly<Record<string, ArgumentType>>;

/**
 * The TypeError of the boundary rule: `fn: argument must be expected; got what`, where `what`
 * is the value's `typeof` (or `null`), or a string value itself, quoted and cut at 40
 * characters.
 *
 * @example
 * ```ts
 * argumentError('checkAddress', 'policy', 'an object', 'x').message;
 * // → "checkAddress: policy must be an object; got 'x'"
 * ```
 */
export function argumentError(
  fn: string,
  argument: string,
  expected: string,
  value: unknown,
): TypeError {
  // One template and no temporary: minifiers keep a `const`, and this function is in the bundle
  // of every entry point.
  return new TypeError(
    `${fn}: ${argument} must be ${expected}; got ${
      value === null ? 'null' : typeof value === 'string' ? `'${value.slice(0, 40)}'` : typeof value
    }`,
  );
}

/**
 * Throws {@link argumentError} unless `value` is a string: the check of most urikit entry points,
 * apart from {@link requireType} so that a bundle that needs only it stays small.
 *
 * @example
 * ```ts
 * requireString('parse', 'input', 42); // throws TypeError: parse: input must be a string; got number
 * ```
 */
export function requireString(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'string') throw argumentError(fn, argument, 'a string', value);
}

/**
 * Throws {@link argumentError} unless `value` is of `type` (or `undefined`, when `optional`).
 * An object is any non-null object; an array also passes as one.
 *
 * @example
 * ```ts
 * requireType('parse', 'input', 42, 'string'); // throws TypeError: parse: input must be a string; got number
 * requireType('normalize', 'options.host', 'ascii', ['preserve', 'ascii', 'unicode']); // passes
 * ```
 */
export function requireType(
  fn: string,
  argument: string,
  value: unknown,
  type: ArgumentType,
  optional?: boolean,
): void {
  if (optional === true && value === undefined) return;
  if (
    typeof type !== 'string'
      ? type.includes(value as string)
      : type === 'array'
        ? Array.isArray(value)
        : typeof value === type && value !== null
  ) {
    return;
  }
  throw argumentError(
    fn,
    argument,
    typeof type !== 'string'
      ? `one of '${type.join("', '")}'`
      : `${type === 'object' || type === 'array' ? 'an' : 'a'} ${type}`,
    value,
  );
}

/**
 * Throws {@link argumentError} unless `options` is `undefined` or an object whose properties
 * named in `types` are each `undefined` or of their type, and answers a plain copy of those
 * properties (undefined for undefined options): each is read once, here, and the caller reads
 * the copy from then on, so that a getter or a Proxy cannot hand the check one value and the
 * code another (CONTRIBUTING.md, "An option is read once, by the check"). The others are not
 * read; a getter that throws propagates its error. The copy has every property of `types`, in
 * its order (undefined when absent): one shape per `types`.
 *
 * It is generic, so a hot entry point reads its few options by name instead and checks each with
 * {@link requireType} (inspect does): the loop's loads and stores are keyed, and at a call site
 * shared by every options type they are megamorphic (inspect of a corpus line: 8,088 instructions
 * a call through here, 6,979 by name; bench README, "issue 27: requireOptions").
 *
 * @example
 * ```ts
 * requireOptions('parse', { iri: 'yes' }, { iri: 'boolean', zoneId: 'boolean' });
 * // throws TypeError: parse: options.iri must be a boolean; got 'yes'
 * requireOptions('parse', { iri: true, other: 1 }, { iri: 'boolean' }); // → { iri: true }
 * ```
 */
export function requireOptions<T>(
  fn: string,
  options: T,
  types: OptionTypes,
  argument = 'options',
): T {
  requireType(fn, argument, options, 'object', true);
  let copy: Record<string, unknown> | undefined;
  if (options !== undefined) {
    copy = {};
    // `for…in` over `types`, not key lists made once per types object (a WeakMap): measured, a
    // list made inspect's check slower still (8,313 instructions a call against this loop's
    // 8,088), as V8 reads `options[key]` for an enumerated key on a cheaper path. Without
    // generated code (no eval: CSP) the loads and the stores that add each property to the copy
    // stay keyed, whatever drives the loop.
    for (const key in types) {
      const value = (options as Record<string, unknown>)[key];
      const type = types[key]!;
      // The common case first, without building the argument's name: absent, or of its type.
      if (!(value === undefined || (typeof value === type && value !== null))) {
        requireType(fn, `${argument}.${key}`, value, type, true);
      }
      copy[key] = value;
    }
  }
  return copy as T;
}
