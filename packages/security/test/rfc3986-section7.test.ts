// Every example of RFC 3986 §7 and every category of finding that inspect reports, each pinned to
// its code, severity and offsets.
import { inspect } from '@urikit/security';
import { describe, expect, it } from 'vitest';

function codes(input: string, whatwg = false): string[] {
  return inspect(input, { whatwg }).map((f) => f.code);
}

function only(input: string, code: string, whatwg = false) {
  const found = inspect(input, { whatwg }).filter((f) => f.code === code);
  expect(found, `${code} in ${input}`).toHaveLength(1);
  return found[0]!;
}

describe('RFC 3986 §7 examples', () => {
  it('§7.6: the userinfo that looks like a host, and the host it hides', () => {
    const input = 'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm';
    const f = only(input, 'userinfo-looks-like-host');
    expect(f).toMatchObject({ severity: 'danger', component: 'userinfo', start: 6, end: 41 });
    expect(f.reference).toBe('RFC 3986 §7.6');
    expect(f.message).toContain('"10.0.0.1"');
    expect(codes(input)).toContain('special-purpose-address');
  });

  it('§7.5: a password in the userinfo (deprecated by §3.2.1)', () => {
    const f = only('http://user:secret@example.com/', 'password-in-userinfo');
    expect(f).toMatchObject({ severity: 'danger', start: 12, end: 18 });
  });

  it('§7.5: secrets in query and fragment parameters', () => {
    const input = 'https://a.example/cb?X-Amz-Signature=abc&q=1#access_token=xyz&state=1';
    const query = only(input, 'secret-in-query');
    expect(input.slice(query.start, query.end)).toBe('abc');
    const fragment = only(input, 'secret-in-fragment');
    expect(input.slice(fragment.start, fragment.end)).toBe('xyz');
    expect(codes('https://a.example/?%74oken=1')).toContain('secret-in-query');
  });

  it('§7.4: reg-names that inet_aton reads as IPv4, with the address they reach', () => {
    for (const host of ['0x7f.1', '2130706433', '0177.0.0.1', '127.1', '0x7f000001', '127.0.1']) {
      const input = `http://${host}/`;
      const f = only(input, 'ipv4-rare-form');
      expect(f).toMatchObject({
        severity: 'danger',
        component: 'host',
        start: 7,
        end: 7 + host.length,
      });
      expect(f.message).toContain('127.0.');
    }
    expect(codes('http://127.0.0.1/')).not.toContain('ipv4-rare-form');
  });

  it('§7.4: IPv6 addresses that carry an IPv4 address', () => {
    const cases: Array<[string, string]> = [
      ['http://[::ffff:127.0.0.1]/', '127.0.0.1'],
      ['http://[64:ff9b::a00:1]/', '10.0.0.1'],
      ['http://[2002:a00:1::]/', '10.0.0.1'],
      ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', '192.0.2.45'],
    ];
    for (const [input, v4] of cases) expect(only(input, 'ipv6-embeds-ipv4').message).toContain(v4);
  });

  it('§7.4: the special-purpose class of an IP host, and cloud metadata', () => {
    expect(only('http://169.254.169.254/latest/', 'special-purpose-address').message).toContain(
      'link-local',
    );
    expect(codes('http://169.254.169.254/')).toContain('cloud-metadata');
    expect(codes('http://metadata.google.internal/')).toContain('cloud-metadata');
    expect(only('http://192.0.0.9/', 'special-purpose-address').severity).toBe('info');
    expect(codes('http://8.8.8.8/')).toEqual([]);
  });

  it('§7.3: encoded controls, delimiters and dot segments', () => {
    const controls = inspect('http://a/b%0D%0Ac', { whatwg: false }).filter(
      (f) => f.code === 'encoded-control',
    );
    expect(controls.map((f) => f.start)).toEqual([10, 13]);
    expect(only('http://a/x%00.jpg', 'encoded-control').severity).toBe('danger');
    for (const d of ['%2F', '%5C', '%3F', '%23', '%40']) {
      const f = only(`http://a/b${d}c`, 'encoded-delimiter');
      expect([f.start, f.end, f.component]).toEqual([10, 13, 'path']);
    }
    expect(codes('http://a/?q=%2F')).not.toContain('encoded-delimiter');
    expect(only('http://a/%2e%2e/etc', 'encoded-dot-segment')).toMatchObject({ start: 9, end: 15 });
    expect(only('http://a/.%2E/etc', 'encoded-dot-segment')).toMatchObject({ start: 9, end: 13 });
    expect(only('http://a/b/../../etc', 'dot-segment-above-root')).toMatchObject({
      start: 14,
      end: 16,
    });
    expect(codes('http://a/b/../c')).toEqual([]);
  });

  it('§7.3: overlong and invalid UTF-8 in triplets', () => {
    expect(codes('http://a/%C0%AE%C0%AE/')).toEqual(['overlong-utf8', 'overlong-utf8']);
    expect(inspect('http://a/%E0%80%AF', { whatwg: false })[0]!.code).toBe('overlong-utf8');
    expect(only('http://a/%FF', 'invalid-utf8').severity).toBe('warning');
    expect(codes('http://a/%ED%A0%80')).toContain('invalid-utf8');
    expect(codes('http://a/caf%C3%A9')).toEqual([]);
  });

  it('§7.3: parameter names that collide once decoded and case-folded', () => {
    const f = only('http://a/?user=a&%75ser=b', 'duplicate-parameter-variant');
    expect([f.start, f.end]).toEqual([17, 23]);
    expect(codes('http://a/?user=a&user=b')).not.toContain('duplicate-parameter-variant');
  });

  it('§7.1: schemes that execute, and schemes hidden by percent-encoding', () => {
    expect(only('javascript:alert(1)', 'executable-scheme')).toMatchObject({ start: 0, end: 10 });
    expect(codes('VBScript:msgbox')).toContain('executable-scheme');
    expect(codes('data:text/html,<b>')).toContain('executable-scheme');
    expect(codes('data:image/svg+xml;base64,AAAA')).toContain('executable-scheme');
    expect(codes('data:text/plain,hello')).not.toContain('executable-scheme');
    expect(codes('java\tscript:alert(1)')).toContain('executable-scheme');
    expect(only('%6Aavascript:alert(1)', 'encoded-scheme')).toMatchObject({
      severity: 'danger',
      start: 0,
      end: 12,
    });
  });

  it('§3.2.3: ports above 65535 and explicit default ports', () => {
    expect(only('http://a:65536/', 'port-out-of-range')).toMatchObject({ start: 9, end: 14 });
    expect(codes('http://a:65535/')).toEqual([]);
    expect(only('https://a:443/', 'default-port').severity).toBe('info');
    expect(only('http://a:080/', 'default-port')).toBeDefined();
  });
});

