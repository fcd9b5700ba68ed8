// The playground's logic without a browser: spans, details, the normalization ladder,
// diffs, the state in the URL, and every panel on valid and invalid input.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@urikit/syntax';
import { describe, expect, it } from 'vitest';
import { spanDetails } from '../src/details.js';
import { diff } from '../src/diff.js';
import { normalizationLadder } from '../src/ladder.js';
import { DOCS_URL, docsFor, PLAYGROUND_URL } from '../src/links.js';
import { PANELS } from '../src/panels/index.js';
import type { Panel } from '../src/panels/types.js';
import { componentSpans } from '../src/spans.js';
import { DEFAULT_STATE, readState, writeState } from '../src/state.js';

const OPTIONS = { iri: false, zoneId: false };

describe('componentSpans', () => {
  it.each([
    'foo://example.com:8042/over/there?name=ferret#nose',
    'HTTP://user@[::1]:8080/a/../b?q#f',
    'mailto:John.Doe@example.com',
    '//a',
    '',
    '?#',
    'a/b//c/',
    'http://a?&&x=&=y#',
    'file:///etc/hosts',
  ])('covers %j exactly, in order', (input) => {
    const spans = componentSpans(input, parse(input));
    expect(spans.map((s) => s.text).join('')).toBe(input);
    for (const span of spans) expect(input.slice(span.start, span.end)).toBe(span.text);
  });

  it('names each component', () => {
    const input = 'https://user@example.com:8080/a/b?x=1&y=2#frag';
    expect(componentSpans(input, parse(input)).map((s) => [s.kind, s.text])).toEqual([
      ['scheme', 'https'],
      ['delimiter', ':'],
      ['delimiter', '//'],
      ['userinfo', 'user'],
      ['delimiter', '@'],
      ['host', 'example.com'],
      ['delimiter', ':'],
      ['port', '8080'],
      ['delimiter', '/'],
      ['path-segment', 'a'],
      ['delimiter', '/'],
      ['path-segment', 'b'],
      ['delimiter', '?'],
      ['query-pair', 'x=1'],
      ['delimiter', '&'],
      ['query-pair', 'y=2'],
      ['delimiter', '#'],
      ['fragment', 'frag'],
    ]);
  });
});

describe('spanDetails', () => {
  const details = (input: string, kind: string) => {
    const parsed = parse(input, { zoneId: true });
    const span = componentSpans(input, parsed).find((s) => s.kind === kind)!;
    return Object.fromEntries(spanDetails(span, parsed, { zoneId: true }));
  };

  it('gives a reg-name its IDN forms', () => {
    expect(details('http://xn--bcher-kva.Example/', 'host')).toMatchObject({
      'host kind': 'reg-name',
      'IDN ASCII (UTS #46 ToASCII)': 'xn--bcher-kva.example',
      'IDN Unicode (UTS #46 ToUnicode)': 'bücher.example',
    });
    expect(details('http://a_b/', 'host')['IDN ASCII (UTS #46 ToASCII)']).toBe(
      'not a valid domain name',
    );
  });

  it('classifies IP addresses', () => {
    expect(details('http://10.1.2.3/', 'host')).toMatchObject({
      'host kind': 'ipv4',
      'IP classification': 'private',
      'public unicast': 'false',
    });
    expect(details('http://[2001:DB8:0::1%25eth0]/', 'host')).toMatchObject({
      'host kind': 'ipv6',
      'RFC 5952 text': '2001:db8::1',
      'IP classification': 'documentation',
      'zone ID (RFC 6874)': 'eth0',
    });
    expect(details('http://[v7.x]/', 'host')).toMatchObject({ 'IPvFuture version': '7' });
  });

  it('decodes segments and query pairs', () => {
    expect(details('http://h/a%20b%C3%A9', 'path-segment')['decoded']).toBe('a bé');
    expect(details('http://h/?na%6De=v%2Fw', 'query-pair')).toMatchObject({
      name: 'name',
      value: 'v/w',
    });
    expect(details('http://h/?flag', 'query-pair')['value']).toBe('(none)');
    expect(details('http://h/%FF', 'path-segment')['decoded']).toBe('%FF');
  });
});

