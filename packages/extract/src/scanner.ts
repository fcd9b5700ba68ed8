// RFC 3986 Appendix C and §4.5: the one forward scan behind extract. Candidates are found from
// the characters every form needs (':' of a scheme, '.' of a suffix reference's host, '@' of an
// e-mail address), each found once with indexOf and examined once, so time is linear in the text.
//
// Characters are read with `codeAt.call(text, i)` (String.prototype.charCodeAt taken in each
// function), as in @urikit/syntax's scan-chars.ts: the call stays monomorphic whatever the string
// representation V8 chose for the text (flat, sliced, concatenated; one- or two-byte).
import { isUri, parse, UriError } from '@urikit/syntax';
import {
  BOUNDARY,
  HOST_CHAR,
  isTerminator,
  KINDS,
  LOCAL_CHAR,
  SCHEME_CHAR,
  SPACE,
  URI_CHAR,
} from './char-kinds.js';
import type { Resolved } from './options.js';
import { balance, trimTrailing } from './trim.js';
import type { MatchForm, UriMatch } from './types.js';

const IRI = { iri: true } as const;

function isAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

function match(
  uri: string,
  start: number,
  end: number,
  form: MatchForm,
  scheme: string | undefined,
): UriMatch {
  return { uri, start, end, form, scheme };
}

/** The matches of one text, in order, one at a time. */
export class Scanner {
  private readonly text: string;
  private readonly n: number;
  private readonly options: Resolved;
  private readonly parseOptions: typeof IRI | undefined;
  /** Where the last match ended (or the junk after a repaired URI): nothing before is looked at. */
  private floor = 0;
  /** The next ':', '@' and '.' to examine, or `n` for none. */
  private colon: number;
  private at: number;
  private dot: number;
  /** Balances of '(' ')' and '[' ']' over the last run scanned. */
  private parens = 0;
  private brackets = 0;
  /** The end of the last run scanned (scanRun). */
  private runEnd = 0;
  /** Set by validate, scanAngle and allowed. */
  private uri = '';
  private resume = 0;
  private content = '';
  private scheme = '';

  constructor(text: string, options: Resolved) {
    this.text = text;
    this.n = text.length;
    this.options = options;
    this.parseOptions = options.iri ? IRI : undefined;
    this.colon = this.find(':', 0);
    this.at = options.email ? this.find('@', 0) : this.n;
    this.dot = options.suffix ? this.find('.', 0) : this.n;
  }

  /** The next match, or undefined at the end of the text. */
  next(): UriMatch | undefined {
    for (;;) {
      const { colon, at, dot } = this;
      let found: UriMatch | undefined;
      if (colon <= at && colon <= dot) {
        if (colon >= this.n) return undefined;
        found = this.atColon(colon);
      } else if (at <= dot) {
        found = this.atAt(at);
      } else {
        found = this.atDot(dot);
      }
      if (found !== undefined) {
        // Nothing up to the match's end (or the junk after a repaired one) is looked at again.
        const floor = this.resume;
        this.floor = floor;
        if (this.colon < floor) this.colon = this.find(':', floor);
        if (this.at < floor) this.at = this.options.email ? this.find('@', floor) : this.n;
        if (this.dot < floor) this.dot = this.options.suffix ? this.find('.', floor) : this.n;
        return found;
      }
    }
  }

  private find(char: string, from: number): number {
    const i = this.text.indexOf(char, from);
    return i < 0 ? this.n : i;
  }

