// The root of an IPFS or IPNS content path (/ipfs/<cid>, /ipns/<name>), read and checked
// once for the native URIs and both gateway styles: a CID for IPFS; for IPNS a key (a CIDv1
// with the libp2p-key codec, or a peer id: a bare base58btc multihash, "12D3Koo…" or "Qm…")
// or a DNSLink name (IPNS spec §Names; DNSLink spec). Keys become CIDv1 libp2p-key, the form
// the subdomain gateway writes in base36.
import { isWordChar } from '../chars.js';
import { Web3Error } from '../errors.js';
import { type Cid, parseCid } from '../multiformats/cid.js';
import { baseNamed, decodeBase } from '../multiformats/multibase.js';
import { readMultihash } from '../multiformats/multihash.js';
import { writeVarint } from '../multiformats/varint.js';
import { MAX_LABEL } from './dnslink.js';

/**
 * `ipfs` (immutable content, addressed by CID) or `ipns` (mutable names: keys and DNSLink).
 *
 * @example
 * ```ts
 * const namespace: IpfsNamespace = parseGatewayUrl('https://dweb.link/ipns/en.wikipedia-on-ipfs.org').namespace;
 * namespace; // → 'ipns'
 * ```
 */
export type IpfsNamespace = 'ipfs' | 'ipns';

/**
 * What a content root is: a CID (`/ipfs/`), an IPNS key, or a DNSLink name (`/ipns/`).
 *
 * @example
 * ```ts
 * const kind: IpfsRootKind = parseIpfsUri('ipns://en.wikipedia-on-ipfs.org/wiki/').rootKind;
 * kind; // → 'dnslink'
 * ```
 */
export type IpfsRootKind = 'cid' | 'key' | 'dnslink';

/** A checked root: its kind and, for a CID or a key, the CID (keys as CIDv1 libp2p-key). */
export interface ContentRoot {
  kind: IpfsRootKind;
  cid: Cid | undefined;
}

const LIBP2P_KEY = 0x72;

/**
 * Checks `root` (text[at, end)) for `namespace`; errors are Web3Errors with offsets in `text`.
 */
export function readRoot(
  text: string,
  at: number,
  end: number,
  namespace: IpfsNamespace,
): ContentRoot {
  const root = text.slice(at, end);
  if (root === '') throw new Web3Error('invalid-name', text, at, `an empty /${namespace}/ root`);
  if (namespace === 'ipfs') return { kind: 'cid', cid: shifted(() => parseCid(root), text, at) };
  if (root.includes('.')) {
    checkDnsName(text, at, end);
    return { kind: 'dnslink', cid: undefined };
  }
  return { kind: 'key', cid: shifted(() => readKey(root), text, at) };
}

/** Runs `read` over a slice of `text` starting at `at`; its errors move to `text`'s offsets. */
export function shifted<T>(read: () => T, text: string, at: number): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof Web3Error)) throw error;
    throw new Web3Error(error.code, text, at + error.index);
  }
}

/** An IPNS key: a libp2p-key CID, or a peer id (a base58btc multihash) made one. */
function readKey(root: string): Cid {
  const c = root.charCodeAt(0);
  // Peer ids: "1…" (identity multihash of an Ed25519 key) and "Qm…" (sha2-256 of an RSA key),
  // both bare base58btc multihashes (libp2p peer-ids spec, string representation).
  if (c === 0x31 || (c === 0x51 && root.charCodeAt(1) === 0x6d)) {
    const multihash = decodeBase(root, 0, baseNamed('base58btc')!);
    const bytes = new Uint8Array(2 + multihash.length);
    writeVarint(LIBP2P_KEY, bytes, writeVarint(1, bytes, 0));
    bytes.set(multihash, 2);
    return {
      version: 1,
      codec: LIBP2P_KEY,
      codecName: 'libp2p-key',
      multihash: readMultihash(bytes, 2, bytes.length, root, () => 0),
      bytes,
      base: 'base58btc',
    };
  }
  const cid = parseCid(root);
  if (cid.codec !== LIBP2P_KEY) {
    throw new Web3Error('invalid-name', root, 0, 'an IPNS key is a libp2p-key CID');
  }
  return cid;
}

/** A DNS name (RFC 1035 §2.3.1 letters, digits, hyphens; "_" too) in labels of 1–63. */
function checkDnsName(text: string, at: number, end: number): void {
  let labelStart = at;
  if (end - at > 253) throw new Web3Error('invalid-name', text, at + 253, 'a DNS name: 253');
  for (let i = at; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 0x2e;
    if (c === 0x2e) {
      if (i === labelStart && i < end) throw new Web3Error('invalid-name', text, i, 'empty label');
      labelStart = i + 1;
      continue;
    }
    if (i - labelStart >= MAX_LABEL) throw new Web3Error('label-too-long', text, i);
    if (!isWordChar(c)) {
      throw new Web3Error('invalid-name', text, i, 'a DNS name');
    }
  }
}
