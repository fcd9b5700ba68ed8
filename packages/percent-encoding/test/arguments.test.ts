// The helpers of the boundary rule (CONTRIBUTING.md): one message shape for every package.
import { describe, expect, it } from 'vitest';
import { argumentError, requireOptions, requireString, requireType } from '../src/index.js';

describe('argumentError', () => {
  it('names the function, the argument, what was expected and what was given', () => {
    expect(argumentError('checkAddress', 'policy', 'an object', 'x')).toEqual(
      new TypeError("checkAddress: policy must be an object; got 'x'"),
    );
    expect(argumentError('f', 'a', 'a string', null).message).toBe(
      'f: a must be a string; got null',
    );
    expect(argumentError('f', 'a', 'a string', Symbol('s')).message).toBe(
      'f: a must be a string; got symbol',
    );
    expect(argumentError('f', 'a', 'a string', [1]).message).toBe(
      'f: a must be a string; got object',
    );
  });

  it('quotes at most 40 characters of a string', () => {
    expect(argumentError('f', 'a', 'an object', 'x'.repeat(100)).message).toBe(
      `f: a must be an object; got '${'x'.repeat(40)}'`,
    );
  });
});

describe('requireString, requireType, requireOptions', () => {
  it('pass values of the right type and throw the TypeError for the others', () => {
    expect(() => requireString('parse', 'input', 'a')).not.toThrow();
    expect(() => requireString('parse', 'input', new String('a'))).toThrow(
      new TypeError('parse: input must be a string; got object'),
    );
    expect(() => requireType('f', 'n', 1, 'number')).not.toThrow();
    expect(() => requireType('f', 'o', null, 'object')).toThrow(
      new TypeError('f: o must be an object; got null'),
    );
    expect(() => requireType('f', 'o', [], 'object')).not.toThrow();
    expect(() => requireType('f', 'list', {}, 'array')).toThrow(
      new TypeError('f: list must be an array; got object'),
    );
    expect(() => requireType('f', 'x', undefined, 'string', true)).not.toThrow();
    expect(() => requireType('f', 'x', undefined, 'string')).toThrow(
      new TypeError('f: x must be a string; got undefined'),
    );
    expect(() => requireType('f', 'mode', 'b', ['a', 'b'])).not.toThrow();
    expect(() => requireType('f', 'mode', 'c', ['a', 'b'])).toThrow(
      new TypeError("f: mode must be one of 'a', 'b'; got 'c'"),
    );
  });

  it('check options: undefined or an object whose named properties have their types', () => {
    const types = { iri: 'boolean', host: ['ascii', 'unicode'] } as const;
    expect(() => requireOptions('f', undefined, types)).not.toThrow();
    expect(() => requireOptions('f', { other: 1 }, types)).not.toThrow();
    expect(() => requireOptions('f', null, types)).toThrow(
      new TypeError('f: options must be an object; got null'),
    );
    expect(() => requireOptions('f', { iri: 'yes' }, types)).toThrow(
      new TypeError("f: options.iri must be a boolean; got 'yes'"),
    );
    expect(() => requireOptions('f', { host: 'x' }, types, 'policy')).toThrow(
      new TypeError("f: policy.host must be one of 'ascii', 'unicode'; got 'x'"),
    );
  });

  it('answer a copy of the named properties, each read once', () => {
    let reads = 0;
    const options = Object.defineProperty({ other: 1 }, 'iri', {
      enumerable: true,
      get: () => (++reads === 1 ? true : 'second read'),
    });
    const copy = requireOptions('f', options as { iri?: boolean }, {
      iri: 'boolean',
      zoneId: 'boolean',
    });
    expect(copy).toEqual({ iri: true });
    expect(copy.iri).toBe(true);
    expect(reads).toBe(1);
    expect(requireOptions('f', undefined, { iri: 'boolean' })).toBeUndefined();
  });

  it('answer one shape per types: every named property, in its order, undefined when absent', () => {
    const types = { iri: 'boolean', host: ['ascii', 'unicode'], limit: 'number' } as const;
    const copies = [{}, { limit: 3, other: 1 }, { host: 'ascii', iri: false }].map((options) =>
      requireOptions('f', options, types),
    );
    for (const copy of copies) expect(Object.keys(copy)).toEqual(['iri', 'host', 'limit']);
    expect(copies[1]).toEqual({ iri: undefined, host: undefined, limit: 3 });
  });

  it('let a getter that throws propagate its own error', () => {
    const options = Object.defineProperty({}, 'iri', {
      get() {
        throw new RangeError('from the getter');
      },
    });
    expect(() => requireOptions('f', options, { iri: 'boolean' })).toThrow(
      new RangeError('from the getter'),
    );
  });
});
