// The file URI scheme (RFC 8089) ↔ POSIX and Windows paths, with the Appendix E forms
// (drive letters with ":" or "|", UNC in the authority or in the path), without node:url.
import { PATH, REG_NAME, requireOptions, requireString } from '@urikit/percent-encoding';
import { decodeSlice, encodeText, inClass } from './decode.js';
import { attempt, SchemeError } from './errors.js';
import { type SchemeInput, schemeText } from './input.js';

/**
 * Which path syntax {@link fileUriToPath} produces and {@link pathToFileUri} reads:
 * `'posix'` (default: `/` only) or `'win32'` (drive letters, UNC, `\` and `/`).
 *
 * @example
 * ```ts
 * const options: FileUriOptions = { platform: 'win32' };
 * fileUriToPath('file:///C:/a%20b', options); // → 'C:\\a b'
 * ```
 */
export interface FileUriOptions {
  platform?: 'posix' | 'win32';
}

const SLASH = 0x2f;
const BACKSLASH = 0x5c;

// Whether `options` (checked, in the name of `fn`) ask for Windows paths.
function isWin32(fn: string, options: FileUriOptions | undefined): boolean {
  // The check's copy, read once (CONTRIBUTING.md).
  return requireOptions(fn, options, { platform: ['posix', 'win32'] })?.platform === 'win32';
}

function isAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/** RFC 8089 Appendix E.2: a drive letter, ":" or "|", then "/" or the end. */
function driveLetterAt(text: string, i: number, end: number): boolean {
  const sep = text.charCodeAt(i + 1);
  return (
    i + 1 < end &&
    isAlpha(text.charCodeAt(i)) &&
    (sep === 0x3a || sep === 0x7c) &&
    (i + 2 === end || text.charCodeAt(i + 2) === SLASH)
  );
}

/**
 * The local path a `file` URI names (RFC 8089 §2, Appendix E), percent-decoded as UTF-8.
 * `file://localhost/` is the local host (§2); a query or fragment is ignored, as Node does.
 * On `'win32'`: drive letters in every Appendix E form (`file:///C:/`, `file:C:/`,
 * `file:/C:/`, `file:///C|/`) and UNC paths, from an authority (`file://server/share`, E.3.1)
 * or from the path (`file:////server/share`, `file://///server/share`, E.3.2). On `'posix'`: a
 * host other than `localhost` is an error, as it is for Node. An encoded separator (`%2F`, and
 * `%5C` on win32) is an error, since the path it would make names another file.
 *
 * @example
 * ```ts
 * fileUriToPath('file:///home/me/a%20b.txt'); // → '/home/me/a b.txt'
 * fileUriToPath('file://server/share/x', { platform: 'win32' }); // → '\\\\server\\share\\x'
 * ```
 */
export function fileUriToPath(uri: SchemeInput, options?: FileUriOptions): string {
  return toPath('fileUriToPath', uri, options);
}

function toPath(fn: string, uri: SchemeInput, options: FileUriOptions | undefined): string {
  const text = schemeText(uri, 'file', fn, 'uri');
  const win = isWin32(fn, options);
  let end = text.length;
  // RFC 8089 defines no query or fragment for file URIs: they name nothing in the file system.
  for (let i = 5; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3f || c === 0x23) end = i;
  }
  let pathStart = 5;
  let host = '';
  if (text.charCodeAt(5) === SLASH && text.charCodeAt(6) === SLASH) {
    // RFC 8089 §2: file-hier-part = ( "//" auth-path ) / local-path
    let j = 7;
    while (j < end && text.charCodeAt(j) !== SLASH) j++;
    host = hostOf(text, 7, j);
    pathStart = j;
  }
  for (let i = pathStart; i < end; i++) {
    const c = text.charCodeAt(i);
    // A raw "\" is a separator on Windows and a file-name character on POSIX: refuse the doubt.
    if (c === BACKSLASH) throw new SchemeError('file', 'invalid-char', text, i);
    if (c === 0x25 && i + 2 < end && text.charCodeAt(i + 1) === 0x32) {
      const low = text.charCodeAt(i + 2) | 0x20;
      if (low === 0x66) throw new SchemeError('file', 'encoded-separator', text, i);
    }
    if (
      c === 0x25 &&
      win &&
      text.charCodeAt(i + 1) === 0x35 &&
      (text.charCodeAt(i + 2) | 0x20) === 0x63
    ) {
      throw new SchemeError('file', 'encoded-separator', text, i);
    }
  }
  const leading = text.charCodeAt(pathStart) === SLASH ? pathStart + 1 : pathStart;
  const drive = driveLetterAt(text, leading, end);
  if (!drive && pathStart < end && text.charCodeAt(pathStart) !== SLASH) {
    // "file:a/b" names no absolute path (RFC 8089 §2: local-path = path-absolute).
    throw new SchemeError('file', 'not-absolute', text, pathStart);
  }
  let path: string;
  if (drive) {
    // Appendix E.2.2: "|" stands for ":" after a drive letter.
    path = `${text[leading]}:${decodeSlice('file', text, leading + 2, end)}`;
  } else {
    path = pathStart === end ? '/' : decodeSlice('file', text, pathStart, end);
  }
  if (!win) {
    if (host !== '') throw new SchemeError('file', 'host-on-posix', text, 7);
    return drive ? `/${path}` : path;
  }
  const native = path.replaceAll('/', '\\');
  if (host !== '') return `\\\\${host}${drive ? `\\${native}` : native}`;
  if (drive) return native;
  // Appendix E.3.2: a UNC string in the path, after two or three slashes.
  if (path.charCodeAt(1) === SLASH && path.length > 2) {
    const from = path.charCodeAt(2) === SLASH ? 3 : 2;
    if (from < path.length && path.charCodeAt(from) !== SLASH) return `\\\\${native.slice(from)}`;
  }
  throw new SchemeError('file', 'not-absolute', text, pathStart);
}

