// Public surface of @urikit/schemes: scheme-specific syntaxes on top of RFC 3986 — file
// (RFC 8089), data (RFC 2397), mailto (RFC 6068), urn (RFC 8141), tel (RFC 3966), did
// (DID Core §3) — and the IANA URI scheme registry, one tree-shakable module each.
export {
  buildDataUri,
  type DataUri,
  type DataUriValue,
  parseDataUri,
  tryParseDataUri,
} from './data.js';
export { parseDataUrl, tryParseDataUrl } from './data-url.js';
export { buildDid, type Did, type DidValue, parseDid, tryParseDid } from './did.js';
export { SchemeError, type SchemeErrorCode, type SchemeName } from './errors.js';
export {
  type FileUriOptions,
  fileUriToPath,
  pathToFileUri,
  tryFileUriToPath,
  tryPathToFileUri,
} from './file.js';
export type { SchemeInput } from './input.js';
export {
  buildMailto,
  type Mailto,
  type MailtoValue,
  parseMailto,
  tryParseMailto,
} from './mailto.js';
export { REGISTRY_SOURCE, registeredSchemes, type SchemeInfo, schemeInfo } from './registry.js';
export {
  buildTel,
  parseTel,
  type Tel,
  type TelValue,
  telEquivalent,
  tryParseTel,
  tryTelEquivalent,
} from './tel.js';
export {
  buildUrn,
  parseUrn,
  tryParseUrn,
  tryUrnEquivalent,
  type Urn,
  type UrnOptions,
  urnEquivalent,
} from './urn.js';
