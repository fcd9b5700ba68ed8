import { readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import {
  formatIPv4,
  formatIPv6,
  isIPv4,
  tryParseIPLiteral,
  tryParseIPv4Loose,
} from '../src/index.js';

// Host cases of the web-platform-tests URL data (WHATWG semantics): an IPv6 literal the URL
// parser accepts must be one we accept, serialized as RFC 5952 hex text; an IPv4 host in the
// inet_aton forms must give the address the URL parser gives.
interface UrlTest {
  input: string;
  base: string | null;
  hostname?: string;
  failure?: boolean;
}

const data = readSharedJson<(string | UrlTest)[]>('conformance/wpt/urltestdata.json');
const cases = (data ?? []).filter((entry): entry is UrlTest => typeof entry === 'object');

/** The host text of an absolute special URL without userinfo or port, else undefined. */
function hostText(input: string): string | undefined {
  const match = /^(?:https?|wss?|ftp):\/\/([^/?#\\]*)(?:[/?#\\]|$)/i.exec(input);
  if (match === null) return undefined;
  const authority = match[1]!;
  if (authority.includes('@')) return undefined;
  if (authority.startsWith('[')) return authority.endsWith(']') ? authority : undefined;
  return authority.includes(':') ? undefined : authority;
}

describe.skipIf(data === undefined)('web-platform-tests urltestdata.json hosts', () => {
  const literals = cases.flatMap((c) => {
    const host = hostText(c.input);
    return host?.startsWith('[') ? [[host, c] as const] : [];
  });
  const numeric = cases.flatMap((c) => {
    const host = hostText(c.input);
    return host !== undefined && /^[0-9a-fx.]+$/i.test(host) ? [[host, c] as const] : [];
  });

  it(`agrees on the ${literals.length} IPv6 literals`, () => {
    let agreed = 0;
    for (const [host, c] of literals) {
      const ours = tryParseIPLiteral(host);
      if (c.failure === true) {
        expect(ours, host).toBeUndefined();
      } else {
        expect(ours?.kind, host).toBe('ipv6');
        if (ours?.kind === 'ipv6')
          expect(`[${formatIPv6(ours.address, { mixed: false })}]`).toBe(c.hostname);
      }
      agreed++;
    }
    expect(agreed).toBeGreaterThan(20);
  });

  it(`agrees on the ${numeric.length} numeric hosts with the loose IPv4 parser`, () => {
    let agreed = 0;
    for (const [host, c] of numeric) {
      const ours = tryParseIPv4Loose(host);
      if (ours !== undefined) {
        expect(c.failure, host).toBeUndefined();
        expect(c.hostname, host).toBe(formatIPv4(ours));
      } else {
        expect(c.failure === true || !/^\d+\.\d+\.\d+\.\d+$/.test(c.hostname ?? ''), host).toBe(
          true,
        );
      }
      if (isIPv4(host)) expect(c.hostname).toBe(host);
      agreed++;
    }
    expect(agreed).toBeGreaterThan(30);
  });
});
