// `urikit redact`: the reference with its password (or whole userinfo) and the values of secret
// query and fragment parameters replaced, for logs (RFC 3986 §7.5; @urikit/security redact); with
// --text, every URI of a whole text so redacted (redactText).
import { redactText, redact as redactUri } from '@urikit/security';
import { type Command, flag, UsageError } from '../command.js';

export const redact: Command = {
  name: 'redact',
  summary: 'replace passwords and secret parameters of a URI with a marker, for logs',
  operands: ['uri'],
  readsText: (values) => values['text'] === true,
  description:
    'Replaces the password of <uri> (the whole userinfo with --all-userinfo) and the values of\n' +
    'its secret query and fragment parameters (token, access_token, api_key, sig,\n' +
    'X-Amz-Signature, code, session, … and the names given with --name) with REDACTED, keeping\n' +
    'every other character. Works on any string; redacting twice changes nothing more\n' +
    '(RFC 3986 §7.5). With --text, <uri> is a whole text instead (a log, a message; without it,\n' +
    'all of standard input or the file of --file): every URI that `urikit extract` finds in it\n' +
    '(bare, in angle brackets or quotes, after URL:; the schemes of the web and those of\n' +
    'databases, queues and mail servers) is redacted so, and every other byte is kept.',
  options: {
    text: { type: 'boolean', help: 'redact the URIs of a whole text, not one URI per line' },
    file: { type: 'string', value: 'path', help: 'with --text, read the text from this file' },
    'all-userinfo': { type: 'boolean', help: 'replace the whole userinfo, not only the password' },
    name: { type: 'string', value: 'a,b,…', help: 'more parameter names to treat as secret' },
    marker: { type: 'string', value: 'text', help: 'the replacement (unreserved characters or *)' },
  },
  examples: [
    "$ urikit redact 'https://user:hunter2@example.com/?q=1&token=abc'\n" +
      'https://user:REDACTED@example.com/?q=1&token=REDACTED',
    "$ urikit redact --all-userinfo --name state 'https://u:p@a.example/cb#state=1'\n" +
      'https://REDACTED@a.example/cb#state=REDACTED',
    "$ printf 'GET http://u:pw@h/?token=1 200\\n<mysql://a:pw@db/x>\\n' | urikit redact --text\n" +
      'GET http://u:REDACTED@h/?token=REDACTED 200\n' +
      '<mysql://a:REDACTED@db/x>',
  ],
  prepare(values) {
    const names = typeof values['name'] === 'string' ? values['name'].split(',') : undefined;
    const marker = typeof values['marker'] === 'string' ? values['marker'] : undefined;
    const options = {
      userinfo: flag(values, 'all-userinfo') ? ('all' as const) : ('password' as const),
      ...(names === undefined ? {} : { names }),
      ...(marker === undefined ? {} : { marker }),
    };
    if (values['file'] !== undefined && values['text'] !== true) {
      throw new UsageError('--file reads a text: give --text too');
    }
    // A bad marker is a usage error, found once before any input.
    try {
      redactUri('', options);
    } catch (error) {
      throw new UsageError(`--marker: ${(error as Error).message.split('\n')[0]}`);
    }
    if (values['text'] === true) return ([text]) => redactText(text!, options);
    return ([uri]) => redactUri(uri!, options);
  },
};
