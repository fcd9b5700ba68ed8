// RFC 3986 §6.2.3 for the schemes whose host is a case-sensitive identifier (ipfs, ipns, ar:
// SchemeRule.caseSensitiveHost), and the Web3 identifiers of @urikit/web3 under normalize: every
// example survives it unchanged, and generated ones stay what they were and reach a fixed point.
// These assertions go through normalize itself, so they hold whichever path (the full one, or a
// fast path that proves a reference already normal) answers.
import { readFileSync } from 'node:fs';
import { isUri, parse } from '@urikit/syntax';
import { readShared } from '@urikit/test-support';
import {
  type Cid,
  formatCid,
  identifierKinds,
  isCaseSensitiveHostScheme,
  parseArUri,
  parseCid,
  parseIpfsUri,
  tryParseIpfsUri,
} from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equivalent, normalize, SCHEME_RULES, tryNormalize } from '../src/index.js';
import { runs } from './arbitraries.js';

const CIDV0 = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR';
const TX_ID = 'bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U';

describe('hosts that are case-sensitive identifiers', () => {
  it('keeps the case of ipfs, ipns and ar hosts (issue 26)', () => {
    const uri = `ipfs://${CIDV0}/readme.md`;
    expect(normalize(uri)).toBe(uri);
    expect(normalize(uri, { scheme: false })).toBe(uri);
    expect(normalize(`IPFS://${CIDV0}/a/./b/../c`)).toBe(`ipfs://${CIDV0}/a/c`);
    expect(normalize(`ipns://12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA/x`)).toBe(
      'ipns://12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA/x',
    );
    expect(normalize(`ar://${TX_ID}/index.html`)).toBe(`ar://${TX_ID}/index.html`);
    expect(normalize(`AR://${TX_ID}`, { scheme: false })).toBe(`ar://${TX_ID}`);
  });

  it('still decodes unreserved triplets there, without lowering the letter', () => {
    expect(normalize('ipfs://Qm%62W%7eX')).toBe('ipfs://QmbW~X');
    expect(normalize('ipfs://Qm%4A')).toBe('ipfs://QmJ');
    expect(normalize('ar://a%2fB')).toBe('ar://a%2FB');
    expect(normalize(normalize('ipfs://Qm%4A%c3%a9'))).toBe('ipfs://QmJ%C3%A9');
  });

  it('lowers every other host, and IP literals as ever', () => {
    expect(normalize('http://QmbW/')).toBe('http://qmbw/');
    expect(normalize('ipfs://[2001:DB8::1]/')).toBe('ipfs://[2001:db8::1]/');
  });

  it('tells equivalent hosts that differ in case apart, at both rungs', () => {
    expect(equivalent(`ipfs://${CIDV0}`, `ipfs://${CIDV0.toLowerCase()}`)).toBe(false);
    expect(
      equivalent(`ipfs://${CIDV0}`, `ipfs://${CIDV0.toLowerCase()}`, { level: 'syntax' }),
    ).toBe(false);
    expect(equivalent(`IPFS://${CIDV0}/a/../b`, `ipfs://${CIDV0}/b`)).toBe(true);
  });

  it('lets users declare their own case-sensitive schemes, or switch one off', () => {
    const schemes = { cas: { caseSensitiveHost: true } };
    expect(normalize('CAS://AbC/x', { schemes })).toBe('cas://AbC/x');
    expect(normalize('cas://AbC/x')).toBe('cas://abc/x');
    expect(equivalent('cas://AbC', 'cas://abc', { schemes })).toBe(false);
    expect(equivalent('cas://AbC', 'cas://abc')).toBe(true);
    // An entry replaces the built-in one: {} is the generic rule again.
    expect(normalize('ipfs://AbC', { schemes: { ipfs: {} } })).toBe('ipfs://abc');
    expect(tryNormalize('cas://A b', { schemes })).toBeUndefined();
  });

  it('has the schemes @urikit/web3 says carry a case-sensitive host', () => {
    for (const scheme of ['ipfs', 'ipns', 'ar', 'rss3', 'ethereum', 'http', 'https', 'urn']) {
      expect(SCHEME_RULES.get(scheme)?.caseSensitiveHost === true, scheme).toBe(
        isCaseSensitiveHostScheme(scheme),
      );
    }
    const own = [...SCHEME_RULES].filter(([, rule]) => rule.caseSensitiveHost === true);
    expect(own.map(([name]) => name)).toEqual(['ipfs', 'ipns', 'ar']);
    for (const [name] of own) expect(isCaseSensitiveHostScheme(name)).toBe(true);
  });
});

// Quoted strings of web3's README that are URIs and Web3 identifiers (its examples of what it
// accepts), the examples of the issue, and the RSS3 protocol's 35 URIs and the CAIP namespaces'
// 234 identifiers from ../shared (CAIP identifiers are URIs to RFC 3986: `eip155:1`).
function quotedStrings(text: string): string[] {
  const out: string[] = [];
  let at = text.indexOf("'");
  while (at >= 0) {
    const end = text.indexOf("'", at + 1);
    if (end < 0) break;
    out.push(text.slice(at + 1, end));
    at = text.indexOf("'", end + 1);
  }
  return out;
}

