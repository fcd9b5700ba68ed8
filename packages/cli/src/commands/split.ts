// `urikit split`: the components by RFC 3986 Appendix B, which accepts any string.
import { split as splitReference } from '@urikit/syntax';
import type { Command } from '../command.js';
import { componentsObject } from './components.js';

export const split: Command = {
  name: 'split',
  summary: 'split any string into components (RFC 3986 Appendix B), without validating',
  operands: ['uri'],
  description:
    'Splits <uri> into scheme, authority parts, path, query and fragment the way the regular\n' +
    'expression of RFC 3986 Appendix B does, without validating: every string splits. Prints\n' +
    'the components as one JSON object (absent ones left out).',
  options: {},
  examples: [
    "$ urikit split 'http://a b/c d?e'\n" +
      '{\n  "scheme": "http",\n  "host": "a b",\n  "path": "/c d",\n  "query": "e"\n}',
  ],
  prepare() {
    return ([uri]) => componentsObject(splitReference(uri!));
  },
};
