// RFC 3986 §7.5 and §7.6 in the userinfo: a password (deprecated by §3.2.1), and a userinfo that
// looks like a host name or a URL, as in §7.6's own example
// ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm. An rss3: instance's
// userinfo is an identity, neither (RSS3 Protocol §4.3).
import { type Context, quote, report } from './context.js';
import { isRss3Identity } from './rss3-identity.js';

// Whether [start, end) holds something a reader takes for a host: "://", or a '.' between two
// letters or digits (cnn.example.com, www.bank.example).
function looksLikeHost(input: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x3a && input.startsWith('//', i + 1) && i + 3 <= end) return true;
    if (c === 0x2e && i > start && i + 1 < end) {
      if (isAlnum(input.charCodeAt(i - 1)) && isAlnum(input.charCodeAt(i + 1))) return true;
    }
    // %2E is a dot as well once decoded.
    if (c === 0x25 && i + 2 < end && input.charCodeAt(i + 1) === 0x32) {
      if (
        (input.charCodeAt(i + 2) | 0x20) === 0x65 &&
        i > start &&
        isAlnum(input.charCodeAt(i - 1))
      ) {
        return true;
      }
    }
  }
  return false;
}

function isAlnum(c: number): boolean {
  const l = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (l >= 0x61 && l <= 0x7a);
}

/** Reports a password, a userinfo at all, and a userinfo that looks like a host. */
export function checkUserinfo(context: Context): void {
  const { input, spans, whatwg } = context;
  // The wider of the two readings: Appendix B's userinfo or the WHATWG parser's.
  let start = spans.at >= 0 ? spans.authorityStart : -1;
  let end = spans.at;
  if (start < 0 && whatwg.userinfoStart >= 0) {
    start = whatwg.userinfoStart;
    end = whatwg.userinfoEnd;
  }
  if (start < 0 || isRss3Identity(input, spans.schemeEnd, start, end)) return;
  const host = input.slice(end + 1, spans.at >= 0 ? spans.hostEnd : whatwg.hostEnd);
  if (looksLikeHost(input, start, end)) {
    report(
      context,
      'userinfo-looks-like-host',
      'danger',
      'userinfo',
      start,
      end,
      `the userinfo ${quote(input.slice(start, end))} looks like a host, but the host is ${quote(host)}`,
      'RFC 3986 §7.6',
    );
  }
  const colon = input.indexOf(':', start);
  if (colon >= 0 && colon < end) {
    report(
      context,
      'password-in-userinfo',
      'danger',
      'userinfo',
      colon + 1,
      end,
      'a password in the userinfo: deprecated, and it ends up in logs, history and Referer headers',
      'RFC 3986 §3.2.1, §7.5',
    );
  } else {
    report(
      context,
      'userinfo-present',
      'info',
      'userinfo',
      start,
      end,
      `a userinfo ${quote(input.slice(start, end))}: the host is what follows the '@'`,
      'RFC 3986 §3.2.1, §7.5',
    );
  }
}
