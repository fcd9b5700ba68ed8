// rss3:// URIs: the 35 example URIs of RSS3 Protocol v0.4.0-rc.1 (../shared/conformance/rss3)
// all parse, each kind of §4.4.3 read into its parts, and negative cases from the grammar.
import { readShared } from '@urikit/test-support';
import { parseRss3Uri, tryParseRss3Uri } from '@urikit/web3';
import { describe, expect, it } from 'vitest';
import { throwsAt } from './throws-at.js';

const A = 'rss3://account:0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944@ethereum';

describe('the protocol’s examples', () => {
  const text = readShared('conformance/rss3/examples.txt');
  const examples = (text ?? '').split('\n').filter((line) => line !== '');

  it('has 35, every one parsed', () => {
    if (text === undefined) return;
    expect(examples.length).toBe(35);
    const kinds: Record<string, number> = {};
    for (const uri of examples) {
      const parsed = parseRss3Uri(uri);
      kinds[parsed.kind] = (kinds[parsed.kind] ?? 0) + 1;
    }
    expect(kinds).toEqual({
      instance: 7,
      item: 4,
      'item-list': 11,
      'link-list': 7,
      'backlink-list': 6,
    });
  });

  it('every rss3:// URI in the protocol text parses too', () => {
    const protocol = readShared('conformance/rss3/protocol-v0.4.0-rc.1.md');
    if (protocol === undefined) return;
    let count = 0;
    for (let at = protocol.indexOf('rss3://'); at >= 0; at = protocol.indexOf('rss3://', at + 1)) {
      let end = at;
      while (end < protocol.length && !' \n"`'.includes(protocol[end]!)) end++;
      // Sentence punctuation after a URI ("…@ethereum: {") is not part of it.
      while (':,.)'.includes(protocol[end - 1]!)) end--;
      const uri = protocol.slice(at, end);
      // The grammar's own templates, and the bare scheme of §4.4.1.
      if (uri.includes('<') || uri === 'rss3://') continue;
      expect(tryParseRss3Uri(uri), uri).toBeDefined();
      count++;
    }
    expect(count).toBeGreaterThan(35);
  });
});

describe('parseRss3Uri', () => {
  it('reads each kind', () => {
    expect(parseRss3Uri(A)).toEqual({
      kind: 'instance',
      instance: {
        prefix: 'account',
        identity: '0xC8b960D09C0078c18Dcbe7eB9AB9d816BcCa8944',
        platform: 'ethereum',
      },
      item: undefined,
      list: undefined,
      query: undefined,
      params: [],
      fragment: undefined,
    });
    expect(
      parseRss3Uri(`${A}/notes/5591079b-1f5b-4ae9-8209-51b18f0d3be0/list/backlinks/comment`),
    ).toMatchObject({
      kind: 'backlink-list',
      item: { kind: 'notes', id: '5591079b-1f5b-4ae9-8209-51b18f0d3be0' },
      list: { kind: 'backlinks', linkType: 'comment', page: undefined },
    });
    expect(parseRss3Uri(`${A}/list/assets/0`).list).toEqual({
      kind: 'assets',
      linkType: undefined,
      page: 0,
    });
    expect(parseRss3Uri(`${A}/list/backlinks?type=following&limit=5`).params).toEqual([
      ['type', 'following'],
      ['limit', '5'],
    ]);
    expect(
      parseRss3Uri(
        'rss3://note:https%3A%2F%2Ftwitter.com%2FDIYgod%2Fstatus%2F1483972580616949762@twitter',
      ).instance,
    ).toEqual({
      prefix: 'note',
      identity: 'https%3A%2F%2Ftwitter.com%2FDIYgod%2Fstatus%2F1483972580616949762',
      platform: 'twitter',
    });
    expect(
      parseRss3Uri('rss3://asset:0xacbe98efe2d4d103e221e04c76d7c55db15c8e89-5@ethereum_mainnet')
        .kind,
    ).toBe('instance');
  });

  it('refuses what the grammar does not define, at the offending offset', () => {
    throwsAt(() => parseRss3Uri('rss3://ethereum'), 'invalid-name', 7);
    throwsAt(() => parseRss3Uri('rss3://user:x@ethereum'), 'invalid-name', 7);
    throwsAt(() => parseRss3Uri('rss3://account@ethereum'), 'invalid-name', 14);
    throwsAt(() => parseRss3Uri('rss3://account:@ethereum'), 'invalid-name', 15);
    throwsAt(() => parseRss3Uri('rss3://account:x@'), 'invalid-name', 17);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth.net'), 'invalid-name', 20);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth:80'), 'invalid-name', 20);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/notes/1'), 'invalid-path', 27);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/notes'), 'invalid-path', 26);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/list'), 'invalid-path', 25);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/list/notes/01'), 'invalid-path', 32);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/list/notes/0/1'), 'invalid-path', 34);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/list/links'), 'invalid-path', 31);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/list/link/0'), 'invalid-path', 26);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/list/notes/0?limit=5'), 'invalid-path', 33);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth?limit=5'), 'invalid-path', 20);
    throwsAt(() => parseRss3Uri('rss3://account:x@eth/x'), 'invalid-path', 21);
    throwsAt(() => parseRss3Uri('rss3:account:x@eth'), 'invalid-name', 5);
    throwsAt(() => parseRss3Uri('ipfs://account:x@eth'), 'wrong-scheme', 0);
    throwsAt(() => parseRss3Uri('rss3://account:x y@eth'), 'invalid-uri', 16);
  });
});
