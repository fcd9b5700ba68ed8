// Runtime-matrix cases for @urikit/ipaddr: RFC 4291 §2.2 text forms, RFC 5952
// canonical text, RFC 6874 zone IDs and the IANA special-purpose registries.
export const name = '@urikit/ipaddr';

// RFC 4291 §2.2 forms and their RFC 5952 §4 canonical text.
const ipv6 = [
  ['2001:DB8::8:800:200C:417A', '2001:db8::8:800:200c:417a'],
  ['2001:0db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
  ['0:0:0:0:0:FFFF:C000:0201', '::ffff:192.0.2.1'],
  ['FF01:0:0:0:0:0:0:101', 'ff01::101'],
  ['0:0:0:0:0:0:0:1', '::1'],
  ['0:0:0:0:0:0:0:0', '::'],
  ['::13.1.68.3', '::d01:4403'],
  ['::FFFF:129.144.52.38', '::ffff:129.144.52.38'],
  ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
  ['2001:db8::0:1', '2001:db8::1'],
  ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
  ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
  ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
  ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
  ['1::', '1::'],
  ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8'],
  ['fe80::1', 'fe80::1'],
  ['64:ff9b::192.0.2.1', '64:ff9b::c000:201'],
];

const invalidIPv6 = [
  ['1::2::3', 'ipv6-multiple-compression', 5],
  ['1:2:3:4:5:6:7::8', undefined, undefined],
  ['12345::', undefined, undefined],
  [':1:2', undefined, undefined],
  ['1:2:3:4:5:6:7', undefined, undefined],
  ['::1.2.3', undefined, undefined],
  ['::g', undefined, undefined],
  ['fe80::1%eth0', undefined, undefined],
];

const classes = [
  ['100.64.0.1', 4, 'carrier-grade-nat'],
  ['10.1.2.3', 4, 'private'],
  ['127.0.0.1', 4, 'loopback'],
  ['169.254.1.1', 4, 'link-local'],
  ['8.8.8.8', 4, 'unicast'],
  ['::1', 6, 'loopback'],
  ['64:ff9b::192.0.2.1', 6, 'ipv4-ipv6-translation'],
  ['2606:4700:4700::1111', 6, 'unicast'],
];

export function run(t, api) {
  for (const [input, canonical] of ipv6) {
    t.is(`isIPv6 ${input}`, () => api.isIPv6(input), true);
    t.is(`formatIPv6 ${input}`, () => api.formatIPv6(api.parseIPv6(input)), canonical);
  }
  for (const [input, code, index] of invalidIPv6) {
    t.is(`isIPv6 ${input}`, () => api.isIPv6(input), false);
    t.is(`tryParseIPv6 ${input}`, () => api.tryParseIPv6(input), undefined);
    if (code !== undefined) t.throws(`parseIPv6 ${input}`, () => api.parseIPv6(input), code, index);
  }
  t.is(
    'parseIPv6 words',
    () => api.parseIPv6('2001:DB8::8:800:200C:417A'),
    Uint16Array.of(0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a),
  );
  t.is(
    'mixed: false',
    () => api.formatIPv6(api.parseIPv6('::ffff:192.0.2.1'), { mixed: false }),
    '::ffff:c000:201',
  );
  t.is('parseIPv4', () => api.parseIPv4('192.0.2.1'), Uint8Array.of(192, 0, 2, 1));
  t.is('isIPv4 leading zero', () => api.isIPv4('192.0.2.01'), false);
  t.throws('parseIPv4 leading zero', () => api.parseIPv4('192.0.2.01'), 'ipv4-leading-zero', 9);
  t.is('formatIPv4', () => api.formatIPv4(Uint8Array.of(10, 0, 0, 1)), '10.0.0.1');
  t.is('parseIPv4Loose hex', () => api.parseIPv4Loose('0x7f.1'), Uint8Array.of(127, 0, 0, 1));
  t.is(
    'parseIPv4Loose number',
    () => api.parseIPv4Loose('2130706433'),
    Uint8Array.of(127, 0, 0, 1),
  );
  t.is('IP literal', () => api.parseIPLiteral('[::1]'), {
    kind: 'ipv6',
    address: Uint16Array.of(0, 0, 0, 0, 0, 0, 0, 1),
  });
  t.is('IPvFuture', () => api.parseIPLiteral('[v1.fe80::a+en1]'), {
    kind: 'ipvfuture',
    version: '1',
    address: 'fe80::a+en1',
  });
  t.throws(
    'zone ID refused',
    () => api.parseIPLiteral('[fe80::1%25eth0]'),
    'zone-id-not-allowed',
    8,
  );
  t.is('zone ID', () => api.parseIPLiteral('[fe80::1%25eth0]', { zoneId: true }).zone, 'eth0');
  t.is('checkIPLiteral ok', () => api.checkIPLiteral('http://[::1]:8080/', 7, 12, false), -1);
  t.is('checkIPLiteral bad', () => api.checkIPLiteral('http://[1::2::3]/', 7, 16, false), 13);
  t.is('lastIPAddressErrorCode', () => api.lastIPAddressErrorCode(), 'ipv6-multiple-compression');
  t.is('checkIPv6 ok', () => api.checkIPv6('http://[::1]/', 8, 11), -1);
  t.is('checkIPv6 bad', () => api.checkIPv6('http://[1::2::3]/', 8, 15), 13);
  for (const [input, family, expected] of classes) {
    const parse = family === 4 ? api.parseIPv4 : api.parseIPv6;
    t.is(`classify ${input}`, () => api.classify(parse(input)), expected);
  }
  t.is('isPublicUnicast 8.8.8.8', () => api.isPublicUnicast('8.8.8.8'), true);
  t.is('isPublicUnicast mapped loopback', () => api.isPublicUnicast('::ffff:127.0.0.1'), false);
  t.is('isPublicUnicast 6to4', () => api.isPublicUnicast('2002:c0a8:101::1'), false);
  t.is('isPublicUnicast localhost', () => api.isPublicUnicast('localhost'), false);
}
