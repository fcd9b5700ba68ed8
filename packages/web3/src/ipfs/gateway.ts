// HTTP gateways (IPFS Path Gateway and Subdomain Gateway specs): the same content address as
// https://<gateway>/ipfs/<cid>/<path>?<query>#<fragment> (path style) or as
// https://<cidv1-base32>.ipfs.<gateway>/<path>?… (subdomain style: IPNS keys in base36,
// DNSLink names inlined into one label), converted both ways and to and from ipfs:// and
// ipns:// URIs. Paths, queries and fragments are carried as written.
import { expectString } from '../arguments.js';
import { attempt, Web3Error } from '../errors.js';
import { formatCid, toCidV1 } from '../multiformats/cid.js';
import { readRoot, shifted } from './content-root.js';
import { inlineDnslinkName, MAX_LABEL, uninlineDnslinkName } from './dnslink.js';
import { type IpfsUri, namespaceOf, parseUri, readIpfsUri } from './ipfs-uri.js';

/**
 * A parsed gateway URL: the content address it serves, its style, and the gateway's origin
 * (`https://dweb.link`, without the root labels of the subdomain style).
 *
 * @example
 * ```ts
 * const url: GatewayUrl = parseGatewayUrl('https://dweb.link/ipfs/QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/a');
 * url.style; // → 'path'
 * ```
 */
export interface GatewayUrl extends IpfsUri {
  style: 'path' | 'subdomain';
  origin: string;
}

/**
 * Parses an `http(s)://` URL of a path gateway (`/ipfs/<cid>…`, `/ipns/<name>…`) or of a
 * subdomain gateway (`<root>.ipfs.<gateway>`, `<root>.ipns.<gateway>`). The root is checked as
 * {@link parseIpfsUri} checks it; an inlined DNSLink label is read back to its name.
 *
 * @example
 * ```ts
 * parseGatewayUrl('https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi.ipfs.dweb.link/wiki/').origin; // → 'https://dweb.link'
 * parseGatewayUrl('https://en-wikipedia--on--ipfs-org.ipns.dweb.link/wiki/').root; // → 'en.wikipedia-on-ipfs.org'
 * parseGatewayUrl('https://example.com/index.html'); // throws invalid-path at 19
 * ```
 */
export function parseGatewayUrl(url: string): GatewayUrl {
  expectString('parseGatewayUrl', 'url', url);
  return readGatewayUrl(url);
}

function readGatewayUrl(url: string): GatewayUrl {
  const uri = parseUri(url);
  const scheme = uri.scheme?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    throw new Web3Error('wrong-scheme', url, 0, 'an http: or https: gateway URL');
  }
  const host = uri.host ?? '';
  const hostAt = url.indexOf('//') + 2 + (uri.userinfo === undefined ? 0 : uri.userinfo.length + 1);
  const port = uri.port === undefined ? '' : `:${uri.port}`;
  // Subdomain style: <root>.<ipfs|ipns>.<gateway>, at least one label for the gateway.
  const first = host.indexOf('.');
  const second = first < 0 ? -1 : host.indexOf('.', first + 1);
  const namespace = second < 0 ? undefined : namespaceOf(host.slice(first + 1, second));
  if (namespace !== undefined && uri.hostKind === 'reg-name') {
    const label = host.slice(0, first);
    let root = label;
    let kind: GatewayUrl['rootKind'];
    let cid: GatewayUrl['cid'];
    if (namespace === 'ipns' && label.includes('-')) {
      root = uninlineDnslinkName(label);
      // Checked as a name in its own text; errors point at the label.
      shifted(() => readRoot(root, 0, root.length, 'ipns'), url, hostAt);
      kind = 'dnslink';
    } else {
      ({ kind, cid } = readRoot(url, hostAt, hostAt + first, namespace));
    }
    return {
      namespace,
      root,
      rootKind: kind,
      cid,
      path: uri.path,
      query: uri.query,
      fragment: uri.fragment,
      style: 'subdomain',
      origin: `${scheme}://${host.slice(second + 1)}${port}`,
    };
  }
  // Path style: /ipfs/<root>[/…] or /ipns/<root>[/…].
  const pathAt = hostAt + host.length + port.length;
  const pathNamespace =
    uri.path.charCodeAt(0) === 0x2f && uri.path.charCodeAt(5) === 0x2f
      ? namespaceOf(uri.path.slice(1, 5))
      : undefined;
  if (pathNamespace === undefined) {
    throw new Web3Error('invalid-path', url, pathAt, 'a gateway path starts /ipfs/ or /ipns/');
  }
  let rootEnd = uri.path.indexOf('/', 6);
  if (rootEnd < 0) rootEnd = uri.path.length;
  const root = readRoot(url, pathAt + 6, pathAt + rootEnd, pathNamespace);
  return {
    namespace: pathNamespace,
    root: uri.path.slice(6, rootEnd),
    rootKind: root.kind,
    cid: root.cid,
    path: uri.path.slice(rootEnd),
    query: uri.query,
    fragment: uri.fragment,
    style: 'path',
    origin: `${scheme}://${host}${port}`,
  };
}

/**
 * {@link parseGatewayUrl} that returns `undefined` instead of throwing a Web3Error.
 *
 * @example
 * ```ts
 * tryParseGatewayUrl('https://example.com/'); // → undefined
 * ```
 */
export function tryParseGatewayUrl(url: string): GatewayUrl | undefined {
  expectString('tryParseGatewayUrl', 'url', url);
  return attempt(() => readGatewayUrl(url));
}

