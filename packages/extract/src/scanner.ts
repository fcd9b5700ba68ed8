// RFC 3986 Appendix C and §4.5: the one forward scan behind extract. Candidates are found from
// the characters every form needs (':' of a scheme, '.' of a suffix reference's host, '@' of an
// e-mail address), each found once with indexOf and examined once, so time is linear in the text.
//
// The loops that cross whole runs read characters with `codeAt.call(text, i)`
// (String.prototype.charCodeAt taken in the function), as @urikit/syntax's scan-chars.ts does and
// for its measured reason: the call stays monomorphic whatever string representation V8 chose.
import { isUri } from '@urikit/syntax';
import {
  BOUNDARY,
  HOST_CHAR,
  isTerminator,
  KINDS,
  LOCAL_CHAR,
  RUN_MARK,
  SCHEME_CHAR,
  SPACE,
  URI_CHAR,
} from './char-kinds.js';
import type { NameSet, Resolved } from './options.js';
import { trimTrailing } from './trim.js';
import type { MatchForm, UriMatch } from './types.js';

const IRI = { iri: true } as const;

function isAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/** What persists between two matches of one text (the rest lives in the variables below). */
export interface ScanState {
  readonly text: string;
  readonly options: Resolved;
  /** Where the last match ended: nothing before it is read again. */
  floor: number;
  /** The next ':', '@' and '.' to examine, the text's length for none, or below `floor` when
   * they are to be searched for again. */
  colon: number;
  at: number;
  dot: number;
}

// The scan of one step works in module variables, loaded from its ScanState at the start and
// stored back at the end: no closure per call, and names a minifier can shorten. A step runs
// no caller code, so interleaved iterations (and extract inside a linkify callback) are safe.
let text = '';
let n = 0;
let schemes: NameSet;
let tlds: NameSet | ((domain: string) => boolean) | undefined;
let iri = false;
let email = false;
let suffix = false;
let parseOptions: typeof IRI | undefined;
let floor = 0;
let colon = 0;
let at = 0;
let dot = 0;
/** Balances of '(' ')' and '[' ']', and the end, of the last run scanned (scanRun). */
let parens = 0;
let brackets = 0;
let runEnd = 0;
/** Set by accept: where the next search starts after a match. */
let resume = 0;
/** Set by scanAngle. */
let content = '';
/** The lower-cased scheme of the candidate at hand. */
let scheme = '';

/**
 * The match of `uri` (the candidate as a reference, delimiters and whitespace removed), whose
 * span is `text[start, end)`, when it is a valid URI (or IRI); sets `resume`. Every form ends
 * here: a candidate is kept only when @urikit/syntax accepts it.
 */
function accept(uri: string, start: number, end: number, form: MatchForm): UriMatch | undefined {
  if (!isUri(uri, parseOptions)) return undefined;
  resume = end;
  return { uri, start, end, form, scheme };
}

function find(char: string, from: number): number {
  const i = text.indexOf(char, from);
  return i < 0 ? n : i;
}

/** The state of a scan of `input` from its start (the searches start at the first step). */
export function startScan(input: string, options: Resolved): ScanState {
  return { text: input, options, floor: 0, colon: -1, at: -1, dot: -1 };
}

/** The next match of the scan, or undefined at the end of the text. */
export function nextMatch(state: ScanState): UriMatch | undefined {
  text = state.text;
  n = text.length;
  ({ schemes, tlds, iri, email, suffix } = state.options);
  parseOptions = iri ? IRI : undefined;
  floor = state.floor;
  // After a match (or at the start), nothing before its end is looked at again.
  colon = state.colon < floor ? find(':', floor) : state.colon;
  at = state.at >= floor ? state.at : email ? find('@', floor) : n;
  dot = state.dot >= floor ? state.dot : suffix ? find('.', floor) : n;
  let found: UriMatch | undefined;
  while (found === undefined) {
    if (colon <= at && colon <= dot) {
      if (colon >= n) break;
      found = atColon(colon);
    } else if (at <= dot) {
      found = atAt(at);
    } else {
      found = atDot(dot);
    }
  }
  if (found !== undefined) floor = resume;
  state.floor = floor;
  state.colon = colon;
  state.at = at;
  state.dot = dot;
  // The text is not kept alive by the module between steps.
  text = '';
  return found;
}

