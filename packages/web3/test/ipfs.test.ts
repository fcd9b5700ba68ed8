// ipfs:// and ipns:// URIs and the gateway conversions: the examples of the Subdomain Gateway
// spec, IPNS keys in every written form, DNSLink inlining, the 63-character label limit,
// round trips between the three forms on random CIDs, and errors at the offending offset.
import {
  formatCid,
  inlineDnslinkName,
  parseCid,
  parseGatewayUrl,
  parseIpfsUri,
  toNativeUri,
  toPathGatewayUrl,
  toSubdomainGatewayUrl,
  tryParseIpfsUri,
  uninlineDnslinkName,
} from '@urikit/web3';
import fc from 'fast-check';
import { bases } from 'multiformats/basics';
import { CID } from 'multiformats/cid';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

const V0 = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR';
const V1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
// One Ed25519 key in its three written forms (libp2p peer-ids spec).
const KEY36 = 'k51qzi5uqu5dg9be2ha4lcb9hfc2a3a302b0c1h4sasika3ye3rlwlgxzwh68s';
const KEY32 = 'bafzaajaiaejcaaykcemb6jrngq5ueskqk5pgk3dtpkayrd4wtwskxmvzydd45vo4';
const PEER_ID = '12D3KooWA2EJ4fd6uR7gm4VJzTvmBbD57beXkJaNbXGgimjvNeFd';

describe('the Subdomain Gateway spec’s examples', () => {
  it('redirects a CIDv0 path to its base32 CIDv1 subdomain', () => {
    expect(toSubdomainGatewayUrl(`https://dweb.link/ipfs/${V0}`)).toBe(
      `https://${V1}.ipfs.dweb.link`,
    );
    expect(toSubdomainGatewayUrl(`https://dweb.link/ipfs/${V0}/`)).toBe(
      `https://${V1}.ipfs.dweb.link/`,
    );
  });
  it('inlines a DNSLink name', () => {
    expect(toSubdomainGatewayUrl('https://dweb.link/ipns/en.wikipedia-on-ipfs.org')).toBe(
      'https://en-wikipedia--on--ipfs-org.ipns.dweb.link',
    );
    expect(inlineDnslinkName('your-dnslink.site.example.com')).toBe(
      'your--dnslink-site-example-com',
    );
    expect(uninlineDnslinkName('your--dnslink-site-example-com')).toBe(
      'your-dnslink.site.example.com',
    );
  });
  it('writes IPNS keys in base36', () => {
    for (const key of [KEY36, KEY32, PEER_ID]) {
      expect(toSubdomainGatewayUrl(`ipns://${key}/a`, 'dweb.link')).toBe(
        `https://${KEY36}.ipns.dweb.link/a`,
      );
      expect(parseIpfsUri(`ipns://${key}`).rootKind).toBe('key');
    }
    expect(formatCid(parseIpfsUri(`ipns://${PEER_ID}`).cid!)).toBe(KEY32);
  });
  it('refuses a root longer than one DNS label', () => {
    const long = CID.decode(Uint8Array.from([1, 0x55, 0x13, 64, ...new Uint8Array(64)])).toString();
    expect(long.length).toBeGreaterThan(63);
    throwsAt(() => toSubdomainGatewayUrl(`ipfs://${long}`, 'dweb.link'), 'label-too-long', 7);
    expect(toPathGatewayUrl(`ipfs://${long}`, 'dweb.link')).toBe(`https://dweb.link/ipfs/${long}`);
    throwsAt(() => inlineDnslinkName(`${'a'.repeat(63)}.b`), 'label-too-long', 63);
  });
});

describe('parseIpfsUri', () => {
  it('keeps the root as written, case included', () => {
    const uri = parseIpfsUri(`ipfs://${V0}/readme.md`);
    expect(uri).toMatchObject({ namespace: 'ipfs', root: V0, rootKind: 'cid', path: '/readme.md' });
    expect(uri.cid?.version).toBe(0);
    expect(parseIpfsUri(`IPFS://${V1}`).namespace).toBe('ipfs');
    expect(parseIpfsUri(`ipfs://${V1}?x#y`)).toMatchObject({ path: '', query: 'x', fragment: 'y' });
  });
  it('refuses at the offending offset', () => {
    // The lower-cased CIDv0 the issue describes: no longer a CID.
    throwsAt(() => parseIpfsUri(`ipfs://${V0.toLowerCase()}`), 'unknown-multibase', 7);
    throwsAt(() => parseIpfsUri(`ipfs://${V1.slice(0, 20)}0${V1.slice(21)}`), 'invalid-char', 27);
    throwsAt(() => parseIpfsUri('ipfs:///x'), 'invalid-name', 7);
    throwsAt(() => parseIpfsUri(`ipfs:${V1}`), 'invalid-uri', 5);
    throwsAt(() => parseIpfsUri(`ipfs://u@${V1}`), 'invalid-uri', 7);
    throwsAt(() => parseIpfsUri(`ipfs://${V1} x`), 'invalid-uri', 66);
    throwsAt(() => parseIpfsUri('ipns://a..b'), 'invalid-name', 9);
    throwsAt(() => parseIpfsUri('ipns://a_b.c!d'), 'invalid-name', 12);
    throwsAt(() => parseIpfsUri('ipns://a_b.c d'), 'invalid-uri', 12);
    throwsAt(() => parseIpfsUri(`ipns://${V1}`), 'invalid-name', 7);
    throwsAt(() => parseIpfsUri('http://x/'), 'wrong-scheme', 0);
    expect(tryParseIpfsUri('ipfs://x')).toBeUndefined();
  });
});

