// The class table (code-points.ts) against the URL Standard's definitions, written here a second
// way: each percent-encode set (§1.3) as the set it extends plus the code points the standard
// adds, the forbidden host code points (§3.1) as listed, and the fast path's own two classes.
import { describe, expect, it } from 'vitest';
import {
  C0_SET,
  CLASS,
  COMPONENT_SET,
  FORBIDDEN_HOST,
  FORM_SET,
  FRAGMENT_SET,
  HOST_STOP,
  PATH_SET,
  PATH_STOP,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
} from '../src/code-points.js';

const c0 = (c: number) => c < 0x20 || c === 0x7f;
const has = (chars: string) => (c: number) => chars.includes(String.fromCharCode(c));
const query = (c: number) => c0(c) || has(' "#<>')(c);
const path = (c: number) => query(c) || has('?^`{}')(c);
const userinfo = (c: number) => path(c) || has('/:;=@[\\]^|')(c);
const component = (c: number) => userinfo(c) || has('$%&+,')(c);

const definitions: [string, number, (c: number) => boolean][] = [
  ['C0 control', C0_SET, c0],
  ['fragment', FRAGMENT_SET, (c) => c0(c) || has(' "<>`')(c)],
  ['query', QUERY_SET, query],
  ['special-query', SPECIAL_QUERY_SET, (c) => query(c) || c === 0x27],
  ['path', PATH_SET, path],
  ['userinfo', USERINFO_SET, userinfo],
  ['component', COMPONENT_SET, component],
  ['application/x-www-form-urlencoded', FORM_SET, (c) => component(c) || has("!'()~")(c)],
  ['forbidden host', FORBIDDEN_HOST, has('\0\t\n\r #/:<>?@[\\]^|')],
  ['host stop (fast path)', HOST_STOP, (c) => !has('abcdefghijklmnopqrstuvwxyz0123456789-._')(c)],
  ['path stop (fast path)', PATH_STOP, (c) => path(c) || has('/\\|')(c)],
];

describe('code point classes', () => {
  it.each(definitions)('%s', (_name, bit, member) => {
    for (let c = 0; c < 0x80; c++) {
      expect((CLASS[c]! & bit) !== 0, `U+${c.toString(16).padStart(4, '0')}`).toBe(member(c));
    }
  });
});
