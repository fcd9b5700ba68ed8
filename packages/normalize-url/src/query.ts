// normalize-url's query step in one pass: it reads the query as URLSearchParams does
// (application/x-www-form-urlencoded, URL Standard §5.1), filters and sorts the parameters by
// name, writes them back through URLSearchParams (§5.2), decodes that with decodeURIComponent
// but for the escapes that carry structure, and lets the URL parser escape the rest (§4.4
// query state). Triplets of reserved characters stay as the input wrote them throughout. The
// result of that chain is computed here character by character, without the round trips.
import { pctOctetAt, percentDecode } from '@urikit/percent-encoding';
import { triplet } from './escapes.js';
import { isRemovedParameter, matchesAny } from './filters.js';
import type { Settings } from './options.js';

/** Character kinds on the way out, for code units below 0x80 (0: written as it is). */
const ESCAPE = 1; // written as its triplet
const QUOTE = 2; // "'": escaped in the query of a special URL only
const SPACE = 3; // "+" in a value, "%20" in a name

const OUT_KIND = /* @__PURE__ */ buildOutKinds();

function buildOutKinds(): Uint8Array {
  const kinds = new Uint8Array(128);
  // C0 controls and DEL: the query percent-encode set. Tab, LF, CR, #, %, &, + and ? are
  // escapes that normalize-url keeps through decodeURIComponent. " < > are in the query set.
  for (let c = 0; c < 0x20; c++) kinds[c] = ESCAPE;
  for (const c of '"#%&+<>?\x7f') kinds[c.charCodeAt(0)] = ESCAPE;
  kinds[0x27] = QUOTE;
  kinds[0x20] = SPACE;
  return kinds;
}

/**
 * Whether the triplet of `octet` is one that normalize-url keeps as written in the query (its
 * list of reserved characters: `: / ? # [ ] @ ! $ & ' ( ) * + , ; =`).
 */
export function isKeptReserved(octet: number): boolean {
  switch (octet) {
    case 0x21:
    case 0x23:
    case 0x24:
    case 0x26:
    case 0x27:
    case 0x28:
    case 0x29:
    case 0x2a:
    case 0x2b:
    case 0x2c:
    case 0x2f:
    case 0x3a:
    case 0x3b:
    case 0x3d:
    case 0x3f:
    case 0x40:
    case 0x5b:
    case 0x5d:
      return true;
    default:
      return false;
  }
}

/**
 * A run of decoded text as the chain writes it: each ASCII character kept, escaped or made
 * `+` / `%20` by its kind; anything else as its UTF-8 triplets.
 */
function writeDecoded(text: string, special: boolean, name: boolean): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) continue;
    const kind = OUT_KIND[c];
    if (kind === 0 || (kind === QUOTE && !special)) continue;
    if (i > start) out += encodeRun(text.slice(start, i));
    out += kind === SPACE ? (name ? '%20' : '+') : triplet(c);
    start = i + 1;
  }
  return start === 0 ? encodeRun(text) : out + encodeRun(text.slice(start));
}

/** ASCII kept, non-ASCII as UTF-8 triplets (what is left of a run once escapes are written). */
function encodeRun(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    let end = i + 1;
    while (end < text.length && text.charCodeAt(end) >= 0x80) end++;
    // Decoded text has no lone surrogate (U+FFFD stands for what was not UTF-8), so
    // encodeURIComponent, which writes UTF-8 triplets in upper case, cannot throw.
    out += text.slice(start, i) + encodeURIComponent(text.slice(i, end));
    start = end;
    i = end - 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

/** Form decoding's reading of octets as UTF-8: a malformed sequence is one U+FFFD. */
const REPLACE = { invalid: 'replace' } as const;

/**
 * A name or value of the raw query decoded as URLSearchParams decodes it: `+` is a space,
 * triplets are octets, and the octets are read as UTF-8 (URL Standard §5.1 step 3).
 */
export function decodeForm(raw: string): string {
  if (!raw.includes('%')) return raw.includes('+') ? raw.replaceAll('+', ' ') : raw;
  return percentDecode(raw.replaceAll('+', ' '), REPLACE);
}

/**
 * A raw name or value as normalize-url writes it back: decoded (see {@link decodeForm}) and
 * written by `writeDecoded`, except that a triplet of a reserved character is written as it
 * came (upper case). Reserved triplets are ASCII, so they end a UTF-8 sequence just as they
 * would in the decoded text: the text between them decodes on its own.
 */
function writeComponent(raw: string, special: boolean, name: boolean): string {
  // Most names and values have nothing to decode and nothing the chain escapes.
  let plain = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    const kind = OUT_KIND[c];
    if (c >= 0x80 || (c === 0x2b && name) || kind === ESCAPE || kind === SPACE) {
      plain = false;
      break;
    }
    if (kind === QUOTE && special) {
      plain = false;
      break;
    }
  }
  if (plain) return raw;
  let out = '';
  let start = 0;
  for (let at = raw.indexOf('%'); at >= 0; at = raw.indexOf('%', at + 1)) {
    const octet = pctOctetAt(raw, at);
    if (octet < 0 || !isKeptReserved(octet)) continue;
    out += writeDecoded(decodeForm(raw.slice(start, at)), special, name) + triplet(octet);
    start = at + 3;
    at += 2;
  }
  return out + writeDecoded(decodeForm(raw.slice(start)), special, name);
}

