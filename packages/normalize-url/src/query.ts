// normalize-url's query step in one pass: it reads the query as URLSearchParams does
// (application/x-www-form-urlencoded, URL Standard §5.1), filters and sorts the parameters by
// name, writes them back through URLSearchParams (§5.2), decodes that with decodeURIComponent
// but for the escapes that carry structure, and lets the URL parser escape the rest (§4.4
// query state). Triplets of reserved characters stay as the input wrote them throughout. The
// result of that chain is computed here character by character, without the round trips.
import { decodeUtf8, isTriplet, triplet, tripletOctet, utf8Triplets } from './escapes.js';
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

/** One code point of a decoded name or value as the chain writes it. */
function writeCodePoint(c: number, special: boolean, name: boolean): string {
  if (c >= 0x80) return utf8Triplets(c);
  switch (OUT_KIND[c]) {
    case ESCAPE:
      return triplet(c);
    case QUOTE:
      return special ? '%27' : "'";
    case SPACE:
      return name ? '%20' : '+';
    default:
      return String.fromCharCode(c);
  }
}

/** The octets of one raw character of a query (ASCII there; UTF-8 otherwise). */
function pushOctets(octets: number[], text: string, at: number): number {
  const c = text.codePointAt(at)!;
  if (c < 0x80) {
    octets.push(c);
    return 1;
  }
  // A lone surrogate reads as U+FFFD, as WebIDL's USVString conversion makes it.
  const point = c >= 0xd800 && c <= 0xdfff ? 0xfffd : c;
  const bytes = utf8Triplets(point);
  for (let i = 0; i < bytes.length; i += 3) octets.push(tripletOctet(bytes, i));
  return c > 0xffff ? 2 : 1;
}

/**
 * A name or value of the raw query decoded as URLSearchParams decodes it: `+` is a space,
 * triplets are octets, and the octets are read as UTF-8 (URL Standard §5.1 step 3).
 */
export function decodeForm(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  const octets: number[] = [];
  for (let i = 0; i < raw.length; ) {
    if (isTriplet(raw, i)) {
      octets.push(tripletOctet(raw, i));
      i += 3;
    } else if (raw.charCodeAt(i) === 0x2b) {
      octets.push(0x20);
      i++;
    } else {
      i += pushOctets(octets, raw, i);
    }
  }
  return decodeUtf8(octets, 0, octets.length);
}

/**
 * A raw name or value as normalize-url writes it back: decoded (see {@link decodeForm}), then
 * each code point kept, escaped or made `+` / `%20` by `writeCodePoint`, except that a triplet
 * of a reserved character is written as it came (upper case). Reserved triplets are ASCII, so
 * they end a UTF-8 sequence just as they would in the decoded text.
 */
function writeComponent(raw: string, special: boolean, name: boolean): string {
  // Most names and values have nothing to decode and nothing the chain escapes.
  let plain = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 0x80 || (c === 0x2b && name) || OUT_KIND[c] === ESCAPE || OUT_KIND[c] === SPACE) {
      plain = false;
      break;
    }
    if (c === 0x27 && special) {
      plain = false;
      break;
    }
  }
  if (plain) return raw;
  let out = '';
  const octets: number[] = [];
  const flush = (): void => {
    if (octets.length === 0) return;
    const text = decodeUtf8(octets, 0, octets.length);
    for (let j = 0; j < text.length; ) {
      const c = text.codePointAt(j)!;
      out += writeCodePoint(c, special, name);
      j += c > 0xffff ? 2 : 1;
    }
    octets.length = 0;
  };
  for (let i = 0; i < raw.length; ) {
    if (isTriplet(raw, i)) {
      const octet = tripletOctet(raw, i);
      if (isKeptReserved(octet)) {
        flush();
        out += triplet(octet);
      } else {
        octets.push(octet);
      }
      i += 3;
    } else if (raw.charCodeAt(i) === 0x2b) {
      octets.push(0x20);
      i++;
    } else {
      i += pushOctets(octets, raw, i);
    }
  }
  flush();
  return out;
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
