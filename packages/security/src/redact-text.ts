// RFC 3986 §7.5 for free text (log lines, messages): every URI that @urikit/extract finds
// (Appendix C) redacted as redact does one, every other character kept byte for byte.
import { DEFAULT_SCHEMES, extract, type UriMatch } from '@urikit/extract';
import { checkArguments, checkList, REDACT_TEXT_OPTIONS } from './arguments.js';
import { type RedactOptions, redaction, redactWith } from './redact.js';

/**
 * Options of {@link redactText}: those of {@link redact}, and the schemes of the URIs to look
 * for in the text.
 *
 * @example
 * ```ts
 * const options: RedactTextOptions = { names: ['state'], schemes: ['https', 'postgres'] };
 * ```
 */
export interface RedactTextOptions extends RedactOptions {
  /**
   * The schemes of the URIs written bare or in quotes that are redacted (case-insensitive);
   * in angle brackets or after `URL:` any scheme is. Default {@link LOG_SCHEMES}.
   */
  schemes?: readonly string[];
}

/**
 * The schemes redactText looks for by default: those of @urikit/extract's DEFAULT_SCHEMES and
 * those whose URIs carry credentials in configuration and logs (databases, queues, directories,
 * mail and file transfer).
 *
 * @example
 * ```ts
 * LOG_SCHEMES.includes('postgres'); // → true
 * ```
 */
export const LOG_SCHEMES: readonly string[] = /* @__PURE__ */ logSchemes();

// A function, so that a bundle that does not use LOG_SCHEMES does not build it.
function logSchemes(): readonly string[] {
  const credentials =
    'postgres postgresql mysql mariadb mongodb mongodb+srv redis rediss amqp amqps ldap ldaps smtp smtps imap imaps sftp ssh git';
  return Object.freeze([...DEFAULT_SCHEMES, ...credentials.split(' ')]);
}

/**
 * `text` with every URI that @urikit/extract finds in it (RFC 3986 Appendix C: bare, in angle
 * brackets, in quotes, after `URL:`) redacted as {@link redact} redacts one: the password of its
 * userinfo and the values of its secret query and fragment parameters replaced by the marker
 * (RFC 3986 §7.5). Every other character of the text is kept; time is linear in its length;
 * redacting twice changes nothing more; never throws for a string.
 *
 * @throws {SecurityError} `'invalid-marker'` for a marker that would add structure.
 * @throws {TypeError} when `text` is not a string or `options` not RedactTextOptions.
 * @example
 * ```ts
 * redactText('2026-11-26T10:00:00Z GET http://u:pw@h/?token=abc 200');
 * // → '2026-11-26T10:00:00Z GET http://u:REDACTED@h/?token=REDACTED 200'
 * ```
 */
export function redactText(text: string, options?: RedactTextOptions): string {
  options = checkArguments('redactText', 'text', text, options, REDACT_TEXT_OPTIONS);
  checkList('redactText', 'options.schemes', options?.schemes, 'string');
  const how = redaction('redactText', options);
  const schemes = options?.schemes ?? LOG_SCHEMES;
  let out = '';
  let copied = 0;
  for (const match of extract(text, { schemes })) {
    const [from, to] = uriSpan(text, match);
    const uri = text.slice(from, to);
    // A suffix reference (www.…) is redacted as the relative reference it is written as.
    const redacted = redactWith(uri, how);
    if (redacted === uri) continue;
    out += text.slice(copied, from) + redacted;
    copied = to;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Where the URI of `match` stands in the text: its span less the delimiters and `URL:` prefix
 * (the URI ends where the span does, or one character before for a closing `>` or `"`). A URI
 * whose text differs from `match.uri` (an angle-bracketed URI broken across lines, a suffix
 * reference given a scheme) is the span's inside, between its delimiters.
 */
function uriSpan(text: string, match: UriMatch): [number, number] {
  const closed = match.form === 'angle' || match.form === 'quoted';
  const end = closed ? match.end - 1 : match.end;
  const start = end - match.uri.length;
  if (start >= match.start && text.startsWith(match.uri, start)) return [start, end];
  return [closed ? match.start + 1 : match.start, end];
}
