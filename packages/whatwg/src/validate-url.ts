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
  let baseRecord: URLRecord | null = null;
  if (base !== undefined) {
    if (typeof base !== 'string') {
      throw new TypeError(
        `validateURL: base must be a string; got ${base === null ? 'null' : typeof base}`,
      );
    }
    baseRecord = parseRecord(base, null, plainContext(idnaToASCII));
    if (baseRecord === null)
      throw new TypeError(`validateURL: base is not a valid URL: ${JSON.stringify(base)}`);
  }
  const errors: ValidationError[] = [];
  const ctx = validationContext(idnaToASCII, (error) => errors.push(error));
  basicParse(prepareInput(input, true, ctx), baseRecord, null, 0, ctx);
  return errors;
}