/** A native URI or a gateway URL, read as its content address. */
function readAddress(input: string): IpfsUri | GatewayUrl {
  const colon = input.indexOf(':');
  return namespaceOf(colon < 0 ? undefined : input.slice(0, colon)) === undefined
    ? readGatewayUrl(input)
    : readIpfsUri(input);
}

function rest(address: IpfsUri): string {
  return (
    address.path +
    (address.query === undefined ? '' : `?${address.query}`) +
    (address.fragment === undefined ? '' : `#${address.fragment}`)
  );
}

/**
 * The `ipfs://` or `ipns://` URI of a gateway URL (either style); a native URI is returned as
 * it is. The root is kept as written (a subdomain's base32 CID stays base32).
 *
 * @example
 * ```ts
 * toNativeUri('https://dweb.link/ipfs/QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/a?b#c'); // → 'ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/a?b#c'
 * toNativeUri('https://en-wikipedia--on--ipfs-org.ipns.dweb.link/wiki/'); // → 'ipns://en.wikipedia-on-ipfs.org/wiki/'
 * ```
 */
export function toNativeUri(input: string): string {
  expectString('toNativeUri', 'input', input);
  const address = readAddress(input);
  return `${address.namespace}://${address.root}${rest(address)}`;
}

/** The origin of `gateway` (a host, optionally with `http(s)://` and a port). */
function gatewayOrigin(
  fn: string,
  gateway: string | undefined,
  address: IpfsUri | GatewayUrl,
  subdomain: boolean,
) {
  if (gateway === undefined) {
    if ('origin' in address) return address.origin;
    throw new TypeError(`${fn}: gateway must be a string; got undefined`);
  }
  expectString(fn, 'gateway', gateway);
  const hasScheme = gateway.includes('://');
  const text = hasScheme ? gateway : `https://${gateway}`;
  const shift = hasScheme ? 0 : 8;
  let uri: ReturnType<typeof parseUri>;
  try {
    uri = parseUri(text);
  } catch (error) {
    throw new Web3Error(
      'invalid-gateway',
      gateway,
      Math.max(0, (error as Web3Error).index - shift),
    );
  }
  const scheme = uri.scheme?.toLowerCase();
  const bad =
    (scheme !== 'http' && scheme !== 'https') ||
    !uri.host ||
    uri.userinfo !== undefined ||
    (uri.path !== '' && uri.path !== '/') ||
    uri.query !== undefined ||
    uri.fragment !== undefined ||
    (subdomain && uri.hostKind !== 'reg-name');
  if (bad) throw new Web3Error('invalid-gateway', gateway, 0, 'a host, with http(s):// and a port');
  return `${scheme}://${uri.host}${uri.port === undefined ? '' : `:${uri.port}`}`;
}

/**
 * The path gateway URL of a native URI or a gateway URL: `<origin>/<namespace>/<root><path>`
 * and the query and fragment. Without `gateway`, a gateway URL keeps its own.
 *
 * @example
 * ```ts
 * toPathGatewayUrl('ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md', 'dweb.link'); // → 'https://dweb.link/ipfs/QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md'
 * toPathGatewayUrl('https://en-wikipedia--on--ipfs-org.ipns.dweb.link/wiki/'); // → 'https://dweb.link/ipns/en.wikipedia-on-ipfs.org/wiki/'
 * toPathGatewayUrl('ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', 'dweb.link/x'); // throws invalid-gateway at 0
 * ```
 */
export function toPathGatewayUrl(input: string, gateway?: string): string {
  expectString('toPathGatewayUrl', 'input', input);
  const address = readAddress(input);
  const origin = gatewayOrigin('toPathGatewayUrl', gateway, address, false);
  return `${origin}/${address.namespace}/${address.root}${rest(address)}`;
}

/**
 * The subdomain gateway URL of a native URI or a gateway URL: the root in one DNS label —
 * a CID as CIDv1 base32, an IPNS key as CIDv1 libp2p-key base36, a DNSLink name inlined —
 * then `.ipfs.` or `.ipns.` and the gateway. A root that needs more than 63 characters (a
 * sha2-512 CID) throws `label-too-long` at the root, as the spec tells gateways to refuse it.
 *
 * @example
 * ```ts
 * toSubdomainGatewayUrl('ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md', 'dweb.link'); // → 'https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi.ipfs.dweb.link/readme.md'
 * toSubdomainGatewayUrl('https://dweb.link/ipns/en.wikipedia-on-ipfs.org/wiki/'); // → 'https://en-wikipedia--on--ipfs-org.ipns.dweb.link/wiki/'
 * toSubdomainGatewayUrl('ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy', 'http://127.0.0.1:8080'); // throws invalid-gateway at 0
 * ```
 */
export function toSubdomainGatewayUrl(input: string, gateway?: string): string {
  expectString('toSubdomainGatewayUrl', 'input', input);
  const address = readAddress(input);
  const origin = gatewayOrigin('toSubdomainGatewayUrl', gateway, address, true);
  const label = subdomainLabel(input, address);
  const at = origin.indexOf('//') + 2;
  return `${origin.slice(0, at)}${label}.${address.namespace}.${origin.slice(at)}${rest(address)}`;
}

function subdomainLabel(input: string, address: IpfsUri): string {
  let label: string;
  if (address.rootKind === 'dnslink') {
    label = shifted(
      () => inlineDnslinkName(address.root),
      input,
      Math.max(0, input.indexOf(address.root)),
    );
  } else {
    const cid = toCidV1(address.cid!);
    label = formatCid(cid, address.rootKind === 'key' ? 'base36' : 'base32');
  }
  if (label.length > MAX_LABEL) {
    throw new Web3Error(
      'label-too-long',
      input,
      Math.max(0, input.indexOf(address.root)),
      `${label.length} characters`,
    );
  }
  return label;
}
