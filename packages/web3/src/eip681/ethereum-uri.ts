// EIP-681 transaction requests, read over @urikit/syntax (RFC 3986, or RFC 3987 for names
// written in Unicode):
//   request        = "ethereum" ":" [ "pay-" ] target_address [ "@" chain_id ]
//                    [ "/" function_name ] [ "?" parameters ]
//   target_address = ( "0x" 40*HEXDIG ) / ENS_NAME
// Only "pay-" is a prefix: anything else before a "-" belongs to the target (an ENS name like
// "my-name.eth", or "xn--…", which ENSIP-15 then judges). A target that starts with "0x" and
// has no dot is a hex address and must be one (EIP-681 §Semantics: hex addresses take
// precedence over ENS names). EIP-681 does not ask for EIP-55 checksums (its own first example
// writes 0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359, mixed case that is not the checksum), so
// they are checked only with the `strict` option.
import { percentDecode, percentEncode } from '@urikit/percent-encoding';
import { parse, UriError } from '@urikit/syntax';
import {
  described,
  expectBooleanOption,
  expectObject,
  expectOptions,
  expectString,
} from '../arguments.js';
import { checksumMismatch, readHexAddress } from '../eip55.js';
import { ensNormalize } from '../ens/normalize.js';
import { attempt, Web3Error } from '../errors.js';
import { abiType } from './abi-type.js';
import { readNumber } from './number.js';

/**
 * One parameter of a request, in order: the key as written, the value as written, and the
 * value read for its key — a bigint for the amounts (`value`, `gas`, `gasLimit`, `gasPrice`)
 * and the integer types, the hex address as written or the normalized ENS name for `address`, a
 * boolean for `bool`, the percent-decoded text otherwise.
 *
 * @example
 * ```ts
 * const parameter: EthereumParameter = parseEthereumUri('ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?value=2.014e18').parameters[0];
 * parameter.value; // → 2014000000000000000n
 * ```
 */
export interface EthereumParameter {
  key: string;
  raw: string;
  value: bigint | boolean | string;
}

/**
 * A parsed `ethereum:` request. The target is `address` (the `0x` address as written:
 * {@link toChecksumAddress} gives its EIP-55 form) or `ensName` (ENSIP-15 normalized), never
 * both; `value`, `gasLimit` (or its synonym `gas`) and
 * `gasPrice` are also found among `parameters`.
 *
 * @example
 * ```ts
 * const request: EthereumUri = parseEthereumUri('ethereum:pay-vitalik.eth@1?value=1e18');
 * request.ensName; // → 'vitalik.eth'
 * ```
 */
export interface EthereumUri {
  prefix: 'pay' | undefined;
  address: string | undefined;
  ensName: string | undefined;
  chainId: bigint | undefined;
  functionName: string | undefined;
  value: bigint | undefined;
  gasLimit: bigint | undefined;
  gasPrice: bigint | undefined;
  parameters: EthereumParameter[];
}

/**
 * What {@link formatEthereumUri} writes: a target (`0x` address or ENS name), and the optional
 * prefix, chain id, function name and parameters (values as {@link EthereumParameter} holds
 * them: bigints and booleans are written in decimal and as `true` / `false`).
 *
 * @example
 * ```ts
 * const parts: EthereumUriParts = { target: 'vitalik.eth', parameters: [['value', 10n ** 18n]] };
 * formatEthereumUri(parts); // → 'ethereum:vitalik.eth?value=1000000000000000000'
 * ```
 */
export interface EthereumUriParts {
  prefix?: 'pay' | undefined;
  target: string;
  chainId?: bigint | number | undefined;
  functionName?: string | undefined;
  parameters?: ReadonlyArray<readonly [string, bigint | boolean | string]> | undefined;
}

const PREFIX = 9; // "ethereum:".length

