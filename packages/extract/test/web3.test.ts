// The schemes of the decentralized web (ipfs, ipns, ar, ethereum, rss3) are not among the default
// schemes of bare and quoted URIs; asked for through the `schemes` option, they are found in
// prose with the same delimiter and punctuation rules as any other URI (RFC 3986 Appendix C).
import { DEFAULT_SCHEMES, extractAll } from '@urikit/extract';
import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const WEB3 = ['ipfs', 'ipns', 'ar', 'ethereum', 'rss3'];
const schemes = [...DEFAULT_SCHEMES, ...WEB3];

const CID = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR';
const TEXT = [
  `Read ipfs://${CID}/readme.md. Then (ipns://en.wikipedia-on-ipfs.org/wiki/) and`,
  'ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U/index.html, pay',
  'ethereum:pay-vitalik.eth@1/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1e6!',
  'Follow rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum/list/notes?limit=5;',
  'also "ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18" and <ar://ardrive>.',
].join('\n');

describe('Web3 URIs in text', () => {
  it('finds none of the bare or quoted ones by default', () => {
    expect(extractAll(TEXT).map((m) => m.uri)).toEqual(['ar://ardrive']);
  });

  it('finds every one when the schemes option names them, without the punctuation', () => {
    expect(extractAll(TEXT, { schemes }).map((m) => [m.uri, m.form, m.scheme])).toEqual([
      [`ipfs://${CID}/readme.md`, 'bare', 'ipfs'],
      ['ipns://en.wikipedia-on-ipfs.org/wiki/', 'bare', 'ipns'],
      ['ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U/index.html', 'bare', 'ar'],
      [
        'ethereum:pay-vitalik.eth@1/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1e6',
        'bare',
        'ethereum',
      ],
      [
        'rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum/list/notes?limit=5',
        'bare',
        'rss3',
      ],
      ['ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18', 'quoted', 'ethereum'],
      ['ar://ardrive', 'angle', 'ar'],
    ]);
  });

  it('compares the scheme names without regard to case, and reports them in lower case', () => {
    const found = extractAll(`see IPFS://${CID}.`, { schemes: ['IpFs'] });
    expect(found.map((m) => [m.uri, m.scheme])).toEqual([[`IPFS://${CID}`, 'ipfs']]);
  });

  it('finds each of the 35 URIs of the RSS3 protocol in a sentence, exactly', () => {
    const examples = readShared('conformance/rss3/examples.txt');
    if (examples === undefined) return;
    const uris = examples.split('\n').filter((line) => line !== '');
    expect(uris.length).toBe(35);
    for (const uri of uris) {
      const found = extractAll(`Its feed (${uri}), then ${uri}. And "${uri}"?`, { schemes });
      expect(found.map((m) => m.uri)).toEqual([uri, uri, uri]);
    }
  });
});
