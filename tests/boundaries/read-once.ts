// The read-once half of the boundary rule (CONTRIBUTING.md: "An option is read once, by the
// check"): an options object one property of which is a getter that answers a right value on
// its first read and a wrong-typed one on every later read, and counts its reads. A function
// that checks an option and then reads it again (a time-of-check to time-of-use gap) uses the
// wrong value the check never saw.

/** What every read after the first answers: a Symbol is the wrong type for any declared kind. */
export const LATER_READ = Symbol('probe: a second read of an option');

export interface CountingObject {
  readonly value: object;
  /** How many times the property was read so far. */
  readonly reads: () => number;
}

/** A copy of `given` whose `name` answers `first` once, then {@link LATER_READ}. */
export function readOnceObject(given: object, name: string, first: unknown): CountingObject {
  let reads = 0;
  const value = Object.defineProperty({ ...given }, name, {
    enumerable: true,
    configurable: true,
    get: () => (++reads === 1 ? first : LATER_READ),
  });
  return { value, reads: () => reads };
}
