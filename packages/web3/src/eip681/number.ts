// EIP-681 §Syntax: number = [ "-" / "+" ] *DIGIT [ "." 1*DIGIT ] [ ( "e" / "E" ) [ 1*DIGIT ] ].
// "Only integer numbers are allowed, so the exponent MUST be greater or equal to the number of
// decimals after the point": 2.014e18 is 2014 followed by 15 zeros, 1.5 is refused.
import { Web3Error } from '../errors.js';

/** 2^256: amounts are uint256. Digits past 78 cannot fit, whatever they are. */
const MAX_DIGITS = 78;

/**
 * Reads the number text[at, end) as a bigint within `bits` (signed when `signed`). Errors are
 * Web3Errors `invalid-number` at the offending character: a sign the type does not allow, a
 * character outside the syntax, a decimal that the exponent does not make whole, or a value
 * outside the type's range (at the number's start).
 */
export function readNumber(
  text: string,
  at: number,
  end: number,
  bits: number,
  signed: boolean,
): bigint {
  let i = at;
  const negative = text.charCodeAt(i) === 0x2d;
  if (negative && !signed) throw new Web3Error('invalid-number', text, i, 'an unsigned number');
  if (negative || text.charCodeAt(i) === 0x2b) i++;
  const intAt = i;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  const intEnd = i;
  let fracAt = i;
  let fracEnd = i;
  if (i < end && text.charCodeAt(i) === 0x2e) {
    fracAt = ++i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    fracEnd = i;
    if (fracEnd === fracAt) throw new Web3Error('invalid-number', text, i, 'a digit after "."');
  }
  if (intEnd === intAt && fracEnd === fracAt) {
    throw new Web3Error('invalid-number', text, i, 'a digit');
  }
  let exponent = 0;
  if (i < end && (text.charCodeAt(i) | 0x20) === 0x65) {
    i++;
    const expAt = i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    // A longer exponent cannot leave a value that fits in 256 bits.
    if (i - expAt > 4) throw new Web3Error('invalid-number', text, at, 'out of range');
    exponent = i === expAt ? 0 : Number(text.slice(expAt, i));
  }
  if (i < end) throw new Web3Error('invalid-number', text, i, 'a number');
  const decimals = fracEnd - fracAt;
  if (exponent < decimals) {
    throw new Web3Error('invalid-number', text, fracAt + exponent, 'an integer after the exponent');
  }
  let digits = text.slice(intAt, intEnd) + text.slice(fracAt, fracEnd);
  let first = 0;
  while (first < digits.length - 1 && digits.charCodeAt(first) === 0x30) first++;
  digits = digits.slice(first);
  if (digits !== '0' && digits.length + exponent - decimals > MAX_DIGITS) {
    throw new Web3Error('invalid-number', text, at, 'out of range');
  }
  let value = BigInt(digits) * 10n ** BigInt(exponent - decimals);
  if (negative) value = -value;
  const limit = 1n << BigInt(signed ? bits - 1 : bits);
  if (signed ? value < -limit || value >= limit : value >= limit) {
    throw new Web3Error(
      'invalid-number',
      text,
      at,
      `out of range for ${signed ? 'int' : 'uint'}${bits}`,
    );
  }
  return value;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
