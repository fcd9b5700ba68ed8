// Public surface of @urikit/uri: Uri, the immutable RFC 3986 URI reference value with editing
// methods that validate what they change and keep the rest byte for byte.
export { Uri, type UriEqualityLevel, type UriParts } from './uri.js';
