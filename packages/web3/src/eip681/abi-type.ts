// The ABI type names EIP-681 takes as parameter keys (Solidity ABI specification, "Types"):
// uint<M> and int<M> (8 ≤ M ≤ 256, M % 8 = 0; uint and int are uint256 and int256), address,
// bool, bytes<M> (1 ≤ M ≤ 32), bytes, string, function, fixed<M>x<N> and ufixed<M>x<N>
// (0 < N ≤ 80; fixed and ufixed are 128x18), each possibly followed by [] or [k] suffixes.

/** What a key's type asks of its value. */
export interface AbiType {
  /** `integer` for (u)int<M>, `address`, `bool`, `text` for the rest (STRING). */
  kind: 'integer' | 'address' | 'bool' | 'text';
  bits: number;
  signed: boolean;
}

function readSize(name: string, at: number): number {
  if (at === name.length) return 0;
  if (name.charCodeAt(at) === 0x30) return -1;
  let value = 0;
  for (let i = at; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0x30 || c > 0x39 || value > 1000) return -1;
    value = value * 10 + (c - 0x30);
  }
  return value;
}

/** The type named `key`, or `undefined` when it is no ABI type. */
export function abiType(key: string): AbiType | undefined {
  // Array suffixes: the value is text (EIP-681 gives arrays no syntax of their own).
  let base = key;
  let array = false;
  while (base.endsWith(']')) {
    const open = base.lastIndexOf('[');
    if (open < 1) return undefined;
    const size = base.slice(open + 1, -1);
    if (size !== '' && readSize(size, 0) <= 0) return undefined;
    base = base.slice(0, open);
    array = true;
  }
  const text: AbiType = { kind: 'text', bits: 0, signed: false };
  let type: AbiType | undefined;
  if (base === 'address') type = { kind: 'address', bits: 160, signed: false };
  else if (base === 'bool') type = { kind: 'bool', bits: 1, signed: false };
  else if (base === 'string' || base === 'bytes' || base === 'function') type = text;
  else if (base.startsWith('uint') || base.startsWith('int')) {
    const signed = base.charCodeAt(0) === 0x69;
    const size = readSize(base, signed ? 3 : 4);
    const bits = size === 0 ? 256 : size;
    if (size >= 0 && bits >= 8 && bits <= 256 && bits % 8 === 0)
      type = { kind: 'integer', bits, signed };
  } else if (base.startsWith('bytes')) {
    const size = readSize(base, 5);
    if (size >= 1 && size <= 32) type = text;
  } else if (base.startsWith('fixed') || base.startsWith('ufixed')) {
    const rest = base.slice(base.charCodeAt(0) === 0x75 ? 6 : 5);
    const x = rest.indexOf('x');
    if (rest === '') type = text;
    else if (x > 0) {
      const m = readSize(rest.slice(0, x), 0);
      const n = readSize(rest.slice(x + 1), 0);
      if (m >= 8 && m <= 256 && m % 8 === 0 && n >= 1 && n <= 80) type = text;
    }
  }
  return type === undefined ? undefined : array ? text : type;
}
