// Real URL lists (../shared/corpus) and the web-platform-tests URL cases: relativize must
// round-trip on real pairs, and resolve must never crash on odd ones.
import { resolve, tryRelativize, tryResolve } from '@urikit/resolve';
import { parse, tryParse } from '@urikit/syntax';
import { readShared, readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const files = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];
const lists = files.map((file) => [file, readShared(`corpus/${file}`)] as const);

function absoluteUris(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => tryParse(line)?.scheme !== undefined);
}

// The WHATWG parser's own answer, or undefined when it rejects the input.
function whatwg(reference: string, base?: string): string | undefined {
  try {
    return new URL(reference, base).href;
  } catch {
    return undefined;
  }
}

describe.each(lists)('corpus %s', (file, text) => {
  it.skipIf(text === undefined)(
    'relativize round-trips on neighbouring URLs',
    () => {
      const uris = absoluteUris(text!);
      const failures: string[] = [];
      let relative = 0;
      let whatwgChecked = 0;
      for (let i = 1; i < uris.length; i++) {
        const base = uris[i - 1]!;
        const target = uris[i]!;
        const r = tryRelativize(base, target);
        if (r === undefined) {
          // Only a target whose path keeps a dot segment has no reference.
          if (!/(^|\/)\.\.?(\/|$)/.test(parse(target).path)) failures.push(`${base} ${target}`);
          continue;
        }
        if (resolve(base, r) !== target || r.length > target.length) {
          failures.push(`${base} ${target} → ${r}`);
        }
        if (!r.includes(':')) relative++;
        // Where both URLs are already in WHATWG form, the URL parser must agree on r.
        if (/^https?:/.test(base) && whatwg(base) === base && whatwg(target) === target) {
          if (whatwg(r, base) !== target) failures.push(`WHATWG: ${base} ${target} → ${r}`);
          whatwgChecked++;
        }
      }
      console.info(
        `${file}: ${uris.length} URIs, ${relative} references without a scheme, ` +
          `${whatwgChecked} also checked with WHATWG URL`,
      );
      expect(failures).toEqual([]);
      expect(uris.length).toBeGreaterThan(1000);
    },
    60_000,
  );

  it.skipIf(text === undefined)(
    'resolving each URL against its neighbour keeps it',
    () => {
      const uris = absoluteUris(text!);
      const failures: string[] = [];
      for (let i = 1; i < uris.length; i++) {
        const target = uris[i]!;
        const resolved = resolve(uris[i - 1]!, target);
        // A URI resolves to itself, less the dot segments of its path.
        if (resolved !== target && parse(target).path === parse(resolved).path) {
          failures.push(target);
        }
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});

interface UrlTest {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
}

const wpt = readSharedJson<(string | UrlTest)[]>('conformance/wpt/urltestdata.json');

describe.skipIf(wpt === undefined)(
  'web-platform-tests urltestdata (WHATWG, for comparison)',
  () => {
    it('never crashes, and every answer is a URI', () => {
      let resolved = 0;
      let refused = 0;
      let sameAsWhatwg = 0;
      for (const test of wpt!) {
        if (typeof test === 'string' || test.base === null) continue;
        const result = tryResolve(test.base, test.input);
        if (result === undefined) {
          refused++;
          expect(() => resolve(test.base!, test.input)).toThrow();
          continue;
        }
        resolved++;
        expect(parse(result).scheme).toBeDefined();
        if (result === test.href) sameAsWhatwg++;
      }
      console.info(
        `urltestdata: ${resolved} resolved (${sameAsWhatwg} identical to WHATWG href), ` +
          `${refused} refused as invalid RFC 3986`,
      );
      expect(resolved).toBeGreaterThan(100);
    });
  },
);
