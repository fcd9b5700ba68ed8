// normalize-url 10 itself (the dev dependency), in two forms: as installed, on the runtime's URL,
// and evaluated again with @urikit/whatwg's URL and URLSearchParams as the free names `URL` and
// `URLSearchParams` of its module text, so that both sides read a URL the same way (Node 20's
// URL, ada 2.9, is behind the URL Standard on a few inputs). The module text is read from
// node_modules at test time; nothing of it is copied into this repository.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL as WhatwgURL, URLSearchParams as WhatwgURLSearchParams } from '@urikit/whatwg';
import native from 'normalize-url';

type NormalizeUrl = (url: unknown, options?: unknown) => string;

const source = readFileSync(createRequire(import.meta.url).resolve('normalize-url'), 'utf8');
const marker = 'export default function normalizeUrl';
if (!source.includes(marker)) throw new Error('normalize-url: its default export moved');

/** normalize-url 10 on @urikit/whatwg's URL: the oracle of the differential tests. */
export const oracle: NormalizeUrl = new Function(
  'URL',
  'URLSearchParams',
  `${source.replace(marker, 'function normalizeUrl')}\nreturn normalizeUrl;`,
)(WhatwgURL, WhatwgURLSearchParams) as NormalizeUrl;

/** normalize-url 10 as installed, on the runtime's own URL. */
export const installed: NormalizeUrl = native as NormalizeUrl;

/**
 * What a call gives, comparable across the two implementations: the string, or the class of
 * the error and the start of its message (`Invalid URL` has the input after it in
 * @urikit/whatwg's message and nothing in Node's).
 */
export function outcome(normalize: NormalizeUrl, input: unknown, options?: unknown): string {
  try {
    return normalize(input, options);
  } catch (error) {
    const message = String((error as Error).message);
    return `throws ${(error as Error).constructor.name}: ${
      message.startsWith('Invalid URL') ? 'Invalid URL' : message
    }`;
  }
}
