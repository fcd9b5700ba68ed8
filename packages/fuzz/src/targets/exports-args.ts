// Right-typed arguments for the exports of every package, by export name: the generator of each
// parameter, and what a result is when it is a URI (so that it must parse back). An export that
// is not listed here is still called: with strings from its package's generator, one per
// declared parameter (see exports.ts), so a new export is fuzzed from the day it is exported.

import {
  tryParseDataUri,
  tryParseDid,
  tryParseMailto,
  tryParseTel,
  tryParseUrn,
} from '@urikit/schemes';
import {
  parseMultihash,
  tryParseAccountId,
  tryParseAssetId,
  tryParseAssetType,
  tryParseChainId,
  tryParseEthereumUri,
} from '@urikit/web3';
import type { Input } from '../engine/target.js';
import { bytes, componentsInput, UNDEFINED, words } from '../engine/values.js';
import { anyUnit, noise, pctEncoded } from '../generators/chars.js';
import { domain, label } from '../generators/idna.js';
import { ipText, ipv6Address } from '../generators/ip.js';
import { queryObject, queryString } from '../generators/query.js';
import { nearReference, nearUri, reference, uri } from '../generators/rfc3986.js';
import { fsPath, schemeUri } from '../generators/schemes.js';
import { templateCase } from '../generators/template.js';
import { textWithUris } from '../generators/text.js';
import {
  address,
  arUri,
  caip,
  cid,
  ensName,
  ethereumUri,
  ipfsUri,
  web3Identifier,
} from '../generators/web3.js';
import { urlCase } from '../generators/whatwg.js';
import type { Rng } from '../rng.js';

export interface ArgSpec {
  /** The arguments, as JSON (tagged values for bytes, Maps, undefined…). */
  readonly args: (rng: Rng) => Input[];
  /** When set, a returned string must parse as this. */
  readonly returns?: 'uri' | 'iri' | 'reference' | 'iri-reference';
  /** Check `returns` only when the first argument is itself a URI reference (IRI allowed). */
  readonly returnsForValidInput?: boolean;
  /** For a method: the text its receiver is parsed from. */
  readonly receiver?: (rng: Rng) => string;
  /** Arguments that are enumerated values (a set's name): the guided loop leaves them as made. */
  readonly enumerated?: readonly number[];
  /**
   * The arguments are a guess (an export this table does not list): a TypeError, or the
   * retired `not-a-string` code, then means the guess was wrong, not that the export is.
   */
  readonly guessed?: boolean;
  /** Why linear work is not promised (the README's documented bound), when it is not. */
  readonly notLinear?: string;
}

/** A string of anything: pct-heavy, noise, or a reference. */
export function anyText(rng: Rng): string {
  return rng.weighted([
    [2, () => noise(rng, 16)],
    [2, () => rng.repeat(() => (rng.chance(0.4) ? pctEncoded(rng) : anyUnit(rng)), 10)],
    [3, () => nearReference(rng, { iri: rng.chance(0.3) })],
  ]);
}

const parseOptions = (rng: Rng): Input =>
  rng.weighted<Input>([
    [3, () => UNDEFINED],
    [1, () => ({ iri: rng.chance(0.5), zoneId: rng.chance(0.5) })],
  ]);

const idnaOptions = (rng: Rng): Input =>
  rng.chance(0.4)
    ? UNDEFINED
    : {
        checkHyphens: rng.chance(0.5),
        checkBidi: rng.chance(0.5),
        checkJoiners: rng.chance(0.5),
        useSTD3ASCIIRules: rng.chance(0.5),
        transitionalProcessing: rng.chance(0.3),
        verifyDnsLength: rng.chance(0.5),
        ignoreInvalidPunycode: rng.chance(0.3),
      };

const sets = ['component', 'userinfo', 'host', 'path', 'path-segment', 'query', 'fragment'];
const maybe = (rng: Rng, make: () => Input): Input => (rng.chance(0.5) ? make() : UNDEFINED);

