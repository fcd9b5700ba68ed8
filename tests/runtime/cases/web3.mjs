// Runtime-matrix cases for @urikit/web3: Keccak-256 (32-bit lanes, the same digest in every
// engine) and UTF-8 without TextEncoder; ENSIP-15 normalization (the engine's NFC and NFKC for
// what Unicode 15.0 had, the package's tables for the rest: the same bytes everywhere) on a
// slice of tests.json that the runner extracts, errors with their code and offset, namehash;
// EIP-55, CAIP, CIDs in several bases (base256emoji's astral code points included), IPFS
// gateways, ar://, rss3:// and EIP-681 with bigints.
export const name = '@urikit/web3';

function ensOutcome(api, name) {
  try {
    return api.ensNormalize(name);
  } catch (error) {
    if (!(error instanceof api.Web3Error)) throw error;
    return `${error.code} at ${error.index}`;
  }
}

export function run(t, api, fixtures) {
  t.is(
    'keccak256 empty',
    () => api.toHex(api.keccak256(new Uint8Array(0))),
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
  );
  t.is(
    'keccak256 eth',
    () => api.toHex(api.keccak256(api.utf8Bytes('eth'))),
    '4f5b812789fc606be1b3b16908db13fc7a9adf7ca72641f84d75b47069d3d7f0',
  );
  // An engine whose String.prototype.normalize has older data than Unicode 15.0 (Hermes 0.12)
  // is refused by ENS normalization with an Error that says so (README): the rest still runs.
  if (!ensRuns(api)) {
    t.throws('ENS refused', () => api.ensNormalize('RaFFY🚴‍♂️.eTh'), undefined);
    ensFree(t, api);
    return;
  }
  t.is('ensNormalize', () => api.ensNormalize('RaFFY🚴‍♂️.eTh'), 'raffy🚴‍♂.eth');
  t.is('ensNormalize NFC', () => api.ensNormalize('E\ufe0e\u0303'), '\u1ebd');
  // Unicode 16.0 composites, from the package's own tables whatever the engine's version.
  t.is(
    'ensNormalize Kirat Rai',
    () => api.ensNormalize('\u{16d63}\u{16d67}\u{16d67}'),
    '\u{16d6a}',
  );
  t.is('ensBeautify', () => api.ensBeautify('-ξ1⃣'), '-Ξ1️⃣');
  t.is('ensNormalize mixture', () => ensOutcome(api, 'vitalik.аb'), 'ens-mixture at 9');
  t.is('ensNormalize confusable', () => ensOutcome(api, '0х.eth'), 'ens-whole-confusable at 1');
  t.is('ensExplain', () => api.ensExplain('𓆏🐸.eth').labels.map((l) => l.type), [
    'Restricted[Egyp]',
    'ASCII',
  ]);
  t.is(
    'namehash',
    () => api.namehash(api.ensNormalize('Foo.ETH')),
    '0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f',
  );
  // tests.json, one name in every few (see the runner): the normalized name or null.
  for (const [name, expected] of fixtures.ens ?? []) {
    t.is(`tests.json ${JSON.stringify(name)}`, () => api.tryEnsNormalize(name) ?? null, expected);
  }
  ensFree(t, api);
}

/** Whether ENS normalization runs here: it needs the engine's normalize on Unicode 15.0. */
function ensRuns(api) {
  try {
    api.ensNormalize('ξ.eth');
    return true;
  } catch (error) {
    return !String(error?.message).includes('Unicode 15.0');
  }
}

/** The cases that need no ENS normalization. */
function ensFree(t, api) {
  t.is(
    'EIP-55',
    () => api.toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'),
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  );
  t.is(
    'CAIP-10',
    () => api.parseAccountId('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb').reference,
    '1',
  );
  t.throws('CAIP-2 error', () => api.parseChainId('EIP155:1'), 'invalid-char', 0);
  t.is(
    'CIDv0 to v1',
    () => api.formatCid(api.toCidV1('QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR')),
    'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  );
  t.is(
    'CID base256emoji round trip',
    () => {
      const emoji = api.formatCid(
        'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
        'base256emoji',
      );
      return api.formatCid(api.parseCid(emoji));
    },
    'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  );
  t.is(
    'subdomain gateway',
    () => api.toSubdomainGatewayUrl('https://dweb.link/ipns/en.wikipedia-on-ipfs.org/wiki/'),
    'https://en-wikipedia--on--ipfs-org.ipns.dweb.link/wiki/',
  );
  t.is('ar://', () => api.parseArUri('ar://docs_ardrive').undername, 'docs');
  t.is(
    'rss3://',
    () => api.parseRss3Uri('rss3://account:DIYgod@twitter/list/notes?limit=5').kind,
    'item-list',
  );
  t.is(
    'EIP-681 value',
    () =>
      String(
        api.parseEthereumUri('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18')
          .value,
      ),
    '2014000000000000000',
  );
  t.throws(
    'EIP-681 1.5',
    () => api.parseEthereumUri('ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?value=1.5'),
    'invalid-number',
    60,
  );
}
