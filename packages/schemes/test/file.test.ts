// RFC 8089 file URIs: every example of the RFC (§2, Appendix B, Appendix E), the errors at
// their offsets, round trips, and a comparison with Node's url.fileURLToPath / pathToFileURL.
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  fileUriToPath,
  pathToFileUri,
  SchemeError,
  tryFileUriToPath,
  tryPathToFileUri,
} from '@urikit/schemes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const posix = { platform: 'posix' } as const;
const win32 = { platform: 'win32' } as const;

function errorOf(run: () => unknown): [string, number] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SchemeError);
    const e = error as SchemeError;
    expect(e.scheme).toBe('file');
    return [e.code, e.index];
  }
  throw new Error('no error');
}

describe('RFC 8089 examples', () => {
  it('Appendix B: local files, with and without authority', () => {
    expect(fileUriToPath('file:///path/to/file', posix)).toBe('/path/to/file');
    expect(fileUriToPath('file:/path/to/file', posix)).toBe('/path/to/file');
    expect(fileUriToPath('file://localhost/path/to/file', posix)).toBe('/path/to/file');
    expect(fileUriToPath('file://LOCALHOST/path/to/file', posix)).toBe('/path/to/file');
  });

  it('Appendix B: a non-local file is an error on POSIX, a UNC path on Windows', () => {
    expect(errorOf(() => fileUriToPath('file://host.example.com/path/to/file'))).toEqual([
      'host-on-posix',
      7,
    ]);
    expect(fileUriToPath('file://host.example.com/path/to/file', win32)).toBe(
      '\\\\host.example.com\\path\\to\\file',
    );
  });

  it('Appendix E.2: DOS and Windows drive letters', () => {
    for (const uri of [
      'file:c:/path/to/file',
      'file:///c:/path/to/file',
      'file:/c:/path/to/file',
    ]) {
      expect(fileUriToPath(uri, win32)).toBe('c:\\path\\to\\file');
      expect(fileUriToPath(uri, posix)).toBe('/c:/path/to/file');
    }
  });

  it('Appendix E.2.2: "|" for ":" after a drive letter', () => {
    for (const uri of [
      'file:///c|/path/to/file',
      'file:/c|/path/to/file',
      'file:c|/path/to/file',
    ]) {
      expect(fileUriToPath(uri, win32)).toBe('c:\\path\\to\\file');
    }
  });

  it('Appendix E.3.1: UNC in the authority', () => {
    expect(fileUriToPath('file://host.example.com/Share/path/to/file.txt', win32)).toBe(
      '\\\\host.example.com\\Share\\path\\to\\file.txt',
    );
    expect(pathToFileUri('\\\\host.example.com\\Share\\path\\to\\file.txt', win32)).toBe(
      'file://host.example.com/Share/path/to/file.txt',
    );
  });

  it('Appendix E.3.2: UNC in the path, after two or three slashes of an empty authority', () => {
    expect(fileUriToPath('file:////host.example.com/path/to/file', win32)).toBe(
      '\\\\host.example.com\\path\\to\\file',
    );
    expect(fileUriToPath('file://///host.example.com/path/to/file', win32)).toBe(
      '\\\\host.example.com\\path\\to\\file',
    );
    expect(fileUriToPath('file:////host.example.com/path/to/file', posix)).toBe(
      '//host.example.com/path/to/file',
    );
  });
});

