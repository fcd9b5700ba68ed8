// RFC 3986 (and RFC 3987) URI references from the ABNF of Appendix A: every production has a
// generator that picks among its alternatives, so each alternative is reached; `nearReference`
// applies one mutation off the grammar to a valid one.
import type { Rng } from '../rng.js';
import {
  ALPHA,
  charOf,
  DIGIT,
  iprivate,
  mutateOnce,
  pctEncoded,
  SUB_DELIMS,
  UNRESERVED,
  ucschar,
} from './chars.js';
import { ipLiteral, ipv4Address } from './ip.js';

export interface ReferenceOptions {
  /** RFC 3987: ucschar in the i-productions, iprivate in the query. */
  readonly iri?: boolean;
  /** RFC 6874 zone IDs in IPv6 literals. */
  readonly zoneId?: boolean;
}

const SCHEMES = [
  'http',
  'https',
  'HTTP',
  'ftp',
  'file',
  'urn',
  'mailto',
  'foo',
  'a',
  'git+ssh',
  'x-y.z',
  'ws',
  'ipfs',
  'data',
];

export function scheme(rng: Rng): string {
  if (rng.chance(0.6)) return rng.pick(SCHEMES);
  return charOf(rng, ALPHA) + rng.repeat(() => charOf(rng, `${ALPHA}${DIGIT}+-.`), 6);
}

/** unreserved (iunreserved for IRIs), mostly plain letters. */
function unreserved(rng: Rng, o: ReferenceOptions): string {
  if (o.iri && rng.chance(0.15)) return ucschar(rng);
  return charOf(rng, UNRESERVED);
}

function pieceOf(rng: Rng, o: ReferenceOptions, extra: string): string {
  return rng.weighted([
    [8, () => unreserved(rng, o)],
    [1, () => pctEncoded(rng)],
    [2, () => charOf(rng, SUB_DELIMS + extra)],
  ]);
}

export function pchar(rng: Rng, o: ReferenceOptions): string {
  return pieceOf(rng, o, ':@');
}

export function segment(rng: Rng, o: ReferenceOptions, min = 0): string {
  if (rng.chance(0.12)) return rng.pick(['.', '..', '%2E', '.%2e']);
  return rng.repeat(() => pchar(rng, o), 8, min);
}

function segmentNzNc(rng: Rng, o: ReferenceOptions): string {
  if (rng.chance(0.1)) return rng.pick(['.', '..']);
  return rng.repeat(() => pieceOf(rng, o, '@'), 8, 1);
}

function moreSegments(rng: Rng, o: ReferenceOptions): string {
  return rng.repeat(() => `/${segment(rng, o)}`, 5);
}

export function pathAbempty(rng: Rng, o: ReferenceOptions): string {
  return moreSegments(rng, o);
}

export function pathAbsolute(rng: Rng, o: ReferenceOptions): string {
  return rng.chance(0.2) ? '/' : `/${segment(rng, o, 1)}${moreSegments(rng, o)}`;
}

export function pathRootless(rng: Rng, o: ReferenceOptions): string {
  return segment(rng, o, 1) + moreSegments(rng, o);
}

export function pathNoscheme(rng: Rng, o: ReferenceOptions): string {
  return segmentNzNc(rng, o) + moreSegments(rng, o);
}

export function userinfo(rng: Rng, o: ReferenceOptions): string {
  return rng.repeat(() => pieceOf(rng, o, ':'), 10);
}

export function regName(rng: Rng, o: ReferenceOptions): string {
  if (rng.chance(0.5)) {
    const label = (): string => rng.repeat(() => unreserved(rng, o), 6, 1);
    return rng.repeat(() => `${label()}.`, 3) + rng.pick(['com', 'example', 'a', 'org', 'local']);
  }
  return rng.repeat(() => pieceOf(rng, o, ''), 12);
}

export function host(rng: Rng, o: ReferenceOptions): string {
  return rng.weighted([
    [5, () => regName(rng, o)],
    [2, () => ipv4Address(rng)],
    [2, () => ipLiteral(rng, o.zoneId === true)],
  ]);
}

export function port(rng: Rng): string {
  return rng.pick(['', '80', '443', '8080', '0', '080', '65535', '65536', '99999999999']);
}

export function authority(rng: Rng, o: ReferenceOptions): string {
  const info = rng.chance(0.25) ? `${userinfo(rng, o)}@` : '';
  const p = rng.chance(0.3) ? `:${port(rng)}` : '';
  return `${info}${host(rng, o)}${p}`;
}

/** query and fragment: *( pchar / "/" / "?" ), iprivate too in an IRI's query. */
export function queryOrFragment(rng: Rng, o: ReferenceOptions, query: boolean): string {
  return rng.repeat(
    () =>
      rng.weighted([
        [10, () => pchar(rng, o)],
        [2, () => rng.pick(['/', '?', '=', '&'])],
        [o.iri && query ? 1 : 0, () => iprivate(rng)],
      ]),
    14,
  );
}

function tail(rng: Rng, o: ReferenceOptions): string {
  const q = rng.chance(0.35) ? `?${queryOrFragment(rng, o, true)}` : '';
  const f = rng.chance(0.25) ? `#${queryOrFragment(rng, o, false)}` : '';
  return q + f;
}

/** RFC 3986 hier-part. */
export function hierPart(rng: Rng, o: ReferenceOptions): string {
  return rng.weighted([
    [6, () => `//${authority(rng, o)}${pathAbempty(rng, o)}`],
    [2, () => pathAbsolute(rng, o)],
    [2, () => pathRootless(rng, o)],
    [1, () => ''],
  ]);
}

/** RFC 3986 absolute URI with optional fragment (`URI`). */
export function uri(rng: Rng, o: ReferenceOptions = {}): string {
  return `${scheme(rng)}:${hierPart(rng, o)}${tail(rng, o)}`;
}

/** RFC 3986 relative-ref. */
export function relativeRef(rng: Rng, o: ReferenceOptions = {}): string {
  const part = rng.weighted([
    [2, () => `//${authority(rng, o)}${pathAbempty(rng, o)}`],
    [3, () => pathAbsolute(rng, o)],
    [4, () => pathNoscheme(rng, o)],
    [2, () => ''],
  ]);
  return part + tail(rng, o);
}

/** RFC 3986 URI-reference (IRI-reference with `iri`). */
export function reference(rng: Rng, o: ReferenceOptions = {}): string {
  return rng.chance(0.55) ? uri(rng, o) : relativeRef(rng, o);
}

/** A valid reference, or one mutation (sometimes two) off the grammar. */
export function nearReference(rng: Rng, o: ReferenceOptions = {}): string {
  const valid = reference(rng, o);
  if (rng.chance(0.45)) return valid;
  const once = mutateOnce(rng, valid);
  return rng.chance(0.15) ? mutateOnce(rng, once) : once;
}

/** A valid URI (with a scheme), or one mutation off. */
export function nearUri(rng: Rng, o: ReferenceOptions = {}): string {
  const valid = uri(rng, o);
  return rng.chance(0.5) ? valid : mutateOnce(rng, valid);
}
