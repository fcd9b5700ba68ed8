// RFC 3986 §6.2.2 and §6.2.3: one scan that proves a reference is already in normal form, so
// that normalize can give it back without building its components. Most references are:
// 99 % of the valid lines of ../shared/corpus.
import { CHAR_CLASS, HEX_VALUE, UNRESERVED } from '@urikit/percent-encoding';
import {
  SPAN_FLAG_HOST_UNREAD,
  SPAN_FLAGS,
  SPAN_HOST_END,
  SPAN_HOST_START,
  SPAN_PATH_END,
  SPAN_PATH_START,
  SPAN_PORT_START,
  SPAN_SCHEME_END,
  SPAN_SCHEME_HASH,
  SPANS_WITH_FLAGS_LENGTH,
  tryParseFlaggedSpans,
} from '@urikit/syntax';
import { hasDotSegment } from './dot-segments.js';
import { type NormalizeOptions, parseOptions } from './options.js';
import { normalizePort } from './port.js';
import { SCHEME_RULES } from './scheme-rules.js';

const PERCENT = 0x25;
const OPEN_BRACKET = 0x5b;

// One array for every call: the offsets are copied into locals before anything that could
// call normalize again (an option getter, a scheme rule's property) runs.
// With the flags: the scan notes upper-case letters in the scheme and host, and the scheme's
// hash, as it reads them (as read, each second read of a sliced string's character cost some 40
// instructions: the scheme's and host's loops were 1,600 of normalize's 5,900 a corpus line).
const spans = /* @__PURE__ */ new Int32Array(SPANS_WITH_FLAGS_LENGTH);

// The built-in rules by a hash of the scheme, so that the scan finds a scheme's rule from the
// characters it reads anyway: slicing the scheme for the Map took as long as the rest of the scan
// on corpus lines, and comparing its characters with the name's again cost 14 % more
// instructions per call (one callgrind count). A slot (open addressing, linear probing) holds the
// hash and length of one built-in name, and a scheme is matched by both, not by its
// characters. That is exact: the built-in names have distinct
// pairs (test/normal-form.prop.test.ts checks it), so each finds its own rule; another scheme that
// happens to match gets a rule whose checks only add reasons to answer false (a default port, an
// empty path, a hook), never true where the full path would change the input (file's hook
// rewrites "localhost" only, which the scan refuses).
const SLOTS = 64;

/** The built-in rules in slots, read once: what the scan needs of each, in typed arrays. */
interface RuleTable {
  lengths: Int32Array;
  hashes: Int32Array;
  defaultPorts: (string | undefined)[];
  /** 1 when the rule has a path for an empty one (after an authority). */
  emptyPaths: Uint8Array;
  /** The rule's hook: 0 none, 1 file's, 2 another. */
  hooks: Uint8Array;
}

// The rules have several shapes: reading their properties on every call was a polymorphic
// load each (most of the lookup's time), so each is read once here.
function ruleTable(): RuleTable {
  const table: RuleTable = {
    lengths: new Int32Array(SLOTS),
    hashes: new Int32Array(SLOTS),
    defaultPorts: new Array(SLOTS).fill(undefined),
    emptyPaths: new Uint8Array(SLOTS),
    hooks: new Uint8Array(SLOTS),
  };
  for (const [name, rule] of SCHEME_RULES) {
    const hash = schemeHash(name);
    let slot = hash & (SLOTS - 1);
    while (table.lengths[slot] !== 0) slot = (slot + 1) & (SLOTS - 1);
    table.lengths[slot] = name.length;
    table.hashes[slot] = hash;
    table.defaultPorts[slot] = rule.defaultPort;
    table.emptyPaths[slot] = rule.emptyPath === undefined ? 0 : 1;
    table.hooks[slot] = rule.normalize === undefined ? 0 : name === 'file' ? 1 : 2;
  }
  return table;
}

// Pure, so that a bundle without normalize (uriToIri alone) leaves the table and the rules out.
const RULES = /* @__PURE__ */ ruleTable();

/** The hash of a scheme name, as the scan computes it character by character. */
export function schemeHash(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return hash;
}

/** The slot of the built-in rule of the scheme of length `length` and hash `hash`, or -1. */
function ruleSlot(length: number, hash: number): number {
  const { lengths, hashes } = RULES;
  for (let slot = hash & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
    const slotLength = lengths[slot]!;
    if (slotLength === 0) return -1;
    if (slotLength === length && hashes[slot] === hash) return slot;
  }
}

