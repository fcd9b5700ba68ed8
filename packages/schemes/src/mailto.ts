// The mailto URI scheme (RFC 6068 §2): addresses and header fields, UTF-8 percent-decoded,
// and a builder that percent-encodes exactly what §2 and §5 require.

import { CHAR_CLASS, UNRESERVED } from '@urikit/percent-encoding';
import { checkInput, checkPairs, checkStrings, checkValue } from './arguments.js';
import { decodeSlice, encodeText } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';

/**
 * A parsed mailto URI (RFC 6068 §2): the addresses of the path and of `to` header fields
 * together in `to` (§2 makes them equivalent), `cc`, `bcc`, the first `subject` and `body`,
 * and every other header field in order as `[name, value]`. Everything is percent-decoded
 * as UTF-8.
 *
 * @example
 * ```ts
 * const mail: Mailto = parseMailto('mailto:a@example.org?cc=b@example.org&subject=hi');
 * mail.cc; // → ['b@example.org']
 * ```
 */
export interface Mailto {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string | undefined;
  body: string | undefined;
  headers: Array<[string, string]>;
}

/**
 * What {@link buildMailto} writes; every field may be left out.
 *
 * @example
 * ```ts
 * const value: MailtoValue = { to: ['a@example.org'], subject: 'hi there' };
 * buildMailto(value); // → 'mailto:a@example.org?subject=hi%20there'
 * ```
 */
export interface MailtoValue {
  to?: readonly string[] | undefined;
  cc?: readonly string[] | undefined;
  bcc?: readonly string[] | undefined;
  subject?: string | undefined;
  body?: string | undefined;
  headers?: ReadonlyArray<readonly [string, string]> | undefined;
}

// qchar = unreserved / pct-encoded / some-delims; some-delims = "!" / "$" / "'" / "(" / ")" /
// "*" / "+" / "," / ";" / ":" / "@" (RFC 6068 §2)
function isQchar(c: number): boolean {
  return (
    (c < 128 && (CHAR_CLASS[c]! & UNRESERVED) !== 0) ||
    "!$'()*+,;:@%".indexOf(String.fromCharCode(c)) >= 0
  );
}

function splitAddresses(text: string, start: number, end: number, into: string[]): void {
  // to = addr-spec *("," addr-spec): a "," inside an address is written %2C.
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && text.charCodeAt(i) !== 0x2c) continue;
    const address = decodeSlice('mailto', text, from, i);
    const at = address.lastIndexOf('@');
    // addr-spec = local-part "@" domain: both parts present.
    if (at <= 0 || at === address.length - 1)
      throw new SchemeError('mailto', 'invalid-address', text, from);
    into.push(address);
    from = i + 1;
  }
}

/**
 * Parses a mailto URI (RFC 6068 §2). Header names are matched case-insensitively (§2); a
 * fragment is ignored (§2: it SHOULD be). Every character must be a `qchar` (a reserved one,
 * such as `?`, `=`, `&` or `/`, percent-encoded), every address must have a local part and a
 * domain, and every header field a name and `=`.
 *
 * @example
 * ```ts
 * parseMailto('mailto:infobot@example.com?body=send%20current-issue').body; // → 'send current-issue'
 * parseMailto('mailto:a@b?subject=hi').subject; // → 'hi'
 * parseMailto('mailto:a@b?subject'); // throws invalid-header at 18
 * ```
 */
export function parseMailto(input: SchemeInput): Mailto {
  const text = schemeText(input, 'mailto', 'parseMailto');
  let end = text.indexOf('#', 7);
  if (end < 0) end = text.length;
  let query = end;
  for (let i = 7; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3f && query === end) query = i;
    else if (!(isQchar(c) || (i > query && (c === 0x3d || c === 0x26)))) {
      throw new SchemeError('mailto', 'invalid-char', text, i);
    }
  }
  const mail: Mailto = {
    to: [],
    cc: [],
    bcc: [],
    subject: undefined,
    body: undefined,
    headers: [],
  };
  if (query > 7) splitAddresses(text, 7, query, mail.to);
  let from = query + 1;
  for (let i = from; query < end && i <= end; i++) {
    if (i < end && text.charCodeAt(i) !== 0x26) continue;
    // hfield = hfname "=" hfvalue
    const equals = text.indexOf('=', from);
    if (equals < 0 || equals > i) throw new SchemeError('mailto', 'invalid-header', text, i);
    if (equals === from) throw new SchemeError('mailto', 'invalid-header', text, from);
    const name = decodeSlice('mailto', text, from, equals);
    const lower = name.toLowerCase();
    if (lower === 'to' || lower === 'cc' || lower === 'bcc') {
      if (equals + 1 < i) splitAddresses(text, equals + 1, i, mail[lower]);
    } else {
      const value = decodeSlice('mailto', text, equals + 1, i);
      if (lower === 'subject' && mail.subject === undefined) mail.subject = value;
      else if (lower === 'body' && mail.body === undefined) mail.body = value;
      else mail.headers.push([name, value]);
    }
    from = i + 1;
  }
  return mail;
}

