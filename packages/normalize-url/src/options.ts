// normalize-url 10's options: their types (the same as its index.d.ts, so that this package can
// stand in for it through an override) and how a call reads them, with the same defaults.
import { isSchemeText } from './scheme.js';

/**
 * A filter of query parameter names or path components: a name matched exactly, or a regular
 * expression tested against it (its `g` and `y` flags ignored).
 *
 * @example
 * ```ts
 * const filters: readonly Filter[] = ['ref', /^utm_/i];
 * ```
 */
export type Filter = RegExp | string;

/**
 * The options of {@link normalizeUrl}, exactly those of normalize-url 10 (same names, types and
 * defaults).
 *
 * @example
 * ```ts
 * const options: Options = { stripHash: true, removeQueryParameters: ['ref', /^utm_/i] };
 * normalizeUrl('www.example.com/a/?ref=x&b=1#top', options); // → 'http://example.com/a?b=1'
 * ```
 */
export type Options = {
  /**
   * The protocol given to a URL written without one (`example.com`, `//example.com`), with or
   * without its `:`. A value that is not a scheme throws a `TypeError`. Default `'http'`.
   */
  readonly defaultProtocol?: 'https' | 'http' | (string & Record<never, never>);
  /**
   * Schemes to clean up besides `http`, `https`, `file` and `data` (case-insensitive, a
   * trailing `:` allowed); a URL of any other scheme is returned as it is. Default none.
   */
  readonly customProtocols?: readonly string[];
  /** Give a protocol-relative URL (`//example.com`) `defaultProtocol`. Default `true`. */
  readonly normalizeProtocol?: boolean;
  /** Turn `https:` into `http:` (a port 80 goes with it). Default `false`. */
  readonly forceHttp?: boolean;
  /** Turn `http:` into `https:` (a port 443 goes with it). Default `false`. */
  readonly forceHttps?: boolean;
  /** Remove the user name and password. Default `true`. */
  readonly stripAuthentication?: boolean;
  /** Remove the fragment. Default `false`. */
  readonly stripHash?: boolean;
  /** Remove a leading `https://`, `http://` or `//` from the result. Default `false`. */
  readonly stripProtocol?: boolean;
  /** Remove a text directive (`:~:text=…`) from the fragment. Default `true`. */
  readonly stripTextFragment?: boolean;
  /** Remove a `www.` label in front of a domain of at least two more labels. Default `true`. */
  readonly stripWWW?: boolean;
  /**
   * Query parameters to remove, by their decoded name; `true` removes them all. Default
   * `[/^utm_\w+/i]`.
   */
  readonly removeQueryParameters?: ReadonlyArray<RegExp | string> | boolean;
  /** The only query parameters to keep (overrides `removeQueryParameters`). Default none. */
  readonly keepQueryParameters?: ReadonlyArray<RegExp | string>;
  /** Remove a slash that ends the path. Default `true`. */
  readonly removeTrailingSlash?: boolean;
  /** Remove the path `/` when nothing follows it. Default `true`. */
  readonly removeSingleSlash?: boolean;
  /**
   * Path components to remove from the end (`true`: `/^index\.[a-z]+$/`). Default `false`.
   */
  readonly removeDirectoryIndex?: boolean | ReadonlyArray<RegExp | string>;
  /** Remove any port. Default `false` (a scheme's default port always goes). */
  readonly removeExplicitPort?: boolean;
  /** Sort the query parameters by name (code units; stable). Default `true`. */
  readonly sortQueryParameters?: boolean;
  /**
   * How a parameter with an empty value is written: as the input wrote it (`'preserve'`),
   * always with `=` (`'always'`) or never (`'never'`). Default `'preserve'`.
   */
  readonly emptyQueryValue?: 'preserve' | 'always' | 'never';
  /** Remove the whole path. Default `false`. */
  readonly removePath?: boolean;
  /** Rewrite the path from its non-empty components. Default `false`. */
  readonly transformPath?: ((pathComponents: string[]) => readonly string[] | undefined) | false;
};

/**
 * The options of one call, defaults filled in. The fields that normalize-url tests for truth
 * are booleans here; those it tests by identity or type keep the value given.
 */