/** The package's own generator, for exports this table leaves out. */
export const PACKAGE_DEFAULTS: Readonly<Record<string, (rng: Rng) => string>> = {
  '@urikit/percent-encoding': anyText,
  '@urikit/ipaddr': ipText,
  '@urikit/idn': domain,
  '@urikit/syntax': nearReference,
  '@urikit/query': queryString,
  '@urikit/resolve': nearReference,
  '@urikit/extract': textWithUris,
  '@urikit/template': (rng) => templateCase(rng).template,
  '@urikit/schemes': schemeUri,
  '@urikit/normalize': nearReference,
  '@urikit/security': nearUri,
  '@urikit/uri': nearReference,
  '@urikit/compat': nearReference,
  '@urikit/web3': web3Identifier,
  '@urikit/whatwg': (rng) => urlCase(rng).input,
  '@urikit/domain': domain,
};

const textAndIndex =
  (make: (rng: Rng) => string) =>
  (rng: Rng): Input[] => {
    const text = make(rng);
    return [text, rng.int(text.length + 2) - 1];
  };

const octets = (rng: Rng, n: number): number[] =>
  Array.from({ length: n }, () =>
    rng.chance(0.3) ? rng.pick([0, 127, 255, 10, 169, 172, 192, 100]) : rng.int(256),
  );
const hextets = (rng: Rng): number[] =>
  Array.from({ length: 8 }, () =>
    rng.chance(0.5) ? 0 : rng.pick([0xffff, 0xfe80, 0x2001, 0xdb8, 0x64, 0xff9b, rng.int(0x10000)]),
  );

const componentsOf = (rng: Rng): Input => {
  // Mostly components of a parsed reference, sometimes one part swapped for another's.
  const text = reference(rng, { iri: false });
  const fields: Record<string, unknown> = {};
  // Appendix B split by hand (cheap, and independent of the package under test).
  const m = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?/su.exec(text)!;
  fields['scheme'] = m[1];
  if (m[2] !== undefined) {
    const at = m[2].lastIndexOf('@');
    fields['userinfo'] = at >= 0 ? m[2].slice(0, at) : undefined;
    const hostPort = m[2].slice(at + 1);
    const colon = hostPort.lastIndexOf(':');
    const bracket = hostPort.lastIndexOf(']');
    if (colon > bracket) {
      fields['host'] = hostPort.slice(0, colon);
      fields['port'] = hostPort.slice(colon + 1);
    } else fields['host'] = hostPort;
  }
  fields['path'] = m[3] ?? '';
  fields['query'] = m[4];
  fields['fragment'] = m[5];
  if (rng.chance(0.2)) {
    const key = rng.pick(['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']);
    fields[key] = rng.chance(0.3)
      ? undefined
      : rng.pick(['', 'a:b', '//x', '[::1]', '80', 'a b', '?', '#', '/..']);
  }
  if (fields['path'] === undefined) fields['path'] = '';
  return componentsInput(fields);
};

