// URL Standard inputs in the shapes of the web-platform-tests URL files: special and
// non-special schemes, backslashes, tabs and newlines anywhere, C0 controls and spaces around,
// credentials, ports, IPv4 in every WHATWG form, IPv6 with embedded IPv4, opaque paths,
// percent-encoding (valid and broken), Unicode and Punycode hosts, dot segments, and relative
// inputs against a base.
import type { Rng } from '../rng.js';
import { charOf, mutateOnce } from './chars.js';
import { domain } from './idna.js';
import { ipv4Address, ipv4Loose, ipv6Address } from './ip.js';

const SPECIAL = ['http', 'https', 'ws', 'wss', 'ftp', 'file', 'HTTP', 'hTTps'];
const OTHER = ['sc', 'mailto', 'data', 'javascript', 'urn', 'blob', 'non-spec', 'a+b', 'x'];

function host(rng: Rng): string {
  return rng.weighted([
    [
      4,
      () => rng.pick(['example.com', 'a', 'EXAMPLE.org', 'localhost', 'xn--nxasmq6b', 'a.b.c', '']),
    ],
    [3, () => domain(rng)],
    [2, () => ipv4Loose(rng)],
    [1, () => ipv4Address(rng)],
    [2, () => `[${ipv6Address(rng)}]`],
    [
      1,
      () =>
        rng.pick([
          '%41',
          'a%2Eb',
          '%zz',
          'a b',
          'a<b',
          'a^b',
          '[::1',
          '[v1.x]',
          'a%00b',
          '\u00ad',
          'ﬀ',
          '0x7f.1',
          '1.2.3.4.5',
          '09.1',
        ]),
    ],
  ]);
}

function path(rng: Rng): string {
  return rng.repeat(
    () =>
      rng.weighted([
        [4, () => `/${rng.repeat(() => charOf(rng, 'abcxyz019-._~'), 5)}`],
        [
          2,
          () =>
            rng.pick(['/.', '/..', '/%2e', '/%2E%2e', '/.%2E', '\\', '\\..\\', '//', '/C:', '/c|']),
        ],
        [
          1,
          () =>
            rng.pick([
              '/%',
              '/%zz',
              '/ ',
              '/"',
              '/<>',
              '/é',
              '/{}',
              '/^',
              '/\u0000',
              '/😀',
              "/'",
              '/`',
            ]),
        ],
      ]),
    5,
  );
}

function tail(rng: Rng): string {
  const q = rng.chance(0.3)
    ? `?${rng.pick(['a=b', 'q=a b', "'", '"', '%', '%zz', '#', '?', 'é', 'a=1&b=2', '\u0000', '<>'])}`
    : '';
  const f = rng.chance(0.2) ? `#${rng.pick(['f', ' x', '#', '`', '<', 'é', '%', '\u0000'])}` : '';
  return q + f;
}

function credentials(rng: Rng): string {
  if (!rng.chance(0.2)) return '';
  return `${rng.pick(['user', 'u:p', ':p', 'u:', '', '@', 'a b', 'é', '%40', 'u:p:q'])}@`;
}

function port(rng: Rng): string {
  if (!rng.chance(0.25)) return '';
  return `:${rng.pick(['', '80', '443', '21', '0', '65535', '65536', '08', 'a', '1.2', '99999999999999'])}`;
}

/** An absolute URL input. */
export function absoluteUrl(rng: Rng): string {
  return rng.weighted([
    [
      5,
      () =>
        `${rng.pick(SPECIAL)}:${rng.pick(['//', '//', '/', '', '\\\\', '\\/', '///'])}${credentials(rng)}${host(rng)}${port(rng)}${path(rng)}${tail(rng)}`,
    ],
    [
      2,
      () =>
        `${rng.pick(OTHER)}:${rng.pick(['//', ''])}${credentials(rng)}${host(rng)}${port(rng)}${path(rng)}${tail(rng)}`,
    ],
    [
      2,
      () =>
        `${rng.pick(OTHER)}:${rng.pick(['opaque', 'a b ', ' x', 'x\\y', '@', '%', '/', '', 'é'])}${tail(rng)}`,
    ],
    [
      1,
      () =>
        `file:${rng.pick(['///C:/', '//host/share', '///c|/x', '/../x', '//localhost/', 'C:\\x', '///C:/../..'])}${path(rng)}`,
    ],
  ]);
}

/** A relative input (resolved against a base). */
export function relativeUrl(rng: Rng): string {
  return rng.weighted([
    [3, () => path(rng).slice(1) + tail(rng)],
    [2, () => `${path(rng)}${tail(rng)}`],
    [1, () => `//${credentials(rng)}${host(rng)}${port(rng)}${path(rng)}`],
    [1, () => `\\\\${host(rng)}\\x`],
    [1, () => tail(rng) || '?'],
    [
      1,
      () =>
        rng.pick(['', '.', '..', '../../x', 'C:x', 'c|/', 'http:x', 'https:', 'sc:x', '#', '?#']),
    ],
  ]);
}

/** C0 controls, spaces, tabs and newlines around and inside. */
function noisy(rng: Rng, text: string): string {
  let out = text;
  if (rng.chance(0.15))
    out = `${rng.pick([' ', '\u0000', '\u001f', '\t', ' \n'])}${out}${rng.pick([' ', '\u0000', '\t', '\r\n', ''])}`;
  if (rng.chance(0.15)) {
    const at = rng.int(out.length + 1);
    out = out.slice(0, at) + rng.pick(['\t', '\n', '\r']) + out.slice(at);
  }
  return out;
}

export interface UrlCase {
  readonly input: string;
  /** The base, or null for an absolute input. */
  readonly base: string | null;
}

/** An input and an optional base, valid or one mutation off. */
export function urlCase(rng: Rng): UrlCase {
  const relative = rng.chance(0.35);
  let input = relative ? relativeUrl(rng) : absoluteUrl(rng);
  if (rng.chance(0.2)) input = mutateOnce(rng, input);
  input = noisy(rng, input);
  const base = relative || rng.chance(0.1) ? absoluteUrl(rng) : null;
  return { input, base };
}