/**
 * Options of {@link parseEthereumUri}.
 *
 * @example
 * ```ts
 * const options: EthereumUriOptions = { strict: true };
 * parseEthereumUri('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359', options); // throws invalid-checksum at 12
 * ```
 */
export interface EthereumUriOptions {
  /** Refuse a mixed-case hex address that is not its EIP-55 checksum (off by default). */
  strict?: boolean | undefined;
}

/** Reads the target text[at, end): a hex address or an ENS name. */
function readTarget(
  text: string,
  at: number,
  end: number,
  strict: boolean,
): { address?: string; ensName?: string } {
  const raw = text.slice(at, end);
  const hex =
    raw.charCodeAt(0) === 0x30 && (raw.charCodeAt(1) | 0x20) === 0x78 && !raw.includes('.');
  if (hex) {
    const lower = readHexAddress(text, at, end);
    const wrong = strict ? checksumMismatch(text, at, lower) : -1;
    if (wrong >= 0) throw new Web3Error('invalid-checksum', text, wrong);
    // As written: a checksum costs a Keccak-256 that most callers do not need
    // (toChecksumAddress gives it).
    return { address: raw };
  }
  if (raw === '') throw new Web3Error('invalid-length', text, at, 'a target address or ENS name');
  const name = decode(text, at, end);
  try {
    return { ensName: ensNormalize(name) };
  } catch (error) {
    if (!(error instanceof Web3Error)) throw error;
    // Offsets in the decoded name are offsets in the text when nothing was percent-encoded.
    throw new Web3Error(error.code, text, name === raw ? at + error.index : at);
  }
}

/** Percent-decodes text[at, end) as UTF-8; malformed UTF-8 is refused at its triplet. */
function decode(text: string, at: number, end: number): string {
  const raw = text.slice(at, end);
  if (!raw.includes('%')) return raw;
  try {
    return percentDecode(raw);
  } catch (error) {
    const index = (error as { index?: number }).index ?? 0;
    throw new Web3Error('invalid-uri', text, at + index, 'UTF-8 percent-encoding');
  }
}

/**
 * Parses an EIP-681 `ethereum:` URI: `pay-` prefix, target (hex address, checked with its
 * EIP-55 checksum, or ENS name, ENSIP-15-normalized), `@chain_id`, `/function_name` and the
 * parameters. Amounts follow the EIP's number syntax (sign, decimals, exponent) and must be
 * whole uint256 values after the exponent; ABI-typed keys read their values by type. Errors
 * are Web3Errors at the offending character.
 *
 * @example
 * ```ts
 * parseEthereumUri('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18').value; // → 2014000000000000000n
 * parseEthereumUri('ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1').functionName; // → 'transfer'
 * parseEthereumUri('ethereum:vitalik.eth').ensName; // → 'vitalik.eth'
 * parseEthereumUri('ethereum:0xZZ23ee67d1332ad560396262c48ffbb01f93d052'); // throws invalid-hex at 11
 * parseEthereumUri('ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?value=1.5'); // throws invalid-number at 60
 * ```
 */
export function parseEthereumUri(text: string, options?: EthereumUriOptions): EthereumUri {
  return readEthereumUri('parseEthereumUri', text, options);
}