export interface Settings {
  /** `defaultProtocol` as a protocol: lower case, with its `:`. */
  defaultProtocol: string;
  customProtocols: unknown;
  normalizeProtocol: boolean;
  forceHttp: boolean;
  forceHttps: boolean;
  stripAuthentication: boolean;
  stripHash: boolean;
  stripProtocol: boolean;
  stripTextFragment: boolean;
  stripWWW: boolean;
  /** `DEFAULT_FILTER` when the option is left out (normalize-url's `/^utm_\w+/i`). */
  removeQueryParameters: unknown;
  keepQueryParameters: unknown;
  removeTrailingSlash: boolean;
  removeSingleSlash: boolean;
  /** `DEFAULT_FILTER` for `true` (normalize-url's `/^index\.[a-z]+$/`). */
  removeDirectoryIndex: unknown;
  removeExplicitPort: boolean;
  sortQueryParameters: boolean;
  emptyQueryValue: unknown;
  removePath: boolean;
  transformPath: unknown;
}

/**
 * Stands for a default filter (normalize-url's own regular expressions), which this package
 * tests with a scan of its own instead of running a regular expression over the input.
 */
export const DEFAULT_FILTER: readonly Filter[] = [];

/** The settings when no option is given; a fresh copy for each call that has options. */
function defaults(): Settings {
  return {
    defaultProtocol: 'http:',
    customProtocols: undefined,
    normalizeProtocol: true,
    forceHttp: false,
    forceHttps: false,
    stripAuthentication: true,
    stripHash: false,
    stripProtocol: false,
    stripTextFragment: true,
    stripWWW: true,
    removeQueryParameters: DEFAULT_FILTER,
    keepQueryParameters: undefined,
    removeTrailingSlash: true,
    removeSingleSlash: true,
    removeDirectoryIndex: false,
    removeExplicitPort: false,
    sortQueryParameters: true,
    emptyQueryValue: 'preserve',
    removePath: false,
    transformPath: false,
  };
}

const DEFAULTS: Settings = defaults();

/**
 * normalize-url's reading of a protocol option (`defaultProtocol`, each of `customProtocols`):
 * a string, trimmed, in lower case, without its trailing colons, that is a scheme; the protocol
 * with one `:`, or `undefined`.
 */
export function protocolOption(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // String.prototype.trim and toLowerCase are the original's (Unicode white space; the Kelvin
  // sign lowers to "k"), so a value reads the same here.
  const text = value.trim().toLowerCase();
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3a) end--;
  return end > 0 && isSchemeText(text, 0, end) ? `${text.slice(0, end)}:` : undefined;
}

/**
 * The settings of one call: normalize-url reads the options' own enumerable properties (an
 * `undefined` value keeps the default), then checks `defaultProtocol` and the two `force…`
 * options, in that order, before it looks at the URL.
 *
 * @throws {TypeError} when `defaultProtocol` is not a protocol.
 * @throws {Error} when `forceHttp` and `forceHttps` are both set.
 */
export function readOptions(options: unknown): Settings {
  let settings = DEFAULTS;
  let protocol: unknown = 'http';
  if (options !== undefined && options !== null) {
    settings = defaults();
    // As normalize-url's Object.entries: own enumerable string keys, each getter run once, in
    // order.
    const object = Object(options) as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      const value = object[key];
      if (value === undefined) continue;
      switch (key) {
        case 'defaultProtocol':
          protocol = value;
          break;
        case 'customProtocols':
        case 'removeQueryParameters':
        case 'keepQueryParameters':
        case 'emptyQueryValue':
        case 'transformPath':
          settings[key] = value;
          break;
        case 'removeDirectoryIndex':
          settings.removeDirectoryIndex = value === true ? DEFAULT_FILTER : value;
          break;
        case 'normalizeProtocol':
        case 'forceHttp':
        case 'forceHttps':
        case 'stripAuthentication':
        case 'stripHash':
        case 'stripProtocol':
        case 'stripTextFragment':
        case 'stripWWW':
        case 'removeTrailingSlash':
        case 'removeSingleSlash':
        case 'removeExplicitPort':
        case 'sortQueryParameters':
        case 'removePath':
          settings[key] = Boolean(value);
          break;
      }
    }
    if (protocol !== 'http') {
      const defaultProtocol = protocolOption(protocol);
      if (defaultProtocol === undefined) {
        throw new TypeError(
          `Expected \`defaultProtocol\` to be a protocol like \`https\`, got \`${String(protocol)}\``,
        );
      }
      settings.defaultProtocol = defaultProtocol;
    }
    if (settings.forceHttp && settings.forceHttps) {
      throw new Error('The `forceHttp` and `forceHttps` options cannot be used together');
    }
  }
  return settings;
}
