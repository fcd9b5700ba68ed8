// Public surface of @urikit/normalize: RFC 3986 §6.2 normalization and comparison, and the
// RFC 3987 §3.1 / §3.2 mappings between IRIs and URIs.
export { type CleanUp, type CleanUpOptions, cleanUp } from './clean-up.js';
export { equivalent, tryEquivalent } from './equivalent.js';
export { NormalizeError, type NormalizeErrorCode } from './errors.js';
export { iriToUri, tryIriToUri, tryUriToIri, uriToIri } from './iri.js';
export { normalize, tryNormalize } from './normalize.js';
export type {
  EquivalentOptions,
  IriToUriOptions,
  NormalizeOptions,
  UriToIriOptions,
} from './options.js';
export { sameSite } from './same-site.js';
export { SCHEME_RULES, type SchemeRule } from './scheme-rules.js';
