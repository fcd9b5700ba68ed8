// Every parser takes a string or @urikit/syntax's parsed components (RFC 3986 §5.3
// recomposition), checks the scheme case-insensitively (§3.1) and refuses other input.
import {
  fileUriToPath,
  parseDataUri,
  parseDid,
  parseMailto,
  parseTel,
  parseUrn,
} from '@urikit/schemes';
import { parse } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';
import { errorOf } from './errors.js';

const parsers = [
  ['file', (x: never) => fileUriToPath(x), 'file:///a%20b'],
  ['data', (x: never) => parseDataUri(x), 'data:text/plain;charset=utf-8,a%20b'],
  ['mailto', (x: never) => parseMailto(x), 'mailto:a@example.org?subject=a%20b#f'],
  ['urn', (x: never) => parseUrn(x), 'urn:example:a?+r?=q#f'],
  ['tel', (x: never) => parseTel(x), 'tel:+1-201-555-0123;ext=1'],
  ['did', (x: never) => parseDid(x), 'did:example:123/p?versionId=1#k'],
] as const;

describe.each(parsers)('%s', (scheme, run, example) => {
  it('reads parsed components as it reads their text', () => {
    const components = parse(example);
    const fromText = run(example as never) as { text?: unknown };
    const fromComponents = run(components as never) as { text?: unknown };
    expect(JSON.stringify(fromComponents)).toBe(JSON.stringify(fromText));
  });

  it('takes the scheme in any case', () => {
    expect(
      JSON.stringify(
        run(
          (example.toUpperCase().slice(0, scheme.length) + example.slice(scheme.length)) as never,
        ),
      ),
    ).toBe(JSON.stringify(run(example as never)));
  });

  it('refuses another scheme, a missing colon and what is not a string', () => {
    expect(errorOf(() => run('x:y' as never), scheme)).toEqual(['wrong-scheme', 0]);
    expect(errorOf(() => run(scheme as never), scheme)).toEqual(['wrong-scheme', scheme.length]);
    expect(() => run(null as never)).toThrow(TypeError);
    expect(() => run({ scheme } as never)).toThrow(
      /: (input|uri)\.path must be a string; got undefined$/,
    );
  });
});
