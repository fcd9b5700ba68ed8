// `urikit whatwg`: the URL Standard's reading of a URL (@urikit/whatwg): the URL record, its
// `href`, and the standard's validation errors, each with a caret under the offset it names.
import {
  locateURL,
  serializeHost,
  serializeURL,
  type ValidationError,
  type WhatwgURLRecord,
} from '@urikit/whatwg';
import { type Command, flag, type JsonObject, UsageError } from '../command.js';
import { caretLines, InputError } from '../failure.js';

/** The record as JSON: the host serialized (URL Standard §3.6), null where the standard has null. */
function recordJson(url: WhatwgURLRecord): JsonObject {
  return {
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: url.host === null ? null : serializeHost(url.host),
    port: url.port,
    path: url.path,
    query: url.query,
    fragment: url.fragment,
  };
}

/** Each validation error as two caret lines and its name. */
function describeErrors(input: string, errors: readonly ValidationError[]): string {
  if (errors.length === 0) return 'no validation errors';
  return errors
    .map((error) => {
      const [text, caret] = caretLines(input, error.index);
      return `${text}\n${caret}\nvalidation error ${error.type} at index ${error.index}`;
    })
    .join('\n');
}

export const whatwg: Command = {
  name: 'whatwg',
  summary: 'read a URL as the WHATWG URL Standard does: record, href, validation errors',
  operands: ['url'],
  description:
    "Parses <url> (against --base) with the URL Standard's parser (@urikit/whatwg, the same\n" +
    "on every runtime) and prints the URL record (whatwg-url's fields; the host serialized), its\n" +
    'href, and every validation error the parser meets, with a caret under the offset it names\n' +
    "(the standard's error names). A URL the parser fails on exits 1 with the error it fails\n" +
    'on. --json prints {"href", "record", "validationErrors"}.',
  options: {
    base: { type: 'string', value: 'url', help: 'the base URL to parse <url> against' },
  },
  examples: [
    "$ urikit whatwg 'HTTPS://Bücher.example:443/a/../b?c d'\n" +
      'href: https://xn--bcher-kva.example/b?c%20d\n' +
      'scheme: "https"\nusername: ""\npassword: ""\nhost: "xn--bcher-kva.example"\nport: null\n' +
      'path: ["b"]\nquery: "c%20d"\nfragment: null\n' +
      '  HTTPS://Bücher.example:443/a/../b?c d\n' +
      '                                     ^\n' +
      'validation error invalid-URL-unit at index 35',
    "$ urikit whatwg --json --base 'https://a.example/x/' '..\\y'\n" +
      '{\n  "href": "https://a.example/y",\n  "record": {\n    "scheme": "https",\n' +
      '    "username": "",\n    "password": "",\n    "host": "a.example",\n    "port": null,\n' +
      '    "path": [\n      "y"\n    ],\n    "query": null,\n    "fragment": null\n  },\n' +
      '  "validationErrors": [\n    {\n      "type": "invalid-reverse-solidus",\n' +
      '      "index": 2\n    }\n  ]\n}',
    "$ urikit whatwg 'https://exa mple.org/'\n" +
      '  https://exa mple.org/\n' +
      '          ^\n' +
      "error[domain-to-ASCII]: the URL Standard's parser fails: domain-to-ASCII at index 8",
  ],
  prepare(values) {
    const json = flag(values, 'json');
    const base = typeof values['base'] === 'string' ? values['base'] : undefined;
    if (base !== undefined && locateURL(base, undefined, { errors: false }).url === null) {
      throw new UsageError(`--base is not a valid URL: '${base}'`);
    }
    return ([input]) => {
      const { url, errors } = locateURL(input!, base);
      if (url === null) {
        // The parser stops at its last validation error (URL Standard §4.4 "return failure").
        const last = errors.at(-1) ?? { type: 'failure', index: 0 };
        throw new InputError(
          last.type,
          input!,
          last.index,
          `the URL Standard's parser fails: ${last.type} at index ${last.index}`,
        );
      }
      const href = serializeURL(url);
      const record = recordJson(url);
      if (json) {
        return {
          href,
          record,
          validationErrors: errors.map((e) => ({ type: e.type, index: e.index })),
        };
      }
      const lines = [`href: ${href}`];
      for (const [key, value] of Object.entries(record))
        lines.push(`${key}: ${JSON.stringify(value)}`);
      return `${lines.join('\n')}\n${describeErrors(input!, errors)}`;
    };
  },
};
