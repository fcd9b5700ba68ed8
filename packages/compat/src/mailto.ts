// The mailto handler of uri-js (RFC 6068 §2): recipients in `to`, `subject` and `body`,
// other header fields in `headers`; domains converted to A-labels (RFC 5891 §4.4).
import { punycodeDecode, punycodeEncode } from '@urikit/idn';
import { percentDecode, UNRESERVED } from '@urikit/percent-encoding';
import { encodeAllBut, normalizeTriplets } from './encoding.js';
import type { ComponentDraft, Options, SchemeHandler } from './types.js';

const SOME_DELIMS = 1 << 15;
const LOCAL = 1 << 14;
// RFC 6068 §2: hfname and hfvalue are *qchar = unreserved / pct-encoded / some-delims.
// addr-spec local parts keep RFC 5322 atext, ".", and quoted-string text.
const CLASSES = /* @__PURE__ */ (() => {
  const t = new Uint16Array(128);
  for (let c = 0; c < 128; c++) {
    const unreserved =
      (c >= 0x30 && c <= 0x39) ||
      ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
      c === 0x2d ||
      c === 0x2e ||
      c === 0x5f ||
      c === 0x7e;
    if (unreserved) t[c] = UNRESERVED | SOME_DELIMS | LOCAL;
  }
  for (const ch of "!$'()*+,;:@") t[ch.charCodeAt(0)]! |= SOME_DELIMS;
  for (const ch of '!"$%\'()*+,-.<>\\^_`{|}~') t[ch.charCodeAt(0)]! |= LOCAL;
  return t;
})();

function encodeWith(s: string, allowed: number): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CLASSES[c]! & allowed) !== 0) continue;
    out +=
      s.slice(run, i) +
      encodeAllBut(s.slice(i, i + 1 + (c >= 0xd800 && c <= 0xdbff ? 1 : 0)), 0, false);
    if (c >= 0xd800 && c <= 0xdbff) i++;
    run = i + 1;
  }
  return run === 0 ? s : out + s.slice(run);
}

function decodeField(s: string | undefined): string {
  return percentDecode(s ?? '', { invalid: 'keep' });
}

/** Each label with non-ASCII characters as an A-label (RFC 5891 §4.4), as punycode.toASCII does. */
function domainToASCII(domain: string): string {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    for (let j = 0; j < label.length; j++) {
      if (label.charCodeAt(j) >= 128) {
        labels[i] = `xn--${punycodeEncode(label)}`;
        break;
      }
    }
  }
  return labels.join('.');
}

/** Each A-label as its U-label (RFC 5891 §5.5), as punycode.toUnicode does. */
function domainToUnicode(domain: string): string {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label.length > 4 && label.slice(0, 4).toLowerCase() === 'xn--') {
      labels[i] = punycodeDecode(label.slice(4));
    }
  }
  return labels.join('.');
}

function parseMailto(component: ComponentDraft, options: Options): ComponentDraft {
  const to: string[] = component.path ? component.path.split(',') : [];
  component.to = to;
  component.path = undefined;
  if (component.query) {
    const headers: Record<string, string> = {};
    let unknown = false;
    for (const field of component.query.split('&')) {
      const [name = '', value] = field.split('=');
      if (name === 'to') {
        for (const address of (value ?? '').split(',')) to.push(address);
      } else if (name === 'subject') {
        component.subject = decodeField(value);
      } else if (name === 'body') {
        component.body = decodeField(value);
      } else {
        unknown = true;
        headers[decodeField(name)] = decodeField(value);
      }
    }
    if (unknown) component.headers = headers;
  }
  component.query = undefined;
  for (let i = 0; i < to.length; i++) {
    const parts = to[i]!.split('@');
    parts[0] = decodeField(parts[0]);
    if (parts.length > 1) {
      const domain = decodeField(parts[1]).toLowerCase();
      try {
        parts[1] = options.unicodeSupport ? domain : domainToASCII(domain);
      } catch (error) {
        component.error ||= `Email address's domain name can not be converted to ASCII: ${String(error)}`;
      }
    }
    to[i] = parts.join('@');
  }
  return component;
}

function serializeMailto(component: ComponentDraft, options: Options): ComponentDraft {
  const to =
    component.to === undefined ? [] : Array.isArray(component.to) ? component.to : [component.to];
  const addresses: string[] = [];
  for (const entry of to) {
    const address = String(entry);
    const at = address.lastIndexOf('@');
    const local = encodeWith(normalizeTriplets(address.slice(0, at), true), LOCAL);
    let domain = address.slice(at + 1);
    try {
      domain = options.iri
        ? domainToUnicode(domain)
        : domainToASCII(decodeField(domain).toLowerCase());
    } catch (error) {
      component.error ||= `Email address's domain name can not be converted: ${String(error)}`;
    }
    addresses.push(`${local}@${domain}`);
  }
  component.path = addresses.join(',');
  const headers: Record<string, string> = { ...component.headers };
  if (component.subject) headers['subject'] = component.subject;
  if (component.body) headers['body'] = component.body;
  const fields: string[] = [];
  for (const name of Object.keys(headers)) {
    const value = String(headers[name]);
    fields.push(
      `${encodeWith(normalizeTriplets(name, true), SOME_DELIMS)}=${encodeWith(normalizeTriplets(value, true), SOME_DELIMS)}`,
    );
  }
  if (fields.length > 0) component.query = fields.join('&');
  return component;
}

/**
 * The `mailto` scheme handler (RFC 6068 §2), with uri-js's behaviour: `to`, `subject`,
 * `body` and `headers` instead of path and query.
 *
 * @example
 * ```ts
 * SCHEMES.mailto.scheme; // → 'mailto'
 * ```
 */
export const mailto: SchemeHandler = {
  scheme: 'mailto',
  parse: parseMailto,
  serialize: serializeMailto,
};
