// Panel: the reference as the WHATWG URL Standard reads it (@urikit/whatwg's locateURL): the URL
// record, href, each validation error with a caret under its offset, and each component RFC 3986
// reads differently (@urikit/security's parser-differential findings).
import { errorExcerpt } from '@urikit/percent-encoding';
import { inspect } from '@urikit/security';
import { locateURL, serializeHost, serializePath, serializeURL } from '@urikit/whatwg';
import { docsFor } from '../links.js';
import type { Panel, PanelRow } from './types.js';

/** A record field as the page shows it: strings as they are, null spelled out. */
function shown(value: string | number | null): string {
  return value === null ? '(null)' : String(value);
}

export const whatwgPanel: Panel = {
  id: 'whatwg',
  title: 'URL Standard (WHATWG): record, href, validation errors',
  docs: docsFor('@urikit/whatwg'),
  fields: [],
  example: { uri: 'HTTP://user@Bücher.example:80/a/%2e%2e/b?q=1 2#top' },
  render(input) {
    const { url, errors } = locateURL(input);
    const rows: PanelRow[] = [];
    if (url === null) {
      const last = errors.at(-1);
      rows.push({
        kind: 'error',
        label: 'not a URL',
        code: last?.type ?? 'failure',
        message: `the URL Standard's parser fails: ${last?.type ?? 'failure'} at index ${last?.index ?? 0}`,
      });
    } else {
      rows.push({ kind: 'value', label: 'href', value: serializeURL(url) });
      rows.push({ kind: 'value', label: 'scheme', value: url.scheme });
      rows.push({ kind: 'value', label: 'username', value: url.username });
      rows.push({ kind: 'value', label: 'password', value: url.password });
      rows.push({
        kind: 'value',
        label: 'host',
        value: url.host === null ? '(null)' : serializeHost(url.host),
      });
      rows.push({ kind: 'value', label: 'port', value: shown(url.port) });
      rows.push({
        kind: 'value',
        label: typeof url.path === 'string' ? 'path (opaque)' : 'path',
        value: serializePath(url),
      });
      rows.push({ kind: 'value', label: 'query', value: shown(url.query) });
      rows.push({ kind: 'value', label: 'fragment', value: shown(url.fragment) });
    }
    if (errors.length === 0)
      rows.push({ kind: 'value', label: 'validation errors', value: 'none' });
    // Each validation error (URL Standard §1.2) under its own label, a caret under its offset.
    for (const error of errors) {
      rows.push({
        kind: 'value',
        label: `validation error: ${error.type}`,
        value: errorExcerpt(input, error.index),
      });
    }
    // Where RFC 3986 reads the same input differently (RFC 3986 §7.6).
    for (const f of inspect(input)) {
      if (f.code === 'parser-differential' && f.readings !== undefined) {
        rows.push({
          kind: 'diff',
          label: `RFC 3986 reads the ${f.component} as`,
          before: f.readings.whatwg ?? '(none)',
          after: f.readings.rfc3986 ?? '(none)',
        });
      } else if (f.code === 'not-rfc3986') {
        rows.push({ kind: 'value', label: 'RFC 3986', value: f.message });
      }
    }
    return rows;
  },
};
