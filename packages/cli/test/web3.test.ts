// `urikit web3`: every kind of identifier recognised and printed parsed, bigints as decimal
// strings and bytes as hex; the errors of the reader the shape calls for; --kind, --strict and
// batch mode.
import { describe, expect, it } from 'vitest';
import { toJson } from '../src/commands/web3.js';
import { urikit } from './fake-io.js';

// The parsed parts, as JSON.parse gives them: read field by field in the assertions.
type Parsed = Record<string, unknown> & { multihash: { digest: string } };

async function web3(
  ...argv: string[]
): Promise<{ kind: string; kinds?: string[]; parsed: Parsed }> {
  const result = await urikit(['web3', ...argv]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

async function fails(...argv: string[]): Promise<{ code: string; caret: number }> {
  const result = await urikit(['web3', ...argv]);
  expect(result.status).toBe(1);
  const lines = result.stderr.trimEnd().split('\n');
  const last = lines.at(-1)!;
  return {
    code: last.slice(last.indexOf('[') + 1, last.indexOf(']')),
    caret: lines[1]!.indexOf('^') - 2,
  };
}

const CID = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR';

describe('urikit web3', () => {
  it('recognises every kind', async () => {
    const cases: [string, string][] = [
      ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'address'],
      ['vitalik.eth', 'ens-name'],
      ['Nick.ETH', 'ens-name'],
      ['eip155:1', 'chain-id'],
      ['eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'account-id'],
      ['eip155:1/slip44:60', 'asset-type'],
      ['eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769', 'asset-id'],
      [CID, 'cid'],
      [`ipfs://${CID}/readme.md`, 'ipfs-uri'],
      ['ipns://en.wikipedia-on-ipfs.org/wiki/', 'ipns-uri'],
      [`https://dweb.link/ipfs/${CID}/a`, 'ipfs-gateway-url'],
      ['ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U', 'ar-uri'],
      ['rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum', 'rss3-uri'],
      ['ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18', 'ethereum-uri'],
    ];
    for (const [input, kind] of cases) expect((await web3(input)).kind, input).toBe(kind);
  });

  it('prints the parts, bigints as decimal strings and bytes as hex', async () => {
    expect((await web3('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).parsed).toEqual({
      checksumAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect((await web3('Nick.ETH')).parsed.normalized).toBe('nick.eth');
    const cid = (await web3(CID)).parsed;
    expect(cid.multihash.digest).toBe(
      'c3c4733ec8affd06cf9e9ff50ffc6bcd2ec85a6170004bb709669c31de94391a',
    );
    expect(cid.v1).toBe('bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi');
    const request = (await web3('ethereum:pay-vitalik.eth@1?value=2.014e18&gasPrice=1e9')).parsed;
    expect(request).toMatchObject({
      prefix: 'pay',
      ensName: 'vitalik.eth',
      chainId: '1',
      value: '2014000000000000000',
      gasPrice: '1000000000',
    });
    expect(request.address).toBeUndefined();
    const ar = (await web3('ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U/x')).parsed;
    expect(ar).toMatchObject({ kind: 'transaction', path: '/x' });
    expect(ar.sandbox).toBe('ntlmbxjrcbkl5ngglabhfj3t4gj4ofm66xk4m54gneurvw2dw72q');
  });

  it('fails with the error of the reader the shape calls for, caret at the offset', async () => {
    expect(await fails(CID.toLowerCase())).toEqual({ code: 'unknown-multibase', caret: 0 });
    expect(await fails('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toEqual({
      code: 'invalid-checksum',
      caret: 41,
    });
    expect(await fails('EIP155:1')).toEqual({ code: 'invalid-char', caret: 0 });
    expect(await fails('a@b.eth')).toEqual({ code: 'ens-disallowed', caret: 1 });
    expect(await fails(`ipfs://${CID.toLowerCase()}`)).toEqual({
      code: 'unknown-multibase',
      caret: 7,
    });
    expect(
      (await fails('ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?value=1.5')).code,
    ).toBe('invalid-number');
    expect((await fails('rss3://account:0xtest@ethereum/list/notes/0?limit=5')).code).toBe(
      'invalid-path',
    );
    expect((await fails('https://example.com/index.html')).code).toBe('invalid-path');
  });

  it('reads one kind only with --kind, and checks more with --strict', async () => {
    expect((await web3('--kind', 'chain-id', 'eip155:1')).kind).toBe('chain-id');
    expect((await fails('--kind', 'cid', 'eip155:1')).code).toBe('unknown-multibase');
    expect((await urikit(['web3', '--kind', 'nothing', 'a'])).status).toBe(2);
    expect((await fails('--strict', 'eip155:0x1')).code).toBe('invalid-namespace-rule');
    expect(
      (await fails('--strict', 'ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359')).code,
    ).toBe('invalid-checksum');
    expect((await web3('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359')).kind).toBe(
      'ethereum-uri',
    );
  });

  it('reads one identifier per line in a batch, bad lines as error records', async () => {
    const result = await urikit(['web3'], { stdin: `eip155:1\nEIP155:1\n${CID}\n` });
    expect(result.status).toBe(1);
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.kind ?? line.error.code)).toEqual([
      'chain-id',
      'invalid-char',
      'cid',
    ]);
    expect(lines[1].input).toBe('EIP155:1');
  });
});

describe('toJson', () => {
  it('writes bigints in decimal, bytes in hex, and leaves undefined out', () => {
    expect(
      toJson({ a: 10n ** 20n, b: new Uint8Array([0, 255]), c: undefined, d: [1n, undefined] }),
    ).toEqual({ a: '100000000000000000000', b: '00ff', d: ['1', null] });
  });
});
