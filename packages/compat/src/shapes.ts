// The shapes of fast-uri's parse result (RFC 3986 §3 components, then the §4.1–4.4
// reference kind), each built by one object literal; they differ in where `error` sits.
import type { ComponentDraft } from './types.js';

/** No `error` field. */
export const NO_ERROR = 0;
/** `error` before `reference`: the syntax is at fault (found while splitting). */
export const EARLY_ERROR = 1;
/** `error` after `reference`: found by a later check (reference kind, host, scheme handler). */
export const LATE_ERROR = 2;

/**
 * fast-uri's components in fast-uri's key order for `shape`. One literal per shape, so
 * that every result has its final hidden class from its allocation: an object that gains
 * a field later gets a class through a transition V8 holds weakly, which a full
 * collection frees once no such object is alive, deoptimizing the code built on it.
 */
export function components(
  shape: number,
  scheme: string | undefined,
  userinfo: string | undefined,
  host: string | undefined,
  port: number | string | undefined,
  path: string | undefined,
  query: string | undefined,
  fragment: string | undefined,
  reference: string | undefined,
  error: string | undefined,
): ComponentDraft {
  if (shape === NO_ERROR) return { scheme, userinfo, host, port, path, query, fragment, reference };
  return shape === EARLY_ERROR
    ? { scheme, userinfo, host, port, path, query, fragment, error, reference }
    : { scheme, userinfo, host, port, path, query, fragment, reference, error };
}

/**
 * `c` (of `shape`) with `error` set as fast-uri's `component.error = …` would: the field
 * is overwritten where it is, or appended after `reference` (a new object, see components).
 */
export function withError(c: ComponentDraft, shape: number, error: string): ComponentDraft {
  if (shape !== NO_ERROR) {
    c.error = error;
    return c;
  }
  const { scheme, userinfo, host, port, path, query, fragment, reference } = c;
  return components(
    LATE_ERROR,
    scheme,
    userinfo,
    host,
    port,
    path,
    query,
    fragment,
    reference,
    error,
  );
}
