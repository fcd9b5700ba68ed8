// Public surface of @urikit/resolve: RFC 3986 §5.2 reference resolution (strict and
// non-strict), §5.2.4 remove_dot_segments, and relativize, its inverse.
export { type ResolveArgument, ResolveError, type ResolveErrorCode } from './errors.js';
export { escapeDoubleSlash } from './escape-double-slash.js';
export { relativize, tryRelativize } from './relativize.js';
export { removeDotSegments } from './remove-dot-segments.js';
export { resolve, tryResolve } from './resolve.js';
export { type ResolveOptions, resolveComponents } from './resolve-components.js';
