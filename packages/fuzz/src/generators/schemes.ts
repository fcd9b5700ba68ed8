// Scheme-specific URIs for @urikit/schemes: data:, mailto:, tel:, urn:, did:, file:, valid and
// one mutation off.
import type { Rng } from '../rng.js';
import { charOf, mutateOnce, pctEncoded } from './chars.js';
import { queryValue } from './query.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function schemeUri(rng: Rng): string {
  const valid = rng.weighted([
    [
      2,
      () =>
        `data:${rng.pick(['', 'text/plain', 'text/plain;charset=utf-8', 'image/png', 'a/b;x=y'])}${rng.chance(0.4) ? ';base64' : ''},${rng.chance(0.5) ? rng.repeat(() => charOf(rng, B64), 12) + rng.pick(['', '=', '==']) : queryValue(rng)}`,
    ],
    [
      2,
      () =>
        `mailto:${rng.repeat(() => `${rng.pick(['a', 'joe', 'x%40y', 'é'])}@${rng.pick(['example.com', '[1.2.3.4]', 'b'])}`, 2, 1)}${rng.chance(0.4) ? `?subject=${queryValue(rng)}&body=${queryValue(rng)}` : ''}`,
    ],
    [
      2,
      () =>
        `tel:${rng.pick(['+', ''])}${rng.repeat(() => charOf(rng, '0123456789-.()'), 12, 1)}${rng.pick(['', ';ext=12', ';phone-context=example.com', ';isub=1', ';phone-context=+1'])}`,
    ],
    [
      2,
      () =>
        `urn:${rng.pick(['isbn', 'example', 'uuid', 'ietf', 'x', 'a-b'])}:${rng.repeat(
          () =>
            rng.weighted([
              [5, () => charOf(rng, 'abc019:-.')],
              [1, () => pctEncoded(rng)],
              [1, () => rng.pick(['?+r', '?=q', '#f', '/'])],
            ]),
          12,
          1,
        )}`,
    ],
    [
      2,
      () =>
        `did:${rng.pick(['example', 'web', 'key', 'ethr', 'A'])}:${rng.repeat(
          () =>
            rng.weighted([
              [5, () => charOf(rng, 'abc019.-_:')],
              [1, () => pctEncoded(rng)],
            ]),
          12,
          1,
        )}${rng.pick(['', '/path', '?service=x', '#key-1'])}`,
    ],
    [
      2,
      () =>
        `file:${rng.pick(['///etc/hosts', '//host/share/a%20b', '///C:/Windows/', '/C|/x', '//localhost/tmp', '///', ':///a', '//./c:/x'])}`,
    ],
  ]);
  return rng.chance(0.3) ? mutateOnce(rng, valid) : valid;
}

/** A file-system path, POSIX or Windows (drive, UNC, long-path prefix). */
export function fsPath(rng: Rng): string {
  return rng.weighted([
    [
      2,
      () =>
        `/${rng.repeat(() => `${rng.pick(['a', 'b c', 'é', '%', '#', '?', '..', '.'])}/`, 3)}${rng.pick(['x', ''])}`,
    ],
    [
      2,
      () =>
        `${rng.pick(['C', 'd'])}:\\${rng.repeat(() => `${rng.pick(['a', 'b c', 'é', '%'])}\\`, 3)}x`,
    ],
    [1, () => `\\\\${rng.pick(['server', 'h', '?', '.'])}\\${rng.pick(['share', 'C$', 'UNC'])}\\x`],
    [1, () => rng.pick(['', 'relative/x', 'C:', '\\\\?\\C:\\a', '//x', 'a\0b'])],
  ]);
}
