// @urikit/whatwg/polyfill: importing it installs the package's URL and URLSearchParams as
// globals where the runtime has none (React Native's Hermes, QuickJS, old engines); an explicit
// installURL({ replace: true }) also replaces a runtime's own.
import { URL, URLSearchParams } from './index.js';

/**
 * Options of {@link installURL}.
 *
 * @example
 * ```ts
 * const options: InstallOptions = { replace: true };
 * ```
 */
export interface InstallOptions {
  /** Replace the runtime's own URL and URLSearchParams too (default false: only where absent). */
  replace?: boolean;
}

/**
 * Defines `URL` and `URLSearchParams` on `globalThis` (writable, configurable, not enumerable,
 * as WebIDL defines interface objects), each only where it is missing unless `replace`.
 * Returns the names it defined.
 *
 * @example
 * ```ts
 * installURL(); // → []
 * installURL({ replace: true }); // → ['URL', 'URLSearchParams']
 * ```
 */
export function installURL(options?: InstallOptions): string[] {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(
      `installURL: options must be an object; got ${options === null ? 'null' : typeof options}`,
    );
  }
  const replace = options?.replace ?? false;
  if (typeof replace !== 'boolean') {
    throw new TypeError(`installURL: options.replace must be a boolean; got ${typeof replace}`);
  }
  const installed: string[] = [];
  const g = globalThis as Record<string, unknown>;
  for (const [name, value] of [
    ['URL', URL],
    ['URLSearchParams', URLSearchParams],
  ] as const) {
    if (!replace && typeof g[name] === 'function') continue;
    Object.defineProperty(g, name, {
      value,
      writable: true,
      configurable: true,
      enumerable: false,
    });
    installed.push(name);
  }
  return installed;
}

installURL();
