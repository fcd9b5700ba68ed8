// Native IPFS and IPNS URIs: ipfs://<cid>[/path][?query][#fragment] and
// ipns://<name>[/path][?query][#fragment], the addressing of the IPFS docs ("IPFS addressing
// in brief") and the subdomain gateway's URI router. The host is the content root, as
// written: a CIDv0 or a base58 peer id is case-sensitive, so nothing is case-folded.
import { parse, UriError } from '@urikit/syntax';
import { expectString } from '../arguments.js';
import { attempt, Web3Error } from '../errors.js';
import type { Cid } from '../multiformats/cid.js';
import { type IpfsNamespace, type IpfsRootKind, readRoot } from './content-root.js';

/**
 * A parsed `ipfs://` or `ipns://` URI, or the content address of a gateway URL: the
 * namespace, the root as written and what it is, its CID (an IPNS key as a CIDv1 libp2p-key;
 * none for a DNSLink name), and the rest of the URI as written.
 *
 * @example
 * ```ts
 * const uri: IpfsUri = parseIpfsUri('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/wiki/');
 * uri.path; // → '/wiki/'
 * ```
 */
export interface IpfsUri {
  namespace: IpfsNamespace;
  root: string;
  rootKind: IpfsRootKind;
  cid: Cid | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** Parses `text` with @urikit/syntax; a UriError becomes a Web3Error at the same offset. */
export function parseUri(text: string) {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof UriError)
      throw new Web3Error('invalid-uri', text, error.index, error.code);
    throw error;
  }
}

/**
 * Parses a native `ipfs://<cid>/…` or `ipns://<name>/…` URI (scheme in any case). The root is
 * checked: a CID for `ipfs`; for `ipns` a key (a libp2p-key CIDv1, or a peer id `12D3Koo…` or
 * `Qm…`) or, when it has a dot, a DNSLink name. Errors point into `text`.
 *
 * @example
 * ```ts
 * parseIpfsUri('ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md').root; // → 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR'
 * parseIpfsUri('ipns://k51qzi5uqu5dg9be2ha4lcb9hfc2a3a302b0c1h4sasika3ye3rlwlgxzwh68s').rootKind; // → 'key'
 * parseIpfsUri('ipns://en.wikipedia-on-ipfs.org/wiki/?a#b').query; // → 'a'
 * parseIpfsUri('ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR0/'); // throws invalid-length at 53
 * parseIpfsUri('https://dweb.link/ipfs/x'); // throws wrong-scheme at 0
 * ```
 */
export function parseIpfsUri(text: string): IpfsUri {
  expectString('parseIpfsUri', 'text', text);
  return readIpfsUri(text);
}

/** The scheme of `scheme` as one of the two namespaces (ASCII case-insensitive), or undefined. */
export function namespaceOf(scheme: string | undefined): IpfsNamespace | undefined {
  if (scheme === undefined || scheme.length !== 4) return undefined;
  const lower = scheme.toLowerCase();
  return lower === 'ipfs' || lower === 'ipns' ? lower : undefined;
}

export function readIpfsUri(text: string): IpfsUri {
  const uri = parseUri(text);
  const namespace = namespaceOf(uri.scheme);
  if (namespace === undefined) throw new Web3Error('wrong-scheme', text, 0, 'ipfs: or ipns:');
  if (uri.host === undefined) throw new Web3Error('invalid-uri', text, 5, 'ipfs://<root>');
  if (uri.userinfo !== undefined || uri.port !== undefined) {
    throw new Web3Error('invalid-uri', text, 7, 'no userinfo or port in ipfs:// and ipns://');
  }
  const root = readRoot(text, 7, 7 + uri.host.length, namespace);
  return {
    namespace,
    root: uri.host,
    rootKind: root.kind,
    cid: root.cid,
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
  };
}

/**
 * {@link parseIpfsUri} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseIpfsUri('ipfs://not-a-cid'); // → undefined
 * ```
 */
export function tryParseIpfsUri(text: string): IpfsUri | undefined {
  expectString('tryParseIpfsUri', 'text', text);
  return attempt(() => readIpfsUri(text));
}
