// CIDs (multiformats/cid): CIDv0 is a base58btc sha2-256 multihash without a multibase prefix
// (46 characters, "Qm…"); CIDv1 is a multibase prefix and the base's text of
// `<version 1 varint> <content codec varint> <multihash>`. Decoding follows the spec's
// "Decoding Algorithm": 46 characters starting "Qm" are a CIDv0; anything else is multibase,
// and 34 bytes starting 0x12 0x20 are a CIDv0's bytes.
import { described, expectString } from '../arguments.js';
import { attempt, Web3Error } from '../errors.js';
import { codecName } from './codecs.js';
import {
  type Base,
  baseNamed,
  baseOf,
  charOffset,
  decodeBase,
  encodeBase,
  type MultibaseName,
} from './multibase.js';
import { type Multihash, readMultihash } from './multihash.js';
import { readVarint, varintLength, writeVarint } from './varint.js';

/**
 * A parsed CID: its version, content codec (code and common name), multihash, binary form and
 * the base its text was written in.
 *
 * @example
 * ```ts
 * const cid: Cid = parseCid('bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy');
 * cid.codecName; // → 'raw'
 * ```
 */
export interface Cid {
  version: 0 | 1;
  codec: number;
  codecName: string | undefined;
  multihash: Multihash;
  bytes: Uint8Array;
  base: MultibaseName;
}

const DAG_PB = 0x70;
const SHA2_256 = 0x12;

let base58btc: Base | undefined;

function cidV0Base(): Base {
  base58btc ??= baseNamed('base58btc')!;
  return base58btc;
}

/**
 * Parses the text of a CID: a CIDv0 (`Qm…`, base58btc) or a CIDv1 in any base of
 * {@link MultibaseName}. Checks every varint (minimal, at most 9 bytes), the multihash's
 * digest length, and that nothing follows it. Errors point at the offending character (for
 * the big-number bases, whose digits do not map to bytes, at the first digit).
 *
 * @example
 * ```ts
 * parseCid('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR').version; // → 0
 * parseCid('bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi').codecName; // → 'dag-pb'
 * parseCid('bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi').multihash.name; // → 'sha2-256'
 * parseCid('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMn0'); // throws invalid-char at 45
 * parseCid('xyz'); // throws unknown-multibase at 0
 * parseCid('bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzd'); // throws invalid-length at 58
 * ```
 */
export function parseCid(input: string): Cid {
  expectString('parseCid', 'input', input);
  return readCid(input);
}

function readCid(text: string): Cid {
  if (text.charCodeAt(0) === 0x51 && text.charCodeAt(1) === 0x6d) {
    // "Qm": base58btc of 0x12 0x20 and 32 bytes is always 46 characters.
    if (text.length !== 46) {
      throw new Web3Error('invalid-length', text, Math.min(text.length, 46), 'a CIDv0 has 46');
    }
    const b = cidV0Base();
    const bytes = decodeBase(text, 0, b);
    return fromBytes(bytes, text, 0, b);
  }
  if (text.length === 0) throw new Web3Error('invalid-length', text, 0, 'a CID');
  const b = baseOf(text, 0);
  if (b === undefined) throw new Web3Error('unknown-multibase', text, 0);
  const at = b.prefix.length;
  return fromBytes(decodeBase(text, at, b), text, at, b);
}

/** The CID of the binary form `bytes`, decoded from `text` (for error offsets) in base `b`. */
function fromBytes(bytes: Uint8Array, text: string, at: number, b: Base): Cid {
  const offsetOf = (byte: number) => charOffset(text, at, b, byte);
  if (bytes.length === 34 && bytes[0] === SHA2_256 && bytes[1] === 0x20) {
    return {
      version: 0,
      codec: DAG_PB,
      codecName: 'dag-pb',
      multihash: { code: SHA2_256, name: 'sha2-256', digest: bytes.subarray(2) },
      bytes,
      base: b.name,
    };
  }
  const version = readVarint(bytes, 0);
  if (version !== 1) {
    if (version < 0) throw new Web3Error('invalid-varint', text, offsetOf(0), 'CID version');
    throw new Web3Error(
      version === SHA2_256 ? 'invalid-length' : 'unsupported-cid',
      text,
      version === SHA2_256 ? text.length : offsetOf(0),
      version === SHA2_256 ? 'a CIDv0 is 34 bytes' : `CID version ${version}`,
    );
  }
  const codec = readVarint(bytes, 1);
  if (codec < 0) throw new Web3Error('invalid-varint', text, offsetOf(1), 'content codec');
  const multihash = readMultihash(bytes, 1 + varintLength(codec), bytes.length, text, offsetOf);
  return { version: 1, codec, codecName: codecName(codec), multihash, bytes, base: b.name };
}

