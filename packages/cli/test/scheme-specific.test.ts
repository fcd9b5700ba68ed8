// `urikit parse` on the schemes of @urikit/schemes: the components as before plus
// "schemeSpecific" (or "schemeSpecificError"), and nothing more for other schemes.
import { describe, expect, it } from 'vitest';
import { urikit } from './fake-io.js';

async function parsed(uri: string): Promise<Record<string, unknown>> {
  const result = await urikit(['parse', uri]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe('urikit parse: scheme-specific fields', () => {
  it('mailto (RFC 6068)', async () => {
    expect(await parsed('mailto:a@b?subject=hi')).toEqual({
      scheme: 'mailto',
      path: 'a@b',
      query: 'subject=hi',
      schemeSpecific: { to: ['a@b'], cc: [], bcc: [], subject: 'hi', headers: [] },
    });
  });

  it('file (RFC 8089): the path on both platforms where there is one', async () => {
    expect((await parsed('file:///C:/a%20b')).schemeSpecific).toEqual({
      posixPath: '/C:/a b',
      win32Path: 'C:\\a b',
    });
    expect((await parsed('file://server/share')).schemeSpecific).toEqual({
      win32Path: '\\\\server\\share',
    });
    expect((await parsed('file:///a%2Fb')).schemeSpecificError).toEqual({
      code: 'encoded-separator',
      index: 9,
    });
  });

  it('data, urn, tel and did', async () => {
    expect((await parsed('data:text/plain;charset=utf-8,caf%C3%A9')).schemeSpecific).toEqual({
      mediaType: 'text/plain',
      parameters: [['charset', 'utf-8']],
      base64: false,
      length: 5,
      text: 'café',
    });
    expect((await parsed('data:image/gif;base64,R0lG')).schemeSpecific).toEqual({
      mediaType: 'image/gif',
      parameters: [],
      base64: true,
      length: 3,
    });
    expect((await parsed('urn:example:a123,z456?=xyz')).schemeSpecific).toEqual({
      nid: 'example',
      nss: 'a123,z456',
      qComponent: 'xyz',
    });
    expect((await parsed('tel:+1-201-555-0123;ext=1')).schemeSpecific).toEqual({
      number: '+1-201-555-0123',
      global: true,
      digits: '+12015550123',
      extension: '1',
      parameters: [],
    });
    expect((await parsed('DID:example:123#k')).schemeSpecific).toEqual({
      did: 'did:example:123',
      method: 'example',
      methodSpecificId: '123',
      path: '',
      fragment: 'k',
      params: [],
    });
  });

  it('a reference valid for RFC 3986 but not for its scheme gets the code and index', async () => {
    expect(await parsed('tel:555-1234')).toEqual({
      scheme: 'tel',
      path: '555-1234',
      schemeSpecificError: { code: 'missing-phone-context', index: 12 },
    });
    expect((await parsed('urn:a:b')).schemeSpecificError).toEqual({
      code: 'invalid-nid',
      index: 5,
    });
  });

  it('other schemes and relative references are printed as before', async () => {
    expect(await parsed('a:b')).toEqual({ scheme: 'a', path: 'b' });
    expect(Object.keys(await parsed('http://x/'))).not.toContain('schemeSpecific');
    expect(await parsed('mailto')).toEqual({ path: 'mailto' });
  });
});
