// Every subcommand run in-process on its operands: the examples of its help, its options, and
// its errors.
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/registry.js';
import { parseExample, shown } from './examples.js';
import { urikit } from './fake-io.js';

async function out(...argv: string[]): Promise<string> {
  const result = await urikit(argv);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

async function fails(...argv: string[]): Promise<{ code: string; stderr: string }> {
  const result = await urikit(argv);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  const last = result.stderr.trimEnd().split('\n').at(-1)!;
  return { code: last.slice(last.indexOf('[') + 1, last.indexOf(']')), stderr: result.stderr };
}

describe('the examples of every --help', () => {
  const examples = COMMANDS.flatMap((c) => c.examples.map((e) => [c.name, e] as const));
  it.each(examples)('%s: %s', async (_name, text) => {
    const example = parseExample(text);
    const result = await urikit(example.argv, { stdin: example.stdin ?? '' });
    expect(shown(example, result)).toBe(example.output);
  });
});

describe('parse', () => {
  it('prints the components, leaving absent ones out and keeping empty ones', async () => {
    expect(JSON.parse(await out('parse', 'http://a?'))).toEqual({
      scheme: 'http',
      host: 'a',
      path: '',
      query: '',
      hostKind: 'reg-name',
    });
    expect(JSON.parse(await out('parse', '//@:/#'))).toEqual({
      userinfo: '',
      host: '',
      port: '',
      path: '/',
      fragment: '',
      hostKind: 'reg-name',
    });
    expect(JSON.parse(await out('parse', 'a:b'))).toEqual({ scheme: 'a', path: 'b' });
  });

  it('names the kind of host (RFC 3986 §3.2.2)', async () => {
    const kind = async (uri: string) => JSON.parse(await out('parse', uri)).hostKind;
    expect(await kind('http://192.0.2.1/')).toBe('ipv4');
    expect(await kind('http://192.0.2.256/')).toBe('reg-name');
    expect(await kind('http://[2001:db8::1]/')).toBe('ipv6');
    expect(await kind('http://[v7.x:y]/')).toBe('ipvfuture');
  });

  it('accepts IRIs with --iri only', async () => {
    expect((await fails('parse', 'http://example.com/ü')).code).toBe('invalid-path-char');
    expect(JSON.parse(await out('parse', '--iri', 'http://example.com/ü')).path).toBe('/ü');
  });

  it('accepts zone IDs with --zone-id only', async () => {
    expect((await fails('parse', 'http://[fe80::1%25eth0]/')).code).toBe('zone-id-not-allowed');
    expect(JSON.parse(await out('parse', '--zone-id', 'http://[fe80::1%25eth0]/')).host).toBe(
      '[fe80::1%25eth0]',
    );
  });

  it('puts the caret under the offending character', async () => {
    const { code, stderr } = await fails('parse', 'http://exa mple.com/');
    expect(code).toBe('invalid-host-char');
    expect(stderr.split('\n').slice(0, 2)).toEqual([
      '  http://exa mple.com/',
      `  ${' '.repeat(10)}^`,
    ]);
  });

  it('prints string results of other commands as JSON with --json', async () => {
    expect(await out('normalize', '--json', 'HTTP://A/')).toBe('"http://a/"\n');
  });
});

describe('validate', () => {
  it('prints the most specific form', async () => {
    expect(await out('validate', 'http://a/b')).toBe('absolute-uri\n');
    expect(await out('validate', 'http://a/b#c')).toBe('uri\n');
    expect(await out('validate', '../a?b#c')).toBe('relative-ref\n');
    expect(await out('validate', '')).toBe('relative-ref\n');
  });

  it('requires the form given by --form', async () => {
    expect((await fails('validate', '--form', 'uri', '/a')).code).toBe('missing-scheme');
    expect((await fails('validate', '--form', 'absolute-uri', 'a')).code).toBe('missing-scheme');
    expect((await fails('validate', '--form', 'relative-ref', 'a:b')).code).toBe(
      'unexpected-scheme',
    );
    expect(await out('validate', '--form', 'uri', 'a:b#c')).toBe('uri\n');
    expect(await out('validate', '--form', 'relative-ref', 'b#c')).toBe('relative-ref\n');
  });

  it('rejects what the grammar rejects', async () => {
    expect((await fails('validate', '1http://a')).code).toBe('colon-in-first-segment');
    expect((await fails('validate', 'a:b c')).code).toBe('invalid-path-char');
    expect((await fails('validate', 'http://a/%zz')).code).toBe('invalid-percent-encoding');
  });
});

describe('split', () => {
  it('splits any string, as Appendix B does', async () => {
    expect(JSON.parse(await out('split', 'http://www.ics.uci.edu/pub/ietf/uri/#Related'))).toEqual({
      scheme: 'http',
      host: 'www.ics.uci.edu',
      path: '/pub/ietf/uri/',
      fragment: 'Related',
    });
    expect(JSON.parse(await out('split', '%%%:://[['))).toEqual({
      scheme: '%%%',
      path: '://[[',
    });
    expect(JSON.parse(await out('split', '#?'))).toEqual({ path: '', fragment: '?' });
  });
});

describe('resolve', () => {
  it('resolves the references of RFC 3986 §5.4.1 and §5.4.2, one per line', async () => {
    const cases: [string, string][] = [
      ['g:h', 'g:h'],
      ['g', 'http://a/b/c/g'],
      ['./g', 'http://a/b/c/g'],
      ['g/', 'http://a/b/c/g/'],
      ['/g', 'http://a/g'],
      ['//g', 'http://g'],
      ['?y', 'http://a/b/c/d;p?y'],
      ['g?y', 'http://a/b/c/g?y'],
      ['#s', 'http://a/b/c/d;p?q#s'],
      ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
      ['', 'http://a/b/c/d;p?q'],
      ['../..', 'http://a/'],
      ['../../../g', 'http://a/g'],
      ['/./g', 'http://a/g'],
      ['g..', 'http://a/b/c/g..'],
      ['./g/.', 'http://a/b/c/g/'],
      ['g;x=1/../y', 'http://a/b/c/y'],
      ['http:g', 'http:g'],
    ];
    const stdin = cases.map(([ref]) => `${ref}\n`).join('');
    const result = await urikit(['resolve', 'http://a/b/c/d;p?q'], { stdin });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(cases.map(([, target]) => `${target}\n`).join(''));
  });

  it('is strict unless --non-strict (§5.2.2)', async () => {
    expect(await out('resolve', 'http://a/b/c/d;p?q', 'http:g')).toBe('http:g\n');
    expect(await out('resolve', '--non-strict', 'http://a/b/c/d;p?q', 'http:g')).toBe(
      'http://a/b/c/g\n',
    );
  });

  it('names the argument at fault', async () => {
    const base = await fails('resolve', 'a/b', 'c');
    expect(base.code).toBe('base-not-absolute');
    const ref = await fails('resolve', 'http://a/', 'c d');
    expect(ref.code).toBe('invalid-path-char');
    expect(ref.stderr).toContain('reference');
    expect(ref.stderr.split('\n').slice(0, 2)).toEqual(['  c d', '   ^']);
  });
});

describe('relativize', () => {
  it('gives references that resolve back to the target', async () => {
    const base = 'http://a/b/c/d;p?q';
    for (const target of [
      'http://a/b/c/g',
      'http://a/g',
      'http://a/b/c/d;p?y',
      'http://a/b/c/d;p?q#s',
      'https://a/b',
      'http://g/x',
      'http://a/b/c/',
    ]) {
      const reference = (await out('relativize', base, target)).trimEnd();
      expect(await out('resolve', base, reference)).toBe(`${target}\n`);
      expect(reference.length).toBeLessThanOrEqual(target.length);
    }
  });

  it('rejects a target without a scheme', async () => {
    expect((await fails('relativize', 'http://a/', 'b')).code).toBe('target-not-absolute');
  });
});

describe('normalize', () => {
  it('applies §6.2.2 and §6.2.3', async () => {
    expect(await out('normalize', 'HTTP://Example.COM:80/%7Ea/./b/../c?%3d#%7e')).toBe(
      'http://example.com/~a/c?%3D#~\n',
    );
    expect(await out('normalize', 'http://example.com')).toBe('http://example.com/\n');
  });

  it('skips the scheme rules with --no-scheme', async () => {
    expect(await out('normalize', '--no-scheme', 'HTTP://a:80')).toBe('http://a:80\n');
  });

  it('converts IDN hosts with --host', async () => {
    expect(await out('normalize', '--host', 'unicode', 'http://xn--bcher-kva.example/')).toBe(
      'http://b%C3%BCcher.example/\n',
    );
    expect(
      await out('normalize', '--iri', '--host', 'unicode', 'http://xn--bcher-kva.example/'),
    ).toBe('http://bücher.example/\n');
    expect(await out('normalize', '--iri', '--host', 'ascii', 'http://Bücher.example/')).toBe(
      'http://xn--bcher-kva.example/\n',
    );
    expect(await out('normalize', 'http://Bücher.example/', '--iri')).toBe(
      'http://bücher.example/\n',
    );
  });

  it('fails on invalid references', async () => {
    expect((await fails('normalize', 'http://a b/')).code).toBe('invalid-host-char');
  });
});

describe('equivalent', () => {
  it('climbs the ladder of §6.2 with --level', async () => {
    const a = 'http://example.com';
    const b = 'HTTP://example.COM:80/';
    expect(await out('equivalent', a, b)).toBe('true\n');
    expect(await out('equivalent', '--level', 'syntax', a, b)).toBe('false\n');
    expect(await out('equivalent', '--level', 'syntax', 'http://A/%7e', 'http://a/~')).toBe(
      'true\n',
    );
    expect(await out('equivalent', '--level', 'simple', 'http://A/', 'http://a/')).toBe('false\n');
  });

  it('ignores fragments with --ignore-fragment', async () => {
    expect(await out('equivalent', 'http://a/#x', 'http://a/#y')).toBe('false\n');
    expect(await out('equivalent', '--ignore-fragment', 'http://a/#x', 'http://a/#y')).toBe(
      'true\n',
    );
  });

  it('compares tab-separated pairs, one per line', async () => {
    const stdin = 'http://a/\tHTTP://A:80\nhttp://a/\thttp://b/\n';
    const result = await urikit(['equivalent'], { stdin });
    expect(result.stdout).toBe('true\nfalse\n');
    expect(result.status).toBe(0);
  });
});

describe('iri-to-uri and uri-to-iri', () => {
  it('map between IRIs and URIs (RFC 3987 §3.1, §3.2)', async () => {
    expect(await out('iri-to-uri', 'http://example.com/ü?é#ß')).toBe(
      'http://example.com/%C3%BC?%C3%A9#%C3%9F\n',
    );
    expect(await out('uri-to-iri', 'http://example.com/%C3%BC?%C3%A9#%C3%9F')).toBe(
      'http://example.com/ü?é#ß\n',
    );
    expect(await out('uri-to-iri', 'http://example.com/%FF%2F')).toBe(
      'http://example.com/%FF%2F\n',
    );
  });

  it('convert DNS hosts to A-labels unless --host percent-encode', async () => {
    expect(await out('iri-to-uri', 'http://Bücher.example/')).toBe(
      'http://xn--bcher-kva.example/\n',
    );
    expect(await out('iri-to-uri', '--host', 'percent-encode', 'http://Bücher.example/')).toBe(
      'http://B%C3%BCcher.example/\n',
    );
  });

  it('reject what is not an IRI', async () => {
    expect((await fails('iri-to-uri', 'http://a b/')).code).toBe('invalid-host-char');
    expect((await urikit(['iri-to-uri', '--host', 'x', 'a'])).status).toBe(2);
  });
});

describe('to-ascii and to-unicode', () => {
  it('convert between U-labels and A-labels', async () => {
    expect(await out('to-ascii', 'Bücher.example')).toBe('xn--bcher-kva.example\n');
    expect(await out('to-ascii', 'EXAMPLE.com')).toBe('example.com\n');
    expect(await out('to-unicode', 'xn--bcher-kva.example')).toBe('bücher.example\n');
  });

  it('report UTS #46 status codes and point at the failing label', async () => {
    const { code, stderr } = await fails('to-ascii', 'ok.a_b.example');
    expect(code).toBe('U1');
    expect(stderr.split('\n').slice(0, 2)).toEqual(['  ok.a_b.example', '     ^']);
    expect((await fails('to-unicode', 'ab--c.example')).code).toBe('V2');
  });

  it('map each processing flag to an option', async () => {
    expect(await out('to-ascii', '--no-std3', 'a_b.example')).toBe('a_b.example\n');
    expect(await out('to-ascii', '--no-check-hyphens', 'ab--c.example')).toBe('ab--c.example\n');
    expect(await out('to-ascii', 'faß.de')).toBe('xn--fa-hia.de\n');
    expect(await out('to-ascii', '--transitional', 'faß.de')).toBe('fass.de\n');
    const long = `${'a'.repeat(64)}.example`;
    expect((await fails('to-ascii', long)).code).toBe('A4_2');
    expect(await out('to-ascii', '--no-verify-dns-length', long)).toBe(`${long}\n`);
    expect((await fails('to-ascii', 'xn--a-ecp.example')).code).toMatch(/^[PV]/);
  });

  it('prints {domain, errors} with --json, whatever the errors', async () => {
    expect(JSON.parse(await out('to-unicode', '--json', 'xn--bcher-kva.example'))).toEqual({
      domain: 'bücher.example',
      errors: [],
    });
  });
});

describe('encode and decode', () => {
  it('encode for the component named by --set', async () => {
    expect(await out('encode', 'a b&c=d/é')).toBe('a%20b%26c%3Dd%2F%C3%A9\n');
    expect(await out('encode', '--set', 'query', 'a b&c=d/?')).toBe('a%20b&c=d/?\n');
    expect(await out('encode', '--set', 'path-segment', 'a/b:c')).toBe('a%2Fb:c\n');
  });

  it('decode UTF-8, with a choice for malformed input', async () => {
    expect(await out('decode', '%F0%9F%92%A9%20x')).toBe('💩 x\n');
    expect((await fails('decode', '100%')).code).toBe('invalid-percent-encoding');
    expect(await out('decode', '--invalid', 'keep', '100%;%FF')).toBe('100%;%FF\n');
    expect(await out('decode', '--invalid', 'replace', '%FF')).toBe('\uFFFD\n');
  });

  it('fail on lone surrogates rather than emit bad UTF-8', async () => {
    expect((await fails('encode', 'a\uD800')).code).toBe('lone-surrogate');
  });
});

describe('ip', () => {
  it('parses IPv4 and classifies it', async () => {
    expect(JSON.parse(await out('ip', '127.0.0.1'))).toEqual({
      kind: 'ipv4',
      canonical: '127.0.0.1',
      host: '127.0.0.1',
      classification: 'loopback',
      publicUnicast: false,
    });
    expect(await out('ip', '--classify', '8.8.8.8')).toBe('unicast\n');
  });

  it('prints RFC 5952 text for IPv6, bare or bracketed', async () => {
    expect(await out('ip', '--canonical', '2001:DB8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1\n');
    expect(await out('ip', '--canonical', '[0:0:0:0:0:FFFF:C000:0201]')).toBe('::ffff:192.0.2.1\n');
    expect(JSON.parse(await out('ip', '[::1]')).classification).toBe('loopback');
  });

  it('takes zone IDs with --zone-id only', async () => {
    expect((await fails('ip', '[fe80::1%25en0]')).code).toBe('zone-id-not-allowed');
    const info = JSON.parse(await out('ip', '--zone-id', '[fe80::1%25en%2F0]'));
    expect(info.zone).toBe('en/0');
    expect(info.host).toBe('[fe80::1%25en%2F0]');
  });

  it('reports IPvFuture and errors with their index', async () => {
    expect(JSON.parse(await out('ip', '[v1F.a:b]'))).toEqual({
      kind: 'ipvfuture',
      canonical: 'v1F.a:b',
      host: '[v1F.a:b]',
      version: '1F',
    });
    const { code, stderr } = await fails('ip', '192.168.1.256');
    expect(code).toBe('ipv4-octet-out-of-range');
    expect(stderr.split('\n')[1]).toBe(`  ${' '.repeat(12)}^`);
    expect((await fails('ip', '1::2::3')).code).toBe('ipv6-multiple-compression');
    expect((await fails('ip', '')).code).toBe('empty');
  });
});
