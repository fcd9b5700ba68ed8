import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, isPublicUnicast, parseIPv4, parseIPv6 } from '../src/index.js';

describe('isPublicUnicast: IPv4', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['192.0.0.9', true],
    ['192.31.196.1', true],
    ['192.52.193.1', true],
    ['192.175.48.1', true],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.1.2.3', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['172.16.5.4', false],
    ['192.0.0.1', false],
    ['192.0.0.8', false],
    ['192.0.0.170', false],
    ['192.0.2.1', false],
    ['192.88.99.1', false],
    ['192.168.0.1', false],
    ['198.18.0.1', false],
    ['198.51.100.1', false],
    ['203.0.113.1', false],
    ['224.0.0.1', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
  ])('%s → %s', (text, expected) => {
    expect(isPublicUnicast(text)).toBe(expected);
    expect(isPublicUnicast(parseIPv4(text))).toBe(expected);
    expect(isPublicUnicast(`::ffff:${text}`)).toBe(expected);
    expect(isPublicUnicast(`[::ffff:${text}]`)).toBe(expected);
    expect(isPublicUnicast(`64:ff9b::${text}`)).toBe(expected);
  });
});

describe('isPublicUnicast: IPv6', () => {
  it.each([
    ['2606:4700:4700::1111', true],
    ['2001:4860:4860::8888', true],
    ['2001:1::1', true],
    ['2001:3::1', true],
    ['2001:20::1', true],
    ['2620:4f:8000::1', true],
    ['::', false],
    ['::1', false],
    ['[::1]', false],
    ['::8.8.8.8', false],
    ['64:ff9b:1::808:808', false],
    ['100::1', false],
    ['2001:2::1', false],
    ['2001:10::1', false],
    ['2001:db8::1', false],
    ['3fff::1', false],
    ['5f00::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['fe80::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['4000::1', false],
  ])('%s → %s', (text, expected) => {
    expect(isPublicUnicast(text)).toBe(expected);
  });

  it('looks through 6to4 to the relay address', () => {
    expect(isPublicUnicast('2002:808:808::1')).toBe(true);
    expect(isPublicUnicast('2002:7f00:1::1')).toBe(false);
    expect(isPublicUnicast('2002:c0a8:101::1')).toBe(false);
    expect(isPublicUnicast('2002:a9fe:a9fe::')).toBe(false);
  });

  it('looks through Teredo to the server and the (inverted) client address', () => {
    // The often-quoted example: server 65.54.227.120, client 192.0.2.45 (a documentation address).
    expect(isPublicUnicast('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe(false);
    // Client 8.8.8.8 (inverted: f7f7:f7f7), server 65.54.227.120.
    expect(isPublicUnicast('2001:0:4136:e378:8000:63bf:f7f7:f7f7')).toBe(true);
    // Client 127.0.0.1 (inverted: 80ff:fffe).
    expect(isPublicUnicast('2001:0:4136:e378:8000:63bf:80ff:fffe')).toBe(false);
    // Server in private space.
    expect(isPublicUnicast('2001:0:a00:1:8000:63bf:f7f7:f7f7')).toBe(false);
  });

  it('reads inet_aton forms as the address a resolver would reach', () => {
    expect(isPublicUnicast('0x7f.1')).toBe(false);
    expect(isPublicUnicast('2130706433')).toBe(false);
    expect(isPublicUnicast('017700000001')).toBe(false);
    expect(isPublicUnicast('127.1')).toBe(false);
    expect(isPublicUnicast('0xa9fea9fe')).toBe(false);
    expect(isPublicUnicast('134744072')).toBe(true);
  });

  it('gives false for anything that is not an address', () => {
    for (const text of [
      '',
      'localhost',
      'example.com',
      '[fe80::1%25eth0]',
      '[v1.x]',
      '::1%25x',
      '[]',
      '[::1',
      'fe80::1%eth0',
    ]) {
      expect(isPublicUnicast(text)).toBe(false);
    }
  });

  it('agrees with classify for IPv6 outside the IPv4-carrying prefixes', () => {
    const word = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    fc.assert(
      fc.property(fc.array(word, { minLength: 8, maxLength: 8 }), (list) => {
        const words = Uint16Array.from(list);
        const name = classify(words);
        if (['ipv4-mapped', 'ipv4-ipv6-translation', '6to4', 'teredo'].includes(name)) return;
        if (name === 'unicast') expect(isPublicUnicast(words)).toBe(true);
        if (name === 'unique-local' || name === 'link-local' || name === 'reserved') {
          expect(isPublicUnicast(words)).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('judges an IPv4-mapped address exactly as its IPv4 address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const mapped = parseIPv6(`::ffff:${bytes.join('.')}`);
        expect(isPublicUnicast(mapped)).toBe(isPublicUnicast(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses arrays that are not an address', () => {
    expect(() => isPublicUnicast(new Uint8Array(5))).toThrow(RangeError);
  });
});
