// The character classes and the one scanner of the CAIP grammars (CAIP-2 §Syntax, CAIP-10
// §Syntax, CAIP-19 §Syntax): every part is a run of one class with a length range, ended by
// a separator or by the end of the input.
import { Web3Error } from '../errors.js';

/** `[-a-z0-9]`: CAIP-2 namespace, CAIP-19 asset_namespace. */
export const NAMESPACE = 1;
/** `[-_a-zA-Z0-9]`: CAIP-2 reference. */
export const REFERENCE = 2;
/** `[-.%a-zA-Z0-9]`: CAIP-10 account_address, CAIP-19 asset_reference and token_id. */
export const ADDRESS = 4;

/** The classes of each ASCII character (bit flags above); 0 outside every class. */
const CLASSES: Uint8Array = /* @__PURE__ */ buildClasses();

function buildClasses(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) table[c] = NAMESPACE | REFERENCE | ADDRESS;
  for (let c = 0x61; c <= 0x7a; c++) table[c] = NAMESPACE | REFERENCE | ADDRESS;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = REFERENCE | ADDRESS;
  table[0x2d] = NAMESPACE | REFERENCE | ADDRESS; // -
  table[0x5f] = REFERENCE; // _
  table[0x2e] = ADDRESS; // .
  table[0x25] = ADDRESS; // %
  return table;
}

/**
 * Scans a part of class `flag` from `at`, `min` to `max` characters long, that ends at the
 * separator `stop` (a code unit) or, when `stop` is -1, at the end of the input. Returns the
 * offset of the separator (or the input's length). Errors point at the first character that
 * cannot belong: an outsider (`invalid-char`), the first one past `max` (`invalid-length`),
 * the separator of a part that is too short (`invalid-length`), or the end of an input that
 * lacks the separator (`missing-separator`).
 */
export function scanPart(
  input: string,
  at: number,
  flag: number,
  min: number,
  max: number,
  stop: number,
  what: string,
): number {
  let i = at;
  const length = input.length;
  // One class test per character; the length is checked once the run has ended (a run longer
  // than `max` is refused at its first character past `max`, as a per-character count would).
  while (i < length) {
    const c = input.charCodeAt(i);
    if (c >= 128 || (CLASSES[c]! & flag) === 0) break;
    i++;
  }
  if (i - at > max)
    throw new Web3Error('invalid-length', input, at + max, `${what}: at most ${max}`);
  if (i < length && input.charCodeAt(i) !== stop)
    throw new Web3Error('invalid-char', input, i, what);
  if (i - at < min) throw new Web3Error('invalid-length', input, i, `${what}: at least ${min}`);
  if (i === length && stop >= 0) throw new Web3Error('missing-separator', input, i, what);
  return i;
}