describe('parseGatewayUrl', () => {
  it('reads both styles', () => {
    expect(parseGatewayUrl(`http://127.0.0.1:8080/ipfs/${V0}/a/b?c#d`)).toMatchObject({
      style: 'path',
      origin: 'http://127.0.0.1:8080',
      root: V0,
      path: '/a/b',
      query: 'c',
      fragment: 'd',
    });
    expect(parseGatewayUrl(`https://${KEY36}.ipns.localhost:8080/x`)).toMatchObject({
      style: 'subdomain',
      origin: 'https://localhost:8080',
      rootKind: 'key',
    });
    expect(parseGatewayUrl(`https://${V1}.IPFS.dweb.link`).namespace).toBe('ipfs');
  });
  it('refuses what is neither', () => {
    throwsAt(() => parseGatewayUrl('https://dweb.link/ipfs/'), 'invalid-name', 23);
    throwsAt(() => parseGatewayUrl('https://dweb.link/ipfz/x'), 'invalid-path', 17);
    throwsAt(() => parseGatewayUrl(`ftp://dweb.link/ipfs/${V1}`), 'wrong-scheme', 0);
    throwsAt(() => parseGatewayUrl('https://bafy.ipfs.dweb.link/'), 'invalid-length', 12);
  });
});

describe('conversions', () => {
  it('round-trips native → path → subdomain → native', () => {
    const urls = [
      `ipfs://${V1}/wiki/Main_Page.html?a=1#top`,
      `ipfs://${V1}`,
      'ipns://en.wikipedia-on-ipfs.org/wiki/',
      `ipns://${KEY36}/index.html`,
    ];
    for (const native of urls) {
      const path = toPathGatewayUrl(native, 'https://dweb.link/');
      const subdomain = toSubdomainGatewayUrl(path);
      expect(toNativeUri(path)).toBe(native);
      expect(toNativeUri(subdomain)).toBe(native);
      expect(toPathGatewayUrl(subdomain)).toBe(path);
      expect(toNativeUri(native)).toBe(native);
    }
  });

  it('round-trips random CIDs in random bases', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('base32', 'base36', 'base58btc', 'base64url', 'base16'),
        fc.constantFrom('', '/', '/a/b.txt', '/%20x'),
        (digest, base, path) => {
          const cid = CID.decode(Uint8Array.from([1, 0x71, 0x12, 32, ...digest]));
          const written = cid.toString(bases[base as keyof typeof bases]);
          const native = `ipfs://${written}${path}`;
          const subdomain = toSubdomainGatewayUrl(native, 'dweb.link');
          expect(subdomain).toBe(`https://${cid.toString()}.ipfs.dweb.link${path}`);
          expect(toNativeUri(toPathGatewayUrl(native, 'dweb.link'))).toBe(native);
          expect(parseCid(parseGatewayUrl(subdomain).root).bytes).toEqual(cid.bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('checks the gateway', () => {
    throwsAt(() => toPathGatewayUrl(`ipfs://${V1}`, 'dweb.link/x'), 'invalid-gateway', 0);
    throwsAt(() => toPathGatewayUrl(`ipfs://${V1}`, 'ftp://dweb.link'), 'invalid-gateway', 0);
    throwsAt(() => toPathGatewayUrl(`ipfs://${V1}`, 'dweb link'), 'invalid-gateway', 4);
    throwsAt(() => toSubdomainGatewayUrl(`ipfs://${V1}`, '[::1]:8080'), 'invalid-gateway', 0);
    expect(() => toPathGatewayUrl(`ipfs://${V1}`)).toThrow(
      new TypeError('toPathGatewayUrl: gateway must be a string; got undefined'),
    );
    expect(toPathGatewayUrl(`ipfs://${V1}`, 'http://[::1]:8080')).toBe(
      `http://[::1]:8080/ipfs/${V1}`,
    );
  });
});
