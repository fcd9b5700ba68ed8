// The bit masks of src/classes.ts agree with percent-encoding's CHAR_CLASS for all of ASCII.
import { ALPHA, CHAR_CLASS, DIGIT, HEXDIG, RESERVED, UNRESERVED } from '@urikit/percent-encoding';
import { describe, expect, it } from 'vitest';
import { inClass, isHex, U, UR, VARCHAR } from '../src/classes.js';

describe('character classes', () => {
  it('match CHAR_CLASS for every code unit 0–255', () => {
    for (let c = 0; c < 256; c++) {
      const bits = c < 128 ? CHAR_CLASS[c]! : 0;
      expect(inClass(c, U), String(c)).toBe((bits & UNRESERVED) !== 0);
      expect(inClass(c, UR), String(c)).toBe((bits & (UNRESERVED | RESERVED)) !== 0);
      expect(inClass(c, VARCHAR), String(c)).toBe((bits & (ALPHA | DIGIT)) !== 0 || c === 0x5f);
      expect(isHex(c), String(c)).toBe((bits & HEXDIG) !== 0);
    }
  });
});
