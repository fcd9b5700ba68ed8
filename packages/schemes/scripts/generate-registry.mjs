// Generates src/registry.generated.ts: every scheme of the IANA "Uniform Resource Identifier
// (URI) Schemes" registry (RFC 7595) with its status, description and reference, and the
// default port of the schemes whose specification defines one; and the schemes of the
// decentralized web that the source lacks (SUPPLEMENT).
//
// Source, read from a devDependency at generation time only (the IANA site is not reachable
// from the build machines): `@silverbucket/iana-schemes`, which publishes the registry's
// permanent, provisional and historical lists as JSON. Its "unofficial" list is left out:
// those schemes are not registered.
//
// Usage: node scripts/generate-registry.mjs          (writes src/registry.generated.ts)
//        node scripts/generate-registry.mjs --stdout (prints it; the test compares)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE = '@silverbucket/iana-schemes';

// Default ports, each from the specification that defines the scheme (or its protocol's
// registered port where that specification says the URI defaults to it).
const DEFAULT_PORTS = {
  aaa: 3868, // RFC 6733 §4.3
  aaas: 5658, // RFC 6733 §4.3
  acap: 674, // RFC 2244 §6
  coap: 5683, // RFC 7252 §6.1
  coaps: 5684, // RFC 7252 §6.2
  dict: 2628, // RFC 2229 §5
  dns: 53, // RFC 4501 §2
  ftp: 21, // RFC 1738 §3.2
  gopher: 70, // RFC 4266 §2
  http: 80, // RFC 9110 §4.2.1
  https: 443, // RFC 9110 §4.2.2
  icap: 1344, // RFC 3507 §4.2
  imap: 143, // RFC 5092 §3
  ipp: 631, // RFC 3510 §4
  ipps: 631, // RFC 7472 §4
  'iris.beep': 702, // RFC 3983 §2
  ldap: 389, // RFC 4516 §2
  mtqp: 1038, // RFC 3887 §3.1
  mupdate: 3905, // RFC 3656 §4
  news: 119, // RFC 5538 §2
  nfs: 2049, // RFC 2224 §2
  nntp: 119, // RFC 5538 §2
  pop: 110, // RFC 2384 §3
  prospero: 1525, // RFC 4157 §2
  rtsp: 554, // RFC 7826 §19.1
  rtsps: 322, // RFC 7826 §19.2
  rtspu: 554, // RFC 2326 §3.2
  sip: 5060, // RFC 3261 §19.1.2
  sips: 5061, // RFC 3261 §19.1.2
  snmp: 161, // RFC 4088 §2
  'soap.beep': 605, // RFC 4227 §2.1
  'soap.beeps': 605, // RFC 4227 §2.1
  stun: 3478, // RFC 7064 §3.2
  stuns: 5349, // RFC 7064 §3.2
  telnet: 23, // RFC 4248 §2
  tftp: 69, // RFC 3617 §2
  tn3270: 23, // RFC 6270 §2
  turn: 3478, // RFC 7065 §3.2
  turns: 5349, // RFC 7065 §3.2
  vemmi: 575, // RFC 2122 §3
  vnc: 5900, // RFC 7869 §2.1
  wais: 210, // RFC 4156 §2
  ws: 80, // RFC 6455 §3
  wss: 443, // RFC 6455 §3
  'xmlrpc.beep': 602, // RFC 3529 §5.1
  'xmlrpc.beeps': 602, // RFC 3529 §5.1
  'z39.50r': 210, // RFC 2056 §2
  'z39.50s': 210, // RFC 2056 §2
};

const STATUS = { permanent: 'p', provisional: 'v', historical: 'h' };

// Schemes of the decentralized web (@urikit/web3 reads them) that the source's copy of the
// registry lacks. ipfs and ipns were registered as provisional after that copy was made;
// ethereum, ar and rss3 are not registered ('u'): each is defined by its own specification,
// which the references name instead of an RFC. A scheme that the source gains is refused
// here, so that the table never holds it twice.
const SUPPLEMENT = [
  [
    'ipfs',
    'v',
    'InterPlanetary File System (IPFS) content addresses',
    'IPFS Path Gateway, IPFS Subdomain Gateway',
  ],
  ['ipns', 'v', 'InterPlanetary Name System (IPNS) names', 'IPNS, DNSLink'],
  ['ethereum', 'u', 'Ethereum transaction requests', 'EIP-681, EIP-831'],
  ['ar', 'u', 'Arweave transactions and ArNS names', 'AR.IO ar:// protocol'],
  ['rss3', 'u', 'RSS3 instances, items and lists', 'RSS3 Protocol v0.4.0-rc.1 §4.4'],
];

export function generate() {
  // The package exports no ./package.json: its main module is script/index.js.
  const manifest = resolve(dirname(require.resolve(SOURCE)), '..', 'package.json');
  const version = JSON.parse(readFileSync(manifest, 'utf8')).version;
  const data = require(SOURCE).default;
  const rows = [];
  const seen = new Set();
  for (const status of Object.keys(STATUS)) {
    for (const entry of data[status]) {
      const name = entry.scheme.toLowerCase();
      if (seen.has(name)) throw new Error(`${name} is listed twice`);
      seen.add(name);
      const rfcs = (entry.reference ?? [])
        .map((ref) => /\/rfc(\d+)$/i.exec(ref.href ?? ''))
        .filter((match) => match !== null)
        .map((match) => `RFC ${match[1]}`);
      const description = String(entry.description ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      if (/[\t\n]/.test(description)) throw new Error(`bad description of ${name}`);
      rows.push([name, STATUS[status], DEFAULT_PORTS[name] ?? '', description, rfcs.join(', ')]);
    }
  }
  for (const [name, status, description, references] of SUPPLEMENT) {
    if (seen.has(name)) throw new Error(`${name} is in ${SOURCE} now: drop it from SUPPLEMENT`);
    seen.add(name);
    rows.push([name, status, '', description, references]);
  }
  for (const name of Object.keys(DEFAULT_PORTS)) {
    if (!seen.has(name)) throw new Error(`default port for unregistered scheme ${name}`);
  }
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const table = rows.map((row) => row.join('\t')).join('\n');
  return `// Generated by scripts/generate-registry.mjs from ${SOURCE} ${version}, an encoding of the
// IANA URI Schemes registry (RFC 7595), and the script's ${SUPPLEMENT.length} Web3 schemes: ${rows.length} schemes.
// Do not edit; run the script.
// One scheme a line: name, status (p permanent, v provisional, h historical, u unregistered),
// default port, description, RFC references (or specifications); fields separated by tabs.

/**
 * The package and version the IANA URI Schemes registry table (RFC 7595) was generated from.
 *
 * @example
 * \`\`\`ts
 * REGISTRY_SOURCE; // → '${SOURCE} ${version}'
 * \`\`\`
 */
export const REGISTRY_SOURCE = '${SOURCE} ${version}';

export const REGISTRY_TABLE: string = ${JSON.stringify(table)};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = generate();
  if (process.argv.includes('--stdout')) process.stdout.write(output);
  else writeFileSync(resolve(here, '..', 'src', 'registry.generated.ts'), output);
}
