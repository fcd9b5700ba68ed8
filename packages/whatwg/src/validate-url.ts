// validateURL: every validation error (URL Standard §1.2) the API URL parser meets on an input,
// in order, with its offset in the input as given.
import { parseRecord, plainContext } from './api-parser.js';
import { idnaToASCII } from './idna.js';
import { basicParse, prepareInput } from './parser.js';
import type { URLRecord } from './record.js';
import { type ValidationError, validationContext } from './validation-errors.js';

/**
 * The validation errors of parsing `input` against `base` (URL Standard §1.2), each with its
 * type and its offset in `input` as given (before the leading/trailing C0-control-or-space
 * strip and tab/newline removal). A failure's error is the last one. The base's own errors are
 * not reported; a base that is not a valid URL throws a TypeError, as `new URL(input, base)` does.
 *
 * @example
 * ```ts
 * validateURL('https://user@example.org:7z'); // → [{ type: 'invalid-credentials', index: 12 }, { type: 'port-invalid', index: 26 }]
 * validateURL('https:example.org'); // → [{ type: 'special-scheme-missing-following-solidus', index: 6 }]
 * validateURL('https://example.org/'); // → []
 * ```
 */
export function validateURL(input: string, base?: string): ValidationError[] {
  if (typeof input !== 'string') {
    throw new TypeError(
      `validateURL: input must be a string; got ${input === null ? 'null' : typeof input}`,
    );
  }
  const baseRecord = parseBase(base, 'validateURL');
  const errors: ValidationError[] = [];
  const ctx = validationContext(idnaToASCII, (error) => errors.push(error));
  basicParse(prepareInput(input, true, ctx), baseRecord, null, 0, ctx);
  return errors;
}

/** The record of a `base` argument (null when undefined); a TypeError naming `fn` otherwise. */
export function parseBase(base: unknown, fn: string): URLRecord | null {
  if (base === undefined) return null;
  if (typeof base !== 'string') {
    throw new TypeError(
      `${fn}: base must be a string; got ${base === null ? 'null' : typeof base}`,
    );
  }
  const record = parseRecord(base, null, plainContext(idnaToASCII));
  if (record === null)
    throw new TypeError(`${fn}: base is not a valid URL: ${JSON.stringify(base)}`);
  return record;
}