  /** A URI with a scheme ends with the ':' at `p` (§3.1), maybe after `URL:` (Appendix C). */
  private atColon(p: number): UriMatch | undefined {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    this.colon = this.find(':', p + 1);
    let s = p;
    while (s > this.floor) {
      const c = codeAt.call(text, s - 1);
      if (c >= 128 || (KINDS[c]! & SCHEME_CHAR) === 0) break;
      s--;
    }
    // scheme starts with ALPHA (§3.1): "-http:" and "2http:" begin at the 'h'.
    while (s < p && !isAlpha(codeAt.call(text, s))) s++;
    if (s === p) return undefined;
    // "URL:" before a scheme is the Appendix C prefix, not a scheme: the next ':' ends the URI's.
    if (p - s === 3 && this.urlPrefix(p + (codeAt.call(text, p + 1) === 0x20 ? 2 : 1)) === s) {
      return undefined;
    }
    let allowed = this.allowed(s, p);
    if (!allowed) {
      // "see.http://…": a scheme may hold '.', but a listed one after the last '.' is meant.
      let d = p - 1;
      while (d > s && codeAt.call(text, d) !== 0x2e) d--;
      if (d > s && isAlpha(codeAt.call(text, d + 1)) && this.allowed(d + 1, p)) {
        s = d + 1;
        allowed = true;
      }
    }
    // Appendix C: "The prefix "URL:" (with or without a trailing space)".
    const prefixed = this.urlPrefix(s);
    const from = prefixed < 0 ? s : prefixed;
    const open = from > this.floor ? codeAt.call(text, from - 1) : 0;
    if (open === 0x3c) {
      if (!allowed) this.scheme = text.slice(s, p).toLowerCase();
      const found = this.angle(from - 1, s, p + 1 - s, '');
      if (found !== undefined) return found;
    } else if (open === 0x22 && (allowed || prefixed >= 0)) {
      if (!allowed) this.scheme = text.slice(s, p).toLowerCase();
      const found = this.quoted(from - 1, s, p + 1, '');
      if (found !== undefined) return found;
    }
    if (!allowed && prefixed < 0) return undefined;
    if (!allowed) this.scheme = text.slice(s, p).toLowerCase();
    const found = this.bare(from, s, p + 1, '', prefixed < 0 ? 'bare' : 'url-prefix');
    if (found === undefined && this.colon < this.runEnd) this.colon = this.find(':', this.runEnd);
    return found;
  }

  /** Whether `text[s, p)` is a listed scheme; sets `scheme` to it lower-cased when it is. */
  private allowed(s: number, p: number): boolean {
    const { names, longest } = this.options.schemes;
    if (p - s > longest) return false;
    const scheme = this.text.slice(s, p).toLowerCase();
    if (!names.has(scheme)) return false;
    this.scheme = scheme;
    return true;
  }

  /** The start of "URL:" or "URL: " right before `s`, or -1. */
  private urlPrefix(s: number): number {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    let u = s - 4;
    if (u > this.floor && codeAt.call(text, s - 1) === 0x20) u--;
    if (u < this.floor || codeAt.call(text, u + 3) !== 0x3a) return -1;
    if ((codeAt.call(text, u) | 0x20) !== 0x75) return -1;
    if ((codeAt.call(text, u + 1) | 0x20) !== 0x72) return -1;
    if ((codeAt.call(text, u + 2) | 0x20) !== 0x6c) return -1;
    // "CURL:" is not the prefix: it must start a word.
    if (u > this.floor) {
      const c = codeAt.call(text, u - 1);
      if (c < 128 && (KINDS[c]! & SCHEME_CHAR) !== 0) return -1;
    }
    return u;
  }

  /** An e-mail address around the '@' at `p`, as a `mailto:` URI (RFC 6068 §2). */
  private atAt(p: number): UriMatch | undefined {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    this.at = this.find('@', p + 1);
    let l = p;
    while (l > this.floor) {
      const c = codeAt.call(text, l - 1);
      if (c >= 128 || (KINDS[c]! & LOCAL_CHAR) === 0) break;
      l--;
    }
    while (l < p && codeAt.call(text, l) === 0x2e) l++;
    // After ':' the address is the path of some other scheme's URI (xmpp:a@b.example).
    if (l === p || !this.boundaryBefore(l) || (l > 0 && text.charCodeAt(l - 1) === 0x3a)) {
      return undefined;
    }
    const h = this.scanHost(p + 1);
    let e = h;
    while (e > p + 1 && codeAt.call(text, e - 1) === 0x2e) e--;
    // A domain of at least two labels, as in every address people write.
    let d = e - 1;
    while (d > p + 1 && codeAt.call(text, d) !== 0x2e) d--;
    if (d <= p + 1 || codeAt.call(text, p + 1) === 0x2e) return undefined;
    const uri = 'mailto:' + text.slice(l, e);
    if (!isUri(uri, this.parseOptions)) return undefined;
    this.resume = e;
    return match(uri, l, e, 'suffix', 'mailto');
  }

