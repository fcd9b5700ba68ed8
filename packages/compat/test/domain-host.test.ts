// Domain hosts of http(s) / ws(s): fast-uri runs them through Node's WHATWG URL host
// parser; compat does the same steps on @urikit/idn and @urikit/ipaddr. Both must agree
// on hosts that exercise each step (percent-decoding, UTS #46 mapping, A-labels, Bidi,
// joiners, forbidden code points, IPv4 number forms).
import { createRequire } from 'node:module';
import * as compat from '@urikit/compat';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fastUri = require('fast-uri-3') as typeof compat;

const hosts = [
  'b\u00fccher.example',
  'B\u00dcCHER.example',
  'xn--bcher-kva.example',
  'xn--bcher-xxx.example',
  '\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25.com',
  'fa\u00df.de',
  'a\u200db.example',
  '\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631',
  '%62%C3%BCcher.example',
  '%41.com',
  'a%2Fb.com',
  'a%40b.com',
  'a%25b.com',
  'a%ZZ.com',
  '0x7f.1',
  '127.1',
  '2130706433',
  '1.2.3.4.5',
  '999.1.1.1',
  '0x.example',
  'example.0x1',
  'example.09',
  'www1.example.com',
  'a_b.example',
  '-a-.example',
  'a..b',
  '\u2488.example',
  '\u00ad.example',
  'xn--.example',
  '\ud83d\ude00.example',
  // Found by the fuzzer (packages/fuzz/corpus/compat): '"', '`', '{' and '}' are no forbidden
  // domain code points of the URL Standard, so a host that decodes to one stays a host.
  '%60',
  'a%7Db',
  '%22.example',
  '%7B%7D',
  '%7C',
];

describe('domain hosts agree with fast-uri 3.1.9 (Node URL)', () => {
  it.each(hosts)('%s', (host) => {
    for (const uri of [`http://${host}/`, `wss://${host}/`, `foo://${host}/`]) {
      expect(compat.parse(uri)).toEqual(fastUri.parse(uri));
      expect(compat.normalize(uri)).toBe(fastUri.normalize(uri));
    }
    expect(compat.parse(`foo://${host}/`, { domainHost: true }).host).toBe(
      fastUri.parse(`foo://${host}/`, { domainHost: true }).host,
    );
  });
});

describe('percent-decoded ASCII in a domain host', () => {
  it('agrees with fast-uri for every triplet %00-%7F', () => {
    for (let c = 0; c < 128; c++) {
      const uri = `http://a%${c.toString(16).padStart(2, '0').toUpperCase()}b/`;
      expect(compat.parse(uri), uri).toEqual(fastUri.parse(uri));
    }
  });
});

describe("where Node's URL and UTS #46 differ", () => {
  it('applies the Bidi rule to a left-to-right label holding an Arabic letter (RFC 5893 §2 rule 5)', () => {
    // Node 20's URL (ada) accepts "a\u0645" and fast-uri with it; UTS #46 CheckBidi refuses it.
    expect(compat.parse('http://a\u0645.example/').error).toBe(
      "Host's domain name can not be converted to ASCII: TypeError: Invalid URL",
    );
  });
});
