// checkFetchTarget and checkAddress: at least 200 spellings of internal addresses and names, all
// refused; public URLs, all allowed; and every option of the policy.
import { checkAddress, checkFetchTarget, SecurityError } from '@urikit/security';
import { describe, expect, it } from 'vitest';

/** Spellings of one IPv4 address (4 bytes) that a WHATWG client reads as that address. */
function ipv4Spellings(bytes: number[]): string[] {
  const [a, b, c, d] = bytes as [number, number, number, number];
  const value = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  const dotted = `${a}.${b}.${c}.${d}`;
  const enclosed = (n: number): string =>
    [...String(n)]
      .map((digit) => (digit === '0' ? '\u24EA' : String.fromCodePoint(0x245f + Number(digit))))
      .join('');
  const fullwidth = (text: string): string =>
    [...text]
      .map((ch) => (ch === '.' ? '\uFF0E' : String.fromCodePoint(0xff10 + Number(ch))))
      .join('');
  return [
    dotted,
    String(value), // decimal
    `0x${value.toString(16)}`, // hex
    `0${value.toString(8)}`, // octal
    `0x${a.toString(16)}.0x${b.toString(16)}.0x${c.toString(16)}.0x${d.toString(16)}`,
    `0${a.toString(8)}.0${b.toString(8)}.0${c.toString(8)}.0${d.toString(8)}`,
    `0x${a.toString(16)}.${b}.0${c.toString(8)}.${d}`, // mixed
    `${a}.${(b << 16) | (c << 8) | d}`, // shortened a.b
    `${a}.${b}.${(c << 8) | d}`, // shortened a.b.c
    `${dotted}.`, // trailing dot
    dotted.replaceAll('.', '\u3002'), // ideographic full stop
    fullwidth(dotted),
    `${enclosed(a)}.${enclosed(b)}.${enclosed(c)}.${enclosed(d)}`,
    [...dotted].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join(''), // percent-encoded
    `[::ffff:${dotted}]`, // IPv4-mapped
    `[::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}]`,
    `[64:ff9b::${dotted}]`, // NAT64
    `[2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::]`, // 6to4
  ];
}

const INTERNAL_IPV4 = [
  [127, 0, 0, 1],
  [10, 0, 0, 1],
  [192, 168, 1, 1],
  [172, 16, 0, 1],
  [169, 254, 169, 254],
  [100, 64, 0, 1],
  [100, 100, 100, 200],
  [198, 18, 0, 1],
  [192, 0, 2, 1],
  [224, 0, 0, 1],
  [255, 255, 255, 255],
];

const HOSTS = [
  ...INTERNAL_IPV4.flatMap(ipv4Spellings),
  '0',
  '0.0.0.0',
  '0x0',
  '127.1',
  '127.0.1',
  '0177.1',
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[::]',
  '[::127.0.0.1]',
  '[fe80::1]',
  '[fc00::1]',
  '[fd00:ec2::254]',
  '[ff02::1]',
  '[2001:db8::1]',
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
  '[::ffff:a9fe:a9fe]',
  '[64:ff9b:1::a]',
  '[100::1]',
  '[fec0::1]',
  'localhost',
  'LOCALHOST',
  'localhost.',
  'a.localhost',
  'ｌｏｃａｌｈｏｓｔ',
  'loc%61lhost',
  'printer.local',
  'db.internal',
  'metadata.google.internal',
  'metadata.goog',
  'router.home.arpa',
  'host.localdomain',
  'intranet',
  'jenkins',
  'ⓛⓞⓒⓐⓛⓗⓞⓢⓣ',
];

const URL_TRICKS = [
  'http://good.example@127.0.0.1/',
  'http://127.0.0.1#@good.example/',
  'http://127.0.0.1\\@good.example/',
  'http://127.0.0.1:80\\@good.example/',
  'HTTP://127.0.0.1/',
  '  http://127.0.0.1/',
  'http://12\t7.0.0.1/',
  'http://127.0.0.1\n/',
  'http:127.0.0.1',
  'http:/\\127.0.0.1/',
  'http:\\\\127.0.0.1\\',
  'https:////127.0.0.1',
  'http://user:pass@example.com/',
  'http://example.com@[::1]/',
  'http://[::1]:8080/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
  'ftp://example.com/',
  'dict://127.0.0.1:11211/',
  'javascript:alert(1)',
  '//127.0.0.1/',
  '/relative',
  'http://',
  'http://[::1/',
  'http://a b/',
  'http://0X7F.0X0.0X0.0X1./',
];

const REFUSED = [...HOSTS.map((host) => `http://${host}/`), ...URL_TRICKS];