describe('normalizationLadder', () => {
  it('shows each rung of §6.2.2 and §6.2.3', () => {
    const rungs = normalizationLadder('HTTP://a:80/./b/%7e%2f', OPTIONS);
    expect(rungs.map((r) => [r.section, r.result])).toEqual([
      ['§3', 'HTTP://a:80/./b/%7e%2f'],
      ['§6.2.2.1', 'http://a:80/./b/%7E%2F'],
      ['§6.2.2.2', 'http://a:80/./b/~%2F'],
      ['§6.2.2.3', 'http://a:80/b/~%2F'],
      ['§6.2.2', 'http://a:80/b/~%2F'],
      ['§6.2.3', 'http://a/b/~%2F'],
      ['UTS #46', 'http://a/b/~%2F'],
    ]);
  });

  it('keeps relative paths relative and stops at invalid input', () => {
    expect(normalizationLadder('../a/./b', OPTIONS)[3]?.result).toBe('../a/./b');
    expect(normalizationLadder('http://a b/', OPTIONS)).toHaveLength(1);
  });
});

describe('diff', () => {
  const join = (parts: ReturnType<typeof diff>, skip: 'removed' | 'added') =>
    parts
      .filter((p) => p.op !== skip)
      .map((p) => p.text)
      .join('');

  it.each([
    [
      'HTTP://a/',
      'http://a/',
      [
        ['removed', 'HTTP'],
        ['added', 'http'],
        ['same', '://a/'],
      ],
    ],
    ['abc', 'abc', [['same', 'abc']]],
    [
      'a/./b',
      'a/b',
      [
        ['same', 'a/'],
        ['removed', './'],
        ['same', 'b'],
      ],
    ],
    [
      'x😀y',
      'x😁y',
      [
        ['same', 'x'],
        ['removed', '😀'],
        ['added', '😁'],
        ['same', 'y'],
      ],
    ],
    [
      'A%7eB',
      'a%7Eb',
      [
        ['removed', 'A'],
        ['added', 'a'],
        ['same', '%7'],
        ['removed', 'eB'],
        ['added', 'Eb'],
      ],
    ],
    ['', 'x', [['added', 'x']]],
  ])('%j → %j', (before, after, expected) => {
    const parts = diff(before, after);
    expect(parts.map((p) => [p.op, p.text])).toEqual(expected);
    expect(join(parts, 'added')).toBe(before);
    expect(join(parts, 'removed')).toBe(after);
  });
});

describe('state in the URL', () => {
  it('round-trips every key and drops empty values', () => {
    const state = new Map([
      ['uri', 'http://a/?x=1&y#z'],
      ['base', 'http://b/ü'],
      ['iri', '1'],
      ['zone', ''],
    ]);
    const hash = writeState(state);
    expect(hash).not.toContain('zone');
    expect([...readState(hash)]).toEqual([...state].filter(([, v]) => v !== ''));
  });

  it('starts from the example when the URL has no state', () => {
    expect([...readState('')]).toEqual(DEFAULT_STATE);
  });
});

