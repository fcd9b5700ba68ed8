import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIPLiteral, parseIPLiteral, tryParseIPLiteral } from '../src/index.js';
import { errorOf, spelledArbitrary } from './forms.js';

describe('parseIPLiteral: IPv6', () => {
  it('reads the address inside the brackets', () => {
    expect(parseIPLiteral('[::1]')).toEqual({
      kind: 'ipv6',
      address: Uint16Array.of(0, 0, 0, 0, 0, 0, 0, 1),
    });
    expect(parseIPLiteral('[2001:DB8::7]')).toEqual({
      kind: 'ipv6',
      address: Uint16Array.of(0x2001, 0xdb8, 0, 0, 0, 0, 0, 7),
    });
    expect(parseIPLiteral('[::ffff:192.0.2.1]').kind).toBe('ipv6');
  });

  it('reads back every valid spelling, with offsets into the bracketed text', () => {
    fc.assert(
      fc.property(spelledArbitrary, fc.nat(), ({ words, text }, at) => {
        expect(parseIPLiteral(`[${text}]`)).toEqual({ kind: 'ipv6', address: words });
        const position = at % (text.length + 1);
        const broken = `[${text.slice(0, position)}#${text.slice(position)}]`;
        expect(errorOf(() => parseIPLiteral(broken)).index).toBe(position + 1);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseIPLiteral: IPvFuture', () => {
  it.each([
    ['[v1.x]', '1', 'x'],
    ['[V1.x]', '1', 'x'],
    ['[vF.a:b]', 'F', 'a:b'],
    ['[v7.fe80::a+en1]', '7', 'fe80::a+en1'],
    ["[v1a.-._~!$&'()*+,;=:AZaz09]", '1a', "-._~!$&'()*+,;=:AZaz09"],
  ])('%s', (text, version, address) => {
    expect(parseIPLiteral(text)).toEqual({ kind: 'ipvfuture', version, address });
    expect(isIPLiteral(text)).toBe(true);
  });
});

describe('parseIPLiteral: zone IDs (RFC 6874)', () => {
  it('are refused unless enabled', () => {
    const error = errorOf(() => parseIPLiteral('[fe80::1%25eth0]'));
    expect([error.code, error.index]).toEqual(['zone-id-not-allowed', 8]);
    expect(isIPLiteral('[fe80::1%25eth0]')).toBe(false);
    expect(isIPLiteral('[fe80::1%25eth0]', { zoneId: true })).toBe(true);
  });

  it.each([
    ['[fe80::1%25eth0]', 'eth0'],
    ['[fe80::a%25en1]', 'en1'],
    ['[fe80::1%251]', '1'],
    ['[fe80::1%25%65th0]', 'eth0'],
    ['[fe80::1%25%C3%A9]', '\u00e9'],
    ['[fe80::1%25%F0%9F%98%80]', '\u{1f600}'],
    ['[fe80::1%25%FF]', '\ufffd'],
    ['[fe80::1%25%C3]', '\ufffd'],
    ['[fe80::1%25%E2%82x]', '\ufffdx'],
    ['[fe80::1%25%ED%A0%80]', '\ufffd\ufffd\ufffd'],
    ['[fe80::1%25%25]', '%'],
    ['[::ffff:1.2.3.4%25a-b.c_d~]', 'a-b.c_d~'],
  ])('%s has zone %j (percent-decoded)', (text, zone) => {
    const literal = parseIPLiteral(text, { zoneId: true });
    expect(literal.kind === 'ipv6' && literal.zone).toBe(zone);
  });

  it.each([
    ['[fe80::1%eth0]', 9],
    ['[fe80::1%2eth0]', 10],
    ['[fe80::1%25]', 11],
    ['[fe80::1%]', 9],
    ['[fe80::1%25eth0%]', 16],
    ['[fe80::1%25eth0%2]', 17],
    ['[fe80::1%25eth0%zz]', 16],
    ['[fe80::1%25eth/0]', 14],
    ['[fe80::1%25eth:0]', 14],
  ])('%s is an invalid zone at %i', (text, index) => {
    const error = errorOf(() => parseIPLiteral(text, { zoneId: true }));
    expect([error.code, error.index]).toEqual(['invalid-zone-id', index]);
  });
});

describe('parseIPLiteral: rejected forms', () => {
  it.each([
    ['', 'empty', 0],
    ['::1', 'invalid-ip-literal', 0],
    ['[', 'unclosed-ip-literal', 1],
    ['[]', 'empty', 1],
    ['[::1', 'unclosed-ip-literal', 4],
    ['[::1]x', 'invalid-ip-literal', 5],
    ['[::1]]', 'invalid-ip-literal', 5],
    ['[::1]:80', 'invalid-ip-literal', 5],
    ['[::g]', 'invalid-ipv6', 3],
    ['[::g', 'invalid-ipv6', 3],
    ['[1.2.3.4]', 'ipv6-invalid-ipv4-position', 2],
    ['[1:2:3:4:5:6:7]', 'ipv6-too-few-groups', 14],
    ['[ ::1]', 'invalid-ipv6', 1],
    ['[v]', 'invalid-ipvfuture', 2],
    ['[v1]', 'invalid-ipvfuture', 3],
    ['[v1.]', 'invalid-ipvfuture', 4],
    ['[v.x]', 'invalid-ipvfuture', 2],
    ['[vg.x]', 'invalid-ipvfuture', 2],
    ['[v1.x/y]', 'invalid-ipvfuture', 5],
    ['[v1.x%25]', 'invalid-ipvfuture', 5],
    ['[v1.x', 'unclosed-ip-literal', 5],
    ['[fe80::1%25eth0]', 'zone-id-not-allowed', 8],
  ])('rejects %j with %s at %i', (text, code, index) => {
    const error = errorOf(() => parseIPLiteral(text));
    expect([error.code, error.index]).toEqual([code, index]);
    expect(error.input).toBe(text);
    expect(tryParseIPLiteral(text)).toBeUndefined();
    expect(isIPLiteral(text)).toBe(false);
  });
});