const PUBLIC = [
  'https://example.com/',
  'http://example.com:8080/path?q=1#f',
  'https://sub.example.co.uk/a/b',
  'http://93.184.215.14/',
  'http://8.8.8.8/',
  'http://134744072/',
  'http://0x08080808/',
  'http://1.1.1.1:443/',
  'https://[2606:4700:4700::1111]/',
  'http://[::ffff:8.8.8.8]/',
  'http://xn--bcher-kva.de/',
  'http://bücher.de/',
  'https://EXAMPLE.com./',
  'https://example.com/%2e%2e/',
  'https://example.com/?token=1',
  'http://192.0.0.9/',
  'https://a.b.c.d.example/',
  'https://localhost.example.com/',
  'https://internal.example.com/',
  'https://www.google.com/search?q=localhost',
];

describe('checkFetchTarget under the default policy', () => {
  it('has at least 200 spellings of internal targets', () => {
    expect(new Set(REFUSED).size).toBeGreaterThanOrEqual(200);
  });

  it.each(REFUSED)('refuses %j', (input) => {
    const verdict = checkFetchTarget(input);
    expect(verdict.allowed).toBe(false);
    expect(verdict.findings.length).toBeGreaterThan(0);
    for (const f of verdict.findings) {
      expect(f.severity).toBe('danger');
      expect(0 <= f.start && f.start <= f.end && f.end <= input.length).toBe(true);
    }
  });

  it.each(PUBLIC)('allows %j', (input) => {
    const verdict = checkFetchTarget(input);
    expect(verdict.findings).toEqual([]);
    expect(verdict.allowed).toBe(true);
  });

  it('reads the host as the fetching client does', () => {
    expect(checkFetchTarget('http://0x7f.1/')).toMatchObject({
      host: '127.0.0.1',
      addresses: ['127.0.0.1'],
    });
    expect(checkFetchTarget('http://①②⑦.0.0.1/').host).toBe('127.0.0.1');
    expect(checkFetchTarget('http://[::ffff:7f00:1]/')).toMatchObject({
      host: '[::ffff:7f00:1]',
      addresses: ['::ffff:7f00:1'],
    });
    expect(checkFetchTarget('https://Bücher.DE./').host).toBe('xn--bcher-kva.de.');
    expect(checkFetchTarget('https://example.com/')).toEqual({
      allowed: true,
      findings: [],
      host: 'example.com',
      addresses: [],
    });
  });

  it('says why it refuses', () => {
    const codes = (input: string) => checkFetchTarget(input).findings.map((f) => f.code);
    expect(codes('http://127.0.0.1/')).toEqual(['address-not-public']);
    expect(codes('http://169.254.169.254/')).toEqual(['address-not-public', 'cloud-metadata']);
    expect(codes('http://metadata.google.internal/')).toEqual(['internal-name', 'cloud-metadata']);
    expect(codes('http://localhost/')).toEqual(['internal-name']);
    expect(codes('http://jenkins/')).toEqual(['single-label-name']);
    expect(codes('http://intranet/')).toEqual(['internal-name']);
    expect(codes('ftp://example.com/')).toEqual(['scheme-not-allowed']);
    expect(codes('http://u:p@example.com/')).toEqual(['userinfo-not-allowed']);
    expect(codes('http://a b/')).toEqual(['host-unreadable']);
    expect(codes('/relative')).toEqual(['host-unreadable']);
    // Where the parser stopped, as far as locateURLQuietly's spans tell it.
    const why = (input: string) => checkFetchTarget(input).findings.map((f) => f.message);
    expect(why('http://a b/')).toEqual([
      'a WHATWG client cannot fetch this URL (its host or port is invalid)',
    ]);
    expect(why('http://a:8b/')).toEqual([
      'a WHATWG client cannot fetch this URL (its host or port is invalid)',
    ]);
    expect(why('http://a:99999/')).toEqual([
      'a WHATWG client cannot fetch this URL (its port is invalid)',
    ]);
    const f = checkFetchTarget('http://u@127.1:8/').findings;
    expect(f.map((x) => [x.code, x.start, x.end])).toEqual([
      ['userinfo-not-allowed', 7, 8],
      ['address-not-public', 9, 14],
    ]);
  });
});