describe('fileUriToPath', () => {
  it('decodes percent-encoding as UTF-8 and ignores a query and a fragment', () => {
    expect(fileUriToPath('file:///a%20b%23c%3Fd%25e/caf%C3%A9')).toBe('/a b#c?d%e/café');
    expect(fileUriToPath('file:///a?q#f')).toBe('/a');
    expect(fileUriToPath('FILE:///x')).toBe('/x');
    expect(fileUriToPath('file:///C:', win32)).toBe('C:');
    expect(fileUriToPath('file://host', win32)).toBe('\\\\host\\');
  });

  it('takes parsed components too', () => {
    expect(fileUriToPath({ scheme: 'file', host: '', path: '/a%20b' })).toBe('/a b');
    expect(fileUriToPath({ scheme: 'file', host: 'srv', path: '/s/x' }, win32)).toBe(
      '\\\\srv\\s\\x',
    );
  });

  it('throws each error at its offset', () => {
    expect(errorOf(() => fileUriToPath('http:///x'))).toEqual(['wrong-scheme', 0]);
    expect(errorOf(() => fileUriToPath('files:///x'))).toEqual(['wrong-scheme', 4]);
    expect(errorOf(() => fileUriToPath('file:///a%2Fb'))).toEqual(['encoded-separator', 9]);
    expect(errorOf(() => fileUriToPath('file:///a%2fb', win32))).toEqual(['encoded-separator', 9]);
    expect(errorOf(() => fileUriToPath('file:///C:/a%5cb', win32))).toEqual([
      'encoded-separator',
      12,
    ]);
    expect(fileUriToPath('file:///a%5Cb')).toBe('/a\\b');
    expect(errorOf(() => fileUriToPath('file:///a\\b'))).toEqual(['invalid-char', 9]);
    expect(errorOf(() => fileUriToPath('file:///%FF'))).toEqual(['invalid-percent-encoding', 8]);
    expect(errorOf(() => fileUriToPath('file:///a%zz'))).toEqual(['invalid-percent-encoding', 9]);
    expect(errorOf(() => fileUriToPath('file:a/b'))).toEqual(['not-absolute', 5]);
    expect(errorOf(() => fileUriToPath('file:///x', win32))).toEqual(['not-absolute', 7]);
    expect(errorOf(() => fileUriToPath('file://u@h/x'))).toEqual(['invalid-host', 8]);
    expect(errorOf(() => fileUriToPath('file://h:1/x'))).toEqual(['invalid-host', 8]);
    expect(errorOf(() => fileUriToPath('file://[::1/x', win32))).toEqual(['invalid-host', 7]);
    expect(() => fileUriToPath(42 as never)).toThrow(
      new TypeError('fileUriToPath: uri must be a string or UriComponents; got number'),
    );
    expect(() => fileUriToPath('file:///x', { platform: 'dos' as never })).toThrow(
      new TypeError("fileUriToPath: options.platform must be one of 'posix', 'win32'; got 'dos'"),
    );
    expect(tryFileUriToPath('file://host/x')).toBeUndefined();
    expect(tryFileUriToPath('file:///x')).toBe('/x');
  });
});

describe('pathToFileUri', () => {
  it('percent-encodes %, #, ?, spaces, non-ASCII and, on POSIX, "\\"', () => {
    expect(pathToFileUri('/a b/c#d?e%f/café/\\')).toBe('file:///a%20b/c%23d%3Fe%25f/caf%C3%A9/%5C');
    expect(pathToFileUri('/')).toBe('file:///');
    expect(pathToFileUri('C:\\a b\\é', win32)).toBe('file:///C:/a%20b/%C3%A9');
    expect(pathToFileUri('C:/mixed\\seps', win32)).toBe('file:///C:/mixed/seps');
    expect(pathToFileUri('\\\\server\\share\\x y', win32)).toBe('file://server/share/x%20y');
  });

  it('refuses relative paths, an empty UNC host and lone surrogates', () => {
    expect(errorOf(() => pathToFileUri('a/b'))).toEqual(['not-absolute', 0]);
    expect(errorOf(() => pathToFileUri('C:x', win32))).toEqual(['not-absolute', 2]);
    expect(errorOf(() => pathToFileUri('\\x', win32))).toEqual(['not-absolute', 0]);
    expect(errorOf(() => pathToFileUri('\\\\\\share', win32))).toEqual(['invalid-host', 2]);
    expect(errorOf(() => pathToFileUri('/a\uD800b'))).toEqual(['invalid-char', 2]);
    expect(() => pathToFileUri(7 as never)).toThrow(
      new TypeError('pathToFileUri: path must be a string; got number'),
    );
    expect(() => tryPathToFileUri(7 as never)).toThrow(
      new TypeError('tryPathToFileUri: path must be a string; got number'),
    );
    expect(tryPathToFileUri('x')).toBeUndefined();
  });
});

