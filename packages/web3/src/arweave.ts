// ar:// URIs (Arweave, AR.IO gateways): ar://<transaction id>[/path] with the 43-character
// base64url id of a transaction (its 32 bytes, RFC 4648 §5 without padding), or
// ar://[<undername>_]<name>[/path] with an ArNS name: a-z, 0-9 and "-", 1 to 51 characters but
// never 43 (the ArNS registry refuses that length so that a name can never be read as a
// transaction id), no "-" at either end; an undername is letters, digits, "-" and "_", 1 to
// 61 characters, with a letter or digit at each end (the ANT's root record "@" is the bare
// name). Gateways serve a transaction from its sandbox subdomain, the base32
// of the id's bytes, and a name from its own subdomain.
import { expectString } from './arguments.js';
import { isAlphanumeric, isWordChar } from './chars.js';
import { attempt, Web3Error } from './errors.js';
import { shifted } from './ipfs/content-root.js';
import { parseUri } from './ipfs/ipfs-uri.js';
import { baseNamed, decodeBase, encodeBase } from './multiformats/multibase.js';

/**
 * A parsed `ar://` URI: a transaction id, or an ArNS name with its optional undername; and
 * the path, query and fragment as written.
 *
 * @example
 * ```ts
 * const uri: ArUri = parseArUri('ar://docs_ardrive/index.html');
 * uri.undername; // → 'docs'
 * ```
 */
export interface ArUri {
  kind: 'transaction' | 'arns';
  txId: string | undefined;
  name: string | undefined;
  undername: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

const TX_ID_LENGTH = 43;

/** Checks a transaction id's 43 characters (and that its last two bits are zero). */
function checkTxId(text: string, at: number): Uint8Array {
  const id = text.slice(at, at + TX_ID_LENGTH);
  return shifted(() => decodeBase(id, 0, baseNamed('base64url')!), text, at);
}

/** Checks `[undername "_"] name` in text[at, end). Returns the offset of the name. */
function checkArnsName(text: string, at: number, end: number): number {
  const underscore = text.lastIndexOf('_', end - 1);
  const nameAt = underscore >= at ? underscore + 1 : at;
  if (underscore >= at) {
    const undername = text.slice(at, underscore);
    if (undername !== '@') {
      if (undername.length === 0 || undername.length > 61) {
        throw new Web3Error(
          'invalid-name',
          text,
          Math.min(at + 61, underscore),
          'an undername: 1 to 61',
        );
      }
      for (let i = at; i < underscore; i++) {
        const c = text.charCodeAt(i);
        const edge = i === at || i === underscore - 1;
        if ((!(isAlphanumeric(c) || c === 0x2d) && (c !== 0x5f || edge)) || (edge && c === 0x2d)) {
          throw new Web3Error('invalid-name', text, i, 'an undername');
        }
      }
    }
  }
  const length = end - nameAt;
  if (length === 0 || length > 51 || length === TX_ID_LENGTH) {
    throw new Web3Error(
      'invalid-name',
      text,
      length > 51 ? nameAt + 51 : nameAt,
      'an ArNS name: 1 to 51 characters, never 43',
    );
  }
  for (let i = nameAt; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(isAlphanumeric(c) || c === 0x2d) || (c === 0x2d && (i === nameAt || i === end - 1))) {
      throw new Web3Error('invalid-name', text, i, 'an ArNS name');
    }
  }
  if (end - at > 63) throw new Web3Error('label-too-long', text, at + 63, 'one DNS label');
  return nameAt;
}

/**
 * Parses an `ar://` URI. A 43-character base64url host is a transaction id (case-sensitive,
 * checked to decode to 32 bytes); anything else must be an ArNS name, optionally after an
 * undername and `_`.
 *
 * @example
 * ```ts
 * parseArUri('ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U').kind; // → 'transaction'
 * parseArUri('ar://ardrive').name; // → 'ardrive'
 * parseArUri('ar://-ardrive'); // throws invalid-name at 5
 * parseArUri('ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_V'); // throws invalid-char at 47
 * ```
 */
export function parseArUri(text: string): ArUri {
  expectString('parseArUri', 'text', text);
  return readArUri(text);
}