// RFC 8089 §2: file-auth = "localhost" / host; no userinfo and no port.
function hostOf(text: string, start: number, end: number): string {
  let inLiteral = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b && i === start) inLiteral = true;
    else if (c === 0x5d && inLiteral) inLiteral = false;
    else if (c === 0x40 || c === BACKSLASH || (c === 0x3a && !inLiteral) || c <= 0x20) {
      throw new SchemeError('file', 'invalid-host', text, i);
    }
  }
  if (inLiteral) throw new SchemeError('file', 'invalid-host', text, start);
  const host = decodeSlice('file', text, start, end);
  return host.toLowerCase() === 'localhost' ? '' : host;
}

/**
 * The `file` URI of an absolute path (RFC 8089 §2): `file:///` and the path percent-encoded
 * as UTF-8 (RFC 3986 §2.1) wherever RFC 3986 §3.3 allows no literal character (`%`, `#`, `?`,
 * spaces, non-ASCII, and on POSIX `\`). On `'win32'`, `\` and `/` both separate, a drive
 * letter path gives `file:///C:/…` and a UNC path `\\server\share\…` gives
 * `file://server/share/…` (Appendix E.3.1). A relative path throws `not-absolute`: there is
 * no working directory to resolve it against outside Node.
 *
 * @example
 * ```ts
 * pathToFileUri('/tmp/a b#1.txt'); // → 'file:///tmp/a%20b%231.txt'
 * pathToFileUri('C:\\Users\\me', { platform: 'win32' }); // → 'file:///C:/Users/me'
 * ```
 */
export function pathToFileUri(path: string, options?: FileUriOptions): string {
  return toFileUri('pathToFileUri', path, options);
}

function toFileUri(fn: string, path: string, options: FileUriOptions | undefined): string {
  requireString(fn, 'path', path);
  const win = isWin32(fn, options);
  if (!win) {
    if (path.charCodeAt(0) !== SLASH) throw new SchemeError('file', 'not-absolute', path, 0);
    return `file://${encodePath(path, path)}`;
  }
  const first = path.charCodeAt(0);
  const second = path.charCodeAt(1);
  if ((first === BACKSLASH || first === SLASH) && (second === BACKSLASH || second === SLASH)) {
    // UNC: \\server\share\rest → file://server/share/rest (Appendix E.3.1)
    let j = 2;
    while (j < path.length && path.charCodeAt(j) !== BACKSLASH && path.charCodeAt(j) !== SLASH) j++;
    if (j === 2) throw new SchemeError('file', 'invalid-host', path, 2);
    const host = encode(path.slice(2, j), REG_NAME, path, 2);
    return `file://${host}${encodePath(path.slice(j).replaceAll('\\', '/'), path, j)}`;
  }
  const third = path.charCodeAt(2);
  if (isAlpha(first) && second === 0x3a && (third === BACKSLASH || third === SLASH)) {
    return `file:///${path[0]}:${encodePath(path.slice(2).replaceAll('\\', '/'), path, 2)}`;
  }
  throw new SchemeError('file', 'not-absolute', path, isAlpha(first) && second === 0x3a ? 2 : 0);
}

function encodePath(value: string, path: string, offset = 0): string {
  return encode(value, PATH, path, offset);
}

// RFC 3986 §3.3 (path: pchar and "/") or §3.2.2 (reg-name) characters stay, the rest is
// UTF-8 percent-encoded; a lone surrogate has no UTF-8 form.
function encode(value: string, bits: number, path: string, offset: number): string {
  const encoded = encodeText(value, inClass(bits));
  if (typeof encoded === 'number')
    throw new SchemeError('file', 'invalid-char', path, offset - encoded - 1);
  return encoded;
}

/**
 * {@link fileUriToPath} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryFileUriToPath('file://host/x'); // → undefined
 * ```
 */
export function tryFileUriToPath(uri: SchemeInput, options?: FileUriOptions): string | undefined {
  return attempt(() => toPath('tryFileUriToPath', uri, options));
}

/**
 * {@link pathToFileUri} that returns `undefined` instead of throwing a SchemeError.
 *
 * @example
 * ```ts
 * tryPathToFileUri('relative/path'); // → undefined
 * ```
 */
export function tryPathToFileUri(path: string, options?: FileUriOptions): string | undefined {
  return attempt(() => toFileUri('tryPathToFileUri', path, options));
}
