// ar:// URIs: transaction ids and ArNS names kept apart by the length rule, undernames, the
// sandbox subdomain (checked against Node's own base64url and an RFC 4648 base32 in the test),
// and errors at the offending offset.
import { arSandbox, parseArUri, toArGatewayUrl, tryParseArUri } from '@urikit/web3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

const TX = 'bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U';

function base32(bytes: Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

describe('parseArUri', () => {
  it('reads transaction ids, case kept', () => {
    expect(parseArUri(`ar://${TX}/index.html?a#b`)).toEqual({
      kind: 'transaction',
      txId: TX,
      name: undefined,
      undername: undefined,
      path: '/index.html',
      query: 'a',
      fragment: 'b',
    });
    expect(parseArUri(`AR://${TX}`).kind).toBe('transaction');
  });

  it('reads ArNS names and undernames', () => {
    expect(parseArUri('ar://ardrive')).toMatchObject({
      kind: 'arns',
      name: 'ardrive',
      undername: undefined,
    });
    expect(parseArUri('ar://docs_ardrive/a')).toMatchObject({
      name: 'ardrive',
      undername: 'docs',
      path: '/a',
    });
    expect(parseArUri('ar://my_docs_ardrive').undername).toBe('my_docs');
    expect(parseArUri(`ar://${'a'.repeat(51)}`).name).toHaveLength(51);
    expect(parseArUri(`ar://${'a'.repeat(42)}`).kind).toBe('arns');
    expect(parseArUri(`ar://${'a'.repeat(44)}`).kind).toBe('arns');
  });

  it('keeps the two apart: 43 base64url characters are a transaction', () => {
    expect(parseArUri(`ar://${'a'.repeat(42)}A`).kind).toBe('transaction');
    // Its last character carries two bits past the 32 bytes, which must be zero.
    throwsAt(() => parseArUri(`ar://${'a'.repeat(42)}q`), 'invalid-char', 47);
    // 43 characters that are not base64url: an ArNS name of the one length it may not have.
    throwsAt(() => parseArUri(`ar://x_${'a'.repeat(43)}`), 'invalid-name', 7);
  });

  it('refuses at the offending offset', () => {
    throwsAt(() => parseArUri('ar://-ardrive'), 'invalid-name', 5);
    throwsAt(() => parseArUri('ar://ardrive-'), 'invalid-name', 12);
    throwsAt(() => parseArUri('ar://ar.drive'), 'invalid-name', 7);
    throwsAt(() => parseArUri(`ar://${'a'.repeat(52)}`), 'invalid-name', 56);
    throwsAt(() => parseArUri('ar://_ardrive'), 'invalid-name', 5);
    throwsAt(() => parseArUri('ar://docs_'), 'invalid-name', 10);
    throwsAt(() => parseArUri(`ar://${'u'.repeat(20)}_${'a'.repeat(50)}`), 'label-too-long', 68);
    throwsAt(() => parseArUri(`ar://${TX.slice(0, -1)}V`), 'invalid-char', 47);
    throwsAt(() => parseArUri(`ar:${TX}`), 'invalid-uri', 3);
    throwsAt(() => parseArUri(`ipfs://${TX}`), 'wrong-scheme', 0);
    throwsAt(() => parseArUri('ar://a b'), 'invalid-uri', 6);
    expect(tryParseArUri('ar://')).toBeUndefined();
  });
});

describe('sandbox and gateway URLs', () => {
  it('the sandbox is the base32 of the id’s bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const id = Buffer.from(bytes).toString('base64url');
        expect(id).toHaveLength(43);
        const sandbox = arSandbox(id);
        expect(sandbox).toBe(base32(bytes));
        expect(sandbox).toHaveLength(52);
        expect(parseArUri(`ar://${id}`).txId).toBe(id);
      }),
      { numRuns: 300 },
    );
  });

  it('writes gateway URLs', () => {
    expect(toArGatewayUrl(`ar://${TX}/a?b#c`, 'ar-io.dev')).toBe(
      `https://${arSandbox(TX)}.ar-io.dev/${TX}/a?b#c`,
    );
    expect(toArGatewayUrl('ar://Docs_ArDrive', 'arweave.net:8443')).toBe(
      'https://docs_ardrive.arweave.net:8443',
    );
    throwsAt(() => toArGatewayUrl('ar://ardrive', 'https://arweave.net'), 'invalid-gateway', 6);
    throwsAt(() => arSandbox('x'), 'invalid-length', 1);
  });
});
