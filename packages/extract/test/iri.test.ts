// IRIs (RFC 3987 §2.2) in CJK, Arabic and emoji text: non-ASCII characters belong to the
// reference with `iri: true`, and the punctuation of those scripts ends it.
import { extractAll } from '@urikit/extract';
import { isUri } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';

const iri = { iri: true } as const;
const uris = (text: string, options?: Parameters<typeof extractAll>[1]) =>
  extractAll(text, options).map((m) => m.uri);

describe('IRIs in running text', () => {
  it.each([
    // Chinese: the ideographic full stop and comma end the IRI.
    ['请访问 https://例子.中国/路径。谢谢', 'https://例子.中国/路径'],
    ['链接：https://例子.中国/文档，然后', 'https://例子.中国/文档'],
    ['见「https://例え.jp/ページ」', 'https://例え.jp/ページ'],
    ['（https://例え.jp/ページ）', 'https://例え.jp/ページ'],
    ['《https://例え.jp/本》', 'https://例え.jp/本'],
    // Japanese and Korean.
    ['ここ→ https://日本語.jp/パス？ です', 'https://日本語.jp/パス'],
    ['여기 https://한국.kr/경로! 참고', 'https://한국.kr/경로'],
    // Arabic: Arabic comma, question mark and full stop; right-to-left marks around the IRI.
    ['زوروا https://مثال.إختبار/مسار، شكرا', 'https://مثال.إختبار/مسار'],
    ['هل رأيت https://مثال.إختبار/صفحة؟', 'https://مثال.إختبار/صفحة'],
    ['\u200fhttps://مثال.إختبار/a\u200f.', 'https://مثال.إختبار/a'],
    // Emoji: inside the IRI when glued to it, outside after a space.
    ['🎉 https://a.example/😀 🎉', 'https://a.example/😀'],
    ['🍕 http://xn--vi8h.ws/ 🍕', 'http://xn--vi8h.ws/'],
    ['👨‍👩‍👧 «https://a.example/家族» 👍', 'https://a.example/家族'],
    ['emoji https://🍕.ws/menu!', 'https://🍕.ws/menu'],
    ['“https://a.example/é”', 'https://a.example/é'],
  ])('%s', (text, expected) => {
    const found = uris(text, iri);
    expect(found).toEqual([expected]);
    expect(isUri(found[0]!, iri)).toBe(true);
  });

  it('stops at the first non-ASCII character without iri: true', () => {
    expect(uris('请访问 https://example.cn/路径。')).toEqual(['https://example.cn/']);
    expect(uris('https://a.example/x😀')).toEqual(['https://a.example/x']);
    expect(uris('https://例子.中国/')).toEqual([]);
  });

  it('finds ASCII URIs in CJK text without spaces around them', () => {
    expect(uris('请看https://example.com/a。谢谢')).toEqual(['https://example.com/a']);
    expect(uris('见https://example.com/a，和http://b.example/。')).toEqual([
      'https://example.com/a',
      'http://b.example/',
    ]);
  });

  it('ends an IRI at a character RFC 3987 refuses outside a query', () => {
    for (const c of ['\u0085', '\ue000', '\ufdd0', '\ufff9']) {
      expect(uris(`https://a.example/x${c}y z`, iri), c).toEqual(['https://a.example/x']);
    }
    // A lone surrogate is left to the parser: the candidate is dropped.
    expect(uris('https://a.example/x\ud800y z', iri)).toEqual([]);
  });

  it('finds IRIs in angle brackets and quotes, and IDN suffix references', () => {
    expect(uris('<https://例子.中国/\n  路径> "http://мой.пример/"', iri)).toEqual([
      'https://例子.中国/路径',
      'http://мой.пример/',
    ]);
    expect(uris('访问 www.例子.中国/页 好', { iri: true, suffix: true })).toEqual([
      'http://www.例子.中国/页',
    ]);
    expect(uris('见 例子.中国。', { iri: true, suffix: true, tlds: ['中国'] })).toEqual([
      'http://例子.中国',
    ]);
  });
});
