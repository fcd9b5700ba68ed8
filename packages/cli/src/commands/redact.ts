// `urikit redact`: the reference with its password (or whole userinfo) and the values of secret
// query and fragment parameters replaced, for logs (RFC 3986 §7.5; @urikit/security redact).
import { redact as redactUri } from '@urikit/security';
import { type Command, flag, UsageError } from '../command.js';

export const redact: Command = {
  name: 'redact',
  summary: 'replace passwords and secret parameters of a URI with a marker, for logs',
  operands: ['uri'],
  description:
    'Replaces the password of <uri> (the whole userinfo with --all-userinfo) and the values of\n' +
    'its secret query and fragment parameters (token, access_token, api_key, sig,\n' +
    'X-Amz-Signature, code, session, … and the names given with --name) with REDACTED, keeping\n' +
    'every other character. Works on any string; redacting twice changes nothing more\n' +
    '(RFC 3986 §7.5).',
  options: {
    'all-userinfo': { type: 'boolean', help: 'replace the whole userinfo, not only the password' },
    name: { type: 'string', value: 'a,b,…', help: 'more parameter names to treat as secret' },
    marker: { type: 'string', value: 'text', help: 'the replacement (unreserved characters or *)' },
  },
  examples: [
    "$ urikit redact 'https://user:hunter2@example.com/?q=1&token=abc'\n" +
      'https://user:REDACTED@example.com/?q=1&token=REDACTED',
    "$ urikit redact --all-userinfo --name state 'https://u:p@a.example/cb#state=1'\n" +
      'https://REDACTED@a.example/cb#state=REDACTED',
  ],
  prepare(values) {
    const names = typeof values['name'] === 'string' ? values['name'].split(',') : undefined;
    const marker = typeof values['marker'] === 'string' ? values['marker'] : undefined;
    const options = {
      userinfo: flag(values, 'all-userinfo') ? ('all' as const) : ('password' as const),
      ...(names === undefined ? {} : { names }),
      ...(marker === undefined ? {} : { marker }),
    };
    // A bad marker is a usage error, found once before any input.
    try {
      redactUri('', options);
    } catch (error) {
      throw new UsageError(`--marker: ${(error as Error).message.split('\n')[0]}`);
    }
    return ([uri]) => redactUri(uri!, options);
  },
};
