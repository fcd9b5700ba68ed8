// Exact validators for the JSON Schema string formats that name URI, IRI, template,
// host name and IP address grammars (JSON Schema Validation 2020-12 §7.3), each the
// grammar of the RFC that the format cites, and their registration with ajv.
import { isHostname, isIdnHostname } from '@urikit/idn';
import { isIPv4, isIPv6 } from '@urikit/ipaddr';
import { argumentError, requireOptions, requireType } from '@urikit/percent-encoding';
import { isUri, isUriReference } from '@urikit/syntax';
import { isUriTemplate } from '@urikit/template';

/** The formats this package validates. */
export type FormatName =
  | 'uri'
  | 'uri-reference'
  | 'iri'
  | 'iri-reference'
  | 'uri-template'
  | 'hostname'
  | 'idn-hostname'
  | 'ipv4'
  | 'ipv6';

const IRI = { iri: true } as const;

/**
 * One validator per format, each a predicate over strings:
 * - `uri`, `uri-reference`: RFC 3986 §3 `URI` and §4.1 `URI-reference`;
 * - `iri`, `iri-reference`: RFC 3987 §2.2 `IRI` and `IRI-reference`;
 * - `uri-template`: RFC 6570 §2 (any level);
 * - `hostname`: RFC 1123 §2.1 labels, every A-label valid under RFC 5891 §5.3;
 * - `idn-hostname`: IDNA2008 (RFC 5890–5893, the RFC 5892 derived properties);
 * - `ipv4`: RFC 2673 §3.2 dotted-quad (`dec-octet` of RFC 3986 §3.2.2, no leading zeros);
 * - `ipv6`: RFC 4291 §2.2 text forms (no zone ID).
 *
 * @example
 * ```ts
 * formats.uri('http://a/b?c#d'); // → true
 * formats['uri-reference']('../c'); // → true
 * formats.iri('http://例え.テスト/'); // → true
 * formats['uri-template']('/repos/{owner}/{repo}{?page}'); // → true
 * formats.hostname('xn--X'); // → false
 * formats.ipv4('127.0.0.01'); // → false
 * ```
 */
export const formats: Readonly<Record<FormatName, (value: string) => boolean>> = {
  uri: (value) => typeof value === 'string' && isUri(value),
  'uri-reference': (value) => typeof value === 'string' && isUriReference(value),
  iri: (value) => typeof value === 'string' && isUri(value, IRI),
  'iri-reference': (value) => typeof value === 'string' && isUriReference(value, IRI),
  'uri-template': (value) => typeof value === 'string' && isUriTemplate(value),
  hostname: (value) => typeof value === 'string' && isHostname(value),
  'idn-hostname': (value) => typeof value === 'string' && isIdnHostname(value),
  ipv4: (value) => typeof value === 'string' && isIPv4(value),
  ipv6: (value) => typeof value === 'string' && isIPv6(value),
};

/** What {@link addFormats} needs of an ajv instance: its `addFormat` method. */
export interface FormatRegistry {
  addFormat(
    name: string,
    format: { type: 'string'; validate: (value: string) => boolean },
  ): unknown;
}

/** Options of {@link addFormats}. */
export interface AddFormatsOptions {
  /** The formats to register; all of {@link formats} when absent. */
  readonly formats?: readonly FormatName[];
}

/**
 * Registers the validators of {@link formats} with an ajv instance (ajv 8's `addFormat`),
 * as string formats: values of other types pass, as JSON Schema says. Returns the instance.
 *
 * @example
 * ```ts
 * import Ajv2020 from 'ajv/dist/2020.js';
 * const ajv = addFormats(new Ajv2020());
 * ajv.validate({ format: 'idn-hostname' }, '실례.테스트'); // → true
 * ajv.validate({ format: 'uri' }, 'http://a b'); // → false
 * ```
 */
export function addFormats<T extends FormatRegistry>(ajv: T, options?: AddFormatsOptions): T {
  // The boundary rule of CONTRIBUTING.md: a TypeError naming the function for a wrong type.
  requireType('addFormats', 'ajv', ajv, 'object');
  requireType('addFormats', 'ajv.addFormat', ajv.addFormat, 'function');
  options = requireOptions('addFormats', options, { formats: 'array' });
  for (const name of options?.formats ?? []) {
    if (!Object.hasOwn(formats, name)) {
      throw argumentError('addFormats', 'options.formats', 'an array of format names', name);
    }
  }
  const names = options?.formats ?? (Object.keys(formats) as FormatName[]);
  for (const name of names) ajv.addFormat(name, { type: 'string', validate: formats[name] });
  return ajv;
}
