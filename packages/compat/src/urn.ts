// The urn and urn:uuid handlers (RFC 8141 §2, RFC 9562 §4): the path splits into a
// namespace identifier and a namespace-specific string; a uuid URN carries a UUID.
import { ALPHA, CHAR_CLASS, DIGIT, HEX_VALUE } from '@urikit/percent-encoding';
import { tripletAt } from './encoding.js';
import { schemeHandler } from './scheme-registry.js';
import { EARLY_ERROR, NO_ERROR, withError } from './shapes.js';
import type { ComponentDraft, Options, SchemeHandler } from './types.js';

const ALNUM = ALPHA | DIGIT;

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

/** The handler's parse, which edits `component` as fast-uri's does. */
export function parseUrn(component: ComponentDraft, options: Options): ComponentDraft {
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
  const handler = schemeHandler(`${scheme}:${options.nid || component.nid}`);
  return handler ? handler.parse(component, options) : component;
}

const UUID_ERROR = 'UUID is not valid.';

/**
 * What {@link parseUrn} (and {@link parseUuid} for a `uuid` NID) make of a result of
 * parse.ts of `shape` (shapes.ts), as a new object built by one literal: fast-uri's keys
 * in fast-uri's order, `nid`, `nss` (and `uuid`) last, path kept as an undefined field.
 */
export function urnComponents(c: ComponentDraft, shape: number, options: Options): ComponentDraft {
  const urnPath = c.path;
  if (!urnPath) return withError(c, shape, 'URN can not be parsed');
  const colon = splitUrn(urnPath);
  if (colon < 0) return withError(c, shape, c.error || 'URN can not be parsed.');
  const nid = urnPath.slice(0, colon).toLowerCase();
  const handler = schemeHandler(`${options.scheme || c.scheme || 'urn'}:${options.nid || nid}`);
  const { scheme, userinfo, host, port, query, fragment, reference } = c;
  const path = undefined;
  const error = c.error;
  if (handler !== undefined && handler.parse === parseUuid) {
    // RFC 9562 §4: the NSS is the UUID.
    const uuid = urnPath.slice(colon + 1);
    const nss = undefined;
    const invalid = !options.tolerant && !isUuid(uuid);
    if (shape === NO_ERROR) {
      return invalid
        ? // fast-uri appends the error after the fields the handlers added.
          {
            scheme,
            userinfo,
            host,
            port,
            path,
            query,
            fragment,
            reference,
            nid,
            nss,
            uuid,
            error: UUID_ERROR,
          }
        : { scheme, userinfo, host, port, path, query, fragment, reference, nid, nss, uuid };
    }
    return shape === EARLY_ERROR
      ? { scheme, userinfo, host, port, path, query, fragment, error, reference, nid, nss, uuid }
      : { scheme, userinfo, host, port, path, query, fragment, reference, error, nid, nss, uuid };
  }
  const nss = urnPath.slice(colon + 1);
  const urnComponent: ComponentDraft =
    shape === NO_ERROR
      ? { scheme, userinfo, host, port, path, query, fragment, reference, nid, nss }
      : shape === EARLY_ERROR
        ? { scheme, userinfo, host, port, path, query, fragment, error, reference, nid, nss }
        : { scheme, userinfo, host, port, path, query, fragment, reference, error, nid, nss };
  // Another namespace's handler edits the object, as with fast-uri.
  if (handler !== undefined) handler.parse(urnComponent, options);
  return urnComponent;
}

function serializeUrn(component: ComponentDraft, options: Options): ComponentDraft {
  if (component.nid === undefined) throw new Error('URN without nid cannot be serialized');
  const scheme = options.scheme || component.scheme || 'urn';
  const nid = component.nid.toLowerCase();
  const handler = schemeHandler(`${scheme}:${options.nid || nid}`);
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

/** The handler's parse, which edits `component` as fast-uri's does. */
export function parseUuid(component: ComponentDraft, options: Options): ComponentDraft {
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
