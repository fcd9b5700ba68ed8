// EIP-681: the EIP's examples, each eth-url-parser defect of issue 26 handled right, the
// number syntax against an independent decimal computation, ABI-typed keys, errors at the
// offending offset, and format/parse round trips.
import { formatEthereumUri, parseEthereumUri, tryParseEthereumUri } from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

const ADDRESS = '0xfb6916095ca1df60bb79Ce92ce3ea74c37c5d359';

describe('the EIP’s examples', () => {
  it('requests 2.014 ETH', () => {
    const request = parseEthereumUri(`ethereum:${ADDRESS}?value=2.014e18`);
    expect(request).toEqual({
      prefix: undefined,
      address: ADDRESS,
      ensName: undefined,
      chainId: undefined,
      functionName: undefined,
      value: 2014000000000000000n,
      gasLimit: undefined,
      gasPrice: undefined,
      parameters: [{ key: 'value', raw: '2.014e18', value: 2014000000000000000n }],
    });
  });

  it('requests an ERC-20 transfer', () => {
    const request = parseEthereumUri(
      'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1',
    );
    expect(request.functionName).toBe('transfer');
    expect(request.parameters.map((p) => p.value)).toEqual([
      '0x8e23ee67d1332ad560396262c48ffbb01f93d052',
      1n,
    ]);
  });
});

describe('eth-url-parser’s defects, handled', () => {
  it('reads ethereum:vitalik.eth (it throws)', () => {
    expect(parseEthereumUri('ethereum:vitalik.eth').ensName).toBe('vitalik.eth');
    expect(parseEthereumUri('ethereum:Vitalik.ETH@1?value=1e18').ensName).toBe('vitalik.eth');
    expect(parseEthereumUri('ethereum:pay-vitalik.eth').prefix).toBe('pay');
  });

  it('does not read xn--… or my-name as a prefix (it does)', () => {
    // ENSIP-15 judges the whole target: "xn--" labels are refused as label extensions.
    throwsAt(() => parseEthereumUri('ethereum:xn--80ak6aa92e.eth'), 'ens-label-extension', 11);
    const request = parseEthereumUri('ethereum:my-name.eth');
    expect([request.prefix, request.ensName]).toEqual([undefined, 'my-name.eth']);
    expect(parseEthereumUri('ethereum:pay-my-name.eth').ensName).toBe('my-name.eth');
  });

  it('refuses 0xZZ… (it accepts)', () => {
    throwsAt(
      () => parseEthereumUri('ethereum:0xZZ6916095ca1df60bb79ce92ce3ea74c37c5d359'),
      'invalid-hex',
      11,
    );
    throwsAt(() => parseEthereumUri('ethereum:0xfb69'), 'invalid-length', 15);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}00`), 'invalid-length', 51);
  });

  it('refuses value=1.5 (it accepts)', () => {
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value=1.5`), 'invalid-number', 60);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?gasPrice=2.5e0`), 'invalid-number', 63);
    expect(parseEthereumUri(`ethereum:${ADDRESS}?gasPrice=2.5e1`).gasPrice).toBe(25n);
  });
});

describe('parseEthereumUri', () => {
  it('reads chain ids, function names and every amount', () => {
    const request = parseEthereumUri(
      `ethereum:pay-${ADDRESS}@137/approve?address=vitalik.eth&uint256=+1e3&gas=21000&gasPrice=3E9`,
    );
    expect(request).toMatchObject({
      prefix: 'pay',
      chainId: 137n,
      functionName: 'approve',
      gasLimit: 21000n,
      gasPrice: 3000000000n,
      value: undefined,
    });
    expect(request.parameters[0]!.value).toBe('vitalik.eth');
    expect(request.parameters[1]!.value).toBe(1000n);
  });

  it('reads ABI-typed keys by type', () => {
    const request = parseEthereumUri(
      `ethereum:${ADDRESS}/f?int8=-128&bool=true&string=caf%C3%A9&bytes32=0x01&uint256%5B%5D=1,2&fixed128x18=1.5`,
    );
    expect(request.parameters.map((p) => p.value)).toEqual([
      -128n,
      true,
      'café',
      '0x01',
      '1,2',
      '1.5',
    ]);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/f?int8=128`), 'invalid-number', 59);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/f?uint8=-1`), 'invalid-number', 60);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/f?uint7=1`), 'invalid-parameter', 54);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/f?bool=1`), 'invalid-parameter', 59);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/f?amount=1`), 'invalid-parameter', 54);
  });

  it('reads ENS names written in Unicode or percent-encoded', () => {
    expect(parseEthereumUri('ethereum:%F0%9F%92%A9.eth').ensName).toBe('💩.eth');
    expect(parseEthereumUri('ethereum:Ünicode.eth').ensName).toBe('ünicode.eth');
    throwsAt(() => parseEthereumUri('ethereum:a_b.eth'), 'ens-underscore', 10);
  });

  it('refuses at the offending offset', () => {
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value=-1`), 'invalid-number', 58);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value=1e99`), 'invalid-number', 58);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value=2e77`), 'invalid-number', 58);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value=1x`), 'invalid-number', 59);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value=.`), 'invalid-number', 59);
    throwsAt(
      () => parseEthereumUri(`ethereum:${ADDRESS}?value=1&value=2`),
      'duplicate-parameter',
      60,
    );
    throwsAt(
      () => parseEthereumUri(`ethereum:${ADDRESS}?gas=1&gasLimit=2`),
      'duplicate-parameter',
      58,
    );
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?value`), 'invalid-parameter', 57);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}?`), 'invalid-parameter', 52);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}@`), 'invalid-char', 52);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}@1x`), 'invalid-char', 53);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/`), 'invalid-path', 52);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}/a/b`), 'invalid-path', 53);
    throwsAt(() => parseEthereumUri(`ethereum:${ADDRESS}#x`), 'invalid-uri', 51);
    throwsAt(() => parseEthereumUri(`ethereum://${ADDRESS}`), 'invalid-uri', 9);
    throwsAt(() => parseEthereumUri('ethereum:'), 'invalid-length', 9);
    throwsAt(() => parseEthereumUri('bitcoin:x'), 'wrong-scheme', 0);
    throwsAt(() => parseEthereumUri('ethereum:a b'), 'invalid-uri', 10);
    throwsAt(
      () => parseEthereumUri(`ethereum:${ADDRESS}`, { strict: true }),
      'invalid-checksum',
      12,
    );
    throwsAt(
      () => parseEthereumUri(`ethereum:vitalik.eth?address=${ADDRESS}`, { strict: true }),
      'invalid-checksum',
      32,
    );
    expect(tryParseEthereumUri('ethereum:')).toBeUndefined();
  });
});