describe('panels', () => {
  const fields = new Map<string, string>();

  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s never throws and links its docs',
    (_, panel) => {
      for (const input of [
        'http://a/b?c#d',
        'http://a b/',
        '',
        'http://例え/',
        '//[::1',
        'g;x?y#s',
      ]) {
        for (const options of [OPTIONS, { iri: true, zoneId: true }]) {
          const rows = panel.render(input, fields, options);
          expect(Array.isArray(rows)).toBe(true);
        }
      }
      expect(panel.docs.startsWith(DOCS_URL)).toBe(true);
    },
  );

  it('inspect, template and extract show what their packages answer', () => {
    const byId = Object.fromEntries(PANELS.map((p) => [p.id, p]));
    const none = new Map<string, string>();
    expect(byId['inspect']!.render('http://user:pw@example.com/', none, OPTIONS)).toContainEqual(
      expect.objectContaining({ kind: 'value', label: 'danger password-in-userinfo [12, 14)' }),
    );
    const simple = new Map([['template', '{scheme}://{host}{/path*}{?q}']]);
    expect(byId['template']!.render('http://a/b/c?q=1', simple, OPTIONS)).toEqual([
      {
        kind: 'value',
        label: 'variables',
        value: '{"scheme":"http","host":"a","path":["b","c"],"q":"1"}',
      },
      { kind: 'value', label: 'expanded again', value: 'http://a/b/c?q=1' },
    ]);
    expect(
      byId['extract']!.render('', none, OPTIONS).map((row) => row.kind === 'value' && row.value),
    ).toEqual([
      'http://example.com/a/b',
      'ftp://ftp.example.org/x',
      'https://w.example/Tree_(graph)',
    ]);
  });

  it('web3 shows the kind and the parts, or the error with a caret', () => {
    const web3 = PANELS.find((p) => p.id === 'web3')!;
    const none = new Map<string, string>();
    const rows = web3.render(web3.example.uri!, none, OPTIONS);
    expect(rows[0]).toEqual({ kind: 'value', label: 'kind', value: 'ipfs-uri' });
    expect(rows).toContainEqual({ kind: 'value', label: 'value.cid.codecName', value: 'dag-pb' });
    expect(rows).toContainEqual({ kind: 'value', label: 'value.path', value: '/readme.md' });
    expect(
      web3
        .render('ethereum:vitalik.eth?value=1e18', none, OPTIONS)
        .filter((row) => row.label === 'value.value' || row.label === 'value.parameters.0.value'),
    ).toEqual([
      { kind: 'value', label: 'value.value', value: '1000000000000000000' },
      { kind: 'value', label: 'value.parameters.0.value', value: '1000000000000000000' },
    ]);
    expect(web3.render('ar://ardrive-', none, OPTIONS)).toEqual([
      expect.objectContaining({
        kind: 'error',
        label: 'not a Web3 identifier',
        code: 'invalid-name',
      }),
      { kind: 'value', label: 'where', value: '  ar://ardrive-\n              ^' },
    ]);
    expect(web3.render('Nick.ETH', none, OPTIONS)).toEqual([
      { kind: 'value', label: 'kind', value: 'ens-name' },
      { kind: 'value', label: 'value', value: 'nick.eth' },
    ]);
  });

  it('whatwg shows the record, href, validation errors with carets and the RFC 3986 reading', () => {
    const whatwg = PANELS.find((p) => p.id === 'whatwg')!;
    const none = new Map<string, string>();
    const rows = whatwg.render(whatwg.example.uri!, none, OPTIONS);
    expect(rows.slice(0, 9)).toEqual([
      { kind: 'value', label: 'href', value: 'http://user@xn--bcher-kva.example/b?q=1%202#top' },
      { kind: 'value', label: 'scheme', value: 'http' },
      { kind: 'value', label: 'username', value: 'user' },
      { kind: 'value', label: 'password', value: '' },
      { kind: 'value', label: 'host', value: 'xn--bcher-kva.example' },
      { kind: 'value', label: 'port', value: '(null)' },
      { kind: 'value', label: 'path', value: '/b' },
      { kind: 'value', label: 'query', value: 'q=1%202' },
      { kind: 'value', label: 'fragment', value: 'top' },
    ]);
    expect(rows).toContainEqual({
      kind: 'value',
      label: 'validation error: invalid-credentials',
      value: '  HTTP://user@Bücher.example:80/a/%2e%2e/b?q=1 2#top\n             ^',
    });
    expect(rows).toContainEqual({
      kind: 'diff',
      label: 'RFC 3986 reads the path as',
      before: '/b',
      after: '/a/%2e%2e/b',
    });
    expect(rows).toContainEqual({
      kind: 'diff',
      label: 'RFC 3986 reads the host as',
      before: 'xn--bcher-kva.example',
      after: 'Bücher.example',
    });
    expect(whatwg.render('sc:a ?b', none, OPTIONS)).toContainEqual({
      kind: 'value',
      label: 'path (opaque)',
      value: 'a%20',
    });
    expect(whatwg.render('https://example.org/', none, OPTIONS)).toContainEqual({
      kind: 'value',
      label: 'validation errors',
      value: 'none',
    });
    expect(whatwg.render('http://[::1', none, OPTIONS).slice(0, 2)).toEqual([
      {
        kind: 'error',
        label: 'not a URL',
        code: 'IPv6-unclosed',
        message: "the URL Standard's parser fails: IPv6-unclosed at index 7",
      },
      {
        kind: 'value',
        label: 'validation error: IPv6-unclosed',
        value: '  http://[::1\n         ^',
      },
    ]);
  });

  it('resolve and relativize give the RFC answers', () => {
    const byId = Object.fromEntries(PANELS.map((p) => [p.id, p]));
    const base = new Map([
      ['base', 'http://a/b/c/d;p?q'],
      ['from', 'http://a/b/c/d;p?q'],
    ]);
    expect(byId['resolve']!.render('../g', base, OPTIONS)).toContainEqual({
      kind: 'value',
      label: 'target (strict)',
      value: 'http://a/b/g',
    });
    expect(byId['relativize']!.render('http://a/b/g', base, OPTIONS)[0]).toEqual({
      kind: 'value',
      label: 'reference',
      value: '../g',
    });
    expect(byId['resolve']!.render('g h', base, OPTIONS)).toEqual([
      expect.objectContaining({ kind: 'error', code: 'invalid-path-char' }),
    ]);
    expect(byId['iri']!.render('http://a/%C3%BC', base, OPTIONS)).toContainEqual({
      kind: 'value',
      label: 'as an IRI (§3.2)',
      value: 'http://a/ü',
    });
  });
});