/** A URI with a scheme ends with the ':' at `p` (§3.1), maybe after `URL:` (Appendix C). */
function atColon(p: number): UriMatch | undefined {
  colon = find(':', p + 1);
  let s = p;
  while (s > floor) {
    const c = text.charCodeAt(s - 1);
    if (c >= 128 || (KINDS[c]! & SCHEME_CHAR) === 0) break;
    s--;
  }
  // scheme starts with ALPHA (§3.1): "-http:" and "2http:" begin at the 'h'.
  while (s < p && !isAlpha(text.charCodeAt(s))) s++;
  if (s === p) return undefined;
  // "URL:" before a scheme is the Appendix C prefix, not a scheme: the next ':' ends the URI's.
  if (p - s === 3 && urlPrefix(p + (text.charCodeAt(p + 1) === 0x20 ? 2 : 1)) === s) {
    return undefined;
  }
  const allowed = listed(s, p);
  // Appendix C: "The prefix "URL:" (with or without a trailing space)".
  const prefixed = urlPrefix(s);
  const from = prefixed < 0 ? s : prefixed;
  const open = from > floor ? text.charCodeAt(from - 1) : 0;
  if (!allowed && prefixed < 0 && open !== 0x3c) return undefined;
  if (!allowed) scheme = text.slice(s, p).toLowerCase();
  let found: UriMatch | undefined;
  if (open === 0x3c) {
    found = angle(from - 1, s, p + 1 - s, '');
  } else if (open === 0x22 && (allowed || prefixed >= 0)) {
    found = quoted(from - 1, s, p + 1, '');
  }
  if (found === undefined && (allowed || prefixed >= 0)) {
    found = bare(from, s, p + 1, '', prefixed < 0 ? 'bare' : 'url-prefix');
    if (found === undefined && colon < runEnd) colon = find(':', runEnd);
  }
  return found;
}

/** Whether `text[s, p)` is a listed scheme; sets `scheme` to it lower-cased when it is. */
function listed(s: number, p: number): boolean {
  if (p - s > schemes.longest || (schemes.firsts & (1 << (text.charCodeAt(s) & 31))) === 0) {
    return false;
  }
  const name = text.slice(s, p).toLowerCase();
  if (!schemes.names.has(name)) return false;
  scheme = name;
  return true;
}

/** The start of "URL:" or "URL: " right before `s`, or -1. */
function urlPrefix(s: number): number {
  let u = s - 4;
  if (u > floor && text.charCodeAt(s - 1) === 0x20) u--;
  // Compared before sliced: every ':' of the text comes here.
  if (
    u < floor ||
    (text.charCodeAt(u) | 0x20) !== 0x75 ||
    text.slice(u, u + 4).toUpperCase() !== 'URL:'
  ) {
    return -1;
  }
  // "CURL:" is not the prefix: it must start a word.
  const c = u > floor ? text.charCodeAt(u - 1) : 0x20;
  return c < 128 && (KINDS[c]! & SCHEME_CHAR) !== 0 ? -1 : u;
}

/** An e-mail address around the '@' at `p`, as a `mailto:` URI (RFC 6068 §2). */
function atAt(p: number): UriMatch | undefined {
  at = find('@', p + 1);
  let l = p;
  while (l > floor) {
    const c = text.charCodeAt(l - 1);
    if (c >= 128 || (KINDS[c]! & LOCAL_CHAR) === 0) break;
    l--;
  }
  while (l < p && text.charCodeAt(l) === 0x2e) l++;
  // After ':' the address is the path of some other scheme's URI (xmpp:a@b.example).
  if (l === p || !boundaryBefore(l) || (l > 0 && text.charCodeAt(l - 1) === 0x3a)) {
    return undefined;
  }
  let e = scanHost(p + 1);
  while (e > p + 1 && text.charCodeAt(e - 1) === 0x2e) e--;
  // A domain of at least two labels, as in every address people write.
  let d = e - 1;
  while (d > p + 1 && text.charCodeAt(d) !== 0x2e) d--;
  if (d <= p + 1 || text.charCodeAt(p + 1) === 0x2e) return undefined;
  scheme = 'mailto';
  return accept('mailto:' + text.slice(l, e), l, e, 'suffix');
}

