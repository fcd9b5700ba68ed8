// fast-check generators for RFC 3986 §3 / RFC 3987 §2.2 references built from the ABNF, with
// the components they were built from and the offsets where each component stands.
import { isIPv4 } from '@urikit/ipaddr';
import fc from 'fast-check';
import type { HostKind, UriReference } from '../src/index.js';

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
const HEXDIG = '0123456789ABCDEFabcdef';
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";

const chars = (set: string) => fc.constantFrom(...set.split(''));
const join = (parts: fc.Arbitrary<string>, min = 0, max = 8) =>
  fc.array(parts, { minLength: min, maxLength: max }).map((a) => a.join(''));

const pctEncoded = fc.tuple(chars(HEXDIG), chars(HEXDIG)).map(([a, b]) => `%${a}${b}`);

// RFC 3987 §2.2 ucschar and iprivate, as code points.
const UCS_RANGES: [number, number][] = [
  [0xa0, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xffef],
  [0x10000, 0x1fffd],
  [0x20000, 0x2fffd],
  [0x90000, 0x9fffd],
  [0xd0000, 0xdfffd],
  [0xe1000, 0xefffd],
];
const PRIVATE_RANGES: [number, number][] = [
  [0xe000, 0xf8ff],
  [0xf0000, 0xffffd],
  [0x100000, 0x10fffd],
];
const fromRanges = (ranges: [number, number][]) =>
  fc.oneof(
    ...ranges.map(([lo, hi]) =>
      fc.integer({ min: lo, max: hi }).map((cp) => String.fromCodePoint(cp)),
    ),
  );
export const ucschar = fromRanges(UCS_RANGES);
export const iprivate = fromRanges(PRIVATE_RANGES);

/** The characters of one RFC 3986 class, with pct-encoded and, for IRIs, ucschar. */
function classChars(extra: string, iri: boolean, privateUse = false): fc.Arbitrary<string> {
  const ascii = chars(`${UNRESERVED}${SUB_DELIMS}${extra}`);
  const options: fc.Arbitrary<string>[] = [ascii, ascii, ascii, pctEncoded];
  if (iri) options.push(ucschar);
  if (iri && privateUse) options.push(iprivate);
  return fc.oneof(...options);
}

const scheme = fc
  .tuple(chars(ALPHA), join(chars(`${ALPHA}${DIGIT}+-.`), 0, 6))
  .map(([a, b]) => a + b);

const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
export const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((p) => p.join('.'));

const h16 = join(chars(HEXDIG), 1, 4);

// IPv6address in every ABNF form: eight h16, six h16 and an IPv4address, or "::" compressing
// the zero groups anywhere, with at most seven groups written (an ls32 counts as two).
export const ipv6 = fc
  .tuple(
    fc.boolean(),
    fc.boolean(),
    fc.array(h16, { minLength: 8, maxLength: 8 }),
    fc.nat(),
    fc.nat(),
    ipv4,
  )
  .map(([v4, compress, words, x, y, v4text]) => {
    const tail = v4 ? [v4text] : [];
    if (!compress) return [...words.slice(0, v4 ? 6 : 8), ...tail].join(':');
    const written = x % ((v4 ? 5 : 7) + 1);
    const left = y % (written + 1);
    const right = [...words.slice(left, written), ...tail];
    return `${words.slice(0, left).join(':')}::${right.join(':')}`;
  });

const ipvFuture = fc
  .tuple(join(chars(HEXDIG), 1, 3), join(chars(`${UNRESERVED}${SUB_DELIMS}:`), 1, 8), fc.boolean())
  .map(([version, address, upper]) => `${upper ? 'V' : 'v'}${version}.${address}`);

function host(iri: boolean, literalOnly: boolean): fc.Arbitrary<[string, HostKind]> {
  const literal = fc.oneof(
    ipv6.map((a): [string, HostKind] => [`[${a}]`, 'ipv6']),
    ipvFuture.map((a): [string, HostKind] => [`[${a}]`, 'ipvfuture']),
  );
  if (literalOnly) return literal;
  const regName = join(classChars('', iri), 0, 10).map((name): [string, HostKind] => [
    name,
    isIPv4(name) ? 'ipv4' : 'reg-name',
  ]);
  return fc.oneof(
    regName,
    ipv4.map((a): [string, HostKind] => [a, 'ipv4']),
    literal,
    literal,
  );
}

const segment = (iri: boolean) => join(classChars(':@', iri), 0, 5);
const segmentNz = (iri: boolean) => join(classChars(':@', iri), 1, 5);
const segmentNzNc = (iri: boolean) => join(classChars('@', iri), 1, 5);
const pathAbempty = (iri: boolean) =>
  join(
    segment(iri).map((s) => `/${s}`),
    0,
    4,
  );