export const ARGS: Readonly<Record<string, ArgSpec>> = {
  // @urikit/percent-encoding
  hasClass: { args: (rng) => [rng.int(rng.chance(0.8) ? 128 : 0x110000), rng.int(1 << 16)] },
  hexValue: { args: (rng) => [rng.int(rng.chance(0.8) ? 128 : 0x10000)] },
  pctCodePointAt: { args: textAndIndex(anyText) },
  pctOctetAt: { args: textAndIndex(anyText) },
  errorExcerpt: { args: textAndIndex(anyText) },
  percentDecode: {
    args: (rng) => [
      anyText(rng),
      maybe(rng, () => ({ invalid: rng.pick(['throw', 'keep', 'replace']) })),
    ],
  },
  percentEncode: {
    enumerated: [1],
    args: (rng) => [anyText(rng), maybe(rng, () => rng.pick(sets))],
  },
  tryPercentEncode: {
    enumerated: [1],
    args: (rng) => [anyText(rng), maybe(rng, () => rng.pick(sets))],
  },
  percentEncodeBytes: {
    enumerated: [1],
    args: (rng) => [bytes(octets(rng, rng.int(12))), maybe(rng, () => rng.pick(sets))],
  },
  // @urikit/ipaddr
  formatIPv4: { args: (rng) => [bytes(octets(rng, 4))] },
  formatIPv6: {
    args: (rng) => [words(hextets(rng)), maybe(rng, () => ({ mixed: rng.chance(0.5) }))],
  },
  classify: { args: (rng) => [rng.chance(0.5) ? bytes(octets(rng, 4)) : words(hextets(rng))] },
  isPublicUnicast: {
    args: (rng) => [
      rng.weighted<Input>([
        [1, () => bytes(octets(rng, 4))],
        [1, () => words(hextets(rng))],
        [2, () => ipText(rng)],
      ]),
    ],
  },
  checkIPLiteral: {
    args: (rng) => {
      const text = `x[${rng.chance(0.5) ? ipv6Address(rng) : ipText(rng)}]y`;
      const start = rng.chance(0.8) ? 1 : rng.int(text.length);
      const end = rng.chance(0.8) ? text.length - 1 : rng.range(start, text.length);
      return [text, start, end, rng.chance(0.5)];
    },
  },
  parseIPLiteral: {
    args: (rng) => [
      rng.chance(0.7) ? `[${ipText(rng)}]` : ipText(rng),
      maybe(rng, () => ({ zoneId: rng.chance(0.5) })),
    ],
  },
  // @urikit/idn
  toASCII: { args: (rng) => [domain(rng), idnaOptions(rng)] },
  tryToASCII: { args: (rng) => [domain(rng), idnaOptions(rng)] },
  toUnicode: { args: (rng) => [domain(rng), idnaOptions(rng)] },
  punycodeEncode: { args: (rng) => [label(rng)] },
  punycodeDecode: {
    args: (rng) => [rng.chance(0.5) ? label(rng).replace(/^xn--/, '') : label(rng)],
  },
  idna2008Property: { args: (rng) => [rng.int(rng.chance(0.5) ? 0x800 : 0x110000)] },
  checkHostname: {
    args: (rng) => [
      domain(rng),
      maybe(rng, () => ({ allowUnderscore: rng.chance(0.5), trailingDot: rng.chance(0.5) })),
    ],
  },
  // @urikit/syntax
  parse: {
    args: (rng) => [
      nearReference(rng, { iri: rng.chance(0.3), zoneId: rng.chance(0.2) }),
      parseOptions(rng),
    ],
  },
  tryParse: { args: (rng) => [nearReference(rng, { iri: rng.chance(0.3) }), parseOptions(rng)] },
  parseSpans: { args: (rng) => [nearReference(rng), { $int32: 16 }, parseOptions(rng)] },
  tryParseSpans: { args: (rng) => [nearReference(rng), { $int32: 16 }, parseOptions(rng)] },
  tryParseFlaggedSpans: {
    args: (rng) => [nearReference(rng), { $int32: 16 }, parseOptions(rng)],
  },
  recompose: { args: (rng) => [componentsOf(rng), parseOptions(rng)], returns: 'iri-reference' },
  split: { args: (rng) => [anyText(rng)] },
  // @urikit/query
  parseQuery: {
    args: (rng) => [
      queryString(rng),
      maybe(rng, () => ({
        form: rng.chance(0.5),
        semicolons: rng.chance(0.5),
        invalid: rng.pick(['throw', 'keep', 'replace']),
      })),
    ],
  },
  parseNestedQuery: {
    args: (rng) => [
      queryString(rng, true),
      maybe(rng, () => ({
        form: rng.chance(0.5),
        depth: rng.int(8),
        arrayLimit: rng.int(30),
        parameterLimit: rng.int(50),
      })),
    ],
  },
  stringifyQuery: {
    args: (rng) => [
      queryObject(rng) as Input,
      maybe(rng, () => ({
        arrayFormat: rng.pick(['indices', 'brackets', 'repeat', 'comma']),
        form: rng.chance(0.5),
      })),
    ],
  },
  'QueryParams.parse': {
    args: (rng) => [
      queryString(rng),
      maybe(rng, () => ({ form: rng.chance(0.5), semicolons: rng.chance(0.5) })),
    ],
  },
  'QueryParams.from': { args: (rng) => [flatQueryObject(rng)] },
  'QueryParams#get': {
    receiver: queryString,
    args: (rng) => [rng.pick(['a', 'b', 'q', '', 'é', 'a[]'])],
  },
  'QueryParams#with': {
    receiver: queryString,
    args: (rng) => [
      rng.pick(['a', 'b', 'q', '', 'é', 'a[]', '&', '=']),
      rng.chance(0.8) ? noise(rng, 6) : UNDEFINED,
    ],
  },
  'QueryParams#append': {
    receiver: queryString,
    args: (rng) => [
      rng.pick(['a', 'b', '', '#', '%']),
      rng.chance(0.8) ? noise(rng, 6) : UNDEFINED,
    ],
  },
  'QueryParams#without': {
    receiver: queryString,
    args: (rng) => [rng.pick(['a', 'b', 'q', '']), maybe(rng, () => noise(rng, 4))],
  },
  // @urikit/resolve
  resolve: {
    args: (rng) => [
      nearUri(rng),
      nearReference(rng),
      maybe(rng, () => ({ strict: rng.chance(0.5) })),
    ],
    returns: 'uri',
  },
  tryResolve: {
    args: (rng) => [
      nearUri(rng),
      nearReference(rng),
      maybe(rng, () => ({ strict: rng.chance(0.5) })),
    ],
    returns: 'uri',
  },
  relativize: { args: (rng) => relativizePair(rng), returns: 'reference' },
  tryRelativize: { args: (rng) => relativizePair(rng), returns: 'reference' },
  removeDotSegments: { args: (rng) => [rng.chance(0.7) ? dotPath(rng) : anyText(rng)] },
  escapeDoubleSlash: {
    args: (rng) => [rng.chance(0.5) ? `//${dotPath(rng)}` : dotPath(rng), rng.chance(0.5)],
  },
  resolveComponents: {
    args: (rng) => [
      componentsOf(rng),
      componentsOf(rng),
      maybe(rng, () => ({ strict: rng.chance(0.5) })),
    ],
  },
  // @urikit/extract
  extract: { args: (rng) => [textWithUris(rng), maybe(rng, () => ({ suffix: rng.chance(0.5) }))] },
  extractAll: {
    args: (rng) => [textWithUris(rng), maybe(rng, () => ({ suffix: rng.chance(0.5) }))],
  },
  findFirst: {
    args: (rng) => [textWithUris(rng), maybe(rng, () => ({ suffix: rng.chance(0.5) }))],
  },
  linkify: {
    args: (rng) => [
      textWithUris(rng),
      { $fn: 'render' },
      maybe(rng, () => ({ suffix: rng.chance(0.5) })),
    ],
  },
  // @urikit/template
  expand: { args: (rng) => templateArgs(rng) },
  tryExpand: { args: (rng) => templateArgs(rng) },
  match: {
    notLinear: 'template README: ambiguous templates are bounded by expressions × length²',
    args: (rng) => [templateCase(rng).template, rng.chance(0.5) ? nearReference(rng) : noise(rng)],
  },
  matchAll: {
    notLinear:
      'template README: ambiguous templates are bounded by expressions × length², and matchAll lists them',
    args: (rng) => [
      templateCase(rng).template,
      rng.chance(0.5) ? nearReference(rng) : noise(rng),
      maybe(rng, () => ({ limit: rng.int(20) })),
    ],
  },
  // @urikit/schemes
  pathToFileUri: {
    args: (rng) => [fsPath(rng), maybe(rng, () => ({ platform: rng.pick(['posix', 'win32']) }))],
    returns: 'uri',
  },
  tryPathToFileUri: {
    args: (rng) => [fsPath(rng), maybe(rng, () => ({ platform: rng.pick(['posix', 'win32']) }))],
    returns: 'uri',
  },
  fileUriToPath: {
    args: (rng) => [schemeUri(rng), maybe(rng, () => ({ platform: rng.pick(['posix', 'win32']) }))],
  },
  tryFileUriToPath: {
    args: (rng) => [schemeUri(rng), maybe(rng, () => ({ platform: rng.pick(['posix', 'win32']) }))],
  },
  telEquivalent: { args: (rng) => [schemeUri(rng), schemeUri(rng)] },
  tryTelEquivalent: { args: (rng) => [schemeUri(rng), schemeUri(rng)] },
  urnEquivalent: { args: (rng) => [schemeUri(rng), schemeUri(rng)] },
  tryUrnEquivalent: { args: (rng) => [schemeUri(rng), schemeUri(rng)] },
  buildDataUri: { args: (rng) => parsedValue(rng, 'data', tryParseDataUri), returns: 'uri' },
  buildMailto: { args: (rng) => parsedValue(rng, 'mailto', tryParseMailto), returns: 'uri' },
  buildTel: { args: (rng) => parsedValue(rng, 'tel', tryParseTel), returns: 'uri' },
  buildUrn: { args: (rng) => parsedValue(rng, 'urn', tryParseUrn), returns: 'uri' },
  buildDid: { args: (rng) => parsedValue(rng, 'did', tryParseDid), returns: 'uri' },
  schemeInfo: {
    args: (rng) => [
      rng.pick([
        'http',
        'HTTPS',
        'ipfs',
        'x',
        '',
        'mailto',
        'z39.50r',
        'ms-settings',
        '__proto__',
        'toString',
      ]),
    ],
  },
  // @urikit/normalize
  normalize: {
    args: (rng) => [
      nearReference(rng, { iri: rng.chance(0.2) }),
      maybe(rng, () => ({
        scheme: rng.chance(0.5),
        host: rng.pick(['preserve', 'ascii', 'unicode']),
      })),
    ],
    returns: 'iri-reference',
  },
  tryNormalize: {
    args: (rng) => [nearReference(rng), maybe(rng, () => ({ scheme: rng.chance(0.5) }))],
    returns: 'iri-reference',
  },
  equivalent: {
    args: (rng) => [
      nearReference(rng),
      nearReference(rng),
      maybe(rng, () => ({
        level: rng.pick(['simple', 'syntax', 'scheme']),
        ignoreFragment: rng.chance(0.5),
        iri: rng.chance(0.3),
      })),
    ],
  },
  tryEquivalent: {
    args: (rng) => [
      nearReference(rng),
      nearReference(rng),
      maybe(rng, () => ({ level: rng.pick(['simple', 'syntax', 'scheme']) })),
    ],
  },
  iriToUri: {
    args: (rng) => [
      nearReference(rng, { iri: true }),
      maybe(rng, () => ({ host: rng.pick(['punycode', 'percent-encode']) })),
    ],
    returns: 'reference',
  },
  tryIriToUri: { args: (rng) => [nearReference(rng, { iri: true })], returns: 'reference' },
  uriToIri: { args: (rng) => [nearReference(rng)], returns: 'iri-reference' },
  tryUriToIri: { args: (rng) => [nearReference(rng)], returns: 'iri-reference' },
  // @urikit/security
  inspect: {
    args: (rng) => [
      rng.chance(0.8) ? nearUri(rng, { iri: rng.chance(0.3) }) : textWithUris(rng),
      maybe(rng, () => ({ whatwg: rng.chance(0.5), iri: rng.chance(0.5) })),
    ],
  },
  redact: {
    returns: 'iri-reference',
    returnsForValidInput: true,
    args: (rng) => [
      rng.chance(0.8) ? nearUri(rng) : textWithUris(rng),
      maybe(rng, () => ({
        userinfo: rng.pick(['password', 'all']),
        marker: rng.pick(['REDACTED', '*', 'x']),
      })),
    ],
  },
  checkFetchTarget: {
    args: (rng) => [
      rng.chance(0.5) ? `http://${ipText(rng)}/` : nearUri(rng),
      maybe(rng, () => ({
        allowUserinfo: rng.chance(0.5),
        singleLabelNames: rng.pick(['deny', 'allow']),
      })),
    ],
  },
  checkAddress: { args: (rng) => [ipText(rng)] },
  analyzeScripts: { args: (rng) => [domain(rng)] },
  restrictionLevel: { args: (rng) => [domain(rng)] },
  // @urikit/uri
  'Uri.parse': { args: (rng) => [nearReference(rng), parseOptions(rng)] },
  'Uri.from': { args: (rng) => [componentsOf(rng)] },
  'Uri#with': { receiver: reference, args: (rng) => [componentsOf(rng)] },
  'Uri#resolve': { receiver: uri, args: (rng) => [nearReference(rng)] },
  'Uri#relativize': { receiver: uri, args: (rng) => [nearUri(rng)] },
  'Uri#appendPath': { receiver: reference, args: (rng) => [noise(rng, 5), noise(rng, 5)] },
  'Uri#withPathSegments': { receiver: reference, args: (rng) => [[noise(rng, 5), noise(rng, 5)]] },
  'Uri#withQueryParam': {
    receiver: reference,
    args: (rng) => [noise(rng, 4), rng.chance(0.8) ? noise(rng, 5) : UNDEFINED],
  },
  'Uri#appendQueryParam': {
    receiver: reference,
    args: (rng) => [noise(rng, 4), rng.chance(0.8) ? noise(rng, 5) : UNDEFINED],
  },
  'Uri#withoutQueryParam': { receiver: reference, args: (rng) => [noise(rng, 4)] },
  'Uri#withQueryParams': { receiver: reference, args: (rng) => [flatQueryObject(rng)] },
  'Uri#withFragment': { receiver: reference, args: (rng) => [noise(rng, 6)] },
  'Uri#withUserinfo': {
    receiver: reference,
    args: (rng) => [noise(rng, 4), maybe(rng, () => noise(rng, 4))],
  },
  'Uri#withPort': {
    receiver: reference,
    args: (rng) => [rng.chance(0.8) ? rng.int(70000) : UNDEFINED],
  },
  'Uri#equals': { receiver: reference, args: (rng) => [nearReference(rng)] },
  'Uri#normalize': { receiver: reference, args: () => [] },
  // @urikit/compat (fast-uri's API: judged against fast-uri 3 itself, see exports.ts)
  '@urikit/compat:normalize': { args: (rng) => [nearReference(rng)] },
  '@urikit/compat:parse': { args: (rng) => [nearReference(rng, { iri: rng.chance(0.3) })] },
  '@urikit/compat:resolve': { args: (rng) => [nearUri(rng), nearReference(rng)] },
  '@urikit/compat:equal': { args: (rng) => [nearReference(rng), nearReference(rng)] },
  resolveComponent: { args: (rng) => [componentsOf(rng), componentsOf(rng)] },
  serialize: { args: (rng) => [componentsOf(rng)] },
  escapeComponent: { args: (rng) => [anyText(rng)] },
  unescapeComponent: { args: (rng) => [anyText(rng)] },
  getSchemeHandler: {
    args: (rng) => [rng.pick(['http', 'ws', 'urn', 'urn:uuid', 'x', '', 'toString', '__proto__'])],
  },
  // @urikit/domain
  sameSite: {
    args: (rng) => [
      nearUri(rng),
      nearUri(rng),
      maybe(rng, () => ({ privateDomains: rng.chance(0.5), iri: rng.chance(0.3) })),
    ],
  },
  isSameSite: {
    args: (rng) => [
      rng.chance(0.5) ? domain(rng) : nearUri(rng),
      rng.chance(0.5) ? domain(rng) : nearUri(rng),
    ],
  },
  // @urikit/web3
  formatChainId: { args: (rng) => parsedFrom(rng, caip, tryParseChainId, 'eip155:1') },
  formatAccountId: {
    args: (rng) =>
      parsedFrom(
        rng,
        caip,
        tryParseAccountId,
        'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      ),
  },
  formatAssetType: {
    args: (rng) => parsedFrom(rng, caip, tryParseAssetType, 'eip155:1/slip44:60'),
  },
  formatAssetId: {
    args: (rng) =>
      parsedFrom(
        rng,
        caip,
        tryParseAssetId,
        'eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769',
      ),
  },
  formatMultihash: {
    args: (rng) =>
      parsedFrom(
        rng,
        (r) => r.pick(['1114e861e452cfd84dca9a176258c3d06e020a0c93d8', '1220', '0000']),
        parseMultihashOrUndefined,
        '1114e861e452cfd84dca9a176258c3d06e020a0c93d8',
      ),
  },
  formatCid: {
    enumerated: [1],
    args: (rng) => [
      cid(rng),
      maybe(rng, () => rng.pick(['base32', 'base58btc', 'base36', 'base64url', 'base16'])),
    ],
  },
  formatEthereumUri: { args: (rng) => [ethereumParts(rng)], returns: 'uri' },
  toArGatewayUrl: {
    args: (rng) => [arUri(rng), rng.pick(['arweave.net', 'ar.io', 'a'])],
    returns: 'uri',
  },
  // The gateway is required for a native URI (a TypeError without it, as a missing argument).
  toPathGatewayUrl: {
    args: (rng) => [
      ipfsUri(rng),
      rng.pick(['dweb.link', 'https://ipfs.io', 'localhost:8080', 'http://127.0.0.1:8080']),
    ],
    returns: 'uri',
  },
  toSubdomainGatewayUrl: {
    args: (rng) => [ipfsUri(rng), rng.pick(['dweb.link', 'localhost:8080', 'https://a.example'])],
    returns: 'uri',
  },
  toNativeUri: { args: (rng) => [ipfsUri(rng)], returns: 'uri' },
  parseEthereumUri: {
    args: (rng) => [ethereumUri(rng), maybe(rng, () => ({ strict: rng.chance(0.5) }))],
  },
  isAddress: { args: (rng) => [address(rng), maybe(rng, () => ({ strict: rng.chance(0.5) }))] },
  ensNormalize: { args: (rng) => [ensName(rng)] },
  ensBeautify: { args: (rng) => [ensName(rng)] },
  ensExplain: { args: (rng) => [ensName(rng)] },
  namehash: { args: (rng) => [ensName(rng)] },
  codecName: { args: (rng) => [rng.pick([0x70, 0x55, 0x71, 0, -1, 2 ** 40, rng.int(0x10000)])] },
  hashName: { args: (rng) => [rng.pick([0x12, 0x11, 0, -1, 2 ** 40, rng.int(0x10000)])] },
  utf8Bytes: { args: (rng) => [anyText(rng)] },
  toHex: { args: (rng) => [bytes(octets(rng, rng.int(40)))] },
  // Bytes only: a string is a wrong type (the boundary rule's TypeError), not an input.
  keccak256: { args: (rng) => [bytes(octets(rng, rng.int(300)))] },
};

/** A value as JSON with the tags of values.ts (undefined, bytes, bigints, Maps). */
export function toInput(value: unknown): Input {
  if (value === undefined) return UNDEFINED;
  if (typeof value === 'bigint') return { $bigint: String(value) };
  if (value instanceof Uint8Array) return bytes([...value]);
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [String(k), toInput(v)]) };
  if (Array.isArray(value)) return value.map(toInput);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Input> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toInput(v);
    return out;
  }
  return value as Input;
}

