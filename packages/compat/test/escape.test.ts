// uri-js's escapeComponent / unescapeComponent (RFC 3986 §2.1, §2.4), whose tests in
// fast-uri's copy of the uri-js suite are skipped because fast-uri lacks them.
import { escapeComponent, unescapeComponent } from '@urikit/compat';
import { describe, expect, it } from 'vitest';

describe('escapeComponent', () => {
  it('encodes like encodeURIComponent but keeps the sub-delims $&+,;= (RFC 3986 §2.2)', () => {
    for (let code = 0; code <= 129; code++) {
      const chr = String.fromCharCode(code);
      const expected = '$&+,;='.includes(chr) ? chr : encodeURIComponent(chr);
      expect(escapeComponent(chr)).toBe(expected);
    }
    for (const chr of ['\u00c0', '\u07ff', '\u0800', '\u30a2', '\u{1f600}']) {
      expect(escapeComponent(chr)).toBe(encodeURIComponent(chr));
    }
  });

  it('keeps non-ASCII characters with iri (RFC 3987 §2.2)', () => {
    expect(escapeComponent('r\u00e9sum\u00e9 #1', { iri: true })).toBe('r\u00e9sum\u00e9%20%231');
  });
});

describe('unescapeComponent', () => {
  it('inverts encodeURIComponent', () => {
    for (let code = 0; code <= 129; code++) {
      const chr = String.fromCharCode(code);
      expect(unescapeComponent(encodeURIComponent(chr))).toBe(chr);
    }
    for (const chr of ['\u00c0', '\u07ff', '\u0800', '\u30a2', '\u{1f600}']) {
      expect(unescapeComponent(encodeURIComponent(chr))).toBe(chr);
    }
  });

  it('keeps triplets that are not UTF-8 and malformed ones', () => {
    expect(unescapeComponent('%FF%20%ZZ%')).toBe('%FF %ZZ%');
  });
});
