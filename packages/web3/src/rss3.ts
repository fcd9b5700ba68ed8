// rss3:// URIs of the RSS3 Protocol v0.4.0-rc.1 (§4.3 Instance, §4.4 Identifier): the
// authority is an instance, <prefix>:<identity>@<platform> (prefix account, asset or note),
// and the path names the instance itself, one of its items (/notes/<uuid>, /assets/<uuid>) or
// a list of the instance or of an item: /list/notes and /list/assets (custom lists with a page
// index, aggregated ones without), /list/links/<link_type>[/<page>] and /list/backlinks. The
// userinfo is an identity, not a password (§4.3).
import { percentDecode } from '@urikit/percent-encoding';
import { expectString } from './arguments.js';
import { isWordChar } from './chars.js';
import { attempt, Web3Error } from './errors.js';
import { parseUri } from './ipfs/ipfs-uri.js';

/**
 * An RSS3 instance (§4.3): its prefix, the identity as written (percent-encoded where the
 * URI needs it) and the platform or network it belongs to.
 *
 * @example
 * ```ts
 * const instance: Rss3Instance = parseRss3Uri('rss3://account:DIYgod@twitter').instance;
 * instance.identity; // → 'DIYgod'
 * ```
 */
export interface Rss3Instance {
  prefix: 'account' | 'asset' | 'note';
  identity: string;
  platform: string;
}

/**
 * A parsed `rss3://` URI: what it identifies (§4.4.3), its instance, the item and the list
 * when the path names them, and the query as written and as decoded pairs.
 *
 * @example
 * ```ts
 * const uri: Rss3Uri = parseRss3Uri('rss3://account:0xtest@ethereum/list/notes/1');
 * uri.kind; // → 'item-list'
 * ```
 */
export interface Rss3Uri {
  kind: 'instance' | 'item' | 'item-list' | 'link-list' | 'backlink-list';
  instance: Rss3Instance;
  /** The item of the path (§4.4.3.2); the protocol's examples also write `note`, `asset`. */
  item: { kind: 'notes' | 'assets'; id: string } | undefined;
  /** The list of the path: what it lists, the link type, and the page of a custom list. */
  list:
    | {
        kind: 'notes' | 'assets' | 'links' | 'backlinks';
        linkType: string | undefined;
        page: number | undefined;
      }
    | undefined;
  query: string | undefined;
  params: Array<[string, string]>;
  fragment: string | undefined;
}

// Query pairs are data, not identifiers: malformed UTF-8 decodes to U+FFFD instead of failing.
const REPLACE = { invalid: 'replace' } as const;

/** RFC 4122 §3: 8-4-4-4-12 hex digits, either case. */
function isUuid(text: string): boolean {
  if (text.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = text.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 0x2d) return false;
    } else if (!((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66))) {
      return false;
    }
  }
  return true;
}

/** A page index: decimal, "0" or no leading zero. */
function pageOf(segment: string): number | undefined {
  if (
    segment === '' ||
    segment.length > 15 ||
    (segment.length > 1 && segment.charCodeAt(0) === 0x30)
  ) {
    return undefined;
  }
  let value = 0;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return undefined;
    value = value * 10 + (c - 0x30);
  }
  return value;
}

function itemKind(segment: string | undefined): 'notes' | 'assets' | undefined {
  return segment === 'notes' || segment === 'note'
    ? 'notes'
    : segment === 'assets' || segment === 'asset'
      ? 'assets'
      : undefined;
}

/**
 * Parses an `rss3://` URI of RSS3 Protocol v0.4.0-rc.1: instance URIs (§4.4.3.1), item URIs
 * (§4.4.3.2), item, link and backlink list URIs (§4.4.3.3–4.4.3.5). A query is allowed only
 * on the aggregated lists, which define one. Errors point at the offending part.
 *
 * @example
 * ```ts
 * parseRss3Uri('rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum').instance; // → { prefix: 'account', identity: '0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944', platform: 'ethereum' }
 * parseRss3Uri('rss3://account:0xtest@ethereum/list/links/following/0').list; // → { kind: 'links', linkType: 'following', page: 0 }
 * parseRss3Uri('rss3://account:0xtest@ethereum/list/notes?limit=5').params; // → [['limit', '5']]
 * parseRss3Uri('rss3://user:0xtest@ethereum'); // throws invalid-name at 7
 * parseRss3Uri('rss3://account:0xtest@ethereum/list/posts'); // throws invalid-path at 36
 * ```
 */
export function parseRss3Uri(text: string): Rss3Uri {
  expectString('parseRss3Uri', 'text', text);
  return readRss3Uri(text);
}

