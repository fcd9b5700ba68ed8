// Work done inside built-ins, which block coverage cannot see: `indexOf` from every position of
// a string is one block per call but a scan to the end each time. While a measured call runs,
// the string, array and regular-expression methods that scan are wrapped to add the length they
// scan (or copy) to a counter; the wrappers are removed right after.

type Method = (this: unknown, ...args: unknown[]) => unknown;

let counter = 0;

function len(value: unknown): number {
  return typeof value === 'string' || Array.isArray(value) ? value.length : 0;
}

function clampIndex(value: unknown, length: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Math.trunc(Number(value)) || 0;
  return n < 0 ? Math.max(0, length + n) : Math.min(n, length);
}

// How much each method scans or copies, from its receiver, arguments and result.
const COSTS: readonly [
  object,
  string,
  (self: unknown, args: unknown[], result: unknown) => number,
][] = [
  [
    String.prototype,
    'indexOf',
    (s, a, r) => {
      const from = clampIndex(a[1], len(s), 0);
      return (r === -1 ? len(s) : (r as number)) - from + 1;
    },
  ],
  [
    String.prototype,
    'lastIndexOf',
    (s, a, r) => {
      const from = a[1] === undefined ? len(s) : clampIndex(a[1], len(s), len(s));
      return from - (r === -1 ? 0 : (r as number)) + 1;
    },
  ],
  [String.prototype, 'includes', (s) => len(s) + 1],
  [String.prototype, 'startsWith', (_s, a) => len(a[0]) + 1],
  [String.prototype, 'endsWith', (_s, a) => len(a[0]) + 1],
  [String.prototype, 'slice', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'substring', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'substr', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'toLowerCase', (s) => len(s) + 1],
  [String.prototype, 'toUpperCase', (s) => len(s) + 1],
  [String.prototype, 'normalize', (s) => len(s) + 1],
  [String.prototype, 'split', (s) => len(s) + 1],
  [String.prototype, 'replace', (s, _a, r) => len(s) + len(r) + 1],
  [String.prototype, 'replaceAll', (s, _a, r) => len(s) + len(r) + 1],
  [String.prototype, 'repeat', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'padStart', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'padEnd', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'trim', (s) => len(s) + 1],
  [String.prototype, 'concat', (_s, _a, r) => len(r) + 1],
  [String.prototype, 'match', (s) => len(s) + 1],
  [String.prototype, 'search', (s) => len(s) + 1],
  [Array.prototype, 'indexOf', (s) => len(s) + 1],
  [Array.prototype, 'lastIndexOf', (s) => len(s) + 1],
  [Array.prototype, 'includes', (s) => len(s) + 1],
  [Array.prototype, 'join', (s, _a, r) => len(s) + len(r) + 1],
  [Array.prototype, 'slice', (_s, _a, r) => len(r) + 1],
  [Array.prototype, 'splice', (s) => len(s) + 1],
  [Array.prototype, 'shift', (s) => len(s) + 2],
  [Array.prototype, 'unshift', (s) => len(s) + 1],
  [Array.prototype, 'concat', (_s, _a, r) => len(r) + 1],
  [Array.prototype, 'reverse', (s) => len(s) + 1],
  [Array.prototype, 'sort', (s) => len(s) * Math.max(1, Math.log2(len(s) + 1)) + 1],
  [Array.prototype, 'find', (s) => len(s) + 1],
  [Array.prototype, 'findIndex', (s) => len(s) + 1],
  [Array.prototype, 'some', (s) => len(s) + 1],
  [Array.prototype, 'every', (s) => len(s) + 1],
  [Array.prototype, 'filter', (s) => len(s) + 1],
  [Array.prototype, 'map', (s) => len(s) + 1],
  [RegExp.prototype, 'exec', (_s, a) => len(a[0]) + 1],
  [RegExp.prototype, 'test', (_s, a) => len(a[0]) + 1],
];

const saved: [object, string, Method][] = [];

/** Wraps the scanning built-ins; `stopBuiltinWork` removes the wrappers and returns the total. */
export function startBuiltinWork(): void {
  counter = 0;
  if (saved.length > 0) return;
  for (const [owner, name, cost] of COSTS) {
    const original = (owner as Record<string, Method>)[name]!;
    saved.push([owner, name, original]);
    const wrapped = function (this: unknown, ...args: unknown[]): unknown {
      const result = Reflect.apply(original, this, args);
      counter += cost(this, args, result);
      return result;
    };
    Object.defineProperty(owner, name, {
      value: wrapped,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
}

export function stopBuiltinWork(): number {
  for (const [owner, name, original] of saved.splice(0)) {
    Object.defineProperty(owner, name, {
      value: original,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  return counter;
}