/** What a scheme's parser returns for a generated URI of that scheme (the builder's input). */
function parsedValue(rng: Rng, scheme: string, parse: (text: string) => unknown): Input[] {
  for (let i = 0; i < 40; i++) {
    const text = schemeUri(rng);
    if (!text.toLowerCase().startsWith(scheme)) continue;
    const value = parse(text);
    if (value !== undefined) return [toInput(value)];
  }
  const fallback: Record<string, string> = {
    data: 'data:,x',
    mailto: 'mailto:a@b',
    tel: 'tel:+1',
    urn: 'urn:example:a',
    did: 'did:example:a',
  };
  return [toInput(parse(fallback[scheme] ?? `${scheme}:x`))];
}

function dotPath(rng: Rng): string {
  return rng.repeat(
    () => rng.pick(['/', '.', '..', '/.', '/..', 'a', 'b/', '../', './', '//', '%2e', 'é']),
    12,
  );
}

function relativizePair(rng: Rng): Input[] {
  const base = uri(rng);
  // A target near the base: same scheme and authority, often, so that short forms exist.
  const target = rng.weighted([
    [3, () => base.replace(/[^/]*$/, '') + noise(rng, 5).replace(/[#?]/g, '')],
    [2, () => uri(rng)],
    [2, () => nearUri(rng)],
    [1, () => base],
  ]);
  return [base, target];
}

/** What a parser returns for a generated text (the formatter's input), or the fallback's. */
function parsedFrom(
  rng: Rng,
  make: (rng: Rng) => string,
  parse: (text: string) => unknown,
  fallback: string,
): Input[] {
  for (let i = 0; i < 20; i++) {
    const value = parse(make(rng));
    if (value !== undefined) return [toInput(value)];
  }
  return [toInput(parse(fallback))];
}

function parseMultihashOrUndefined(text: string): unknown {
  try {
    return parseMultihash(text);
  } catch {
    return undefined;
  }
}

/** EthereumUriParts from a parsed URI (the target as written), or a plain one. */
function ethereumParts(rng: Rng): Input {
  for (let i = 0; i < 20; i++) {
    const uri = tryParseEthereumUri(ethereumUri(rng));
    if (uri === undefined) continue;
    return toInput({
      prefix: uri.prefix,
      target: uri.address ?? uri.ensName,
      chainId: uri.chainId,
      functionName: uri.functionName,
      parameters: uri.parameters.map((p) => [p.key, p.value]),
    });
  }
  return { target: address(rng) };
}

/** QueryParamsInit: names to a string, a list of strings, or undefined. */
function flatQueryObject(rng: Rng): Input {
  const out: Record<string, Input> = {};
  for (let i = rng.int(4); i > 0; i--) {
    out[rng.pick(['a', 'b', 'q', '', 'é', 'a b', '&', 'toString'])] = rng.weighted<Input>([
      [3, () => noise(rng, 6)],
      [1, () => [noise(rng, 4), noise(rng, 4)]],
      [1, () => UNDEFINED],
    ]);
  }
  return out;
}

function templateArgs(rng: Rng): Input[] {
  const { template, variables } = templateCase(rng);
  const vars: Record<string, Input> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value === null) vars[name] = UNDEFINED;
    else if (Array.isArray(value) && value.length > 0 && Array.isArray(value[0]))
      vars[name] = { $map: value as Input };
    else vars[name] = value as Input;
  }
  return [template, vars];
}
