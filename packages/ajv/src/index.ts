// Public surface of @urikit/ajv: urikit inside ajv 8, as its `uriResolver` and as exact
// validators for the JSON Schema URI, IRI, template, host name and IP formats.
export {
  type AddFormatsOptions,
  addFormats,
  type FormatName,
  type FormatRegistry,
  formats,
} from './formats.js';
export { uriResolver } from './uri-resolver.js';
