// The scheme-specific fields that `urikit parse` adds for the schemes @urikit/schemes knows:
// file (RFC 8089), data (RFC 2397), mailto (RFC 6068), urn (RFC 8141), tel (RFC 3966) and
// did (DID Core §3).
import {
  fileUriToPath,
  parseDataUri,
  parseDid,
  parseMailto,
  parseTel,
  parseUrn,
  SchemeError,
  tryFileUriToPath,
} from '@urikit/schemes';
import type { UriComponents } from '@urikit/syntax';
import type { JsonObject, JsonValue } from '../command.js';

// JSON has no undefined: absent fields are left out, as in the components object.
function json(value: object): JsonObject {
  const out: Record<string, JsonValue> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== undefined && typeof field !== 'function') out[key] = field as JsonValue;
  }
  return out;
}

function fields(scheme: string, reference: UriComponents): JsonObject | undefined {
  switch (scheme) {
    case 'file': {
      const posix = tryFileUriToPath(reference, { platform: 'posix' });
      const win32 = tryFileUriToPath(reference, { platform: 'win32' });
      // Throw the POSIX reading's error when neither platform has a path for it.
      if (posix === undefined && win32 === undefined) fileUriToPath(reference);
      return json({ posixPath: posix, win32Path: win32 });
    }
    case 'data': {
      const data = parseDataUri(reference);
      const textual = data.mediaType.startsWith('text/');
      return json({
        mediaType: data.mediaType,
        parameters: data.parameters,
        base64: data.base64,
        length: data.data.length,
        text: textual ? data.text() : undefined,
      });
    }
    case 'mailto':
      return json(parseMailto(reference));
    case 'urn':
      return json(parseUrn(reference));
    case 'tel':
      return json(parseTel(reference));
    case 'did':
      return json(parseDid(reference));
    default:
      return undefined;
  }
}

/**
 * The `schemeSpecific` (or `schemeSpecificError`) field of `urikit parse` for a reference
 * whose scheme has a scheme-specific syntax; nothing for any other reference.
 */
export function schemeSpecific(reference: UriComponents): JsonObject {
  const scheme = reference.scheme?.toLowerCase();
  if (scheme === undefined) return {};
  try {
    const found = fields(scheme, reference);
    return found === undefined ? {} : { schemeSpecific: found };
  } catch (error) {
    if (!(error instanceof SchemeError)) throw error;
    return { schemeSpecificError: { code: error.code, index: error.index } };
  }
}