describe('links between the docs and the playground', () => {
  it('the documentation site embeds the playground where PLAYGROUND_URL points', () => {
    const config = readFileSync(
      join(import.meta.dirname, '..', '..', 'site', 'docs', '.vitepress', 'config.mts'),
      'utf8',
    );
    expect(config).toContain("base: '/urikit/'");
    expect(PLAYGROUND_URL).toBe(`${DOCS_URL}playground/`);
    expect(docsFor('@urikit/resolve')).toBe(`${DOCS_URL}api/resolve.html`);
  });

  it('the page links to the docs', () => {
    const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain(`id="docs-link" href="${DOCS_URL}"`);
  });
});

describe('the default state and the example buttons (issue 29)', () => {
  const initial = (panel: Panel): Map<string, string> =>
    new Map(panel.fields.map((field) => [field.key, field.initial]));
  const defaultUri = readState('').get('uri')!;

  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s answers the default state without an error',
    (_, panel) => {
      const rows = panel.render(defaultUri, initial(panel), OPTIONS);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.kind === 'error')).toEqual([]);
      expect(rows.filter((row) => row.kind === 'diff' && row.after === undefined)).toEqual([]);
    },
  );

  it('the template panel reads the default reference as an expansion of its template', () => {
    const template = PANELS.find((p) => p.id === 'template')!;
    const rows = template.render(defaultUri, initial(template), OPTIONS);
    expect(rows.map((row) => row.label)).toEqual(['variables', 'expanded again']);
  });

  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s has an example that it answers without an error',
    (_, panel) => {
      const fields = initial(panel);
      for (const [key, value] of Object.entries(panel.example.fields ?? {})) {
        expect(fields.has(key), `${key} is no field of ${panel.id}`).toBe(true);
        fields.set(key, value);
      }
      const rows = panel.render(panel.example.uri ?? defaultUri, fields, OPTIONS);
      expect(rows.filter((row) => row.kind === 'error')).toEqual([]);
      expect(rows.filter((row) => row.kind === 'value' && row.value === 'none')).toEqual([]);
    },
  );
});
