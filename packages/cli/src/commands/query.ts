// `urikit query`: the pairs of a query (RFC 3986 §3.4), from a query string or from a URI,
// as JSON; with --nested, the object of the nested-name convention.
import { parseNestedQuery, parseQuery, QueryError } from '@urikit/query';
import {
  type Command,
  type CommandContext,
  choice,
  flag,
  type JsonObject,
  type JsonValue,
} from '../command.js';
import { InputError } from '../failure.js';
import { hasScheme, uriQuery } from '../uri-or-component.js';

const MODES = ['throw', 'keep', 'replace'] as const;

/**
 * Where the query of an operand lies, or undefined when it has none: the query of a URI (an
 * operand with a scheme, valid or not: see uri-or-component.ts), else the text after a leading
 * "?" up to a "#", else the whole operand.
 */
function querySpan(
  operand: string,
  context: CommandContext,
): { start: number; end: number } | undefined {
  // A query string like "a=1&b" never starts with a scheme (its first "=" or "&" comes first).
  if (hasScheme(operand)) return uriQuery(operand, context);
  if (operand.charCodeAt(0) !== 0x3f) return { start: 0, end: operand.length };
  const hash = operand.indexOf('#');
  return { start: 1, end: hash < 0 ? operand.length : hash };
}

/** Runs `read` on the operand's query, with a QueryError's offset moved into the operand. */
function onQuery<T>(operand: string, context: CommandContext, read: (query: string) => T): T {
  const span = querySpan(operand, context);
  const start = span === undefined ? -1 : span.start;
  const query = span === undefined ? '' : operand.slice(span.start, span.end);
  try {
    return read(query);
  } catch (error) {
    if (!(error instanceof QueryError) || start <= 0) throw error;
    const message = error.message.slice(0, error.message.indexOf(' at index '));
    throw new InputError(error.code, operand, start + error.index, message);
  }
}

export const query: Command = {
  name: 'query',
  summary: 'split a query (or the query of a URI) into decoded pairs as JSON (RFC 3986 §3.4)',
  operands: ['query'],
  description:
    'Prints the pairs of <query> as JSON: {"pairs": [[name, value], ...]}, names and values\n' +
    'percent-decoded as UTF-8, in order; a pair written without "=" is [name] alone. <query>\n' +
    'is a query string (a leading "?" is skipped) or a URI, whose query is used. An operand is\n' +
    'a URI when it starts with a scheme and ":" (RFC 3986 §3.1), valid or not: a URI that does\n' +
    'not validate (a PHP-style name such as tags[] in its query) is split as RFC 3986\n' +
    'Appendix B splits any string, and a warning on standard error marks the characters that\n' +
    'RFC 3986 does not allow there (the pairs are printed all the same).\n' +
    '"+" is a space only with --form (application/x-www-form-urlencoded). --nested builds\n' +
    'objects and arrays from names like a[b][] (prototype-free, depth 5, 1000 pairs, index 20).',
  options: {
    form: { type: 'boolean', help: 'read application/x-www-form-urlencoded: "+" is a space' },
    semicolons: { type: 'boolean', help: 'separate pairs at ";" as well as at "&"' },
    invalid: {
      type: 'string',
      value: MODES.join('|'),
      help: 'malformed encodings: an error (default, but replace with --form), kept, or U+FFFD',
    },
    nested: { type: 'boolean', help: 'build nested objects and arrays from bracket names' },
  },
  examples: [
    "$ urikit query 'http://example.com/search?q=caf%C3%A9&page=2&debug'\n" +
      '{\n  "pairs": [\n    [\n      "q",\n      "café"\n    ],\n    [\n      "page",\n      "2"\n' +
      '    ],\n    [\n      "debug"\n    ]\n  ]\n}',
    "$ urikit query 'https://a.example/?q=caf%C3%A9&tags[]=x'\n" +
      '{\n  "pairs": [\n    [\n      "q",\n      "café"\n    ],\n    [\n      "tags[]",\n      "x"\n' +
      '    ]\n  ]\n}\n' +
      'warning: RFC 3986 allows no "[" (35), "]" (36) in a query (§3.4): read by the Appendix B split\n' +
      '  https://a.example/?q=caf%C3%A9&tags[]=x\n' +
      '                                     ^^',
    "$ urikit query --form 'a=1+2&a=3'\n" +
      '{\n  "pairs": [\n    [\n      "a",\n      "1 2"\n    ],\n    [\n      "a",\n      "3"\n    ]\n  ]\n}',
    "$ urikit query --nested 'a[b]=1&a[c][]=2'\n" +
      '{\n  "a": {\n    "b": "1",\n    "c": [\n      "2"\n    ]\n  }\n}',
  ],
  prepare(values, _files, context) {
    const options = {
      form: flag(values, 'form'),
      semicolons: flag(values, 'semicolons'),
      invalid: choice(values, 'invalid', MODES),
    };
    if (flag(values, 'nested')) {
      return ([operand]) =>
        onQuery(operand!, context, (text) => parseNestedQuery(text, options) as JsonObject);
    }
    return ([operand]) => {
      const pairs: JsonValue[] = onQuery(operand!, context, (text) =>
        parseQuery(text, options),
      ).map(([name, value]) => (value === undefined ? [name] : [name, value]));
      return { pairs };
    };
  },
};
