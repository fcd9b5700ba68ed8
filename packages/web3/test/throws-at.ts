// The one assertion every test file of this package makes about a refusal: a Web3Error with
// this code at this offset.
import { Web3Error } from '@urikit/web3';
import { expect } from 'vitest';

export function throwsAt(run: () => unknown, code: string, index: number): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Web3Error);
    expect([(error as Web3Error).code, (error as Web3Error).index]).toEqual([code, index]);
    return;
  }
  expect.fail('did not throw');
}