/** A §4.5 suffix reference whose host holds the '.' at `p`: www., ftp., or a listed TLD. */
function atDot(p: number): UriMatch | undefined {
  let w = p;
  while (w > floor && isHostChar(text.charCodeAt(w - 1))) w--;
  const h = scanHost(p + 1);
  // The whole word is examined now: its other dots are not looked at again.
  dot = find('.', h);
  const first = text.charCodeAt(w);
  if (w === p || first === 0x2d || first === 0x5f || !boundaryBefore(w)) return undefined;
  const after = h < n ? text.charCodeAt(h) : 0;
  // '@' makes the word a local part or userinfo; "://" makes it a scheme.
  if (
    after === 0x40 ||
    (after === 0x3a && text.charCodeAt(h + 1) === 0x2f && text.charCodeAt(h + 2) === 0x2f)
  ) {
    return undefined;
  }
  // §4.5: "www." means http, "ftp." ftp (with more after the label), a listed TLD http.
  const head = w + 4 < h ? text.slice(w, w + 4).toLowerCase() : '';
  scheme = head === 'ftp.' ? 'ftp' : 'http';
  if (head !== 'www.' && head !== 'ftp.' && (tlds === undefined || !hasTld(w, h))) {
    return undefined;
  }
  const prefix = scheme + '://';
  const open = w > floor ? text.charCodeAt(w - 1) : 0;
  let found: UriMatch | undefined;
  if (open === 0x3c) found = angle(w - 1, w, 0, prefix);
  else if (open === 0x22) found = quoted(w - 1, w, w, prefix);
  if (found === undefined) {
    found = bare(w, w, w, prefix, 'suffix');
    if (found === undefined && dot < runEnd) dot = find('.', runEnd);
  }
  return found;
}

/**
 * Whether the last label of the host `text[w, h)` (trailing dots aside) is a listed TLD, or the
 * `tlds` predicate accepts the host.
 */
function hasTld(w: number, h: number): boolean {
  let e = h;
  while (e > w && text.charCodeAt(e - 1) === 0x2e) e--;
  let d = e - 1;
  while (d > w && text.charCodeAt(d) !== 0x2e) d--;
  if (d <= w || d + 1 >= e) return false;
  if (typeof tlds === 'function') return tlds(text.slice(w, e)) === true;
  return e - d - 1 <= tlds!.longest && tlds!.names.has(text.slice(d + 1, e).toLowerCase());
}

/** Whether a word may start at `p`: the text starts there, or a space or punctuation is before. */
function boundaryBefore(p: number): boolean {
  if (p === 0) return true;
  const c = text.charCodeAt(p - 1);
  if (c < 128) return (KINDS[c]! & BOUNDARY) !== 0;
  return !iri || isTerminator(c);
}

function isHostChar(c: number): boolean {
  if (c < 128) return (KINDS[c]! & HOST_CHAR) !== 0;
  return iri && !isTerminator(c);
}

/** The end of the run of host characters from `i`. */
function scanHost(i: number): number {
  const codeAt = String.prototype.charCodeAt;
  while (i < n && isHostChar(codeAt.call(text, i))) i++;
  return i;
}

/**
 * The end of the run of URI characters from `i` (RFC 3986 §2; RFC 3987 §2.2 with `iri`):
 * whitespace, a character no URI holds, or a terminator ends it, and so does a character that
 * may not stand where it is, so that the URI keeps its valid prefix: a `[` anywhere but at the
 * start of the host (§3.2.2: only an IP-literal holds one, and `authority` is where its host
 * starts, or -1), a `]` that closes no `[`, a `%` without two hex digits (§2.1) and a second
 * `#` (§3.5). Counts the parentheses.
 */
