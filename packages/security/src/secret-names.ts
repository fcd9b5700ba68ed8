// RFC 3986 §7.5: the parameter names whose values are secrets (credentials, bearer tokens, signed
// URL signatures, OAuth codes), and the scan that finds `name=value` pairs in a query or fragment.

/**
 * The parameter names whose values `redact` replaces and `inspect` reports (RFC 3986 §7.5),
 * compared without regard to ASCII case, `-` and `_` being the same character.
 *
 * @example
 * ```ts
 * SECRET_PARAMETERS.includes('access_token'); // → true
 * ```
 */
export const SECRET_PARAMETERS: readonly string[] = [
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'auth_token',
  'api_key',
  'apikey',
  'key',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'pwd',
  'sig',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'x-goog-signature',
  'x-goog-credential',
  'code',
  'session',
  'session_id',
  'sessionid',
  'sid',
  'jwt',
  'auth',
  'authorization',
  'credential',
  'private_token',
];

function hex(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
}

/**
 * The canonical form of a parameter name: ASCII triplets decoded (a back end decodes `%74oken`
 * to `token`), ASCII lower case, '-' read as '_'.
 */
export function canonicalName(name: string, start: number, end: number): string {
  // Fast path: a name with nothing to decode, fold or map is its own canonical form.
  let plain = true;
  for (let i = start; i < end; i++) {
    const c = name.charCodeAt(i);
    if (c === 0x25 || c === 0x2d || (c >= 0x41 && c <= 0x5a)) {
      plain = false;
      break;
    }
  }
  if (plain) return name.slice(start, end);
  let out = '';
  for (let i = start; i < end; i++) {
    let c = name.charCodeAt(i);
    if (c === 0x25 && i + 2 < end) {
      const h = hex(name.charCodeAt(i + 1));
      const l = hex(name.charCodeAt(i + 2));
      if (h >= 0 && l >= 0 && h < 8) {
        c = (h << 4) | l;
        i += 2;
      }
    }
    if (c >= 0x41 && c <= 0x5a) c |= 0x20;
    else if (c === 0x2d) c = 0x5f;
    out += String.fromCharCode(c);
  }
  return out;
}

/** A set of canonical secret names: the defaults plus `extra`, or `extra` alone. */
export function secretNameSet(extra: readonly string[] | undefined, replace: boolean): Set<string> {
  const set = new Set<string>();
  if (!replace) for (const name of SECRET_PARAMETERS) set.add(canonicalName(name, 0, name.length));
  if (extra !== undefined) for (const name of extra) set.add(canonicalName(name, 0, name.length));
  return set;
}

const DEFAULT_SET = /* @__PURE__ */ secretNameSet(undefined, false);

/** The default set, shared. */
export function defaultSecretNames(): Set<string> {
  return DEFAULT_SET;
}

/**
 * Calls `found(state, nameStart, valueStart, valueEnd)` (a module-level function and its state, so
 * that a call allocates no closure) for each `name=value` pair in `[start, end)` of
 * `text` whose name is in `names`. Pairs are separated by '&', ';' or '?' (a nested query in a
 * fragment route, `#/cb?access_token=…`). Returns whether some character before the first '=' of
 * a pair is one that canonicalName changes ('%', '-' or upper case): when none is, every name is
 * its own canonical form.
 */
export function scanSecretPairs<T>(
  text: string,
  start: number,
  end: number,
  names: Set<string>,
  found: (state: T, nameStart: number, valueStart: number, valueEnd: number) => void,
  state: T,
): boolean {
  let changed = false;
  // The next '&', ';' and '?' at or after the current value, found by native searches (values are
  // long, names short) and kept until passed, so each search covers new text: linear overall.
  let amp = -2;
  let semi = -2;
  let question = -2;
  let pair = start;
  while (pair <= end) {
    let eq = -1;
    // Whether the name holds a character that canonicalName changes.
    let plain = true;
    let i = pair;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x26 || c === 0x3b || c === 0x3f) break;
      if (c === 0x3d) {
        eq = i;
        break;
      }
      if (c === 0x25 || c === 0x2d || (c >= 0x41 && c <= 0x5a)) plain = false;
    }
    if (eq >= 0) {
      // The value runs to the next separator.
      if (amp !== -1 && amp <= eq) amp = text.indexOf('&', eq);
      if (semi !== -1 && semi <= eq) semi = text.indexOf(';', eq);
      if (question !== -1 && question <= eq) question = text.indexOf('?', eq);
      i = end;
      if (amp >= 0 && amp < i) i = amp;
      if (semi >= 0 && semi < i) i = semi;
      if (question >= 0 && question < i) i = question;
    }
    // A plain name is its own canonical form: sliced, not rebuilt.
    if (eq > pair && names.has(plain ? text.slice(pair, eq) : canonicalName(text, pair, eq)))
      found(state, pair, eq + 1, i);
    if (!plain) changed = true;
    pair = i + 1;
  }
  return changed;
}