function readEthereumUri(
  fn: string,
  text: string,
  options: EthereumUriOptions | undefined,
): EthereumUri {
  expectString(fn, 'text', text);
  expectOptions(fn, options);
  // Read once, checked, then used (CONTRIBUTING.md).
  const strictOption = options?.strict;
  expectBooleanOption(fn, 'strict', strictOption);
  const strict = strictOption === true;
  let uri: ReturnType<typeof parse>;
  try {
    uri = parse(text, { iri: true });
  } catch (error) {
    if (error instanceof UriError)
      throw new Web3Error('invalid-uri', text, error.index, error.code);
    throw error;
  }
  if (uri.scheme?.toLowerCase() !== 'ethereum')
    throw new Web3Error('wrong-scheme', text, 0, 'ethereum:');
  if (uri.host !== undefined)
    throw new Web3Error('invalid-uri', text, PREFIX, 'no "//" in ethereum:');
  if (uri.fragment !== undefined) {
    throw new Web3Error('invalid-uri', text, text.length - uri.fragment.length - 1, 'no fragment');
  }
  const pathEnd = PREFIX + uri.path.length;
  let at = PREFIX;
  const prefix = text.startsWith('pay-', at) ? 'pay' : undefined;
  if (prefix !== undefined) at += 4;
  // The target ends at "@" or "/" (neither can be part of an address or an ENS name).
  let targetEnd = at;
  while (
    targetEnd < pathEnd &&
    text.charCodeAt(targetEnd) !== 0x40 &&
    text.charCodeAt(targetEnd) !== 0x2f
  ) {
    targetEnd++;
  }
  const target = readTarget(text, at, targetEnd, strict);
  at = targetEnd;
  let chainId: bigint | undefined;
  if (text.charCodeAt(at) === 0x40) {
    // chain_id = 1*DIGIT
    const idAt = ++at;
    while (at < pathEnd && text.charCodeAt(at) >= 0x30 && text.charCodeAt(at) <= 0x39) at++;
    if (at === idAt) throw new Web3Error('invalid-char', text, at, 'a decimal chain id');
    if (at < pathEnd && text.charCodeAt(at) !== 0x2f)
      throw new Web3Error('invalid-char', text, at, 'a decimal chain id');
    chainId = BigInt(text.slice(idAt, at));
  }
  let functionName: string | undefined;
  if (text.charCodeAt(at) === 0x2f) {
    const nameAt = at + 1;
    const slash = text.indexOf('/', nameAt);
    if (slash >= 0 && slash < pathEnd)
      throw new Web3Error('invalid-path', text, slash, 'one function name');
    if (nameAt === pathEnd) throw new Web3Error('invalid-path', text, nameAt, 'a function name');
    functionName = decode(text, nameAt, pathEnd);
    at = pathEnd;
  }
  const request: EthereumUri = {
    prefix,
    address: target.address,
    ensName: target.ensName,
    chainId,
    functionName,
    value: undefined,
    gasLimit: undefined,
    gasPrice: undefined,
    parameters: [],
  };
  if (uri.query !== undefined) {
    readParameters(text, pathEnd + 1, pathEnd + 1 + uri.query.length, request, strict);
  }
  return request;
}

/** parameters = parameter *( "&" parameter ); parameter = key "=" value. */
function readParameters(
  text: string,
  start: number,
  end: number,
  request: EthereumUri,
  strict: boolean,
): void {
  let at = start;
  do {
    let stop = text.indexOf('&', at);
    if (stop < 0 || stop > end) stop = end;
    // Within this parameter only: a search to the end of the text for each of many
    // parameters without "=" would be quadratic.
    let equals = at;
    while (equals < stop && text.charCodeAt(equals) !== 0x3d) equals++;
    if (equals === stop) throw new Web3Error('invalid-parameter', text, stop, 'key=value');
    // Keys are ABI type names; the "[" and "]" of array types are percent-encoded in a query.
    const key = decode(text, at, equals);
    const valueAt = equals + 1;
    let value: bigint | boolean | string;
    if (key === 'value' || key === 'gas' || key === 'gasLimit' || key === 'gasPrice') {
      const amount = readNumber(text, valueAt, stop, 256, false);
      const field = key === 'gas' ? 'gasLimit' : key;
      if (request[field] !== undefined) throw new Web3Error('duplicate-parameter', text, at, key);
      request[field] = amount;
      value = amount;
    } else {
      const type = abiType(key);
      if (type === undefined)
        throw new Web3Error('invalid-parameter', text, at, 'an amount or an ABI type');
      if (type.kind === 'integer') value = readNumber(text, valueAt, stop, type.bits, type.signed);
      else if (type.kind === 'address') {
        const target = readTarget(text, valueAt, stop, strict);
        value = (target.address ?? target.ensName)!;
      } else if (type.kind === 'bool') {
        const raw = text.slice(valueAt, stop);
        if (raw !== 'true' && raw !== 'false')
          throw new Web3Error('invalid-parameter', text, valueAt, 'true or false');
        value = raw === 'true';
      } else value = decode(text, valueAt, stop);
    }
    request.parameters.push({ key, raw: text.slice(valueAt, stop), value });
    at = stop + 1;
  } while (at <= end);
}

