// What percentDecode does with malformed or ill-formed input (its `invalid` option) as numbers, in
// a module of constants only, so that bundlers write them in place.

/** `invalid: 'throw'`: a PercentEncodingError at the first malformed triplet or sequence. */
export const THROW = 0;
/** `invalid: 'keep'`: left as written. */
export const KEEP = 1;
/** `invalid: 'replace'`: each maximal subpart of an ill-formed sequence becomes U+FFFD. */
export const REPLACE = 2;
