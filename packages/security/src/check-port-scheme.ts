// RFC 3986 §3.2.3 ports (a port above 65535 parses but reaches nothing, or wraps in careless code;
// an explicit default port) and §7.1 schemes whose dereference executes code: javascript:,
// vbscript:, data: with an HTML, XML or SVG type, and such a scheme hidden by percent-encoding.
import { pctOctetAt } from '@urikit/percent-encoding';
import { type Context, quote, report } from './context.js';

/** Default ports of schemes a URI commonly names (RFC 7230/9110, RFC 6455, RFC 959, and others). */
export const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
  ftp: 21,
  file: -1,
  ldap: 389,
  ldaps: 636,
  gopher: 70,
  imap: 143,
  pop: 110,
  nntp: 119,
  telnet: 23,
  ssh: 22,
  sftp: 22,
  rtsp: 554,
  sip: 5060,
  sips: 5061,
  git: 9418,
  redis: 6379,
  mysql: 3306,
  postgresql: 5432,
};

// MIME types a browser renders as an active document from a data: URI.
const ACTIVE_TYPES = [
  'text/html',
  'image/svg+xml',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
];

/** Whether a scheme and what follows its ':' execute when dereferenced (RFC 3986 §7.1). */
export function executes(scheme: string, rest: string): boolean {
  if (scheme === 'javascript' || scheme === 'vbscript' || scheme === 'livescript') return true;
  if (scheme !== 'data') return false;
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c === 0x2c || c === 0x3b) {
      end = i;
      break;
    }
  }
  const type = rest.slice(0, end).trim().toLowerCase();
  return ACTIVE_TYPES.includes(type);
}

/** Reports out-of-range and default ports, executable schemes and percent-encoded schemes. */
export function checkPortAndScheme(context: Context): void {
  const { input, spans, whatwg } = context;
  if (spans.portStart >= 0 && spans.portStart < spans.authorityEnd) {
    const port = input.slice(spans.portStart, spans.authorityEnd);
    let digits = port.length > 0;
    for (let i = 0; i < port.length; i++) {
      const c = port.charCodeAt(i);
      if (c < 0x30 || c > 0x39) digits = false;
    }
    if (digits) {
      const value = Number(port);
      const scheme = spans.schemeEnd >= 0 ? input.slice(0, spans.schemeEnd).toLowerCase() : '';
      if (value > 65535) {
        report(
          context,
          'port-out-of-range',
          'danger',
          'port',
          spans.portStart,
          spans.authorityEnd,
          `port ${port} is above 65535: RFC 3986 parses it, a TCP client refuses it or truncates it to ${value % 65536}`,
          'RFC 3986 §3.2.3; RFC 9293 §3.1',
        );
      } else if (Object.hasOwn(DEFAULT_PORTS, scheme) && DEFAULT_PORTS[scheme] === value) {
        report(
          context,
          'default-port',
          'info',
          'port',
          spans.portStart,
          spans.authorityEnd,
          `port ${port} is the default of ${scheme}: §6.2.3 normalization removes it, so equal URIs compare different`,
          'RFC 3986 §3.2.3, §6.2.3',
        );
      }
    }
  }
  // The scheme as RFC 3986 writes it, or as the WHATWG parser reads it (tabs and spaces gone).
  // When both readings end the scheme at the same ':' with nothing stripped before it, they read
  // the same text, which the WHATWG reading has lower-cased already: no slice and no toLowerCase.
  const same =
    whatwg.scheme !== undefined &&
    whatwg.lead === 0 &&
    (whatwg.tabOrNewline < 0 || whatwg.tabOrNewline > spans.schemeEnd) &&
    whatwg.slashStart === spans.schemeEnd + 1;
  let scheme = same
    ? whatwg.scheme
    : spans.schemeEnd >= 0
      ? input.slice(0, spans.schemeEnd).toLowerCase()
      : undefined;
  let restStart = spans.schemeEnd + 1;
  if (whatwg.scheme !== undefined && whatwg.scheme !== scheme) {
    scheme = whatwg.scheme;
    restStart = whatwg.slashStart;
  }
  if (scheme !== undefined && scheme.indexOf('%') < 0) {
    // Only these schemes look at what follows the ':' (executes): no slice for the others.
    const rest = scheme === 'data' ? input.slice(restStart, restStart + 64) : '';
    if (executes(scheme, rest)) {
      report(
        context,
        'executable-scheme',
        'danger',
        'scheme',
        0,
        Math.max(spans.schemeEnd, restStart - 1, 0),
        `the ${scheme}: scheme runs code when a browser follows it`,
        'RFC 3986 §7.1',
      );
    }
    return;
  }
  checkEncodedScheme(context);
}

// A relative reference whose first segment decodes to "scheme:" (%6Aavascript:alert(1)): a
// consumer that decodes before parsing, as uri-js once did, reads a scheme RFC 3986 does not.
function checkEncodedScheme(context: Context): void {
  const { input } = context;
  let end = -1;
  let percent = false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    if (c === 0x25) percent = true;
    if (
      percent &&
      i + 2 < input.length &&
      c === 0x25 &&
      input.charCodeAt(i + 1) === 0x33 &&
      (input.charCodeAt(i + 2) | 0x20) === 0x61
    ) {
      end = i;
      break;
    }
    if (c === 0x3a) {
      end = i;
      break;
    }
  }
  if (end <= 0 || !percent) return;
  let decoded = '';
  for (let i = 0; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x25) {
      const value = pctOctetAt(input, i);
      if (value >= 0 && value < 0x80) {
        decoded += String.fromCharCode(value);
        i += 2;
        continue;
      }
    }
    decoded += input[i];
  }
  decoded = decoded.toLowerCase();
  const first = decoded.charCodeAt(0) | 0x20;
  if (first < 0x61 || first > 0x7a) return;
  for (let i = 1; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    const l = c | 0x20;
    if (
      !(
        (l >= 0x61 && l <= 0x7a) ||
        (c >= 0x30 && c <= 0x39) ||
        c === 0x2b ||
        c === 0x2d ||
        c === 0x2e
      )
    )
      return;
  }
  const dangerous = executes(decoded, '');
  report(
    context,
    'encoded-scheme',
    dangerous ? 'danger' : 'warning',
    'path',
    0,
    end,
    `${quote(input.slice(0, end))} decodes to the scheme ${quote(`${decoded}:`)}: a consumer that decodes before parsing follows it`,
    'RFC 3986 §7.3, §2.4',
  );
}
