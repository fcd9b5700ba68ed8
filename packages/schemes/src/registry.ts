// The IANA URI Schemes registry (RFC 7595 §3–§4): each registered scheme's status and the
// default port its specification defines, from the generated table.
import { requireString } from '@urikit/percent-encoding';
import { REGISTRY_SOURCE, REGISTRY_TABLE } from './registry.generated.js';

/**
 * A registered scheme (RFC 7595): its name in lower case, the registry `status`
 * (`'permanent'`, `'provisional'` or `'historical'`, RFC 7595 §3, §4), the IANA
 * description, the RFCs the registry cites, and the default port where the scheme's
 * specification defines one. The schemes of the decentralized web that are in wide use but
 * not registered (`ethereum`, `ar`, `rss3`) have the status `'unregistered'` and their
 * specifications as references (`'EIP-681'`).
 *
 * @example
 * ```ts
 * const info: SchemeInfo | undefined = schemeInfo('https');
 * info?.defaultPort; // → 443
 * ```
 */
export interface SchemeInfo {
  name: string;
  status: 'permanent' | 'provisional' | 'historical' | 'unregistered';
  description: string;
  references: string[];
  defaultPort: number | undefined;
}

let index: Map<string, string> | undefined;

/**
 * The registry entry of `name` (compared case-insensitively, RFC 3986 §3.1), or `undefined`
 * for a scheme that is not registered. The table is {@link REGISTRY_SOURCE}, with the Web3
 * schemes `ipfs`, `ipns` (provisional), `ethereum`, `ar` and `rss3` (unregistered) added; it
 * is split into a map on the first call.
 *
 * @example
 * ```ts
 * schemeInfo('HTTP')?.defaultPort; // → 80
 * schemeInfo('mailto')?.status; // → 'permanent'
 * schemeInfo('ipfs')?.status; // → 'provisional'
 * schemeInfo('ethereum')?.references; // → ['EIP-681', 'EIP-831']
 * schemeInfo('no-such-scheme'); // → undefined
 * ```
 */
export function schemeInfo(name: string): SchemeInfo | undefined {
  requireString('schemeInfo', 'name', name);
  if (index === undefined) {
    index = new Map();
    let start = 0;
    while (start < REGISTRY_TABLE.length) {
      let end = REGISTRY_TABLE.indexOf('\n', start);
      if (end < 0) end = REGISTRY_TABLE.length;
      const line = REGISTRY_TABLE.slice(start, end);
      index.set(line.slice(0, line.indexOf('\t')), line);
      start = end + 1;
    }
  }
  const line = index.get(name.toLowerCase());
  if (line === undefined) return undefined;
  const [scheme, status, port, description, references] = line.split('\t') as [
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    name: scheme,
    status:
      status === 'p'
        ? 'permanent'
        : status === 'v'
          ? 'provisional'
          : status === 'h'
            ? 'historical'
            : 'unregistered',
    description,
    references: references === '' ? [] : references.split(', '),
    defaultPort: port === '' ? undefined : Number(port),
  };
}

/**
 * Every registered scheme name, in lower case and sorted (RFC 7595 registry); the
 * unregistered schemes that {@link schemeInfo} also knows are left out.
 *
 * @example
 * ```ts
 * registeredSchemes().includes('urn'); // → true
 * registeredSchemes().includes('ethereum'); // → false
 * ```
 */
export function registeredSchemes(): string[] {
  schemeInfo('');
  // The status is the field after the name: 'u' for unregistered.
  return [...index!]
    .filter(([name, line]) => line.charCodeAt(name.length + 1) !== 0x75)
    .map(([name]) => name);
}

export { REGISTRY_SOURCE };
