// The ASCII code points as UTS #46 processing tells them apart, in one table for the fast path
// (fast-path.ts) and the STD3 rules (validity.ts, §4.1 step 7).

// 1: a-z 0-9 '-' (LDH, what STD3 rules allow); 2: A-Z; 3: '.'; 0: anything else.
function classTable(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) table[c] = 1;
  for (let c = 0x30; c <= 0x39; c++) table[c] = 1;
  table[0x2d] = 1;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = 2;
  table[0x2e] = 3;
  return table;
}

/**
 * The class of each ASCII code point (index = code unit, 0-127); built by a pure call so that
 * bundlers drop it when only Punycode is imported.
 */
export const ASCII_CLASS: Uint8Array = /* @__PURE__ */ classTable();