/**
 * {@link parseCid} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseCid('bafy'); // → undefined
 * ```
 */
export function tryParseCid(input: string): Cid | undefined {
  expectString('tryParseCid', 'input', input);
  return attempt(() => readCid(input));
}

/**
 * Whether `input` is the text of a CID (v0, or v1 in a supported base).
 *
 * @example
 * ```ts
 * isCid('k51qzi5uqu5dg9be2ha4lcb9hfc2a3a302b0c1h4sasika3ye3rlwlgxzwh68s'); // → true
 * isCid('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMn'); // → false
 * ```
 */
export function isCid(input: string): boolean {
  expectString('isCid', 'input', input);
  return attempt(() => readCid(input)) !== undefined;
}

function cidArgument(fn: string, cid: Cid | string): Cid {
  if (typeof cid === 'string') return readCid(cid);
  if (typeof cid !== 'object' || cid === null || !(cid.bytes instanceof Uint8Array)) {
    throw new TypeError(
      `${fn}: cid must be a CID or a string; got ${cid === null ? 'null' : typeof cid}`,
    );
  }
  return cid;
}

/**
 * The text of a CID in `base` (by its multibase table name). A CIDv0 is written as itself
 * (base58btc without prefix) and has no other form: convert it with {@link toCidV1} first.
 * Without `base`, a CIDv1 is written in base32, the form subdomain gateways and most tools use.
 *
 * @example
 * ```ts
 * formatCid(toCidV1('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR')); // → 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
 * formatCid('bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', 'base58btc'); // → 'zb2rhk6GMPQF3hfzwXTaNYFLKomMeC6UXdUt6jZKPpeVirLtV'
 * formatCid('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR', 'base32'); // throws unsupported-cid at 0
 * ```
 */
export function formatCid(cid: Cid | string, base?: MultibaseName): string {
  const value = cidArgument('formatCid', cid);
  // A name is looked up as a key: only a string is one (another value would be converted).
  const b = typeof base === 'string' ? baseNamed(base) : undefined;
  if (base !== undefined && b === undefined) {
    throw new TypeError(`formatCid: base must be a multibase name; got ${described(base)}`);
  }
  if (value.version === 0) {
    const text = encodeBase(value.bytes, cidV0Base()).slice(1);
    if (b !== undefined && b.name !== 'base58btc') {
      throw new Web3Error('unsupported-cid', text, 0, 'a CIDv0 is only written in base58btc');
    }
    return text;
  }
  return encodeBase(value.bytes, b ?? baseNamed('base32')!);
}

/**
 * The CIDv1 of a CID: a CIDv0 becomes version 1 with the dag-pb codec and the same multihash
 * (the spec's conversion); a CIDv1 is returned as it is, its base reset to base32.
 *
 * @example
 * ```ts
 * toCidV1('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR').version; // → 1
 * toCidV1('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR').codecName; // → 'dag-pb'
 * ```
 */
export function toCidV1(cid: Cid | string): Cid {
  const value = cidArgument('toCidV1', cid);
  if (value.version === 1) return { ...value, base: 'base32' };
  const bytes = new Uint8Array(2 + value.bytes.length);
  writeVarint(DAG_PB, bytes, writeVarint(1, bytes, 0));
  bytes.set(value.bytes, 2);
  return {
    version: 1,
    codec: DAG_PB,
    codecName: 'dag-pb',
    multihash: { ...value.multihash, digest: bytes.subarray(4) },
    bytes,
    base: 'base32',
  };
}