  /** A §4.5 suffix reference whose host holds the '.' at `p`: www., ftp., or a listed TLD. */
  private atDot(p: number): UriMatch | undefined {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    let w = p;
    while (w > this.floor && this.isHostChar(codeAt.call(text, w - 1))) w--;
    const h = this.scanHost(p + 1);
    // The whole word is examined now: its other dots are not looked at again.
    this.dot = this.find('.', h);
    const first = codeAt.call(text, w);
    if (w === p || first === 0x2d || first === 0x5f || !this.boundaryBefore(w)) return undefined;
    const after = h < this.n ? codeAt.call(text, h) : 0;
    // '@' makes the word a local part or userinfo; "://" makes it a scheme.
    if (after === 0x40) return undefined;
    if (after === 0x3a && codeAt.call(text, h + 1) === 0x2f && codeAt.call(text, h + 2) === 0x2f) {
      return undefined;
    }
    let prefix: string;
    if (this.label(w, h, 0x77, 0x77, 0x77)) prefix = 'http://';
    else if (this.label(w, h, 0x66, 0x74, 0x70)) prefix = 'ftp://';
    else if (this.options.tlds !== undefined && this.hasTld(w, h)) prefix = 'http://';
    else return undefined;
    this.scheme = prefix === 'ftp://' ? 'ftp' : 'http';
    const open = w > this.floor ? codeAt.call(text, w - 1) : 0;
    if (open === 0x3c) {
      const found = this.angle(w - 1, w, 0, prefix);
      if (found !== undefined) return found;
    } else if (open === 0x22) {
      const found = this.quoted(w - 1, w, w, prefix);
      if (found !== undefined) return found;
    }
    const found = this.bare(w, w, w, prefix, 'suffix');
    if (found === undefined && this.dot < this.runEnd) this.dot = this.find('.', this.runEnd);
    return found;
  }

  /** Whether the word at `w` starts with the label a b c followed by '.' and more. */
  private label(w: number, h: number, a: number, b: number, c: number): boolean {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    return (
      w + 4 < h &&
      codeAt.call(text, w + 3) === 0x2e &&
      (codeAt.call(text, w) | 0x20) === a &&
      (codeAt.call(text, w + 1) | 0x20) === b &&
      (codeAt.call(text, w + 2) | 0x20) === c
    );
  }

  /** Whether the last label of the host `text[w, h)` (trailing dots aside) is a listed TLD. */
  private hasTld(w: number, h: number): boolean {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    let e = h;
    while (e > w && codeAt.call(text, e - 1) === 0x2e) e--;
    let d = e - 1;
    while (d > w && codeAt.call(text, d) !== 0x2e) d--;
    if (d <= w || d + 1 >= e) return false;
    const { names, longest } = this.options.tlds!;
    return e - d - 1 <= longest && names.has(text.slice(d + 1, e).toLowerCase());
  }

  /** Whether a word may start at `p`: the text starts there, or a space or punctuation is before. */
  private boundaryBefore(p: number): boolean {
    if (p === 0) return true;
    const c = this.text.charCodeAt(p - 1);
    if (c < 128) return (KINDS[c]! & BOUNDARY) !== 0;
    return !this.options.iri || isTerminator(c);
  }

  private isHostChar(c: number): boolean {
    if (c < 128) return (KINDS[c]! & HOST_CHAR) !== 0;
    return this.options.iri && !isTerminator(c);
  }

  /** The end of the run of host characters from `i`. */
  private scanHost(i: number): number {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    const n = this.n;
    while (i < n && this.isHostChar(codeAt.call(text, i))) i++;
    return i;
  }

  /**
   * The end of the run of URI characters from `i` (RFC 3986 §2; RFC 3987 §2.2 with `iri`):
   * whitespace, a character no URI holds, or a terminator ends it. Counts the brackets.
   */
  private scanRun(i: number): number {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    const n = this.n;
    const iri = this.options.iri;
    let parens = 0;
    let brackets = 0;
    for (; i < n; i++) {
      const c = codeAt.call(text, i);
      if (c < 128) {
        if ((KINDS[c]! & URI_CHAR) === 0) break;
        if (c === 0x28) parens++;
        else if (c === 0x29) parens--;
        else if (c === 0x5b) brackets++;
        else if (c === 0x5d) brackets--;
      } else if (!iri || isTerminator(c)) {
        break;
      }
    }
    this.parens = parens;
    this.brackets = brackets;
    this.runEnd = i;
    return i;
  }

