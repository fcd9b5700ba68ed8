// Runtime-matrix cases for @urikit/schemes: file (RFC 8089) without node:url, data
// (RFC 2397), mailto (RFC 6068), urn (RFC 8141), tel (RFC 3966), did and the registry.
export const name = '@urikit/schemes';

export function run(t, api) {
  t.is('file posix', () => api.fileUriToPath('file:///home/me/a%20b.txt'), '/home/me/a b.txt');
  t.is(
    'file win32',
    () => api.fileUriToPath('file:///C:/Users/me', { platform: 'win32' }),
    'C:\\Users\\me',
  );
  t.is(
    'file UNC',
    () => api.fileUriToPath('file://server/share/x', { platform: 'win32' }),
    '\\\\server\\share\\x',
  );
  t.throws(
    'file host on posix',
    () => api.fileUriToPath('file://server/share/x'),
    'host-on-posix',
    7,
  );
  t.is('path to file', () => api.pathToFileUri('/tmp/a b#1?.txt'), 'file:///tmp/a%20b%231%3F.txt');
  t.throws('data comma', () => api.parseDataUri('data:text/plain'), 'missing-comma', 15);
  // The data: readers and builder take the runtime's TextEncoder, TextDecoder and btoa/atob,
  // which QuickJS and Hermes do not have.
  if (typeof TextEncoder === 'function' && typeof btoa === 'function') {
    t.is('data text', () => api.parseDataUri('data:,A%20brief%20note').text(), 'A brief note');
    t.is(
      'data base64',
      () => api.parseDataUri('data:text/html;base64,PGI+aGk8L2I+').text(),
      '<b>hi</b>',
    );
    t.is('data build', () => api.buildDataUri({ data: 'A brief note' }), 'data:,A%20brief%20note');
  }
  t.is('mailto', () => api.parseMailto('mailto:chris@example.com?subject=hi%20there').to, [
    'chris@example.com',
  ]);
  t.is('urn', () => api.parseUrn('urn:ietf:rfc:2648').nid, 'ietf');
  t.is(
    'urn equivalence',
    () => api.urnEquivalent('URN:EXAMPLE:a123,z456', 'urn:example:a123,z456'),
    true,
  );
  t.is('tel', () => api.parseTel('tel:+1-201-555-0123').global, true);
  t.is('did', () => api.parseDid('did:example:123456789abcdefghi').method, 'example');
  t.is('registry', () => api.schemeInfo('https')?.defaultPort, 443);
}
