import { describe, expect, it } from 'vitest';
import {
  COLON_CLASS,
  charClass,
  hexValue,
  NOT_HEX,
  SUB_DELIM,
  UNRESERVED,
} from '../src/char-table.js';

// The sets spelled out from RFC 3986 §2.2–2.3, independently of the literal table.
const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const digit = '0123456789';
const sets: Array<[string, number, string]> = [
  ['unreserved', UNRESERVED, `${alpha}${digit}-._~`],
  ['sub-delims', SUB_DELIM, "!$&'()*+,;="],
  ['":"', COLON_CLASS, ':'],
];

describe('charClass', () => {
  it.each(sets)('%s holds exactly its characters', (_name, flag, chars) => {
    for (let c = 0; c < 0x10000; c++) {
      expect((charClass(c) & flag) !== 0, `code ${c}`).toBe(chars.includes(String.fromCharCode(c)));
    }
  });
});

describe('hexValue', () => {
  it('reads both cases of HEXDIG and rejects every other code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const value = Number.parseInt(String.fromCharCode(c), 16);
      const hex = (digit + 'ABCDEFabcdef').includes(String.fromCharCode(c));
      expect(hexValue(c), `code ${c}`).toBe(hex ? value : NOT_HEX);
    }
  });
});