/**
 * {@link parseEthereumUri} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseEthereumUri('ethereum:'); // → undefined
 * ```
 */
export function tryParseEthereumUri(
  text: string,
  options?: EthereumUriOptions,
): EthereumUri | undefined {
  return attempt(() => readEthereumUri('tryParseEthereumUri', text, options));
}

/**
 * The `ethereum:` URI of a request, checked by reading it back: a part that would not read
 * back the same (a bad address, a name that does not normalize, a value its key does not
 * allow) throws the Web3Error {@link parseEthereumUri} raises, at its offset in the written
 * text. Non-ASCII names and text values are percent-encoded as UTF-8.
 *
 * @example
 * ```ts
 * formatEthereumUri({ target: '0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7', chainId: 1n, functionName: 'transfer', parameters: [['address', '0x8e23ee67d1332ad560396262c48ffbb01f93d052'], ['uint256', 1n]] }); // → 'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7@1/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1'
 * formatEthereumUri({ target: 'vitalik.eth', parameters: [['value', -1n]] }); // throws invalid-number at 27
 * ```
 */
export function formatEthereumUri(parts: EthereumUriParts): string {
  const fn = 'formatEthereumUri';
  expectObject(fn, 'parts', parts);
  // Each part read once, and checked before anything is written.
  const { prefix, target, chainId, functionName, parameters } = parts;
  expectString(fn, 'parts.target', target);
  if (prefix !== undefined && prefix !== 'pay') {
    throw new TypeError(`${fn}: parts.prefix must be 'pay' or undefined; got ${described(prefix)}`);
  }
  if (chainId !== undefined && typeof chainId !== 'bigint' && typeof chainId !== 'number') {
    throw new TypeError(
      `${fn}: parts.chainId must be a bigint or a number; got ${described(chainId)}`,
    );
  }
  if (functionName !== undefined) expectString(fn, 'parts.functionName', functionName);
  if (parameters !== undefined && !Array.isArray(parameters)) {
    throw new TypeError(`${fn}: parts.parameters must be an array; got ${described(parameters)}`);
  }
  let text = `ethereum:${prefix === 'pay' ? 'pay-' : ''}${percentEncode(target, 'path-segment')}`;
  if (chainId !== undefined) text += `@${String(chainId)}`;
  if (functionName !== undefined) text += `/${percentEncode(functionName, 'path-segment')}`;
  const list: readonly unknown[] = parameters ?? [];
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    const key: unknown = Array.isArray(entry) ? entry[0] : undefined;
    const value: unknown = Array.isArray(entry) ? entry[1] : undefined;
    // A number is written as its decimal text, which the read-back then judges (1.5 is not one).
    const type = typeof value;
    if (
      typeof key !== 'string' ||
      (type !== 'string' && type !== 'bigint' && type !== 'boolean' && type !== 'number')
    ) {
      throw new TypeError(
        `${fn}: parts.parameters.${i} must be a [string, bigint | boolean | string] pair; got ${described(entry)}`,
      );
    }
    const written = typeof value === 'string' ? percentEncode(value, 'component') : String(value);
    text += `${i === 0 ? '?' : '&'}${key}=${written}`;
  }
  readEthereumUri('formatEthereumUri', text, undefined);
  return text;
}
