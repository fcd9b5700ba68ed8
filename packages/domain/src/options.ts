// The options of @urikit/domain and their checks: a wrong type is a TypeError that names the
// function, the option and what was expected (the project's rule for wrong-typed arguments).

/**
 * Options of every function of this package.
 *
 * @example
 * ```ts
 * const options: HostOptions = { privateDomains: false };
 * getRegistrableDomain('alice.github.io', options); // → 'github.io'
 * ```
 */
export interface HostOptions {
  /**
   * Apply the rules of the list's PRIVATE DOMAINS section too (`github.io`, `blogspot.com`, the
   * cloud providers' suffixes). Default `true`: browsers use the whole list for cookies and
   * "same site" (the URL Standard's registrable domain is defined on it), so
   * `alice.github.io` and `bob.github.io` are different sites. `false` keeps only the ICANN
   * section: the domains registries sell, as when grouping traffic by registrant.
   */
  privateDomains?: boolean | undefined;
}

/**
 * Options of {@link parseHost}.
 *
 * @example
 * ```ts
 * const options: ParseHostOptions = { form: 'unicode' };
 * parseHost('www.xn--bcher-kva.de', options).registrableDomain; // → 'bücher.de'
 * ```
 */
export interface ParseHostOptions extends HostOptions {
  /**
   * The form of the answers: `'preserve'` (default) as the host was given, lower-cased (a
   * U-label stays a U-label, an A-label an A-label); `'ascii'` every label an A-label;
   * `'unicode'` every label a U-label. `'ascii'` and `'unicode'` first map the host by UTS #46
   * with the URL Standard's flags (so `ＥＸＡＭＰＬＥ。com` works), which also checks it.
   */
  form?: 'preserve' | 'ascii' | 'unicode' | undefined;
}

/** A short name of a value's type for an error message: `null`, `array`, or `typeof`. */
export function typeName(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Throws the TypeError of `name` for an argument that is not a string. */
export function checkString(name: string, argument: string, value: unknown): void {
  if (typeof value !== 'string') {
    throw new TypeError(`${name}: ${argument} must be a string; got ${typeName(value)}`);
  }
}

/** Whether to use the private section, after checking `options` for `name`. */
export function privateDomainsOf(name: string, options: HostOptions | undefined): boolean {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${name}: options must be an object; got ${typeName(options)}`);
  }
  const value = options.privateDomains;
  if (value === undefined) return true;
  if (typeof value !== 'boolean') {
    throw new TypeError(
      `${name}: options.privateDomains must be a boolean; got ${typeName(value)}`,
    );
  }
  return value;
}