function readArUri(text: string): ArUri {
  const uri = parseUri(text);
  if (uri.scheme?.toLowerCase() !== 'ar') throw new Web3Error('wrong-scheme', text, 0, 'ar:');
  if (uri.host === undefined) throw new Web3Error('invalid-uri', text, 3, 'ar://<id or name>');
  if (uri.userinfo !== undefined || uri.port !== undefined) {
    throw new Web3Error('invalid-uri', text, 5, 'no userinfo or port in ar://');
  }
  const host = uri.host;
  let tx = host.length === TX_ID_LENGTH;
  for (let i = 0; tx && i < TX_ID_LENGTH; i++) tx = isWordChar(host.charCodeAt(i));
  const rest = { path: uri.path, query: uri.query, fragment: uri.fragment };
  if (tx) {
    checkTxId(text, 5);
    return { kind: 'transaction', txId: host, name: undefined, undername: undefined, ...rest };
  }
  const nameAt = checkArnsName(text, 5, 5 + host.length);
  return {
    kind: 'arns',
    txId: undefined,
    name: text.slice(nameAt, 5 + host.length),
    undername: nameAt > 5 ? text.slice(5, nameAt - 1) : undefined,
    ...rest,
  };
}

/**
 * {@link parseArUri} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseArUri('ar://a--'); // → undefined
 * ```
 */
export function tryParseArUri(text: string): ArUri | undefined {
  expectString('tryParseArUri', 'text', text);
  return attempt(() => readArUri(text));
}

/**
 * The sandbox subdomain label of a transaction id: the base32 (RFC 4648, lower case, no
 * padding) of its 32 bytes, 52 characters. AR.IO gateways serve each transaction from its own
 * sandbox, `https://<sandbox>.<gateway>/<id>`, so that no two share a web origin.
 *
 * @example
 * ```ts
 * arSandbox('bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U'); // → 'ntlmbxjrcbkl5ngglabhfj3t4gj4ofm66xk4m54gneurvw2dw72q'
 * arSandbox('bNbA3TEQ'); // throws invalid-length at 8
 * ```
 */
export function arSandbox(txId: string): string {
  expectString('arSandbox', 'txId', txId);
  if (txId.length !== TX_ID_LENGTH) {
    throw new Web3Error(
      'invalid-length',
      txId,
      Math.min(txId.length, TX_ID_LENGTH),
      'a transaction id: 43',
    );
  }
  return encodeBase(checkTxId(txId, 0), baseNamed('base32')!).slice(1);
}

/**
 * The gateway URL of an `ar://` URI: a transaction at `https://<sandbox>.<gateway>/<id><path>`,
 * an ArNS name at `https://<[undername_]name>.<gateway><path>`, query and fragment kept.
 *
 * @example
 * ```ts
 * toArGatewayUrl('ar://ardrive/about', 'arweave.net'); // → 'https://ardrive.arweave.net/about'
 * toArGatewayUrl('ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U', 'arweave.net'); // → 'https://ntlmbxjrcbkl5ngglabhfj3t4gj4ofm66xk4m54gneurvw2dw72q.arweave.net/bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U'
 * ```
 */
export function toArGatewayUrl(uri: string, gateway: string): string {
  expectString('toArGatewayUrl', 'uri', uri);
  expectString('toArGatewayUrl', 'gateway', gateway);
  const ar = readArUri(uri);
  const host = gatewayHost(gateway);
  const tail = `${ar.path}${ar.query === undefined ? '' : `?${ar.query}`}${ar.fragment === undefined ? '' : `#${ar.fragment}`}`;
  if (ar.kind === 'transaction') {
    return `https://${arSandbox(ar.txId!)}.${host}/${ar.txId}${tail}`;
  }
  const label = ar.undername === undefined ? ar.name! : `${ar.undername}_${ar.name}`;
  return `https://${label.toLowerCase()}.${host}${tail}`;
}

/** A gateway host name: DNS letters, digits, "-" and ".", optionally with a port. */
function gatewayHost(gateway: string): string {
  for (let i = 0; i < gateway.length; i++) {
    const c = gateway.charCodeAt(i);
    if (!(isAlphanumeric(c) || c === 0x2d) && c !== 0x2e && !(c === 0x3a && i > 0)) {
      throw new Web3Error('invalid-gateway', gateway, i, 'a host name');
    }
  }
  if (gateway === '') throw new Web3Error('invalid-gateway', gateway, 0, 'a host name');
  return gateway;
}
