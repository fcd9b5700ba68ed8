// The wrong values the boundary test passes: every JavaScript type, values that look like the
// right type but are not (a boxed string, a Proxy), and values whose reading throws.
import type { Expect } from './signatures.js';

/** What a getter, a Proxy trap or a toString of the test throws: it may propagate as it is. */
export const PROBE_ERROR = new Error('probe: a getter of the test threw');

function thrower(): never {
  throw PROBE_ERROR;
}

/** A Proxy every trap of which throws: reading anything from it throws {@link PROBE_ERROR}. */
const throwingProxy = new Proxy(
  {},
  {
    get: thrower,
    has: thrower,
    ownKeys: thrower,
    getOwnPropertyDescriptor: thrower,
    getPrototypeOf: thrower,
    set: thrower,
    defineProperty: thrower,
    deleteProperty: thrower,
    apply: thrower,
    construct: thrower,
  },
);

/** A named value, so that a failure says which one. */
export interface Wrong {
  readonly name: string;
  readonly value: unknown;
}

const everyType: readonly Wrong[] = [
  { name: '42', value: 42 },
  { name: 'NaN', value: Number.NaN },
  { name: '1n', value: 1n },
  { name: 'true', value: true },
  { name: "'http://a/b'", value: 'http://a/b' },
  { name: "''", value: '' },
  { name: 'null', value: null },
  { name: 'undefined', value: undefined },
  { name: 'Symbol()', value: Symbol('probe') },
  { name: '{}', value: {} },
  { name: 'Object.create(null)', value: Object.create(null) },
  { name: '[]', value: [] },
  { name: "['x', 1]", value: ['x', 1] },
  { name: '() => {}', value: () => {} },
  { name: "new String('http://a/')", value: new String('http://a/') },
  { name: 'new Proxy({}, {})', value: new Proxy({}, {}) },
  { name: 'a Proxy whose traps throw', value: throwingProxy },
  { name: 'an object whose toString throws', value: { toString: thrower, valueOf: thrower } },
  { name: 'new Date(0)', value: new Date(0) },
  { name: 'new Uint8Array(2)', value: new Uint8Array(2) },
];

/** Every wrong value, each of them for any parameter. */
export function wrongValues(optional: boolean): readonly Wrong[] {
  return optional ? everyType.filter((wrong) => wrong.value !== undefined) : everyType;
}

/** The values to set an option property to: fewer, the ones that catch a missing check. */
export const wrongOptionValues: readonly Wrong[] = [
  { name: '42', value: 42 },
  { name: 'true', value: true },
  { name: "'x'", value: 'x' },
  { name: "'no-such-value'", value: 'no-such-value' },
  { name: 'null', value: null },
  { name: 'Symbol()', value: Symbol('probe') },
  { name: '{}', value: {} },
  { name: '[42]', value: [42] },
  { name: '() => {}', value: () => {} },
  { name: 'a Proxy whose traps throw', value: throwingProxy },
];

/**
 * Whether `value` is of the declared kind (so that the function may take it as it would any
 * value of that type), rather than a wrong type that must be refused with a TypeError.
 */
export function fitsKind(expect: Expect, value: unknown): boolean {
  switch (expect.kind) {
    case 'string':
      return typeof value === 'string';
    case 'enum':
      return typeof value === 'string' && expect.values.includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'function':
      return typeof value === 'function';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null;
    case 'any':
      return true;
  }
}

/** A right value of the declared kind, for the arguments a test does not make wrong. */
export function rightValue(expect: Expect): unknown {
  switch (expect.kind) {
    case 'string':
      return 'http://a/b?c#d';
    case 'enum':
      return expect.values[0];
    case 'boolean':
      return false;
    case 'number':
      return 0;
    case 'function':
      return () => '';
    case 'array':
      return [];
    case 'object': {
      // Its required properties right, so that a call that makes one of them wrong fails for
      // that one (formatAccountId's namespace, reference and address).
      const value: Record<string, unknown> = {};
      for (const property of expect.properties) {
        if (property.required) value[property.name] = rightValue(property.expect);
      }
      return value;
    }
    case 'any':
      return undefined;
  }
}
