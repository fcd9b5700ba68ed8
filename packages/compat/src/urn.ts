// The urn and urn:uuid handlers (RFC 8141 §2, RFC 9562 §4): the path splits into a
// namespace identifier and a namespace-specific string; a uuid URN carries a UUID.
import { CHAR_CLASS, HEX_VALUE } from '@urikit/percent-encoding';
import { tripletAt } from './encoding.js';
import { getSchemeHandler } from './scheme-registry.js';
import type { ComponentDraft, Options, SchemeHandler } from './types.js';

const ALNUM = 1 | 2; // ALPHA | DIGIT class bits of @urikit/percent-encoding

// NSS characters fast-uri accepts: word characters and !$'()*+,-./:;=@ (RFC 2141 §2.2, simplified).
const NSS = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  const extra = "_!$'()*+,-./:;=@";
  for (let c = 0; c < 128; c++) if ((CHAR_CLASS[c]! & ALNUM) !== 0) t[c] = 1;
  for (let i = 0; i < extra.length; i++) t[extra.charCodeAt(i)] = 1;
  return t;
})();

/** Where the NID ends (the `:`) when `path` is NID ":" NSS as fast-uri reads it, or -1. */
function splitUrn(path: string): number {
  const colon = path.indexOf(':');
  // RFC 2141: NID = let-num 0*31let-num-hyp.
  if (colon < 1 || colon > 32 || colon === path.length - 1) return -1;
  for (let i = 0; i < colon; i++) {
    const c = path.charCodeAt(i);
    const ok = c < 128 && ((CHAR_CLASS[c]! & ALNUM) !== 0 || (c === 0x2d && i > 0));
    if (!ok) return -1;
  }
  for (let i = colon + 1; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c < 128 && NSS[c] === 1) continue;
    if (c === 0x25 && tripletAt(path, i) >= 0) {
      i += 2;
      continue;
    }
    return -1;
  }
  return colon;
}

function parseUrn(component: ComponentDraft, options: Options): ComponentDraft {
  const path = component.path;
  if (!path) {
    component.error = 'URN can not be parsed';
    return component;
  }
  const colon = splitUrn(path);
  if (colon < 0) {
    component.error = component.error || 'URN can not be parsed.';
    return component;
  }
  const scheme = options.scheme || component.scheme || 'urn';
  component.nid = path.slice(0, colon).toLowerCase();
  component.nss = path.slice(colon + 1);
  component.path = undefined;
  const handler = getSchemeHandler(`${scheme}:${options.nid || component.nid}`);
  return handler ? handler.parse(component, options) : component;
}

function serializeUrn(component: ComponentDraft, options: Options): ComponentDraft {
  if (component.nid === undefined) throw new Error('URN without nid cannot be serialized');
  const scheme = options.scheme || component.scheme || 'urn';
  const nid = component.nid.toLowerCase();
  const handler = getSchemeHandler(`${scheme}:${options.nid || nid}`);
  const urn = handler ? handler.serialize(component, options) : component;
  urn.path = `${nid || options.nid}:${urn.nss}`;
  // The NSS is written as it is: RFC 8141 §2 gives it its own character set.
  options.skipEscape = true;
  return urn;
}

/** 8-4-4-4-12 hex digits (RFC 9562 §4). */
function isUuid(s: string): boolean {
  if (s.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = s.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 0x2d) return false;
    } else if (c >= 128 || HEX_VALUE[c]! < 0) return false;
  }
  return true;
}

function parseUuid(component: ComponentDraft, options: Options): ComponentDraft {
  component.uuid = component.nss;
  component.nss = undefined;
  if (!options.tolerant && (!component.uuid || !isUuid(component.uuid))) {
    component.error = component.error || 'UUID is not valid.';
  }
  return component;
}

function serializeUuid(component: ComponentDraft): ComponentDraft {
  // RFC 9562 §4: UUIDs compare case-insensitively; the lower-case form is canonical.
  component.nss = (component.uuid || '').toLowerCase();
  return component;
}

/**
 * The `urn` scheme handler (RFC 8141 §2): `nid` and `nss` instead of the path.
 *
 * @example
 * ```ts
 * SCHEMES.urn.skipNormalize; // → true
 * ```
 */
export const urn: SchemeHandler = {
  scheme: 'urn',
  parse: parseUrn,
  serialize: serializeUrn,
  skipNormalize: true,
};

/**
 * The `urn:uuid` handler (RFC 9562 §4): `uuid` instead of `nss`, validated unless `tolerant`.
 *
 * @example
 * ```ts
 * SCHEMES['urn:uuid'].skipNormalize; // → true
 * ```
 */
export const urnUuid: SchemeHandler = {
  scheme: 'urn:uuid',
  parse: parseUuid,
  serialize: serializeUuid,
  skipNormalize: true,
};
