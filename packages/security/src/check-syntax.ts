// RFC 3986 conformance and the places where a WHATWG URL parser reads the same text differently
// (RFC 3986 §7.6 with the URL Standard §4.4): stripped whitespace, tabs and newlines, backslashes,
// slash counts, percent-encoded and Unicode-dotted hosts, several '@', '@' after '?' or '#'.
import { type Context, quote, report } from './context.js';

const R76 = 'RFC 3986 §7.6';

/** Reports where the input breaks RFC 3986 and the WHATWG parser's rewrites of it. */
export function checkSyntax(context: Context): void {
  const { input, error, whatwg, spans } = context;
  const n = input.length;
  if (error !== undefined) {
    const f = report(
      context,
      'not-rfc3986',
      'warning',
      'reference',
      error.index,
      error.index + 1,
      `not an RFC 3986 URI reference: ${error.code.replaceAll('-', ' ')} at index ${error.index}`,
      'RFC 3986 §3',
    );
    f.detail = error.code;
  }
  if (whatwg.lead > 0 || whatwg.trail > 0) {
    const start = whatwg.lead > 0 ? 0 : n - whatwg.trail;
    const end = whatwg.lead > 0 ? whatwg.lead : n;
    report(
      context,
      'whitespace-stripped',
      'warning',
      'reference',
      start,
      end,
      'leading or trailing C0 controls or spaces, which a WHATWG parser strips and RFC 3986 does not allow',
      'URL Standard §4.4; RFC 3986 Appendix C',
    );
  }
  if (whatwg.tabOrNewline >= 0) {
    report(
      context,
      'tab-or-newline',
      'danger',
      'reference',
      whatwg.tabOrNewline,
      whatwg.tabOrNewline + 1,
      'a tab or newline, which a WHATWG parser removes before reading the rest (java\\tscript: is javascript:)',
      'URL Standard §4.4; RFC 3986 §7.6',
    );
  }
  if (whatwg.special && whatwg.backslash >= 0) {
    const inAuthority = whatwg.hostEnd < 0 || whatwg.backslash <= whatwg.hostEnd;
    report(
      context,
      'backslash',
      inAuthority ? 'danger' : 'warning',
      inAuthority ? 'host' : 'path',
      whatwg.backslash,
      whatwg.backslash + 1,
      `a backslash, which a WHATWG parser reads as '/' in a ${whatwg.scheme} URL and RFC 3986 does not allow`,
      R76,
    );
  }
  if (whatwg.special && whatwg.scheme !== 'file' && whatwg.slashes !== 2) {
    report(
      context,
      'slash-count',
      'warning',
      'reference',
      whatwg.slashStart,
      whatwg.slashStart + whatwg.slashes,
      `${whatwg.slashes} slashes after "${whatwg.scheme}:": a WHATWG parser still reads an authority, RFC 3986 ${whatwg.slashes < 2 ? 'reads a path' : 'reads an empty host'}`,
      R76,
    );
  }
  checkHostSpelling(context);
  checkAtSigns(context, spans.authorityStart, spans.authorityEnd);
}

// A host that a WHATWG parser percent-decodes or whose Unicode dots it maps to '.'.
function checkHostSpelling(context: Context): void {
  const { input, whatwg } = context;
  // A plain host (Context.plainHost) holds neither '%' nor a Unicode full stop.
  if (context.plainHost || !whatwg.special || whatwg.hostStart < 0) return;
  let percent = -1;
  let dot = -1;
  for (let i = whatwg.hostStart; i < whatwg.hostEnd; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x25 && percent < 0) percent = i;
    // UTS #46 maps U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP and U+FF61 HALFWIDTH
    // IDEOGRAPHIC FULL STOP to '.'.
    if ((c === 0x3002 || c === 0xff0e || c === 0xff61) && dot < 0) dot = i;
  }
  if (percent < 0 && dot < 0) return;
  const reached = whatwg.host?.failure === undefined ? whatwg.host?.host : undefined;
  const reaches = reached === undefined ? '' : `; it reaches ${quote(reached)}`;
  if (percent >= 0) {
    report(
      context,
      'encoded-host',
      'warning',
      'host',
      percent,
      whatwg.hostEnd,
      `a percent-encoded host, which a WHATWG parser decodes before resolving it${reaches}`,
      'RFC 3986 §3.2.2, §7.3',
    );
  }
  if (dot >= 0) {
    report(
      context,
      'unicode-dot',
      'warning',
      'host',
      dot,
      dot + 1,
      `a Unicode full stop that IDNA maps to '.', splitting the label where a reader sees none${reaches}`,
      'UTS #46 §4; RFC 3986 §7.6',
    );
  }
}

/**
 * The first '@' from `from` on when no '/' comes before it, or -1. Two native searches, where a
 * loop over every character would walk a long query to its end.
 */
export function firstAtBeforeSlash(input: string, from: number): number {
  const at = input.indexOf('@', from);
  if (at < 0) return -1;
  const slash = input.indexOf('/', from);
  return slash >= 0 && slash < at ? -1 : at;
}

// RFC 3986 §7.6: more than one '@' in the authority, or an '@' right after a '?' or '#' that a
// reader may take for the end of a userinfo (http://evil.example#@good.example).
function checkAtSigns(context: Context, authorityStart: number, authorityEnd: number): void {
  const { input, whatwg } = context;
  // Two '@' in the Appendix B authority, or one inside the WHATWG userinfo (which ends at the last).
  let second = -1;
  // Appendix B's last '@' (spans.at) is -1 when the authority holds none: no search then.
  if (authorityStart >= 0 && context.spans.at >= 0) {
    const first = input.indexOf('@', authorityStart);
    if (first >= 0 && first < authorityEnd) {
      second = input.indexOf('@', first + 1);
      if (second >= authorityEnd) second = -1;
      if (second >= 0) second = first;
    }
  }
  if (second < 0 && whatwg.userinfoStart >= 0) {
    const inner = input.indexOf('@', whatwg.userinfoStart);
    if (inner >= 0 && inner < whatwg.userinfoEnd) second = inner;
  }
  if (second >= 0) {
    report(
      context,
      'multiple-at',
      'danger',
      'userinfo',
      second,
      second + 1,
      "more than one '@' in the authority: RFC 3986 refuses it, a WHATWG parser takes the last one as the end of the userinfo",
      R76,
    );
  }
  const end = authorityEnd >= 0 ? authorityEnd : -1;
  if (end < 0) return;
  // '@' in the first segment after a '?' or '#' that ends the authority.
  const c = input.charCodeAt(end);
  if (c !== 0x3f && c !== 0x23) return;
  const i = firstAtBeforeSlash(input, end + 1);
  if (i < 0) return;
  report(
    context,
    'at-after-delimiter',
    'warning',
    c === 0x3f ? 'query' : 'fragment',
    end,
    i + 1,
    `an '@' after the '${String.fromCharCode(c)}' that ends the authority: a reader may take ${quote(input.slice(i + 1))} for the host`,
    R76,
  );
}