describe('the number syntax', () => {
  // The value of a number as a decimal string computed by hand: digits, point moved right by
  // the exponent.
  function expected(int: string, frac: string, exp: number): bigint | undefined {
    if (exp < frac.length) return undefined;
    return BigInt((int + frac || '0') + '0'.repeat(exp - frac.length));
  }

  it('agrees with an independent reading', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 });
    fc.assert(
      fc.property(
        fc.constantFrom('', '+'),
        digits,
        fc.option(digits, { nil: undefined }),
        fc.option(fc.nat(30), { nil: undefined }),
        (sign, int, frac, exp) => {
          if (int === '' && (frac === undefined || frac === '')) return;
          const text = `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`;
          const request = tryParseEthereumUri(`ethereum:${ADDRESS}?value=${text}`);
          if (frac === '') expect(request).toBeUndefined();
          else expect(request?.value).toBe(expected(int, frac ?? '', exp ?? 0));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatEthereumUri', () => {
  it('round-trips', () => {
    const text = formatEthereumUri({
      prefix: 'pay',
      target: '💩.eth',
      chainId: 1,
      functionName: 'transfer',
      parameters: [
        ['address', ADDRESS],
        ['uint256', 10n ** 18n],
        ['string', 'a&b=c'],
        ['bool', false],
      ],
    });
    expect(text).toBe(
      `ethereum:pay-%F0%9F%92%A9.eth@1/transfer?address=${ADDRESS}&uint256=1000000000000000000&string=a%26b%3Dc&bool=false`,
    );
    const request = parseEthereumUri(text);
    expect(request.ensName).toBe('💩.eth');
    expect(request.parameters.map((p) => p.value)).toEqual([ADDRESS, 10n ** 18n, 'a&b=c', false]);
  });

  it('refuses what would not read back', () => {
    throwsAt(() => formatEthereumUri({ target: '0x12' }), 'invalid-length', 13);
    throwsAt(
      () => formatEthereumUri({ target: 'vitalik.eth', parameters: [['value', 1.5 as never]] }),
      'invalid-number',
      29,
    );
    expect(() => formatEthereumUri('x' as never)).toThrow(
      'formatEthereumUri: parts must be an object; got string',
    );
  });
});
