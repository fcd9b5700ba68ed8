// The boundary rule of CONTRIBUTING.md ("Arguments of the wrong type"): a value of the wrong type
// is a plain TypeError that names the function, the argument and what was expected; the
// IPAddressError codes are for strings that break the grammar. This package is on layer 0 beside
// @urikit/percent-encoding, so it keeps its own copy of that package's one message.

/** The TypeError of the rule: `fn: argument must be expected; got what` (as argumentError). */
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

/** Throws unless `text`, the argument every parser here takes, is a string. */
export function requireText(fn: string, text: unknown): void {
  if (typeof text !== 'string') throw argumentError(fn, 'text', 'a string', text);
}

/**
 * Throws unless `text` is a string and `start` and `end` numbers: the arguments of the in-place
 * checks, which scanners call once per host (one function, so that their bundles stay small).
 */
export function requireSlice(fn: string, text: unknown, start: unknown, end: unknown): void {
  // The text's check written out rather than requireText: parse and the scanners that call the
  // in-place checks bundle this function alone (10 B less in parse).
  if (typeof text !== 'string') throw argumentError(fn, 'text', 'a string', text);
  if (typeof start !== 'number') throw argumentError(fn, 'start', 'a number', start);
  if (typeof end !== 'number') throw argumentError(fn, 'end', 'a number', end);
}

/**
 * Throws unless `options` is undefined or an object whose boolean option `name` (zoneId, mixed)
 * is undefined or a boolean; answers that option as read, once (CONTRIBUTING.md), for the
 * caller to use rather than reading it again.
 */
export function requireFlagOption(fn: string, options: unknown, name: string): unknown {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) {
    throw argumentError(fn, 'options', 'an object', options);
  }
  const value = (options as Record<string, unknown>)[name];
  if (value !== undefined && typeof value !== 'boolean') {
    throw argumentError(fn, `options.${name}`, 'a boolean', value);
  }
  return value;
}
