// The Public Suffix List's own tests (../shared/conformance/psl/test_psl.txt and tests.txt, CC0),
// every check run. The list says what a registrable domain is; where it expects null the host has
// none: a public suffix (undefined here), a host that is not a host name (a leading dot: a
// DomainError), or null itself (not a string: a TypeError).
import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { DomainError, getRegistrableDomain } from '../src/index.js';

/** What the package answers for the list's `null`: undefined, or the error it throws. */
function answer(host: string | null): string | null | 'DomainError' | 'TypeError' {
  try {
    return getRegistrableDomain(host as string) ?? null;
  } catch (error) {
    if (error instanceof DomainError) return 'DomainError';
    if (error instanceof TypeError) return 'TypeError';
    throw error;
  }
}

function expectation(host: string | null, expected: string | null): unknown {
  if (expected !== null) return expected;
  if (host === null) return 'TypeError';
  // An empty label (".com") is not a host name.
  if (host.startsWith('.')) return 'DomainError';
  return null;
}

const checkFile = readShared('conformance/psl/test_psl.txt');
const tokenFile = readShared('conformance/psl/tests.txt');

describe.skipIf(checkFile === undefined)('test_psl.txt', () => {
  // checkPublicSuffix('host', 'expected'); lines; commented-out ones are not run by the list.
  const cases = checkFile!
    .split('\n')
    .filter((line) => line.startsWith('checkPublicSuffix('))
    .map((line) => {
      const [host, expected] = line
        .slice('checkPublicSuffix('.length, line.lastIndexOf(')'))
        .split(', ')
        .map((v) => (v === 'null' ? null : v.slice(1, -1)));
      return [host ?? null, expected ?? null] as const;
    });

  it('has the 78 checks (the four "non-Internet TLD" ones are commented out in the file)', () => {
    expect(cases.length).toBe(78);
  });

  it.each(cases)('checkPublicSuffix(%s, %s)', (host, expected) => {
    expect(answer(host)).toBe(expectation(host, expected));
  });
});

describe.skipIf(tokenFile === undefined)('tests.txt', () => {
  const cases = tokenFile!
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('//'))
    .map((line) => {
      const [host, expected] = line.trim().split(' ');
      return [host === 'null' ? null : host!, expected === 'null' ? null : expected!] as const;
    });

  it('has the 78 checks', () => {
    expect(cases.length).toBe(78);
  });

  it.each(cases)('%s → %s', (host, expected) => {
    expect(answer(host)).toBe(expectation(host, expected));
  });
});
