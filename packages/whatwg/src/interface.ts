// WebIDL §3.7 interface objects as classes: attributes and operations are enumerable
// properties of the prototype (class members are not), and Symbol.toStringTag names the class.

/** Makes the class members of `prototype` (and the statics of the class) as WebIDL has them. */
export function asInterface(classObject: object, name: string): void {
  const prototype = (classObject as { prototype: object }).prototype;
  for (const target of [prototype, classObject]) {
    for (const key of Object.getOwnPropertyNames(target)) {
      // A class lowered to a function (Babel, for Hermes) also has 'caller' and 'arguments',
      // which Hermes keeps non-configurable even in strict code.
      if (
        key === 'constructor' ||
        key === 'prototype' ||
        key === 'length' ||
        key === 'name' ||
        key === 'caller' ||
        key === 'arguments'
      )
        continue;
      Object.defineProperty(target, key, { enumerable: true });
    }
  }
  Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
}

/** The `this` of a member: its hidden slot, or a TypeError when `this` is not of the class. */
export function slotOf<T>(self: unknown, key: symbol, name: string): T {
  const slot = self === null || self === undefined ? undefined : (self as Record<symbol, T>)[key];
  if (slot === undefined) throw new TypeError(`'this' is not a ${name} object`);
  return slot;
}

/**
 * Where a class keeps one live instance of itself (url-state.ts says why): a key of its own, so
 * that the class object never passes a member's brand check.
 */
export const KEEP: unique symbol = Symbol('keep') as never;
