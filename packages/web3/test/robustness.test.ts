// Bad input never crashes: every reader of the package, on any string built from the pieces of
// its grammars (delimiters, triplets, surrogates, near-valid identifiers), returns a value or
// throws a Web3Error whose index lies within the input; and long inputs are read in one pass.
import * as api from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const readers: Array<[string, (input: string) => unknown]> = [
  ['toChecksumAddress', (x) => api.toChecksumAddress(x)],
  ['isAddress', (x) => api.isAddress(x)],
  ['parseChainId', (x) => api.parseChainId(x, { checkNamespace: true })],
  ['parseAccountId', (x) => api.parseAccountId(x, { checkNamespace: true })],
  ['parseAssetType', (x) => api.parseAssetType(x, { checkNamespace: true })],
  ['parseAssetId', (x) => api.parseAssetId(x)],
  ['parseCid', (x) => api.parseCid(x)],
  ['parseMultihash', (x) => api.parseMultihash(x)],
  ['parseIpfsUri', (x) => api.parseIpfsUri(x)],
  ['parseGatewayUrl', (x) => api.parseGatewayUrl(x)],
  ['toSubdomainGatewayUrl', (x) => api.toSubdomainGatewayUrl(x, 'dweb.link')],
  ['parseArUri', (x) => api.parseArUri(x)],
  ['arSandbox', (x) => api.arSandbox(x)],
  ['parseRss3Uri', (x) => api.parseRss3Uri(x)],
  ['parseEthereumUri', (x) => api.parseEthereumUri(x, { strict: true })],
  ['identifierKinds', (x) => api.identifierKinds(x)],
];

const piece = fc.oneof(
  fc.constantFrom(
    'ipfs://',
    'ipns://',
    'ar://',
    'rss3://account:',
    'ethereum:',
    'pay-',
    'https://dweb.link/ipfs/',
    '.ipfs.dweb.link',
    '.ipns.',
    'eip155:1',
    ':',
    '/',
    '@',
    '?',
    '#',
    '&',
    '=',
    '-',
    '--',
    '_',
    '.',
    '%',
    '%F0%9F%92%A9',
    '%FF',
    '0x',
    '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR',
    'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    'k51qzi5uqu5dg9be2ha4lcb9hfc2a3a302b0c1h4sasika3ye3rlwlgxzwh68s',
    'bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U',
    '/list/notes',
    'value=1e18',
    'uint256=1.5',
    'vitalik.eth',
    'xn--',
    '\ud83d',
    '\ude80',
    '🚀',
    'é',
    ' ',
  ),
  fc.string({ maxLength: 3 }),
);
const inputs = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));

describe('never crashes', () => {
  it.each(readers)('%s', (_name, read) => {
    fc.assert(
      fc.property(inputs, (input) => {
        try {
          read(input);
        } catch (error) {
          expect(error).toBeInstanceOf(api.Web3Error);
          const { index } = error as api.Web3Error;
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(input.length);
        }
      }),
      { numRuns: 600 },
    );
  });
});

describe('long inputs', () => {
  it('are read or refused without quadratic work', () => {
    const n = 200_000;
    const long = [
      `ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?${'string=a&'.repeat(n / 9)}string=b`,
      `ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?${'a&'.repeat(n / 2)}`,
      `rss3://account:0xtest@ethereum/list/notes?${'limit=5&'.repeat(n / 8)}`,
      `ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/${'a/'.repeat(n / 2)}`,
      `b${'a'.repeat(n)}`,
      `z${'2'.repeat(n)}`,
      `eip155:1:${'a'.repeat(n)}`,
    ];
    for (const input of long) {
      for (const [, read] of readers) {
        try {
          read(input);
        } catch (error) {
          expect(error).toBeInstanceOf(api.Web3Error);
        }
      }
    }
  });
});
