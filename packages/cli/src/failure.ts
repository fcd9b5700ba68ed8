// Turns what the libraries throw (UriError, ResolveError, NormalizeError, PercentEncodingError,
// IPAddressError, IdnaError) into one record shape with a code and an index, for the error
// records of a batch and the caret diagnostics of a single run.

/** Why one input failed: the library's code, and where in `input` the fault is. */
export interface Failure {
  /** The library's error code (`'invalid-host-char'`, …) or a UTS #46 status code (`'P4'`, …). */
  code: string;
  /** Offset in `input` of the offending character. */
  index: number;
  /** One line saying what is wrong. */
  message: string;
  /** The text the index points into: the operand, or the one argument at fault. */
  input: string;
  /** Which argument was at fault, for the two-operand subcommands. */
  argument?: string;
  /** Every UTS #46 status code, for IDNA failures. */
  errors?: readonly string[];
}

/** A fault found by the command itself (a missing tab, a reference of the wrong form). */
export class InputError extends Error {
  readonly code: string;
  readonly input: string;
  readonly index: number;
  /** Every UTS #46 status code, for an IDNA failure. */
  readonly errors: readonly string[] | undefined;

  constructor(
    code: string,
    input: string,
    index: number,
    message: string,
    errors?: readonly string[],
  ) {
    super(message);
    this.name = 'InputError';
    this.code = code;
    this.input = input;
    this.index = index;
    this.errors = errors;
  }
}

interface TypedError {
  code?: unknown;
  index?: unknown;
  input?: unknown;
  errors?: unknown;
  argument?: unknown;
  message?: unknown;
}

/**
 * The failure a thrown value describes. Typed errors keep their code and index; anything else
 * is a fault of the toolkit, reported as `'internal-error'` rather than ending a batch.
 */
export function toFailure(error: unknown, operand: string): Failure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as TypedError;
  const message = firstLine(typeof e.message === 'string' ? e.message : String(error));
  const input = typeof e.input === 'string' ? e.input : operand;
  const errors = Array.isArray(e.errors) ? e.errors.map(String) : undefined;
  let code = typeof e.code === 'string' ? e.code : undefined;
  if (code === undefined && errors !== undefined && errors.length > 0) code = errors[0]!;
  const index = typeof e.index === 'number' ? Math.max(0, Math.min(e.index, input.length)) : 0;
  const failure: Failure = { code: code ?? 'internal-error', index, message, input };
  if (typeof e.argument === 'string') failure.argument = e.argument;
  if (errors !== undefined && errors.length > 0) failure.errors = errors;
  return failure;
}

/** The JSON error record a batch writes for a failed line. */
export function errorRecord(failure: Failure, line: string): string {
  const error: Record<string, unknown> = {
    code: failure.code,
    index: failure.index,
    message: failure.message,
  };
  if (failure.argument !== undefined) error['argument'] = failure.argument;
  if (failure.errors !== undefined) error['errors'] = failure.errors;
  return JSON.stringify({ error, input: line });
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return end < 0 ? text : text.slice(0, end);
}

// Long inputs are shown as a window around the fault, so that a diagnostic stays one screen
// wide; characters that take no column (controls, lone surrogates) are shown as U+FFFD.
const WINDOW = 60;

/**
 * The input on one line and a caret under the offending character, each indented by two
 * spaces. The caret's column counts code points, so astral characters before it do not shift it.
 * `more` are offsets of other characters to mark, after `index`: those within the window around
 * `index` get a caret too.
 */
export function caretLines(
  input: string,
  index: number,
  more: readonly number[] = [],
): [text: string, caret: string] {
  const from = Math.max(index - WINDOW, 0);
  const to = Math.min(index + WINDOW, input.length);
  let text = from > 0 ? '…' : '';
  let caret = ' '.repeat(text.length);
  const marks = new Set(more);
  for (let i = from; i < to; i++) {
    caret += i === index || (i > index && marks.has(i)) ? '^' : ' ';
    const c = input.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < to) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        text += input.slice(i, i + 2);
        i++;
        continue;
      }
    }
    text +=
      c < 0x20 || (c >= 0x7f && c < 0xa0) || (c >= 0xd800 && c < 0xe000) ? '\ufffd' : input[i];
  }
  if (to < input.length) text += '…';
  if (index >= to) caret += '^';
  return [`  ${text}`, `  ${caret.trimEnd()}`];
}
