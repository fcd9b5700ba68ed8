// The public Punycode functions (RFC 3492 §6.2, §6.3): throwing and `try…` forms
// over the non-throwing codec in punycode.ts.
import { requireString } from './arguments.js';
import { IdnaError } from './errors.js';
import { decodePunycode, encodePunycode } from './punycode.js';

/**
 * Encodes a string as Punycode (RFC 3492 §6.3), without the `xn--` prefix. Basic code points
 * keep their case.
 *
 * @throws {@link IdnaError} with `errors: ['A3']` for an unpaired surrogate or an overflow
 * (RFC 3492 §6.4).
 * @example
 * ```ts
 * punycodeEncode('bücher'); // → 'bcher-kva'
 * ```
 */
export function punycodeEncode(label: string): string {
  requireString('punycodeEncode', 'label', label);
  const result = encodePunycode(label);
  if (result === undefined) throw new IdnaError(['A3'], label, label);
  return result;
}

/**
 * {@link punycodeEncode} (RFC 3492 §6.3), returning `undefined` instead of throwing.
 *
 * @example
 * ```ts
 * tryPunycodeEncode('münchen'); // → 'mnchen-3ya'
 * tryPunycodeEncode('\uD800'); // → undefined
 * ```
 */
export function tryPunycodeEncode(label: string): string | undefined {
  requireString('tryPunycodeEncode', 'label', label);
  return encodePunycode(label);
}

/**
 * Decodes Punycode (RFC 3492 §6.2), given without the `xn--` prefix. Digits are read
 * case-insensitively.
 *
 * @throws {@link IdnaError} with `errors: ['P4']` for invalid input: a non-ASCII basic code
 * point, a character that is not a digit, a truncated number, an overflow (RFC 3492 §6.4) or a
 * code point above U+10FFFF.
 * @example
 * ```ts
 * punycodeDecode('bcher-kva'); // → 'bücher'
 * punycodeDecode('bcher-kv!'); // throws IdnaError: errors ['P4']
 * ```
 */
export function punycodeDecode(label: string): string {
  requireString('punycodeDecode', 'label', label);
  const result = decodePunycode(label, 0, label.length);
  if (result === undefined) throw new IdnaError(['P4'], label, label);
  return result;
}

/**
 * {@link punycodeDecode} (RFC 3492 §6.2), returning `undefined` instead of throwing.
 *
 * @example
 * ```ts
 * tryPunycodeDecode('mnchen-3ya'); // → 'münchen'
 * tryPunycodeDecode('ü'); // → undefined
 * ```
 */
export function tryPunycodeDecode(label: string): string | undefined {
  requireString('tryPunycodeDecode', 'label', label);
  return decodePunycode(label, 0, label.length);
}