describe('reading differences between RFC 3986 and WHATWG parsers', () => {
  it('reports leading and trailing space, tabs and newlines', () => {
    expect(only(' http://a/ ', 'whitespace-stripped')).toMatchObject({ start: 0, end: 1 });
    expect(only('http://a/\n', 'whitespace-stripped')).toMatchObject({ start: 9, end: 10 });
    expect(only('http://ex\tample.com/', 'tab-or-newline')).toMatchObject({ start: 9, end: 10 });
  });

  it('reports backslashes, slash counts, several @ and @ after ? or #', () => {
    expect(only('http://evil.example\\@good.example/', 'backslash')).toMatchObject({
      severity: 'danger',
      start: 19,
    });
    expect(only('http:evil.example', 'slash-count')).toMatchObject({ start: 5, end: 5 });
    expect(only('http:///evil.example', 'slash-count')).toMatchObject({ start: 5, end: 8 });
    expect(only('\\\\evil.example', 'not-rfc3986')).toBeDefined();
    expect(only('http://a@b@c/', 'multiple-at')).toMatchObject({ start: 8, end: 9 });
    expect(only('http://evil.example#@good.example', 'at-after-delimiter')).toMatchObject({
      component: 'fragment',
      start: 19,
      end: 21,
    });
    expect(only('http://evil.example?@good.example', 'at-after-delimiter').component).toBe('query');
  });

  it('reports fullwidth dots and percent-encoded hosts with the host they reach', () => {
    expect(only('http://127。0。0。1/', 'unicode-dot').message).toContain('127.0.0.1');
    expect(only('http://example．com/', 'unicode-dot')).toMatchObject({ start: 14, end: 15 });
    expect(only('http://%31%32%37.0.0.1/', 'encoded-host').message).toContain('127.0.0.1');
    expect(only('http://ex%2eample.com/', 'encoded-host')).toBeDefined();
  });

  it('names the host each reading reaches in the differential report', () => {
    const found = inspect('http://evil.example\\@good.example/').filter(
      (f) => f.code === 'parser-differential',
    );
    const host = found.find((f) => f.component === 'host')!;
    expect(host.readings).toEqual({ rfc3986: 'good.example', whatwg: 'evil.example' });
    expect(host.severity).toBe('danger');
    expect(host.message).toContain('WHATWG reaches "evil.example"');
    const noSlashes = inspect('http:evil.example').find(
      (f) => f.component === 'host' && f.code === 'parser-differential',
    )!;
    expect(noSlashes.readings).toEqual({ rfc3986: undefined, whatwg: 'evil.example' });
    expect(inspect('https://example.com/a?b#c')).toEqual([]);
  });

  it('reports the differential only when asked to read as WHATWG', () => {
    expect(codes('http://0x7f.1/', true)).toContain('parser-differential');
    expect(codes('http://0x7f.1/', false)).not.toContain('parser-differential');
  });

  it('reports an absolute URI that the WHATWG parser refuses', () => {
    expect(codes('http://a:99999/', true)).toContain('whatwg-rejects');
  });

  it('reports where the input is not RFC 3986, with the UriError code', () => {
    const f = only('http://a/b c', 'not-rfc3986');
    expect(f).toMatchObject({ start: 10, end: 11, detail: 'invalid-path-char' });
  });
});