function readRss3Uri(text: string): Rss3Uri {
  const uri = parseUri(text);
  if (uri.scheme?.toLowerCase() !== 'rss3') throw new Web3Error('wrong-scheme', text, 0, 'rss3:');
  if (uri.host === undefined || uri.userinfo === undefined) {
    throw new Web3Error(
      'invalid-name',
      text,
      uri.host === undefined ? 5 : 7,
      '<prefix>:<identity>@<platform>',
    );
  }
  // §4.3: Instance = <prefix>:<identity>@<platform>
  const userinfo = uri.userinfo;
  const colon = userinfo.indexOf(':');
  const prefix = colon < 0 ? userinfo : userinfo.slice(0, colon);
  if (prefix !== 'account' && prefix !== 'asset' && prefix !== 'note') {
    throw new Web3Error('invalid-name', text, 7, 'prefix account, asset or note');
  }
  if (colon < 0 || colon === userinfo.length - 1) {
    throw new Web3Error('invalid-name', text, 7 + userinfo.length, 'an identity after the prefix');
  }
  const hostAt = 7 + userinfo.length + 1;
  if (uri.host === '') throw new Web3Error('invalid-name', text, hostAt, 'a platform');
  for (let i = 0; i < uri.host.length; i++) {
    if (!isWordChar(uri.host.charCodeAt(i))) {
      throw new Web3Error('invalid-name', text, hostAt + i, 'a platform name');
    }
  }
  if (uri.port !== undefined)
    throw new Web3Error('invalid-name', text, hostAt + uri.host.length, 'no port');
  const instance: Rss3Instance = {
    prefix,
    identity: userinfo.slice(colon + 1),
    platform: uri.host,
  };
  const pathAt = hostAt + uri.host.length;
  const segments = uri.path === '' ? [] : uri.path.slice(1).split('/');
  // Offsets of each segment, for errors.
  const offsets: number[] = [];
  let at = pathAt + 1;
  for (const segment of segments) {
    offsets.push(at);
    at += segment.length + 1;
  }
  // A missing segment is reported at the end of the path.
  const bad = (k: number, what: string): never => {
    const index = k < segments.length ? offsets[k]! : pathAt + uri.path.length;
    throw new Web3Error('invalid-path', text, index, what);
  };
  let k = 0;
  let item: Rss3Uri['item'];
  const kind0 = itemKind(segments[0]);
  if (kind0 !== undefined) {
    if (segments[1] === undefined || !isUuid(segments[1])) bad(1, 'an item UUID');
    item = { kind: kind0, id: segments[1]! };
    k = 2;
  }
  let list: Rss3Uri['list'];
  let aggregated = false;
  if (k < segments.length) {
    if (segments[k] !== 'list')
      bad(k, item === undefined ? '/notes/, /assets/ or /list/' : '/list/');
    const what = segments[k + 1];
    if (what === 'notes' || what === 'assets') {
      const page = segments[k + 2] === undefined ? undefined : pageOf(segments[k + 2]!);
      if (segments[k + 2] !== undefined && page === undefined) bad(k + 2, 'a page index');
      list = { kind: what, linkType: undefined, page };
      k += page === undefined ? 2 : 3;
    } else if (what === 'links') {
      const type = segments[k + 2];
      if (
        type === undefined ||
        type === '' ||
        ![...type].every((ch) => isWordChar(ch.charCodeAt(0)))
      ) {
        bad(k + 2, 'a link type');
      }
      const page = segments[k + 3] === undefined ? undefined : pageOf(segments[k + 3]!);
      if (segments[k + 3] !== undefined && page === undefined) bad(k + 3, 'a page index');
      list = { kind: 'links', linkType: type, page };
      k += page === undefined ? 3 : 4;
    } else if (what === 'backlinks') {
      // §4.4.3.5 filters by ?type=; the protocol's examples also write the type as a segment.
      const type = segments[k + 2];
      if (
        type !== undefined &&
        (type === '' || ![...type].every((ch) => isWordChar(ch.charCodeAt(0))))
      ) {
        bad(k + 2, 'a link type');
      }
      list = { kind: 'backlinks', linkType: type, page: undefined };
      k += type === undefined ? 2 : 3;
    } else bad(k + 1, 'notes, assets, links or backlinks');
    aggregated = list!.page === undefined;
    if (k < segments.length) bad(k, 'the end of the path');
  }
  if (uri.query !== undefined && !aggregated) {
    throw new Web3Error(
      'invalid-path',
      text,
      text.indexOf('?'),
      'a query only on an aggregated list',
    );
  }
  const params: Array<[string, string]> = [];
  if (uri.query !== undefined && uri.query !== '') {
    for (const pair of uri.query.split('&')) {
      const equals = pair.indexOf('=');
      params.push(
        equals < 0
          ? [percentDecode(pair, REPLACE), '']
          : [
              percentDecode(pair.slice(0, equals), REPLACE),
              percentDecode(pair.slice(equals + 1), REPLACE),
            ],
      );
    }
  }
  const kind =
    list === undefined
      ? item === undefined
        ? 'instance'
        : 'item'
      : list.kind === 'backlinks'
        ? 'backlink-list'
        : list.kind === 'links'
          ? 'link-list'
          : 'item-list';
  return { kind, instance, item, list, query: uri.query, params, fragment: uri.fragment };
}

/**
 * {@link parseRss3Uri} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseRss3Uri('rss3://ethereum'); // → undefined
 * ```
 */
export function tryParseRss3Uri(text: string): Rss3Uri | undefined {
  expectString('tryParseRss3Uri', 'text', text);
  return attempt(() => readRss3Uri(text));
}
