// What a parse result remembers of its source, for RFC 3986 §5.3 recomposition: the input parse
// read, its mode, and a copy of the components parse made from it. recompose(parse(x)) === x, so
// while the components are still those strings (the very same ones: a comparison of two pointers
// each), recompose returns the input without joining or reading anything again.
//
// The record is a private field of the result itself: not a property (no key, no descriptor), so
// spreads, Object.assign, JSON, structuredClone and deep-equality tests see the plain object of
// UriReference and nothing else, and a copy carries no record (it is read again like any
// components). A mutated result keeps its record, but its changed component no longer equals the
// copy's, and recompose reads the joined text. The field is defined on the object literal parse
// builds through a base class whose constructor returns it (ECMAScript: a derived constructor's
// `this` is what `super()` returns), so its prototype stays Object.prototype.
import type { UriComponents } from './types.js';

/** The input, its mode (1 for `iri`, 2 for `zoneId`) and the components parse made of it. */
export type SourceRecord = readonly [input: string, mode: number, components: UriComponents];

// Returns the object it is given, so that a derived class defines its private field on it. A
// class: a function expression may be turned into an arrow (by lint fixes and minifiers), which
// is no constructor.
class Target {
  constructor(target: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the point of the class (see above)
    return target;
  }
}

/** Marks a parse result with its SourceRecord (see above): `new Source(result, record)`. */
export class Source extends Target {
  #record: SourceRecord;

  constructor(target: UriComponents, record: SourceRecord) {
    super(target);
    this.#record = record;
  }

  static of(target: object): SourceRecord | undefined {
    return #record in target ? (target as Source).#record : undefined;
  }
}

/**
 * The input that `given` was parsed from, when `components` (what the entry check read of
 * `given`, once: CONTRIBUTING's read-once rule) are still the components parse made and were
 * read in a grammar that `mode` includes (every URI-reference is an IRI-reference, and a
 * reference without a zone ID is valid where zone IDs are allowed); else undefined. Only
 * recompose calls it, so parse's bundle does not carry it.
 */
export function sourceOf(
  given: object,
  components: UriComponents,
  mode: number,
): string | undefined {
  const record = Source.of(given);
  if (record === undefined || (record[1] & ~mode) !== 0) return undefined;
  const made = record[2];
  return components.path === made.path &&
    components.scheme === made.scheme &&
    components.userinfo === made.userinfo &&
    components.host === made.host &&
    components.port === made.port &&
    components.query === made.query &&
    components.fragment === made.fragment
    ? record[0]
    : undefined;
}