// Characters of an address written as they are: unreserved and "!$'()*+" (RFC 6068 §2 rule 1
// requires "%", gen-delims but "@" and ":", "&", ";" and "=" to be encoded; "," separates).
const ADDRESS_KEEP = "!$'()*+";
// Header values also keep "," ";" ":" "@" (some-delims); "+" is written %2B (§5: a "+" may
// be read as a space by form decoders).
const VALUE_KEEP = "!$'()*,;:@";

function encodeWith(value: string, keep: string): string {
  const encoded = encodeText(
    value,
    (c) => (CHAR_CLASS[c]! & UNRESERVED) !== 0 || keep.indexOf(String.fromCharCode(c)) >= 0,
  );
  if (typeof encoded === 'number')
    throw new SchemeError('mailto', 'invalid-value', value, -encoded - 1);
  return encoded;
}

function encodeAddresses(list: readonly string[] | undefined): string {
  let out = '';
  for (const address of list ?? []) {
    const at = address.lastIndexOf('@');
    if (at <= 0 || at === address.length - 1)
      throw new SchemeError('mailto', 'invalid-address', address, Math.max(at, 0));
    if (out !== '') out += ',';
    // The last "@" separates local part and domain; one inside a quoted local part is encoded.
    out += `${encodeWith(address.slice(0, at), ADDRESS_KEEP)}@${encodeWith(address.slice(at + 1), ADDRESS_KEEP)}`;
  }
  return out;
}

// A lone CR or LF becomes CRLF; CRLF stays.
function crlf(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) {
      out += '\r\n';
      i++;
    } else out += c === 0x0d || c === 0x0a ? '\r\n' : text[i];
  }
  return out;
}

// The types of MailtoValue, for checkValue.
const MAILTO_VALUE = {
  to: 'array',
  cc: 'array',
  bcc: 'array',
  subject: 'string',
  body: 'string',
  headers: 'array',
} as const;

/**
 * A mailto URI for `value` (RFC 6068 §2, §5) that {@link parseMailto} reads back: spaces as
 * `%20` (never `+`), line breaks in the body as `%0D%0A` (a lone CR or LF becomes CRLF),
 * `?`, `=`, `&`, `#`, `%` and non-ASCII percent-encoded as UTF-8. `to` goes in the path;
 * `cc`, `bcc`, `subject`, `body` and `headers` follow as header fields, in that order. A
 * header named `to`, `cc`, `bcc`, `subject` or `body` in `headers`, or an address without a
 * local part and a domain, throws `invalid-value`/`invalid-address`.
 *
 * @example
 * ```ts
 * buildMailto({ to: ['joe@example.com'], cc: ['bob@example.com'], body: 'hello' }); // → 'mailto:joe@example.com?cc=bob@example.com&body=hello'
 * buildMailto({ to: ['a@example.org'], body: 'line 1\nline 2' }); // → 'mailto:a@example.org?body=line%201%0D%0Aline%202'
 * ```
 */
export function buildMailto(value: MailtoValue): string {
  value = checkValue('buildMailto', value, MAILTO_VALUE, []);
  checkStrings('buildMailto', 'value.to', value.to);
  checkStrings('buildMailto', 'value.cc', value.cc);
  checkStrings('buildMailto', 'value.bcc', value.bcc);
  checkPairs('buildMailto', 'value.headers', value.headers, false);
  let out = `mailto:${encodeAddresses(value.to)}`;
  let separator = '?';
  const field = (name: string, text: string): void => {
    out += `${separator}${name}=${text}`;
    separator = '&';
  };
  if (value.cc !== undefined && value.cc.length > 0) field('cc', encodeAddresses(value.cc));
  if (value.bcc !== undefined && value.bcc.length > 0) field('bcc', encodeAddresses(value.bcc));
  if (value.subject !== undefined) field('subject', encodeWith(value.subject, VALUE_KEEP));
  if (value.body !== undefined) {
    // RFC 6068 §5: line breaks in the body MUST be encoded with "%0D%0A".
    field('body', encodeWith(crlf(value.body), VALUE_KEEP));
  }
  for (const [name, text] of value.headers ?? []) {
    const lower = name.toLowerCase();
    if (
      name === '' ||
      lower === 'to' ||
      lower === 'cc' ||
      lower === 'bcc' ||
      lower === 'subject' ||
      lower === 'body'
    ) {
      throw new SchemeError('mailto', 'invalid-value', name, 0);
    }
    field(encodeWith(name, VALUE_KEEP), encodeWith(text, VALUE_KEEP));
  }
  return out;
}

/**
 * {@link parseMailto} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryParseMailto('mailto:nobody'); // → undefined
 * ```
 */
export function tryParseMailto(input: SchemeInput): Mailto | undefined {
  checkInput('tryParseMailto', input);
  return attempt(() => parseMailto(input));
}
