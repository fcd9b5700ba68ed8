// URL Standard §4.1 "URL representation": the URL record the parser builds and the setters
// edit, hosts kept in their serialized form (§3.6), and the special schemes of §4.2.

/**
 * A URL record (URL Standard §4.1) as the parser works on it: `host` is the serialized host
 * (`'[::1]'`, `'127.0.0.1'`, a domain, an opaque host, `''` for the empty host) or null;
 * `path` is a list of segments, or a string for an opaque path.
 */
export interface URLRecord {
  scheme: string;
  username: string;
  password: string;
  host: string | null;
  port: number | null;
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}

/** A new URL record with every field empty or null. */
export function newRecord(): URLRecord {
  return {
    scheme: '',
    username: '',
    password: '',
    host: null,
    port: null,
    path: [],
    query: null,
    fragment: null,
  };
}

/** §4.2: whether `scheme` is special. */
export function isSpecialScheme(scheme: string): boolean {
  return defaultPort(scheme) !== -1;
}

/**
 * §4.2: the default port of a special scheme; -2 for file (special, with no default port) and -1
 * for every other scheme (no port number is either).
 */
export function defaultPort(scheme: string): number {
  switch (scheme) {
    case 'http':
    case 'ws':
      return 80;
    case 'https':
    case 'wss':
      return 443;
    case 'ftp':
      return 21;
    case 'file':
      return -2;
    default:
      return -1;
  }
}

/** §4.1: a URL has an opaque path when its path is a string. */
export function hasOpaquePath(url: URLRecord): boolean {
  return typeof url.path === 'string';
}

/** §4.1: a URL includes credentials when its username or password is not empty. */
export function includesCredentials(url: URLRecord): boolean {
  return url.username !== '' || url.password !== '';
}

/** §4.1: cannot have a username/password/port: host null or empty, or scheme file. */
export function cannotHaveUsernamePasswordPort(url: URLRecord): boolean {
  return url.host === null || url.host === '' || url.scheme === 'file';
}
