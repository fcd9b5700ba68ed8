// Public surface of @urikit/security: RFC 3986 §7 as code — inspect, redact (of a URI or of the
// URIs in a text), and the fetch-target (SSRF) checks.

export { type AddressVerdict, checkAddress } from './check-address.js';
export { SecurityError, type SecurityErrorCode } from './errors.js';
export { checkFetchTarget, type FetchVerdict } from './fetch-target.js';
export type { Finding, FindingCode, Readings, Severity } from './finding.js';
export { type InspectOptions, inspect } from './inspect.js';
export {
  analyzeScripts,
  type RestrictionLevel,
  restrictionLevel,
  type ScriptAnalysis,
} from './mixed-script.js';
export type { FetchPolicy } from './policy.js';
export { type RedactOptions, redact } from './redact.js';
export { LOG_SCHEMES, type RedactTextOptions, redactText } from './redact-text.js';
export { SECRET_PARAMETERS } from './secret-names.js';
