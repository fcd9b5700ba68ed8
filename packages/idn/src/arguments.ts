// The boundary rule of CONTRIBUTING.md ("Arguments of the wrong type"): a value of the wrong type
// is a plain TypeError that names the function, the argument and what was expected; IdnaError is
// for strings that break UTS #46 or IDNA2008. This package is on layer 0 beside
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

/**
 * Throws unless `value` is a string, with argumentError's message. Its own template, since the
 * value it names is never a string: isIdnHostname's bundle, which checks nothing else, carries
 * no quoting (42 B less there).
 */
export function requireString(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'string') {
    throw new TypeError(
      `${fn}: ${argument} must be a string; got ${value === null ? 'null' : typeof value}`,
    );
  }
}

/** Throws unless `options` is undefined or an object (its properties are checked by the caller). */
export function requireObject(fn: string, options: unknown): void {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw argumentError(fn, 'options', 'an object', options);
  }
}
