// `urikit query`: the pairs of a query (RFC 3986 §3.4), from a query string or from a URI,
// as JSON; with --nested, the object of the nested-name convention.
import { parseNestedQuery, parseQuery, QueryError } from '@urikit/query';
import { tryParse } from '@urikit/syntax';
import { type Command, choice, flag, type JsonObject, type JsonValue } from '../command.js';
import { InputError } from '../failure.js';

const MODES = ['throw', 'keep', 'replace'] as const;

/**
 * Where the query of an operand starts, or -1 when it has none: a URI's query (after its first
 * "?", which no earlier component may hold), the text after a leading "?", or the whole operand.
 */
function queryStart(operand: string): number {
  // A valid reference with a scheme is a URI; a query like "a=1&b" never has one.
  const reference = tryParse(operand, { iri: true });
  if (reference?.scheme !== undefined) {
    return reference.query === undefined ? -1 : operand.indexOf('?') + 1;
  }
  return operand.charCodeAt(0) === 0x3f ? 1 : 0;
}

/** Runs `read` on the operand's query, with a QueryError's offset moved into the operand. */
function onQuery<T>(operand: string, read: (query: string) => T): T {
  const start = queryStart(operand);
  const end = operand.indexOf('#', Math.max(start, 0));
  const query = start < 0 ? '' : operand.slice(start, end < 0 || start === 0 ? undefined : end);
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
    'is a query string (a leading "?" is skipped) or a URI with a scheme, whose query is used.\n' +
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
    "$ urikit query --form 'a=1+2&a=3'\n" +
      '{\n  "pairs": [\n    [\n      "a",\n      "1 2"\n    ],\n    [\n      "a",\n      "3"\n    ]\n  ]\n}',
    "$ urikit query --nested 'a[b]=1&a[c][]=2'\n" +
      '{\n  "a": {\n    "b": "1",\n    "c": [\n      "2"\n    ]\n  }\n}',
  ],
  prepare(values) {
    const options = {
      form: flag(values, 'form'),
      semicolons: flag(values, 'semicolons'),
      invalid: choice(values, 'invalid', MODES),
    };
    if (flag(values, 'nested')) {
      return ([operand]) =>
        onQuery(operand!, (text) => parseNestedQuery(text, options) as JsonObject);
    }
    return ([operand]) => {
      const pairs: JsonValue[] = onQuery(operand!, (text) => parseQuery(text, options)).map(
        ([name, value]) => (value === undefined ? [name] : [name, value]),
      );
      return { pairs };
    };
  },
};