/**
 * True when `normalize(input, options)` would return `input` itself, proved in one scan of
 * the offsets and flags `tryParseFlaggedSpans` found; false when it is not a reference, when some step would
 * change it, or when the scan does not know (then normalize takes its full path). What each
 * check stands for:
 *
 * - §6.2.2.1: no upper-case letter in the scheme or in a reg-name or IPv4 host (an IP
 *   literal, whose RFC 5952 form is a matter of its own, is not scanned: false);
 * - §6.2.2.1 and §6.2.2.2: no triplet anywhere with a lower-case hex digit or of an
 *   unreserved character (so no "%2E" either, and no dot-segment hides in a triplet);
 * - §6.2.2.3: no complete path segment "." or "..";
 * - §3.2.3 and §6.2.3 (unless `scheme: false`): no empty port, no port with a leading zero,
 *   none equal to the scheme's default; no empty path where the scheme's rule has one for it
 *   after an authority; no scheme-specific hook, except `file`'s when the host is not
 *   "localhost" (RFC 8089 §2).
 *
 * Options other than `scheme`, `iri`, `zoneId` and `host: 'preserve'` (IDNA conversions,
 * user scheme rules, UTS #46 flags), or values of the wrong type, give false: the full path
 * handles them and their errors.
 *
 * @example
 * ```ts
 * isNormalForm('http://example.com/a/b?q=%3F', undefined); // → true
 * isNormalForm('http://example.com:80/', undefined); // → false
 * ```
 */
export function isNormalForm(input: string, options: NormalizeOptions | undefined): boolean {
  if (typeof input !== 'string') return false;
  let schemeBased = true;
  let iri = false;
  let zoneId = false;
  if (options !== undefined) {
    if (typeof options !== 'object' || options === null) return false;
    const {
      scheme = true,
      host = 'preserve',
      iri: iriOption = false,
      zoneId: zone = false,
    } = options;
    if (
      options.schemes !== undefined ||
      options.idna !== undefined ||
      host !== 'preserve' ||
      typeof scheme !== 'boolean' ||
      typeof iriOption !== 'boolean' ||
      typeof zone !== 'boolean'
    ) {
      return false;
    }
    schemeBased = scheme;
    iri = iriOption;
    zoneId = zone;
  }
  if (!tryParseFlaggedSpans(input, spans, parseOptions(iri, zoneId))) return false;
  const schemeEnd = spans[SPAN_SCHEME_END]!;
  const hostStart = spans[SPAN_HOST_START]!;
  const hostEnd = spans[SPAN_HOST_END]!;
  const portStart = spans[SPAN_PORT_START]!;
  const pathStart = spans[SPAN_PATH_START]!;
  const pathEnd = spans[SPAN_PATH_END]!;

  // §6.2.2.1: the scheme and the host are case-insensitive, and lower case is their form. The
  // scan's flags say whether either has an upper-case letter (bits 1 and 2); the host that it did
  // not read for case (userinfo, triplets, IRI characters: bit 4) is read here.
  const flags = spans[SPAN_FLAGS]!;
  if ((flags & ~SPAN_FLAG_HOST_UNREAD) !== 0) return false;
  if (flags !== 0) {
    // An IP literal, whose RFC 5952 form is a matter of its own, is left to the full path.
    if (hostEnd > hostStart && input.charCodeAt(hostStart) === OPEN_BRACKET) return false;
    if (!isLowerHost(input, hostStart, hostEnd)) return false;
  }
  // §6.2.2.1 and §6.2.2.2 in every component at once: triplets start after the scheme only.
  if (!triplesAreNormal(input, schemeEnd + 1)) return false;
  if (hasDotSegment(input, pathStart, pathEnd)) return false;
  if (!schemeBased) return true;

  const slot = schemeEnd < 0 ? -1 : ruleSlot(schemeEnd, spans[SPAN_SCHEME_HASH]!);
  // §3.2.3: an empty port is omitted, leading zeros dropped, the default port omitted.
  if (portStart >= 0) {
    const port = input.slice(portStart, pathStart);
    if (normalizePort(port, slot < 0 ? undefined : RULES.defaultPorts[slot]) !== port) return false;
  }
  if (slot < 0) return true;
  if (hostStart >= 0 && pathStart === pathEnd && RULES.emptyPaths[slot] === 1) return false;
  const hook = RULES.hooks[slot];
  if (hook === 0) return true;
  // RFC 8089 §2: file's hook turns the host "localhost" into the empty host, nothing else.
  return hook === 1 && !(hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart));
}

/**
 * True when `input[start, end)` has no upper-case letter outside its triplets, whose hex digits
 * the triplet scan checks (it wants them in upper case).
 */
function isLowerHost(input: string, start: number, end: number): boolean {
  const codeAt = String.prototype.charCodeAt; // see scan-chars.ts in @urikit/syntax
  for (let i = start; i < end; i++) {
    const c = codeAt.call(input, i);
    if (c <= 0x5a && c >= 0x41) return false;
    if (c === PERCENT) i += 2;
  }
  return true;
}

/**
 * True when every triplet from `start` on has upper-case hex digits and stands for a character
 * that is not unreserved. In a valid reference every '%' starts a triplet (§2.1).
 */
function triplesAreNormal(input: string, start: number): boolean {
  const codeAt = String.prototype.charCodeAt;
  let i = input.indexOf('%', start);
  while (i !== -1) {
    const high = codeAt.call(input, i + 1);
    const low = codeAt.call(input, i + 2);
    // Hex digits at or above 'a' are the lower-case ones.
    if (high >= 0x61 || low >= 0x61) return false;
    const octet = (HEX_VALUE[high]! << 4) | HEX_VALUE[low]!;
    if (octet < 0x80 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0) return false;
    i = input.indexOf('%', i + 3);
  }
  return true;
}
