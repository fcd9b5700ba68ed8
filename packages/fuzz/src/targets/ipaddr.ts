// @urikit/ipaddr against the runtime: isIPv4 with node:net's isIPv4 (both RFC 3986 dec-octet
// dotted quads), isIPv6 with node:net's isIPv6 on text without a zone (Node accepts any zone),
// the URL Standard's IPv4 forms with the runtime's URL host parser (Node 20's ada passes WPT's
// IPv4 rows), and formatIPv6 round trips.
import { isIPv4 as nodeIsIPv4, isIPv6 as nodeIsIPv6 } from 'node:net';
import {
  formatIPv4,
  formatIPv6,
  IPAddressError,
  isIPv4,
  isIPv6,
  parseIPv4,
  parseIPv4Loose,
  parseIPv6,
} from '@urikit/ipaddr';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { ipText } from '../generators/ip.js';

registerTypedErrors({ IPAddressError });

export const ipaddrVsNode = defineTarget<string>({
  name: 'ipaddr/vs-node',
  description:
    "isIPv4/isIPv6 against node:net, parseIPv4Loose against the runtime URL's host parser, format/parse round trips",
  generate: ipText,
  check(text) {
    if (isIPv4(text) !== nodeIsIPv4(text))
      fail('isIPv4 agrees with node:net', `${show(text)}: ours ${isIPv4(text)}`);
    if (!text.includes('%') && isIPv6(text) !== nodeIsIPv6(text)) {
      fail('isIPv6 agrees with node:net', `${show(text)}: ours ${isIPv6(text)}`);
    }
    const v4 = attempt('parseIPv4', () => parseIPv4(text));
    if (v4.ok && formatIPv4(v4.value) !== text) fail('formatIPv4(parseIPv4(x)) === x', show(text));
    const v6 = attempt('parseIPv6', () => parseIPv6(text));
    if (v6.ok) {
      const formatted = formatIPv6(v6.value);
      const again = parseIPv6(formatted);
      if (again.join() !== v6.value.join() || formatIPv6(again) !== formatted) {
        fail('formatIPv6 round trip', `${show(text)} → ${show(formatted)}`);
      }
    }
    // The URL Standard's IPv4 parser: only for text of digits, dots and hex, which the host
    // parser reads as an IPv4 address or refuses (anything else is a domain).
    if (
      /^[0-9a-fA-FxX.]+$/.test(text) &&
      /^(?:0[xX][0-9a-fA-F]*|[0-9]+)(?:\.(?:0[xX][0-9a-fA-F]*|[0-9]+))*\.?$/.test(text)
    ) {
      const loose = attempt('parseIPv4Loose', () => parseIPv4Loose(text));
      let expected: string | undefined;
      try {
        expected = new URL(`http://${text}/`).hostname;
      } catch {
        expected = undefined;
      }
      const ours = loose.ok ? formatIPv4(loose.value) : undefined;
      if (ours !== expected)
        fail(
          'parseIPv4Loose agrees with the URL Standard',
          `${show(text)}: ours ${show(ours)}, URL ${show(expected)}`,
        );
    }
  },
  work(text) {
    isIPv4(text);
    isIPv6(text);
    try {
      parseIPv4Loose(text);
    } catch {}
  },
});