/** A parameter of the query: its raw name and value, and its name decoded when asked. */
interface Parameter {
  name: string;
  value: string;
  key: string | undefined;
}

function keyOf(parameter: Parameter): string {
  parameter.key ??= decodeForm(parameter.name);
  return parameter.key;
}

/**
 * normalize-url's reading of a name without `=` in the input, to match names written back:
 * decodeURIComponent with `+` as a space, or URLSearchParams' reading when that throws.
 */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', '%20'));
  } catch {
    // URLSearchParams drops one leading "?" of its input.
    return decodeForm(name.charCodeAt(0) === 0x3f ? name.slice(1) : name);
  }
}

/** The decoded names of the input's parameters that have no `=` (`?a&b=` → `a`). */
function namesWithoutEquals(query: string): Set<string> {
  const names = new Set<string>();
  for (const part of query.split('&')) {
    if (part !== '' && !part.includes('=')) names.add(decodeName(part));
  }
  return names;
}

/**
 * The query normalize-url writes for the raw query `query` of a URL (`''` when it has none,
 * without the `?`), or null for none: parameters split on `&` and `=` (empty ones dropped),
 * filtered by `keepQueryParameters` or `removeQueryParameters`, sorted by decoded name
 * (stable, by code units) when `sortQueryParameters`, and written back; a parameter with an
 * empty value is written with or without its `=` as `emptyQueryValue` says. `special`: the
 * URL's scheme is special, whose query escapes `'`.
 */
export function cleanQuery(query: string, special: boolean, settings: Settings): string | null {
  let parameters: Parameter[] = [];
  for (let start = 0; start <= query.length; ) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    if (end > start) {
      const equals = query.indexOf('=', start);
      parameters.push(
        equals >= 0 && equals < end
          ? {
              name: query.slice(start, equals),
              value: query.slice(equals + 1, end),
              key: undefined,
            }
          : { name: query.slice(start, end), value: '', key: undefined },
      );
    }
    start = end + 1;
  }
  if (parameters.length === 0) return null;

  const keep = settings.keepQueryParameters;
  const remove = settings.removeQueryParameters;
  if (Array.isArray(keep)) {
    parameters = parameters.filter((p) => matchesAny(keyOf(p), keep));
  } else if (remove === true) {
    return null;
  } else if (Array.isArray(remove)) {
    parameters = parameters.filter((p) => !isRemovedParameter(keyOf(p), remove));
  }
  if (parameters.length === 0) return null;

  if (settings.sortQueryParameters && parameters.length > 1 && !isSorted(parameters)) {
    // Array.prototype.sort is stable: a repeated name keeps its order.
    parameters.sort((a, b) => {
      const x = keyOf(a);
      const y = keyOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }

  const mode = settings.emptyQueryValue;
  let withoutEquals: Set<string> | undefined;
  let out = '';
  for (const parameter of parameters) {
    const name = writeComponent(parameter.name, special, true);
    const value = writeComponent(parameter.value, special, false);
    if (out !== '') out += '&';
    if (value !== '') {
      out += `${name}=${value}`;
    } else if (name === '' || mode === 'always') {
      out += `${name}=`;
    } else if (mode === 'never') {
      out += name;
    } else {
      withoutEquals ??= namesWithoutEquals(query);
      out += withoutEquals.has(decodeName(name)) ? name : `${name}=`;
    }
  }
  return out;
}

/** Whether the parameters are already in order by decoded name. */
function isSorted(parameters: Parameter[]): boolean {
  let previous = keyOf(parameters[0]!);
  for (let i = 1; i < parameters.length; i++) {
    const key = keyOf(parameters[i]!);
    if (key < previous) return false;
    previous = key;
  }
  return true;
}