const pathAbsolute = (iri: boolean) =>
  fc
    .option(
      fc.tuple(segmentNz(iri), pathAbempty(iri)).map(([a, b]) => a + b),
      { nil: '' },
    )
    .map((rest) => `/${rest}`);
const pathRootless = (iri: boolean) =>
  fc.tuple(segmentNz(iri), pathAbempty(iri)).map(([a, b]) => a + b);
const pathNoscheme = (iri: boolean) =>
  fc.tuple(segmentNzNc(iri), pathAbempty(iri)).map(([a, b]) => a + b);

/** A generated reference: its text, the components it was built from, and their offsets. */
export interface Built {
  text: string;
  expected: UriReference;
  /** [start, end] offsets (end inclusive) of each component's text, with the error code. */
  regions: [start: number, end: number, code: string][];
  /** The offset of the '@' after the userinfo, or -1. */
  at: number;
  /** The offset of the ']' closing an IP-literal host followed by no port, or -1. */
  close: number;
}

const queryOrFragment = (iri: boolean, privateUse: boolean) =>
  fc.option(join(classChars(':@/?', iri, privateUse), 0, 10), { nil: undefined });

/**
 * References generated from the ABNF; with `literalHost`, only references whose authority is an
 * IP-literal with no port after it.
 */
export function reference(iri = false, literalHost = false): fc.Arbitrary<Built> {
  const authority = fc.record({
    userinfo: fc.option(join(classChars(':', iri), 0, 8), { nil: undefined }),
    host: host(iri, literalHost),
    port: literalHost
      ? fc.constant(undefined)
      : fc.option(join(chars(DIGIT), 0, 5), { nil: undefined }),
  });
  // The path forms each context allows: path-abempty after an authority; path-absolute,
  // path-rootless (URI) or path-noscheme (relative-ref), or path-empty, without one.
  const withAuthority = fc.tuple(fc.constant('authority'), authority, pathAbempty(iri));
  const shape = literalHost
    ? withAuthority
    : fc.oneof(
        withAuthority,
        fc.tuple(fc.constant('absolute'), fc.constant(undefined), pathAbsolute(iri)),
        fc.tuple(fc.constant('relative'), fc.constant(undefined), pathRootless(iri)),
        fc.tuple(fc.constant('empty'), fc.constant(undefined), fc.constant('')),
      );
  return fc
    .tuple(
      fc.option(scheme, { nil: undefined, freq: 2 }),
      shape,
      pathNoscheme(iri),
      queryOrFragment(iri, true),
      queryOrFragment(iri, false),
    )
    .map(([schemeText, [form, auth, path], noscheme, query, fragment]) => {
      const regions: [number, number, string][] = [];
      let at = -1;
      let close = -1;
      let text = '';
      let s: string | undefined;
      if (schemeText !== undefined) {
        s = schemeText;
        text = `${s}:`;
        regions.push([1, s.length, 'invalid-scheme-char']);
      }
      let userinfo: string | undefined;
      let hostText: string | undefined;
      let hostKind: HostKind | undefined;
      let port: string | undefined;
      let pathText = path;
      if (form === 'authority' && auth !== undefined) {
        text += '//';
        if (auth.userinfo !== undefined) {
          userinfo = auth.userinfo;
          regions.push([text.length, text.length + userinfo.length, 'invalid-userinfo-char']);
          text += `${userinfo}@`;
          at = text.length - 1;
        }
        [hostText, hostKind] = auth.host;
        const hostStart = text.length;
        text += hostText;
        if (hostKind === 'ipv6' || hostKind === 'ipvfuture') {
          regions.push([hostStart, hostStart, 'invalid-host-char']);
          regions.push([hostStart + 2, text.length - 1, `invalid-${hostKind}`]);
          regions.push([hostStart + 1, hostStart + 1, '']);
          regions.push([text.length, text.length, 'invalid-host-char']);
          close = text.length - 1;
        } else {
          regions.push([hostStart, text.length, 'invalid-host-char']);
        }
        if (auth.port !== undefined) {
          close = -1;
          port = auth.port;
          regions.push([text.length + 1, text.length + 1 + port.length, 'invalid-port-char']);
          text += `:${port}`;
        }
      } else if (s === undefined && form === 'relative') {
        pathText = noscheme;
      }
      regions.push([text.length, text.length + pathText.length, 'invalid-path-char']);
      text += pathText;
      if (query !== undefined) {
        regions.push([text.length + 1, text.length + 1 + query.length, 'invalid-query-char']);
        text += `?${query}`;
      }
      if (fragment !== undefined) {
        regions.push([text.length + 1, text.length + 1 + fragment.length, 'invalid-fragment-char']);
        text += `#${fragment}`;
      }
      const expected: UriReference = {
        scheme: s,
        userinfo,
        host: hostText,
        port,
        path: pathText,
        query,
        fragment,
        hostKind,
      };
      return { text, expected, regions, at, close };
    });
}
