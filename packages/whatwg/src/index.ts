// Public surface of @urikit/whatwg: the URL Standard's URL and URLSearchParams, whatwg-url's
// low-level API, and the standard's validation errors with offsets.
export type { DomainToASCII } from './context.js';
export {
  locateURL,
  locateURLHost,
  type URLHostLocation,
  type URLLocation,
  type URLSpan,
} from './locate-url.js';
export {
  type BasicURLParseOptions,
  basicURLParse,
  cannotHaveAUsernamePasswordPort,
  type Host,
  hasAnOpaquePath,
  isValidURLString,
  type ParseURLOptions,
  parseURL,
  parseURLWithValidationErrors,
  percentDecodeBytes,
  percentDecodeString,
  type StateOverride,
  serializeHost,
  serializeInteger,
  serializePath,
  serializeURL,
  serializeURLOrigin,
  setThePassword,
  setTheUsername,
  type WhatwgURLRecord,
} from './low-level.js';
export { createURL, type WhatwgURLConstructor, type WhatwgURLObject } from './url.js';
export { URL } from './url-full.js';
export { URLSearchParams, type URLSearchParamsIterator } from './url-search-params.js';
export { validateURL } from './validate-url.js';
export {
  VALIDATION_ERROR_TYPES,
  type ValidationError,
  type ValidationErrorType,
} from './validation-errors.js';
