// ENSIP-15 normalization asks the engine for NFC, NFD, NFKC and lower case of the characters
// that Unicode 15.0 had, and carries its own data for the rest. Here the engine is made to
// behave as one of Unicode 15.0 would (every character assigned since then is unknown to it:
// no class, no decomposition, no case), and everything must come out the same; an engine of
// Unicode 14.0 is refused with a plain Error.
import { readSharedJson } from '@urikit/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';

const unassigned15 = new Set<number>(
  (await import('@unicode/unicode-15.0.0/General_Category/Unassigned/code-points.mjs')).default,
);
const tests = readSharedJson<{ name: string }[]>('conformance/ens/tests.json');
const nfTests = readSharedJson<Record<string, [string, string, string][]>>(
  'conformance/ens/nf-tests.json',
);

const realNormalize = String.prototype.normalize;
const realLower = String.prototype.toLowerCase;

/** Applies `change` between the characters an engine of Unicode 15.0 does not know. */
function asOf15(text: string, change: (part: string) => string): string {
  let out = '';
  let part = '';
  for (const c of text) {
    if (unassigned15.has(c.codePointAt(0)!)) {
      out += change(part) + c;
      part = '';
    } else {
      part += c;
    }
  }
  return out + change(part);
}

function engineOf15(): void {
  String.prototype.normalize = function (this: string, form?: string) {
    return asOf15(this, (part) => realNormalize.call(part, form));
  };
  String.prototype.toLowerCase = function (this: string) {
    return asOf15(this, (part) => realLower.call(part));
  };
}

afterEach(() => {
  String.prototype.normalize = realNormalize;
  String.prototype.toLowerCase = realLower;
  vi.resetModules();
});

describe('an engine with Unicode 15.0 data', () => {
  it('is told apart from this one (Unicode 17.0) by the characters new since', () => {
    engineOf15();
    expect('\u{1e4ee}'.normalize('NFD')).toBe('\u{1e4ee}');
    expect('\u{16d68}'.normalize('NFD')).toBe('\u{16d68}'); // Kirat Rai, Unicode 16.0
    String.prototype.normalize = realNormalize;
    expect('\u{16d68}'.normalize('NFD')).not.toBe('\u{16d68}');
  });

  it.skipIf(tests === undefined)('normalizes all of tests.json as this one does', async () => {
    vi.resetModules();
    const web3 = await import('../src/index.js');
    const expected = tests!.slice(1).map((row) => web3.tryEnsNormalize(row.name) ?? null);
    vi.resetModules();
    engineOf15();
    const old = await import('../src/index.js');
    const differences = tests!
      .slice(1)
      .filter((row, i) => (old.tryEnsNormalize(row.name) ?? null) !== expected[i])
      .map((row) => row.name);
    expect(differences).toEqual([]);
  });

  it.skipIf(nfTests === undefined)('passes nf-tests.json through NFC and NFD', async () => {
    vi.resetModules();
    engineOf15();
    const { nfc, nfd } = await import('../src/ens/nf.js');
    const cps = (text: string) => Array.from(text, (c) => c.codePointAt(0)!);
    const text = (list: number[]) => String.fromCodePoint(...list);
    const failures = Object.values(nfTests!)
      .flat()
      .filter(([s, d, c]) => text(nfd(cps(s))) !== d || text(nfc(cps(s))) !== c);
    expect(failures.slice(0, 10)).toEqual([]);
  });
});

describe('an engine older than Unicode 15.0', () => {
  it('is refused with an Error that says why', async () => {
    vi.resetModules();
    String.prototype.normalize = function (this: string, form?: string) {
      return asOf15(this.replace('\u{1e4ee}', '\u{e0080}'), (part) =>
        realNormalize.call(part, form),
      );
    };
    const web3 = await import('../src/index.js');
    expect(() => web3.ensNormalize('é.eth')).toThrow(/Unicode 15\.0 data or later/);
    expect(web3.ensNormalize('nick.eth')).toBe('nick.eth');
  });
});
