// The documented exceptions to the boundary rule of CONTRIBUTING.md ("Arguments of the wrong
// type"): drop-ins that keep another library's contract, and the few exports that the test
// cannot call as a user would.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../workspace.js';

/** How a drop-in's exports are judged instead of by the rule. */
export interface DropIn {
  readonly why: string;
  /**
   * The library whose outcome an export must reproduce for the same arguments (same result,
   * or an error of the same class with the same message), by export name; undefined when
   * the contract is a specification's rather than a library's.
   */
  readonly oracle?: () => Record<string, unknown>;
  /** The original of the exports the first oracle lacks (uri-js's escapeComponent). */
  readonly secondOracle?: () => Record<string, unknown>;
  /** For a specification's contract: whether an outcome is one the specification allows. */
  readonly allows?: (error: unknown) => boolean;
  /**
   * Whether a Symbol inside an argument object (a component) may be a TypeError where the
   * original returns: fast-uri's percent-encoding reads a Symbol as nothing
   * (`serialize({ path: Symbol() })` gives `''`), an accident of its string handling that the
   * drop-in does not copy.
   */
  readonly symbolsInObjects?: boolean;
}

const compatRequire = createRequire(join(root, 'packages', 'compat', 'package.json'));
const normalizeUrlRequire = createRequire(join(root, 'packages', 'normalize-url', 'package.json'));

/**
 * normalize-url 10 (the dev dependency of @urikit/normalize-url), evaluated from its module text
 * with @urikit/whatwg's URL as its free name `URL`, as that package's own differential tests do:
 * it is ESM only, which Node 20's require cannot load, and both sides then read a URL the same way.
 */
function normalizeUrlOriginal(): Record<string, unknown> {
  const source = readFileSync(normalizeUrlRequire.resolve('normalize-url'), 'utf8');
  const marker = 'export default function normalizeUrl';
  if (!source.includes(marker)) throw new Error('normalize-url: its default export moved');
  const whatwg = normalizeUrlRequire('@urikit/whatwg') as Record<string, unknown>;
  const original = new Function(
    'URL',
    'URLSearchParams',
    `${source.replace(marker, 'function normalizeUrl')}\nreturn normalizeUrl;`,
  )(whatwg.URL, whatwg.URLSearchParams) as unknown;
  return { default: original, normalizeUrl: original };
}

export const DROP_INS: Readonly<Record<string, DropIn>> = {
  '@urikit/compat': {
    why:
      'a drop-in for fast-uri (and uri-js through overrides): for any arguments it does what ' +
      'fast-uri 3 does (uri-js 4 for escapeComponent and unescapeComponent), wrong types ' +
      'included: it returns where the original returns and throws a TypeError where the ' +
      'original throws one. Its own additions (getSchemeHandler) follow the rule',
    oracle: () => compatRequire('fast-uri-3') as Record<string, unknown>,
    secondOracle: () => compatRequire('uri-js') as Record<string, unknown>,
    symbolsInObjects: true,
  },
  '@urikit/normalize-url': {
    why:
      'a drop-in for normalize-url 10 (the default export, replaced through a package-manager ' +
      'override): for any arguments it does what normalize-url does, wrong-typed options ' +
      'included (a number as options reads as no options; a defaultProtocol that is not a ' +
      "scheme throws normalize-url's own TypeError); a url that is not a string throws a " +
      "TypeError, as normalize-url's does, in words that name the function",
    oracle: normalizeUrlOriginal,
  },
  'ajv format': {
    why:
      "ajv's format validator: `validate(value)` answers whether the value is in the format, " +
      'a boolean for any value (ajv calls it for strings only; a direct call with another value ' +
      'answers false)',
    allows: () => false,
  },
  '@urikit/whatwg': {
    why:
      "the URL Standard's WebIDL: arguments are converted with String() (a Symbol, or a " +
      'toString that throws, throws there) and every failure is a TypeError; one in the ' +
      "name of the operation (WebIDL's `URLSearchParams.forEach: callback is not a function`) " +
      'may use any words',
    allows: (error) =>
      error instanceof TypeError &&
      (/^[A-Za-z][\w.]*: /.test(error.message) ||
        !/Cannot read properties|is not a function|is not iterable|weak map key/.test(
          error.message,
        )),
  },
};

/**
 * Functions of exported objects that keep another contract: `uriResolver` of @urikit/ajv is
 * @urikit/compat's parse, resolve, serialize and equal (ajv's `UriResolver`, fast-uri's), and
 * `formats` holds ajv format validators.
 */
export const DROP_IN_MEMBERS: Readonly<Record<string, string>> = {
  'formats.uri': 'ajv format',
  'formats.uri-reference': 'ajv format',
  'formats.iri': 'ajv format',
  'formats.iri-reference': 'ajv format',
  'formats.uri-template': 'ajv format',
  'formats.hostname': 'ajv format',
  'formats.idn-hostname': 'ajv format',
  'formats.ipv4': 'ajv format',
  'formats.ipv6': 'ajv format',
  'uriResolver.parse': '@urikit/compat',
  'uriResolver.resolve': '@urikit/compat',
  'uriResolver.serialize': '@urikit/compat',
  'uriResolver.equal': '@urikit/compat',
};

/**
 * Whether a class is one of the packages' typed errors, whose constructor the test leaves
 * alone: the packages construct them; users catch them and test them with `instanceof`.
 */
export function isErrorClass(value: unknown): boolean {
  return typeof value === 'function' && value.prototype instanceof Error;
}

/** Exports the test does not call, and why. */
export const NOT_CALLED: Readonly<Record<string, string>> = {
  nodeIo:
    'takes no argument; every call adds a listener to process.stdout (it is the real process)',
};

/**
 * Parameters the test leaves right: the names that the boundary helpers of
 * @urikit/percent-encoding (and @urikit/syntax's requireComponents) take from their callers'
 * source text (a function's name, an argument's name, the expected type). Their `value` and
 * `options` are checked as any other.
 */
export const NAMES_FROM_SOURCE: Readonly<Record<string, readonly string[]>> = {
  argumentError: ['fn', 'argument', 'expected'],
  requireString: ['fn', 'argument'],
  requireType: ['fn', 'argument', 'type'],
  requireOptions: ['fn', 'types', 'argument'],
  requireComponents: ['fn', 'argument', 'pathOptional'],
};

/**
 * Properties of object arguments that are no options but live objects' methods, read each time
 * they are called, as `label(path)`; the read-once probe leaves them alone. Every other
 * property of an object argument is read once, by the check (CONTRIBUTING.md).
 */
export const READ_ON_USE: Readonly<Record<string, string>> = {
  'addFormats(ajv.addFormat)': 'the Ajv instance is called once per format it is given',
  'run(io.stdout.write)': 'a stream: each line of output is a call of its write method',
};
