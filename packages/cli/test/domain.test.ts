// `urikit domain`: the Public Suffix List's answers for hosts and URLs, one per line in a batch.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

describe('domain', () => {
  it('prints every part, leaving absent ones out', async () => {
    const result = await urikit(['domain', 'https://a.b.example.co.uk/x']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      hostname: 'a.b.example.co.uk',
      publicSuffix: 'co.uk',
      registrableDomain: 'example.co.uk',
      subdomain: 'a.b',
      domainWithoutSuffix: 'example',
      isIcann: true,
      isPrivate: false,
      isIp: false,
    });
    expect(JSON.parse((await urikit(['domain', '[::1]'])).stdout)).toEqual({
      hostname: '[::1]',
      isIcann: false,
      isPrivate: false,
      isIp: true,
    });
  });

  it('prints one answer per line in a batch, with --icann-only and --form', async () => {
    const result = await urikit(['domain', '--registrable-domain', '--icann-only'], {
      stdin: 'alice.github.io\nco.uk\nhttps://www.xn--bcher-kva.de/\n',
    });
    expect(result.stdout).toBe('github.io\n\nxn--bcher-kva.de\n');
    const unicode = await urikit([
      'domain',
      '--public-suffix',
      '--form',
      'unicode',
      'a.xn--fiqs8s',
    ]);
    expect(unicode.stdout).toBe('中国\n');
  });

  it('reports what is not a host with its code and caret, and goes on in a batch', async () => {
    const one = await urikit(['domain', 'a..b']);
    expect(one.status).toBe(1);
    expect(one.stderr).toContain('empty-label');
    const batch = await urikit(['domain', '--registrable-domain'], {
      stdin: 'a..b\nexample.com\n',
    });
    expect(batch.stdout.split('\n')).toEqual([
      '{"error":{"code":"empty-label","index":2,"message":"empty label at index 2"},"input":"a..b"}',
      'example.com',
      '',
    ]);
  });
});
