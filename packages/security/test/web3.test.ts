// The identifiers of the decentralized web as security sees them: an rss3: userinfo is an
// identity (RSS3 Protocol §4.3), an EIP-681 target that is an ENS name shaped like a hex address
// is a phishing pattern (EIP-681 §Security Considerations), and an ENS name that does not
// normalize under ENSIP-15 (in ethereum: URIs and .eth hosts) resolves to nothing or imitates
// another name.
import { percentEncode } from '@urikit/percent-encoding';
import { inspect, redact } from '@urikit/security';
import { readShared, readSharedJson } from '@urikit/test-support';
import { tryEnsNormalize } from '@urikit/web3';
import { describe, expect, it } from 'vitest';

const codes = (input: string) => inspect(input).map((f) => f.code);
const RSS3 = 'rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum';

describe('rss3: userinfo', () => {
  it('is an identity: no password, no userinfo finding, nothing redacted (issue 26)', () => {
    expect(inspect(RSS3)).toEqual([]);
    expect(redact(RSS3)).toBe(RSS3);
    expect(codes('rss3://account:vitalik.eth@ethereum/list/notes')).toEqual([]);
    expect(codes('RSS3://asset:a@b')).toEqual([]);
    expect(codes('rss3://note:x@y/notes/1')).toEqual([]);
  });

  it("is redacted whole on request (userinfo: 'all')", () => {
    expect(redact(RSS3, { userinfo: 'all' })).toBe('rss3://REDACTED@ethereum');
  });

  it('is a password still when it names no instance, or in another scheme', () => {
    expect(codes('rss3://user:pw@ethereum')).toEqual(['password-in-userinfo']);
    expect(codes('rss3://account:@ethereum')).toEqual(['password-in-userinfo']);
    expect(codes('http://account:0xC8b9@ethereum.example/')).toEqual(['password-in-userinfo']);
    expect(redact('rss3://user:pw@ethereum')).toBe('rss3://user:REDACTED@ethereum');
    // The secrets of its query are secrets as anywhere.
    expect(redact(`${RSS3}/list/notes?token=abc`)).toBe(`${RSS3}/list/notes?token=REDACTED`);
  });

  it("holds for every URI of the RSS3 protocol (../shared's 35)", () => {
    const text = readShared('conformance/rss3/examples.txt');
    if (text === undefined) return;
    const uris = text.split('\n').filter((line) => line !== '');
    expect(uris.length).toBe(35);
    for (const uri of uris) {
      expect(inspect(uri), uri).toEqual([]);
      expect(redact(uri)).toBe(uri);
    }
  });
});

describe('EIP-681 targets that look like addresses', () => {
  it('warns when an ENS name reads as a hex address', () => {
    const input = 'ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359.eth?value=1e18';
    expect(inspect(input)).toEqual([
      expect.objectContaining({
        code: 'ens-name-like-address',
        severity: 'danger',
        component: 'path',
        start: 9,
        end: 55,
        reference: 'EIP-681 §Security Considerations',
      }),
    ]);
    // An abbreviation as wallets show it, the "pay-" prefix, a chain id, uppercase.
    expect(codes('ethereum:pay-0xfb69.eth@1')).toEqual(['ens-name-like-address']);
    expect(codes('ethereum:0XFB69d359.eth')).toEqual(['ens-name-like-address']);
    // 40 hex digits without "0x", and an `address` parameter of a transfer.
    expect(codes('ethereum:fb6916095ca1df60bb79ce92ce3ea74c37c5d359.eth')).toEqual([
      'ens-name-like-address',
    ]);
    expect(
      inspect(
        'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23.eth&uint256=1',
      ).map((f) => [f.code, f.component, f.start]),
    ).toEqual([['ens-name-like-address', 'query', 69]]);
  });

  it('does not warn for hex addresses and plain names', () => {
    expect(codes('ethereum:0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359?value=2.014e18')).toEqual([]);
    expect(codes('ethereum:pay-vitalik.eth@1/transfer?address=vitalik.eth&uint256=1')).toEqual([]);
    expect(codes('ethereum:0xfeed-cafe.eth')).toEqual([]);
    expect(codes('ethereum:deadbeef.eth')).toEqual([]);
    expect(codes('ethereum:0x.eth')).toEqual([]);
    // Not EIP-681: another scheme, or an authority.
    expect(codes('web3:0xfb69.eth')).toEqual([]);
    expect(codes('ethereum://0xfb69.eth')).toEqual([]);
  });
});

describe('ENS names that do not normalize', () => {
  it('in ethereum: URIs, at the offending character', () => {
    // Latin "vitalik" and a Cyrillic "а": ENSIP-15's mixture rule, at the "b" that no group
    // has together with "а".
    const mixed = inspect('ethereum:pay-vitalik.\u0430b@1').find(
      (f) => f.code === 'ens-not-normalized',
    );
    expect(mixed).toMatchObject({ severity: 'danger', start: 22, end: 23, detail: 'ens-mixture' });
    expect(
      inspect('ethereum:xn--80ak6aa92e.eth').map((f) => [f.code, f.severity, f.start, f.detail]),
    ).toEqual([['ens-not-normalized', 'warning', 11, 'ens-label-extension']]);
    // Percent-encoded: decoded first, the whole name blamed.
    expect(
      inspect('ethereum:a%40b.eth')
        .filter((f) => f.code === 'ens-not-normalized')
        .map((f) => [f.start, f.end, f.detail]),
    ).toEqual([[9, 18, 'ens-disallowed']]);
    expect(codes('ethereum:0x1?address=a..eth')).toEqual(['ens-not-normalized']);
  });

  it('in hosts that end in .eth, Punycode labels decoded', () => {
    expect(codes('https://vitalik.eth/')).toEqual([]);
    expect(codes('https://Vitalik.ETH/')).toEqual([]);
    expect(inspect('https://a..eth/')).toEqual([
      expect.objectContaining({ code: 'ens-not-normalized', component: 'host', start: 10 }),
    ]);
    expect(inspect('https://a..eth/', { whatwg: false }).map((f) => f.code)).toEqual([
      'ens-not-normalized',
    ]);
    expect(codes('http://a_b.eth/')).toContain('ens-not-normalized');
    expect(codes('https://xn--0-zmc.eth/')).toContain('ens-not-normalized');
    expect(codes('https://vitalik.eth.limo/')).toEqual([]);
  });

  it('agrees with ENSIP-15 on every 23rd name of its test file', () => {
    const tests = readSharedJson<{ name?: string; error?: boolean }[]>(
      'conformance/ens/tests.json',
    );
    if (tests === undefined) return;
    let checked = 0;
    for (let i = 1; i < tests.length; i += 23) {
      const name = tests[i]!.name;
      if (typeof name !== 'string' || name === '') continue;
      // EIP-681: "0x" without a dot is an address, not a name.
      if (/^0x/i.test(name) && !name.includes('.')) continue;
      const input = `ethereum:${percentEncode(name, 'component')}`;
      const found = codes(input).includes('ens-not-normalized');
      expect(found, JSON.stringify(name)).toBe(tryEnsNormalize(name) === undefined);
      checked++;
    }
    expect(checked).toBeGreaterThan(1500);
  });
});
