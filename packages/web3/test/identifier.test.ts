// parseIdentifier: the kind identifierKinds finds, read by its reader; the error of the reader
// a string's shape calls for; the kind and strict options; wrong-typed arguments.
import { parseIdentifier, Web3Error } from '@urikit/web3';
import { describe, expect, it } from 'vitest';

/** The code and offset of the Web3Error that `run` throws (undefined when it does not). */
function failure(run: () => unknown): [string, number] | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Web3Error);
    return [(error as Web3Error).code, (error as Web3Error).index];
  }
  return undefined;
}

const CID = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR';

describe('parseIdentifier', () => {
  it('reads every kind with its reader', () => {
    const cases: [string, string, unknown][] = [
      [
        '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        'address',
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      ],
      ['vitalik.eth', 'ens-name', 'vitalik.eth'],
      ['eip155:1', 'chain-id', { namespace: 'eip155', reference: '1' }],
      [
        'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
        'account-id',
        expect.objectContaining({ reference: '1' }),
      ],
      ['eip155:1/slip44:60', 'asset-type', expect.objectContaining({ assetReference: '60' })],
      [
        'eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769',
        'asset-id',
        expect.objectContaining({ tokenId: '771769' }),
      ],
      [CID, 'cid', expect.objectContaining({ version: 0, codecName: 'dag-pb' })],
      [`ipfs://${CID}/a`, 'ipfs-uri', expect.objectContaining({ root: CID, path: '/a' })],
      [
        'ipns://en.wikipedia-on-ipfs.org/wiki/',
        'ipns-uri',
        expect.objectContaining({ rootKind: 'dnslink' }),
      ],
      [
        `https://dweb.link/ipfs/${CID}`,
        'ipfs-gateway-url',
        expect.objectContaining({ style: 'path' }),
      ],
      ['ar://ardrive', 'ar-uri', expect.objectContaining({ kind: 'arns', name: 'ardrive' })],
      ['rss3://account:DIYgod@twitter', 'rss3-uri', expect.objectContaining({ kind: 'instance' })],
      [
        'ethereum:vitalik.eth?value=1e18',
        'ethereum-uri',
        expect.objectContaining({ value: 10n ** 18n }),
      ],
    ];
    for (const [text, kind, value] of cases) {
      expect(parseIdentifier(text), text).toEqual({ kind, kinds: [kind], value });
    }
  });

  it('reads a string of no kind with the reader its shape calls for', () => {
    const at = (text: string) => failure(() => parseIdentifier(text)) ?? [];
    expect(at(CID.toLowerCase())).toEqual(['unknown-multibase', 0]);
    expect(at(`ipfs://${CID.toLowerCase()}`)).toEqual(['unknown-multibase', 7]);
    expect(at('ipns://')[0]).toBeDefined();
    expect(at('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toEqual(['invalid-checksum', 41]);
    expect(at('0xZZ')).toEqual(['invalid-hex', 2]);
    expect(at('EIP155:1')).toEqual(['invalid-char', 0]);
    expect(at('eip155:1:')[0]).toBe('invalid-length');
    expect(at('eip155:1/erc20:')[0]).toBe('invalid-length');
    expect(at('eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/')[0]).toBe(
      'invalid-length',
    );
    expect(at('a@b.eth')).toEqual(['ens-disallowed', 1]);
    expect(at('ar://ardrive-')).toEqual(['invalid-name', 12]);
    expect(at('rss3://account:0xtest@ethereum/list/notes/0?limit=5')).toEqual(['invalid-path', 43]);
    expect(at('ethereum:0xZZ6916095ca1df60bb79ce92ce3ea74c37c5d359')).toEqual(['invalid-hex', 11]);
    expect(at('https://example.com/index.html')[0]).toBe('invalid-path');
  });

  it('takes a name that normalizes to another form for an ENS name', () => {
    expect(parseIdentifier('Nick.ETH')).toEqual({
      kind: 'ens-name',
      kinds: ['ens-name'],
      value: 'nick.eth',
    });
  });

  it('reads one kind only with kind, and more strictly with strict', () => {
    expect(parseIdentifier('eip155:1', { kind: 'chain-id' }).kind).toBe('chain-id');
    expect(failure(() => parseIdentifier('eip155:1', { kind: 'cid' }))).toEqual([
      'unknown-multibase',
      0,
    ]);
    expect(failure(() => parseIdentifier('eip155:0x1', { strict: true }))).toEqual([
      'invalid-namespace-rule',
      7,
    ]);
    const mixed = 'ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359';
    expect(parseIdentifier(mixed).kind).toBe('ethereum-uri');
    expect(failure(() => parseIdentifier(mixed, { strict: true }))?.[0]).toBe('invalid-checksum');
  });

  it('throws a TypeError for wrong-typed arguments', () => {
    expect(() => parseIdentifier(1 as never)).toThrow(
      new TypeError('parseIdentifier: text must be a string; got number'),
    );
    expect(() => parseIdentifier('a', 1 as never)).toThrow(TypeError);
    expect(() => parseIdentifier('a', { strict: 'yes' as never })).toThrow(TypeError);
    expect(() => parseIdentifier('a', { kind: 'url' as never })).toThrow(
      /options.kind must be a Web3IdentifierKind/,
    );
  });
});