describe('internationalized hosts', () => {
  it('reports invisible characters', () => {
    expect(only('http://goo\u200Dgle.com/', 'invisible-character')).toMatchObject({
      start: 10,
      end: 11,
    });
    expect(only('http://goo\uFE0Fgle.com/', 'invisible-character').message).toContain('U+FE0F');
    expect(only('http://goo\u00ADgle.com/', 'invisible-character')).toBeDefined();
    expect(only('http://a\u202Eb.com/', 'invisible-character')).toBeDefined();
    expect(codes('http://a\u202Eb.com/')).toContain('idna-invalid');
  });

  it('reports labels that mix scripts, by restriction level', () => {
    expect(only('http://p\u0430ypal.com/', 'mixed-script')).toMatchObject({
      severity: 'danger',
      start: 7,
      end: 13,
    });
    expect(only('http://abc\u0915.com/', 'mixed-script').severity).toBe('warning');
    expect(only('http://ab\u3042\u4e00.jp/', 'mixed-script').severity).toBe('info');
    expect(codes('http://bücher.de/')).toEqual(['not-rfc3986']);
    expect(codes('http://ελληνικά.gr/')).toEqual(['not-rfc3986']);
  });

  it('reports Punycode labels that decode to mixed or invisible text', () => {
    const f = only('http://xn--pypal-4ve.com/', 'deceptive-punycode');
    expect(f).toMatchObject({ start: 7, end: 20, severity: 'danger' });
    expect(f.message).toContain('p\u0430ypal');
    expect(codes('http://xn--bcher-kva.de/')).toEqual([]);
  });

  it('reports labels that fail UTS #46', () => {
    expect(only('http://xn--a.com/', 'idna-invalid').message).toContain('(V7)');
  });
});

describe('inspect', () => {
  it('sorts findings by offset', () => {
    const findings = inspect('http://u:p@0x7f.1:80/%2e%2e/?token=1#%00');
    for (let i = 1; i < findings.length; i++)
      expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.start);
  });

  it('takes extra secret names', () => {
    expect(codes('http://a/?state=1')).toEqual([]);
    expect(inspect('http://a/?state=1', { secretNames: ['state'] }).map((f) => f.code)).toEqual([
      'secret-in-query',
    ]);
  });

  it('reads IRIs with the iri option', () => {
    expect(inspect('http://bücher.de/', { iri: true, whatwg: false })).toEqual([]);
  });

  it('refuses a value that is not a string with a TypeError', () => {
    expect(() => inspect(1 as unknown as string)).toThrow(
      new TypeError('inspect: input must be a string; got number'),
    );
  });
});

describe('IRIs', () => {
  it('compares an IRI host by its IDNA form (RFC 3987 §3.1)', () => {
    expect(inspect('http://bücher.de/', { iri: true })).toEqual([]);
    const codes = inspect('http://ｅｘａｍｐｌｅ．com/').map((f) => `${f.code}:${f.component}`);
    expect(codes).toContain('parser-differential:host');
    expect(codes).toContain('unicode-dot:host');
  });
});
