// `urikit extract`: the URIs in a text (RFC 3986 Appendix C delimiters, §4.5 suffix references,
// RFC 3987 IRIs), one per line, or as JSON lines with their offsets.
import { type ExtractOptions, extractAll } from '@urikit/extract';
import { type Command, flag, IRI_OPTION, type OptionValues } from '../command.js';

function list(values: OptionValues, name: string): string[] | undefined {
  const value = values[name];
  return typeof value === 'string' ? value.split(',').filter((item) => item !== '') : undefined;
}

export const extract: Command = {
  name: 'extract',
  summary: 'find the URIs in a text (angle brackets, quotes, URL:, bare, www.)',
  operands: ['text'],
  readsText: true,
  description:
    'Finds the URIs in <text> as RFC 3986 Appendix C delimits them: between angle brackets\n' +
    '(whitespace and line breaks inside removed; any scheme), between double quotes, after\n' +
    'URL:, or bare (http, https, ftp, mailto, file, urn, data, tel, ws and wss by default),\n' +
    'without the sentence punctuation after them. Prints one URI per line; with --json, one\n' +
    'JSON object per line with the URI, the offsets of its span in the text (UTF-16 code\n' +
    'units, delimiters included), its form and its scheme. Every URI printed is valid.',
  options: {
    file: { type: 'string', value: 'path', help: 'read the text from this file (UTF-8)' },
    schemes: {
      type: 'string',
      value: 'list',
      help: 'comma-separated schemes a bare or quoted URI may have',
    },
    suffix: {
      type: 'boolean',
      help: 'also find RFC 3986 §4.5 suffix references: www.… (http) and ftp.… (ftp)',
    },
    tlds: {
      type: 'string',
      value: 'list',
      help: 'with --suffix, comma-separated TLDs that make a bare domain (example.com) a link',
    },
    email: { type: 'boolean', help: 'also find e-mail addresses, as mailto: URIs' },
    iri: IRI_OPTION,
  },
  examples: [
    '$ urikit extract \'See <http://a.example/x> or "ftp://b.example/" (and http://c.example/).\'\n' +
      'http://a.example/x\nftp://b.example/\nhttp://c.example/',
    "$ printf 'get it from <ftp://foo.example.\\n   com/rfc/>.\\n' | urikit extract --json\n" +
      '{"uri":"ftp://foo.example.com/rfc/","start":12,"end":44,"form":"angle","scheme":"ftp"}',
    "$ urikit extract --suffix --email 'write to a@b.example or see www.example.com.'\n" +
      'mailto:a@b.example\nhttp://www.example.com',
  ],
  prepare(values) {
    const options: ExtractOptions = {
      schemes: list(values, 'schemes'),
      suffix: flag(values, 'suffix'),
      tlds: list(values, 'tlds'),
      email: flag(values, 'email'),
      iri: flag(values, 'iri'),
    };
    const json = flag(values, 'json');
    return ([text]) =>
      extractAll(text!, options)
        .map((match) => (json ? JSON.stringify(match) : match.uri))
        .join('\n');
  },
};
