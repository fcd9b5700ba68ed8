// Panel: the URIs of a pasted text, as RFC 3986 Appendix C delimits them (@urikit/extract),
// each with its form and its span in the text.
import { extractAll } from '@urikit/extract';
import { docsFor } from '../links.js';
import type { Panel, PanelRow } from './types.js';

const INITIAL =
  'See <http://example.com/a /b> or "ftp://ftp.example.org/x", (https://w.example/Tree_(graph)).';

export const extractPanel: Panel = {
  id: 'extract',
  title: 'URIs in text (Appendix C)',
  docs: docsFor('@urikit/extract'),
  fields: [{ key: 'text', label: 'text', initial: INITIAL }],
  // A Markdown link, a URI broken by a space in angle brackets, one that runs into a "[".
  example: {
    fields: {
      text: 'See [the docs](https://a.example/docs), <http://b.example/very/ long/path> and http://c.example/x[1].',
    },
  },
  render(_input, fields, options) {
    const matches = extractAll(fields.get('text') ?? INITIAL, { iri: options.iri });
    if (matches.length === 0) return [{ kind: 'value', label: 'URIs', value: 'none' }];
    return matches.map(
      (m): PanelRow => ({ kind: 'value', label: `${m.form} [${m.start}, ${m.end})`, value: m.uri }),
    );
  },
};