const readme = readFileSync(new URL('../../web3/README.md', import.meta.url), 'utf8');
const ISSUE_EXAMPLES = [
  `ipfs://${CIDV0}/readme.md`,
  'rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum',
  'ethereum:vitalik.eth',
  'eip155:1/slip44:60',
  `ar://${TX_ID}`,
];
const rss3 = readShared('conformance/rss3/examples.txt');
const caip = readShared('conformance/caip/namespace-examples.tsv');
const examples = [
  ...new Set([
    ...ISSUE_EXAMPLES,
    ...quotedStrings(readme),
    ...(rss3?.split('\n') ?? []),
    ...(caip?.split('\n').map((line) => line.slice(line.indexOf('\t') + 1).trim()) ?? []),
  ]),
].filter((x) => x !== '' && isUri(x) && identifierKinds(x).length > 0);

describe('Web3 examples under normalize', () => {
  it('finds the examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(rss3 === undefined ? 8 : 278);
  });

  it('keeps every one unchanged, with and without the scheme rules', () => {
    const changed = examples.filter(
      (x) => normalize(x) !== x || normalize(x, { scheme: false }) !== x,
    );
    expect(changed).toEqual([]);
  });
});

// Generated Web3 URIs: CIDs of random digests in the bases a host can hold, Arweave transaction
// ids of random bytes, in upper- or lower-case schemes, with paths that hold dot-segments and
// triplets (what normalize rewrites).
const digest = fc.uint8Array({ minLength: 32, maxLength: 32 });

function cidOf(version: 0 | 1, codec: number, bytes: Uint8Array): Cid {
  const prefix = version === 0 ? [0x12, 0x20] : [0x01, codec, 0x12, 0x20];
  const all = new Uint8Array(prefix.length + 32);
  all.set(prefix);
  all.set(bytes, prefix.length);
  return {
    version,
    codec: version === 0 ? 0x70 : codec,
    codecName: undefined,
    multihash: { code: 0x12, name: 'sha2-256', digest: bytes },
    bytes: all,
    base: 'base58btc',
  } as Cid;
}

const HOST_BASES = [
  'base32',
  'base32upper',
  'base36',
  'base36upper',
  'base58btc',
  'base58flickr',
  'base64url',
  'base16',
  'base16upper',
  'base32hex',
] as const;

const cidText = fc.oneof(
  digest.map((d) => formatCid(cidOf(0, 0x70, d))),
  fc
    .tuple(fc.constantFrom(0x55, 0x70, 0x71), digest, fc.constantFrom(...HOST_BASES))
    .map(([codec, d, base]) => formatCid(cidOf(1, codec, d), base)),
);

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// 43 characters of base64url whose last one carries only 2 bits, as 32 bytes make it.
const txId = fc
  .tuple(
    fc.array(fc.constantFrom(...BASE64URL), { minLength: 42, maxLength: 42 }),
    fc.constantFrom(...'AEIMQUYcgkosw048'),
  )
  .map(([head, last]) => head.join('') + last);

const pathPart = fc.constantFrom('a', 'B', '.', '..', '%7e', '%2F', '%c3%a9', 'x.txt', '');
const path = fc
  .array(pathPart, { maxLength: 5 })
  .map((segments) => segments.map((s) => `/${s}`).join(''));
const tail = fc.tuple(
  path,
  fc.option(fc.constantFrom('q=1', 'a=%7eB', ''), { nil: undefined }),
  fc.option(fc.constantFrom('f', 'Frag%41', ''), { nil: undefined }),
);

const web3Uri = fc
  .tuple(
    fc.oneof(
      cidText.map((cid) => ['ipfs', cid] as const),
      txId.map((id) => ['ar', id] as const),
    ),
    fc.boolean(),
    tail,
  )
  .map(([[scheme, root], upper, [p, q, f]]) => {
    const s = upper ? scheme.toUpperCase() : scheme;
    return `${s}://${root}${p}${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`;
  });

describe('normalize on generated Web3 URIs', () => {
  it('keeps the root as written and is idempotent', () => {
    fc.assert(
      fc.property(web3Uri, fc.boolean(), (x, schemeBased) => {
        const options = { scheme: schemeBased };
        const y = normalize(x, options);
        expect(normalize(y, options)).toBe(y);
        const before = parse(x);
        const after = parse(y);
        expect(after.host).toBe(before.host);
        if (after.scheme === 'ipfs') {
          expect(parseCid(after.host!).bytes).toEqual(parseCid(before.host!).bytes);
          expect(tryParseIpfsUri(y)?.root).toBe(before.host);
        } else {
          expect(parseArUri(y).txId).toBe(before.host);
        }
      }),
      { numRuns: runs(2000) },
    );
  });

  it('reads generated ipfs URIs as web3 does', () => {
    const sample = fc.sample(web3Uri, { numRuns: 200, seed: 26 });
    for (const x of sample) {
      if (!x.toLowerCase().startsWith('ipfs:')) continue;
      expect(parseIpfsUri(normalize(x)).rootKind).toBe('cid');
    }
  });
});