  /**
   * A bare URI (or suffix reference) from `s`, its body from `body`; the span starts at `from`
   * (before "URL:" when there is one). Trailing punctuation is the sentence's (Appendix C).
   */
  private bare(
    from: number,
    s: number,
    body: number,
    prefix: string,
    form: MatchForm,
  ): UriMatch | undefined {
    const run = this.scanRun(body);
    const end = trimTrailing(this.text, body, run, this.parens, this.brackets);
    const valid = this.validate(prefix, s, end, body);
    if (valid < 0) return undefined;
    return match(this.uri, from, valid, form, this.scheme);
  }

  /**
   * The end of the valid URI `prefix + text[s, end)`, setting `uri` and `resume`; -1 when there
   * is none. An invalid candidate is cut once where the grammar breaks (a stray '%' or '[' after
   * a good URI), and the rest of the run is then skipped, so that no run is scanned twice.
   */
  private validate(prefix: string, s: number, end: number, body: number): number {
    if (!this.hasBody(body, end)) return -1;
    const text = this.text;
    let uri = prefix + text.slice(s, end);
    if (isUri(uri, this.parseOptions)) {
      this.uri = uri;
      this.resume = end;
      return end;
    }
    let index = -1;
    try {
      parse(uri, this.parseOptions);
    } catch (error) {
      if (error instanceof UriError) index = error.index;
    }
    const cut = s + index - prefix.length;
    if (cut <= body || cut >= end) return -1;
    const e = trimTrailing(
      text,
      body,
      cut,
      balance(text, body, cut, 0x28, 0x29),
      balance(text, body, cut, 0x5b, 0x5d),
    );
    if (!this.hasBody(body, e)) return -1;
    uri = prefix + text.slice(s, e);
    if (!isUri(uri, this.parseOptions)) return -1;
    this.uri = uri;
    this.resume = this.runEnd;
    return e;
  }

  /** Whether `text[from, to)` holds more than slashes: "http://" alone names nothing. */
  private hasBody(from: number, to: number): boolean {
    const text = this.text;
    for (let i = from; i < to; i++) if (text.charCodeAt(i) !== 0x2f) return true;
    return false;
  }

  /**
   * A URI between '<' at `open` and '>' (Appendix C), from `s`; whitespace inside is removed.
   * `body` is the offset in the content where the part after the scheme starts.
   */
  private angle(open: number, s: number, body: number, prefix: string): UriMatch | undefined {
    const close = this.scanAngle(s);
    if (close < 0) return undefined;
    const content = this.content;
    let i = body;
    while (i < content.length && content.charCodeAt(i) === 0x2f) i++;
    if (i === content.length) return undefined;
    const uri = prefix + content;
    if (!isUri(uri, this.parseOptions)) return undefined;
    this.resume = close + 1;
    return match(uri, open, close + 1, 'angle', this.scheme);
  }

  /** The offset of the '>' that ends the bracketed URI from `from`, setting `content`; or -1. */
  private scanAngle(from: number): number {
    const codeAt = String.prototype.charCodeAt;
    const text = this.text;
    const n = this.n;
    let content = '';
    let segment = from;
    for (let i = from; i < n; i++) {
      const c = codeAt.call(text, i);
      if (c === 0x3e) {
        this.content = content + text.slice(segment, i);
        return i;
      }
      if (c < 128) {
        const kind = KINDS[c]!;
        if ((kind & URI_CHAR) !== 0) continue;
        if ((kind & SPACE) === 0) return -1;
        // Appendix C: whitespace that broke a long URI across lines is not part of it.
        content += text.slice(segment, i);
        while (
          i + 1 < n &&
          codeAt.call(text, i + 1) < 128 &&
          (KINDS[codeAt.call(text, i + 1)]! & SPACE) !== 0
        )
          i++;
        segment = i + 1;
      } else if (!this.options.iri) {
        return -1;
      }
    }
    return -1;
  }

  /** A URI between double quotes at `open` and after the run from `s` (Appendix C). */
  private quoted(open: number, s: number, body: number, prefix: string): UriMatch | undefined {
    const close = this.scanRun(s);
    if (close >= this.n || this.text.charCodeAt(close) !== 0x22) return undefined;
    if (!this.hasBody(body, close)) return undefined;
    const uri = prefix + this.text.slice(s, close);
    if (!isUri(uri, this.parseOptions)) return undefined;
    this.resume = close + 1;
    return match(uri, open, close + 1, 'quoted', this.scheme);
  }
}