// Characters of generated file names: ASCII punctuation, space, "%", controls, non-ASCII
// (two-, three- and four-octet UTF-8).
const nameChar = fc.constantFrom(
  ...'aZ09 -._~!$&\'()*+,;=:@%#?[]^`{|}<>"\t\n\u0001\u007fé€😀'.match(/[\s\S]/gu)!,
);
const name = fc
  .array(nameChar, { minLength: 1, maxLength: 6 })
  .map((chars) => chars.join(''))
  .filter((n) => n !== '.' && n !== '..');
const posixPath = fc
  .array(name, { minLength: 0, maxLength: 4 })
  .map((names) => `/${names.join('/')}`);
const drivePath = fc
  .tuple(fc.constantFrom('C', 'd'), fc.array(name, { maxLength: 4 }))
  .map(([drive, names]) => `${drive}:\\${names.join('\\')}`);
const uncPath = fc
  .tuple(
    fc.constantFrom('server', 'host.example', 'h-1'),
    fc.array(name, { minLength: 1, maxLength: 3 }),
  )
  .map(([host, names]) => `\\\\${host}\\${names.join('\\')}`);
// Windows names cannot hold "\" or "/"; the generated ones hold neither.
const windowsPath = fc.oneof(drivePath, uncPath);

describe('round trips', () => {
  it('fileUriToPath(pathToFileUri(p)) === p on POSIX', () => {
    fc.assert(
      fc.property(posixPath, (p) => {
        expect(fileUriToPath(pathToFileUri(p))).toBe(p);
      }),
    );
  });

  it('fileUriToPath(pathToFileUri(p)) === p on Windows', () => {
    fc.assert(
      fc.property(windowsPath, (p) => {
        expect(fileUriToPath(pathToFileUri(p, win32), win32)).toBe(p);
      }),
    );
  });
});

/**
 * Every difference from Node 20's url.fileURLToPath / pathToFileURL (with `{ windows }`),
 * and why. The generated comparison below checks that no other one appears.
 * 1. Node writes "~" as %7E; RFC 3986 §2.3 says unreserved characters should not be encoded.
 * 2. Node resolves a relative path against the working directory and normalizes "." and ".."
 *    segments and repeated separators (path.resolve); we have no working directory (browsers,
 *    Workers) and throw `not-absolute`, and keep the path as given.
 * 3. Node's WHATWG parser removes dot segments from file URLs ("file:///a/../b" → "/b"); we
 *    return the path the URI names, as RFC 8089 writes it.
 * 4. Node's parser reads a raw "\" as "/"; we throw `invalid-char` (RFC 3986 allows no "\").
 * 5. Node accepts "file:x" as "/x"; RFC 8089 §2 requires an absolute path: `not-absolute`.
 * 6. On Windows, Node refuses the UNC-in-path forms of RFC 8089 Appendix E.3.2
 *    ("file:////host/share", "file://///host/share"); we accept them.
 * 7. On Windows, Node lower-cases a UNC host and turns Punycode labels into Unicode; we keep
 *    the host as written (percent-decoded).
 * 8. Node writes a lone surrogate as U+FFFD; we throw `invalid-char` (it has no UTF-8 form).
 * 9. Error kinds: Node's ERR_INVALID_FILE_URL_HOST is `host-on-posix`, its "must not include
 *    encoded / or \" is `encoded-separator`, "must be absolute" is `not-absolute`, its URIError
 *    on bad UTF-8 is `invalid-percent-encoding`, and "Invalid URL" for a userinfo or port is
 *    `invalid-host`; each of ours carries the offset.
 * 10. Node drops C0 controls (other than tab, LF, CR, which it encodes) at the end of a path,
 *    as its URL parser trims them: "/a\u0001" becomes "file:///a", which names another file;
 *    we encode them ("file:///a%01"). Node keeps them in UNC paths, as we do.
 * 11. Node writes the root of a drive, "C:\", as "file:///C://"; we write "file:///C:/".
 */
