// `urikit inspect`: the security findings of RFC 3986 §7 about a URI reference (@urikit/security
// inspect), each printed with carets under the characters it concerns, or as JSON.
import { type Finding, inspect as inspectUri } from '@urikit/security';
import { type Command, choice, flag, type JsonObject } from '../command.js';
import { caretLines } from '../failure.js';

// The severities of @urikit/security, lowest first.
const SEVERITIES = ['info', 'warning', 'danger'] as const;

// A caret run wider than the excerpt's window would run off its line.
const MAX_CARETS = 60;

/** The finding as two caret lines and a line of explanation. */
function describeFinding(input: string, f: Finding): string {
  const [text, caret] = caretLines(input, f.start);
  let width = 0;
  for (const _ of input.slice(f.start, f.end)) width++;
  const carets = `${caret}${'^'.repeat(Math.min(Math.max(width, 1), MAX_CARETS) - 1)}`;
  return `${text}\n${carets}\n${f.severity}[${f.code}] in the ${f.component} (${f.reference}):\n${wrap(f.message)}`;
}

// The message, indented by two spaces and wrapped at spaces: within 98 columns, 100 in --help.
const WIDTH = 96;

function wrap(message: string): string {
  let out = '';
  let line = '';
  for (const word of message.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > WIDTH) {
      out += `  ${line}\n`;
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return `${out}  ${line}`;
}

function toJson(f: Finding): JsonObject {
  const out: Record<string, JsonObject[string]> = {
    code: f.code,
    severity: f.severity,
    component: f.component,
    start: f.start,
    end: f.end,
    message: f.message,
    reference: f.reference,
  };
  if (f.readings !== undefined) {
    const readings: Record<string, string> = {};
    if (f.readings.rfc3986 !== undefined) readings['rfc3986'] = f.readings.rfc3986;
    if (f.readings.whatwg !== undefined) readings['whatwg'] = f.readings.whatwg;
    out['readings'] = readings;
  }
  if (f.detail !== undefined) out['detail'] = f.detail;
  return out;
}

export const inspect: Command = {
  name: 'inspect',
  summary: 'report the security findings of RFC 3986 §7 about a URI, with carets under each',
  operands: ['uri'],
  description:
    'Inspects <uri> (any string) as RFC 3986 §7 says: where it is not RFC 3986 and how a WHATWG\n' +
    'URL parser reads it instead (each component on which the readings differ, and the host each\n' +
    'reaches), semantic attacks (§7.6), passwords and secret parameters (§7.5), rare IP address\n' +
    'forms and special-purpose addresses (§7.4), back-end transcoding (§7.3), deceptive IDN\n' +
    'hosts (UTS #46, UTS #39), ports and executable schemes. Prints each finding with carets\n' +
    'under the characters it concerns, or "no findings"; --json prints {"findings": [...]}.\n' +
    'The codes are those of @urikit/security. Exit status 0 whatever the findings, unless\n' +
    '--fail-on names a severity: then 1 when a finding of that severity or a higher one\n' +
    '(info < warning < danger) appears, for the operand or any line of a batch, so that the\n' +
    'command can gate a CI job; the findings are printed all the same.',
  options: {
    'no-whatwg': {
      type: 'boolean',
      help: "skip the comparison with the runtime's WHATWG URL parser",
    },
    iri: { type: 'boolean', help: 'read the input as an RFC 3987 IRI' },
    'fail-on': {
      type: 'string',
      value: SEVERITIES.join('|'),
      help: 'exit with status 1 when a finding of this severity or a higher one appears',
    },
  },
  examples: [
    "$ urikit inspect --no-whatwg 'http://user:pw@0x7f.1/'\n" +
      '  http://user:pw@0x7f.1/\n' +
      '              ^^\n' +
      'danger[password-in-userinfo] in the userinfo (RFC 3986 §3.2.1, §7.5):\n' +
      '  a password in the userinfo: deprecated, and it ends up in logs, history and Referer headers\n' +
      '  http://user:pw@0x7f.1/\n' +
      '                 ^^^^^^\n' +
      'danger[ipv4-rare-form] in the host (RFC 3986 §7.4):\n' +
      '  "0x7f.1" is a reg-name to RFC 3986 but an IPv4 address to inet_aton and WHATWG parsers: it\n' +
      '  reaches 127.0.0.1\n' +
      '  http://user:pw@0x7f.1/\n' +
      '                 ^^^^^^\n' +
      'danger[special-purpose-address] in the host (RFC 6890 §2.2; RFC 3986 §7.4):\n' +
      '  127.0.0.1 is not a public address (loopback)',
    "$ urikit inspect 'https://example.com/'\nno findings",
    '$ urikit inspect --no-whatwg --fail-on danger \'http://10.0.0.1/\'; echo "status $?"\n' +
      '  http://10.0.0.1/\n' +
      '         ^^^^^^^^\n' +
      'danger[special-purpose-address] in the host (RFC 6890 §2.2; RFC 3986 §7.4):\n' +
      '  10.0.0.1 is not a public address (private)\n' +
      'status 1',
  ],
  prepare(values, _files, context) {
    const json = flag(values, 'json');
    const options = { whatwg: !flag(values, 'no-whatwg'), iri: flag(values, 'iri') };
    const failOn = choice(values, 'fail-on', SEVERITIES);
    // Severities in SEVERITIES' order: a finding fails the run when it ranks at `threshold` or above.
    const threshold = failOn === undefined ? SEVERITIES.length : SEVERITIES.indexOf(failOn);
    return ([uri]) => {
      const findings = inspectUri(uri!, options);
      if (findings.some((f) => SEVERITIES.indexOf(f.severity) >= threshold)) context.fail();
      if (json) return { findings: findings.map(toJson) };
      if (findings.length === 0) return 'no findings';
      return findings.map((f) => describeFinding(uri!, f)).join('\n');
    };
  },
};