function scanRun(i: number, authority: number): number {
  const codeAt = String.prototype.charCodeAt;
  let p = 0;
  let b = 0;
  // Whether the host may still start (after "//" or the userinfo's "@"), and whether a '#' came.
  let host = authority;
  let hash = false;
  for (; i < n; i++) {
    const c = codeAt.call(text, i);
    if (c < 128) {
      const kind = KINDS[c]!;
      if ((kind & URI_CHAR) === 0) break;
      // Letters, digits and most punctuation need nothing more: one test for them.
      if ((kind & RUN_MARK) === 0) continue;
      if (c === 0x28) p++;
      else if (c === 0x29) p--;
      else if (c === 0x5b) {
        if (i !== host) break;
        b++;
      } else if (c === 0x5d) {
        if (b === 0) break;
        b--;
      } else if (c === 0x25) {
        if (!isHexAt(i + 1) || !isHexAt(i + 2)) break;
      } else if (c === 0x23) {
        if (hash) break;
        hash = true;
        host = -1;
      } else if (c === 0x40 && host >= 0) {
        host = i + 1;
      } else if ((c === 0x2f || c === 0x3f) && i > host) {
        // The path or the query starts ("//" itself comes before the host).
        host = -1;
      }
    } else if (!iri || isTerminator(c)) {
      break;
    }
  }
  parens = p;
  brackets = b;
  runEnd = i;
  return i;
}

function isHexAt(i: number): boolean {
  const c = text.charCodeAt(i) | 0x20;
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66);
}

/** Where the host of the reference whose part after the scheme starts at `body` starts, or -1. */
function hostStart(body: number): number {
  return text.charCodeAt(body) === 0x2f && text.charCodeAt(body + 1) === 0x2f ? body + 2 : -1;
}

/**
 * A bare URI (or suffix reference) from `s`, its body from `body`; the span starts at `from`
 * (before "URL:" when there is one). Trailing punctuation is the sentence's (Appendix C). The
 * run stops at the first character that may not stand where it is (scanRun), so a URI keeps its
 * valid prefix; a candidate still invalid (a port with a letter, an IP-literal that is not one)
 * is dropped, never rewritten: its caller skips the rest of its run, so that no run is scanned
 * twice.
 */
function bare(
  from: number,
  s: number,
  body: number,
  prefix: string,
  form: MatchForm,
): UriMatch | undefined {
  // A suffix reference's text starts with its host.
  const run = scanRun(body, prefix === '' ? hostStart(body) : body);
  const end = trimTrailing(text, body, run, parens, brackets);
  if (!hasBody(body, end)) return undefined;
  return accept(prefix + text.slice(s, end), from, end, form);
}

/** Whether `text[from, to)` holds more than slashes: "http://" alone names nothing. */
function hasBody(from: number, to: number, of = text): boolean {
  for (let i = from; i < to; i++) if (of.charCodeAt(i) !== 0x2f) return true;
  return false;
}

/**
 * A URI between '<' at `open` and '>' (Appendix C), from `s`; whitespace inside is removed.
 * `body` is the offset in the content where the part after the scheme starts.
 */
function angle(open: number, s: number, body: number, prefix: string): UriMatch | undefined {
  const close = scanAngle(s);
  if (close < 0) return undefined;
  if (!hasBody(body, content.length, content)) return undefined;
  return accept(prefix + content, open, close + 1, 'angle');
}

/** The offset of the '>' that ends the bracketed URI from `from`, setting `content`; or -1. */
function scanAngle(from: number): number {
  let joined = '';
  let segment = from;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3e) {
      content = joined + text.slice(segment, i);
      return i;
    }
    if (c < 128) {
      const kind = KINDS[c]!;
      if ((kind & URI_CHAR) !== 0) continue;
      if ((kind & SPACE) === 0) return -1;
      // Appendix C: whitespace that broke a long URI across lines is not part of it.
      joined += text.slice(segment, i);
      segment = i + 1;
    } else if (!iri) {
      return -1;
    }
  }
  return -1;
}

/** A URI between double quotes at `open` and after the run from `s` (Appendix C). */
function quoted(open: number, s: number, body: number, prefix: string): UriMatch | undefined {
  const close = scanRun(s, prefix === '' ? hostStart(body) : body);
  if (close >= n || text.charCodeAt(close) !== 0x22 || !hasBody(body, close)) return undefined;
  return accept(prefix + text.slice(s, close), open, close + 1, 'quoted');
}
