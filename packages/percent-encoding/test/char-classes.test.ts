import { describe, expect, it } from 'vitest';
import { CHAR_CLASS, HEX_VALUE, hasClass, hexValue } from '../src/char-classes.js';
import {
  ALPHA,
  DIGIT,
  GEN_DELIMS,
  HEXDIG,
  PATH,
  PCHAR,
  QUERY,
  REG_NAME,
  RESERVED,
  SCHEME,
  SEGMENT_NZ_NC,
  SUB_DELIMS,
  UNRESERVED,
  USERINFO,
} from '../src/class-bits.js';

// The sets spelled out from RFC 3986 Appendix A, independently of the table.
const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const digit = '0123456789';
const unreserved = `${alpha}${digit}-._~`;
const genDelims = ':/?#[]@';
const subDelims = "!$&'()*+,;=";
const expected: Array<[string, number, string]> = [
  ['ALPHA', ALPHA, alpha],
  ['DIGIT', DIGIT, digit],
  ['HEXDIG', HEXDIG, `${digit}ABCDEFabcdef`],
  ['unreserved', UNRESERVED, unreserved],
  ['gen-delims', GEN_DELIMS, genDelims],
  ['sub-delims', SUB_DELIMS, subDelims],
  ['reserved', RESERVED, genDelims + subDelims],
  ['scheme', SCHEME, `${alpha}${digit}+-.`],
  ['userinfo', USERINFO, `${unreserved}${subDelims}:`],
  ['reg-name', REG_NAME, unreserved + subDelims],
  ['pchar', PCHAR, `${unreserved}${subDelims}:@`],
  ['segment-nz-nc', SEGMENT_NZ_NC, `${unreserved}${subDelims}@`],
  ['path', PATH, `${unreserved}${subDelims}:@/`],
  ['query', QUERY, `${unreserved}${subDelims}:@/?`],
];

describe('CHAR_CLASS', () => {
  it.each(expected)('%s holds exactly its characters', (_name, flag, chars) => {
    for (let c = 0; c < 128; c++) {
      const inSet = chars.includes(String.fromCharCode(c));
      expect(((CHAR_CLASS[c] ?? 0) & flag) !== 0, `code ${c}`).toBe(inSet);
      expect(hasClass(c, flag)).toBe(inSet);
    }
  });

  it('puts nothing outside ASCII in any class', () => {
    expect(hasClass(0xe9, UNRESERVED | RESERVED | PCHAR)).toBe(false);
    expect(hasClass(0xffff, ALPHA)).toBe(false);
  });

  it('gives "%" no class: pct-encoded is scanned, not looked up', () => {
    expect(CHAR_CLASS[0x25]).toBe(0);
  });
});

describe('hexValue', () => {
  it('reads both cases of HEXDIG and rejects everything else', () => {
    expect(hexValue(0x30)).toBe(0);
    expect(hexValue(0x39)).toBe(9);
    expect(hexValue(0x41)).toBe(10);
    expect(hexValue(0x66)).toBe(15);
    expect(hexValue(0x67)).toBe(-1);
    expect(hexValue(0x2f)).toBe(-1);
    expect(hexValue(0x10000)).toBe(-1);
    expect(HEX_VALUE.length).toBe(128);
  });
});