describe('policy options', () => {
  it('schemes and ports', () => {
    expect(checkFetchTarget('ftp://example.com/', { schemes: ['ftp'] }).allowed).toBe(true);
    expect(checkFetchTarget('http://example.com/', { schemes: ['https'] }).allowed).toBe(false);
    const ports = { ports: [443] };
    expect(checkFetchTarget('https://example.com/', ports).allowed).toBe(true);
    expect(checkFetchTarget('https://example.com:8443/', ports).findings[0]!.code).toBe(
      'port-not-allowed',
    );
    expect(checkFetchTarget('http://example.com/', ports).allowed).toBe(false);
  });

  it('userinfo', () => {
    expect(checkFetchTarget('https://u:p@example.com/', { allowUserinfo: true }).allowed).toBe(
      true,
    );
  });

  it('denied and allowed addresses', () => {
    const policy = {
      deniedAddresses: ['93.184.0.0/16', '2606:4700::/32'],
      allowedAddresses: ['10.1.0.0/16', 'fd12::/16'],
    };
    expect(checkFetchTarget('http://93.184.215.14/', policy).findings[0]!.code).toBe(
      'address-denied',
    );
    expect(checkFetchTarget('http://[2606:4700:4700::1111]/', policy).allowed).toBe(false);
    expect(checkFetchTarget('http://[::ffff:93.184.215.14]/', policy).allowed).toBe(false);
    expect(checkFetchTarget('http://10.1.2.3/', policy).allowed).toBe(true);
    expect(checkFetchTarget('http://10.2.2.3/', policy).allowed).toBe(false);
    expect(checkFetchTarget('http://[fd12::1]/', policy).allowed).toBe(true);
    expect(() =>
      checkFetchTarget('http://a.example/', { deniedAddresses: ['10.0.0.0/33'] }),
    ).toThrow(SecurityError);
    expect(() => checkAddress('1.1.1.1', { allowedAddresses: ['nope'] })).toThrow(SecurityError);
  });

  it('denied and allowed names, and single-label names', () => {
    const policy = {
      deniedNames: ['.evil.example', 'exact.example'],
      allowedNames: ['printer.local'],
    };
    expect(checkFetchTarget('http://a.evil.example/', policy).findings[0]!.code).toBe(
      'name-denied',
    );
    expect(checkFetchTarget('http://evil.example./', policy).allowed).toBe(false);
    expect(checkFetchTarget('http://exact.example/', policy).allowed).toBe(false);
    expect(checkFetchTarget('http://a.exact.example/', policy).allowed).toBe(true);
    expect(checkFetchTarget('http://printer.local/', policy).allowed).toBe(true);
    expect(checkFetchTarget('http://jenkins/', { singleLabelNames: 'allow' }).allowed).toBe(true);
    expect(checkFetchTarget('http://localhost/', { singleLabelNames: 'allow' }).allowed).toBe(
      false,
    );
  });
});

describe('checkAddress', () => {
  const INTERNAL = [
    '127.0.0.1',
    '10.0.0.1',
    '192.168.0.1',
    '172.31.255.255',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '198.19.0.1',
    '203.0.113.7',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2001:db8::1',
    '[::1]',
    '0x7f.1',
    '2130706433',
  ];
  it.each(INTERNAL)('refuses %s', (address) => {
    const verdict = checkAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.findings[0]!.code).toBe('address-not-public');
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true, findings: [] });
  });

  it('refuses what is not an address, and names metadata services', () => {
    expect(checkAddress('example.com').findings[0]!.code).toBe('not-an-address');
    expect(checkAddress('').findings[0]!.code).toBe('not-an-address');
    expect(checkAddress('169.254.169.254').findings.map((f) => f.code)).toEqual([
      'address-not-public',
      'cloud-metadata',
    ]);
    expect(checkAddress('fd00:ec2::254').findings.map((f) => f.code)).toEqual([
      'address-not-public',
      'cloud-metadata',
    ]);
  });
});

describe('arguments of the wrong type (the issue 29 reports)', () => {
  it('refuses a policy that is not an object with a TypeError naming the function', () => {
    expect(() => checkAddress('1.2.3.4', 'x' as never)).toThrow(
      new TypeError("checkAddress: policy must be an object; got 'x'"),
    );
    expect(() => checkFetchTarget('http://a/', 'x' as never)).toThrow(
      new TypeError("checkFetchTarget: policy must be an object; got 'x'"),
    );
    expect(() => checkFetchTarget('http://a/', { ports: '80' } as never)).toThrow(
      new TypeError("checkFetchTarget: policy.ports must be an array; got '80'"),
    );
    expect(() => checkFetchTarget('http://a/', { ports: ['80'] } as never)).toThrow(
      new TypeError("checkFetchTarget: policy.ports must be an array of numbers; got '80'"),
    );
    expect(() => checkAddress(1 as never)).toThrow(
      new TypeError('checkAddress: address must be a string; got number'),
    );
  });
});