const NODE_DIFFERENCES = 11;

// Difference 10: a path that ends with a C0 control other than tab, LF and CR.
const endsWithControl = (p: string) => /[\u0001-\u0008\u000b\u000c\u000e-\u001f]$/.test(p);

describe('agreement with Node url.fileURLToPath / pathToFileURL', () => {
  const nodeHref = (p: string, windows: boolean) =>
    pathToFileURL(p, { windows } as never).href.replaceAll('%7E', '~');

  it('POSIX: the same URIs (but difference 1), and each reads the other', () => {
    fc.assert(
      fc.property(posixPath, (p) => {
        const mine = pathToFileUri(p);
        if (endsWithControl(p)) {
          expect(mine).not.toBe(nodeHref(p, false));
          return;
        }
        expect(mine).toBe(nodeHref(p, false));
        expect(fileURLToPath(mine, { windows: false } as never)).toBe(p);
        expect(fileUriToPath(pathToFileURL(p, { windows: false } as never).href)).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });

  it('Windows: the same URIs (but difference 1), and each reads the other', () => {
    fc.assert(
      fc.property(windowsPath, (p) => {
        const mine = pathToFileUri(p, win32);
        if (endsWithControl(p) && !p.startsWith('\\\\')) {
          expect(mine).not.toBe(nodeHref(p, true));
          return;
        }
        // Difference 11: a drive root.
        expect(mine).toBe(p.length === 3 ? nodeHref(p, true).slice(0, -1) : nodeHref(p, true));
        expect(fileURLToPath(mine, { windows: true } as never)).toBe(p);
        // Node's "file:///C://" names "C:\\\\", so only a longer path reads back the same.
        if (p.length > 3) {
          expect(fileUriToPath(pathToFileURL(p, { windows: true } as never).href, win32)).toBe(p);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the listed differences are real', () => {
    expect(NODE_DIFFERENCES).toBe(11);
    expect(pathToFileURL('/~', { windows: false } as never).href).toBe('file:///%7E'); // 1
    expect(pathToFileUri('/~')).toBe('file:///~');
    expect(errorOf(() => pathToFileUri('a'))).toEqual(['not-absolute', 0]); // 2
    expect(pathToFileUri('/a//./b')).toBe('file:///a//./b');
    expect(fileURLToPath('file:///a/../b', { windows: false } as never)).toBe('/b'); // 3
    expect(fileUriToPath('file:///a/../b')).toBe('/a/../b');
    expect(fileURLToPath('file:///a\\b', { windows: false } as never)).toBe('/a/b'); // 4
    expect(fileURLToPath('file:x', { windows: false } as never)).toBe('/x'); // 5
    expect(() => fileURLToPath('file:////h/s/x', { windows: true } as never)).toThrow(); // 6
    expect(fileURLToPath('file://HOST/x', { windows: true } as never)).toBe('\\\\host\\x'); // 7
    expect(fileUriToPath('file://HOST/x', win32)).toBe('\\\\HOST\\x');
    expect(pathToFileURL('/\uD800', { windows: false } as never).href).toBe('file:///%EF%BF%BD'); // 8
    expect(pathToFileURL('/a\u0001', { windows: false } as never).href).toBe('file:///a'); // 10
    expect(pathToFileUri('/a\u0001')).toBe('file:///a%01');
    expect(pathToFileURL('C:\\', { windows: true } as never).href).toBe('file:///C://'); // 11
    expect(pathToFileUri('C:\\', win32)).toBe('file:///C:/');
  });
});
