// The authority fast path of scanSpans (a reg-name run, then ':' and a digit run, ended by
// '/', '?', '#' or the end) agrees with the part-by-part path that a userinfo forces.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, tryParse, UriError } from '../src/index.js';
import { ipv4 } from './arbitraries.js';

// Mostly what the fast path takes, with now and then what sends it to the slow path or breaks
// the grammar: '%', '[', ']', '@' is left out (it would move the userinfo), non-ASCII, spaces.
const hostPiece = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom('a', 'Z', '0', '9', '-', '.', '_', '~', '!', '+') },
  { weight: 3, arbitrary: fc.constantFrom(':', '%41', '%', '%4', '[', ']', '[::1]', '[v1.x]') },
  { weight: 1, arbitrary: fc.constantFrom(' ', '^', 'é', '\u00a0', '%zz') },
);
const host = fc.oneof(
  fc.array(hostPiece, { maxLength: 12 }).map((p) => p.join('')),
  ipv4,
);
const port = fc.constantFrom('', ':', ':80', ':8a', ':65536', '::1', ':8 ');
const rest = fc.constantFrom('', '/', '/a/b', '?q', '#f', '/a?b#c');

// The error's code and index, or the components.
function outcome(input: string, iri: boolean): unknown {
  try {
    return parse(input, { iri });
  } catch (error) {
    if (error instanceof UriError) return { code: error.code, index: error.index };
    throw error;
  }
}

describe('authority fast path', () => {
  it('agrees with the part-by-part path (forced by a userinfo)', () => {
    fc.assert(
      fc.property(host, port, rest, fc.boolean(), (h, p, r, iri) => {
        const fast = outcome(`http://${h}${p}${r}`, iri);
        // "u@" shifts every offset after it by two and adds a userinfo, nothing else.
        const slow = outcome(`http://u@${h}${p}${r}`, iri) as Record<string, unknown>;
        if ('code' in (fast as object)) {
          expect(slow).toEqual({
            ...(fast as object),
            index: (fast as { index: number }).index + 2,
          });
        } else {
          expect(slow).toEqual({ ...(fast as object), userinfo: 'u' });
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('takes a host and port of the fast path as written', () => {
    expect(tryParse('http://a.b:80/x')).toMatchObject({ host: 'a.b', port: '80', path: '/x' });
    expect(tryParse('//1.2.3.4:')).toMatchObject({ host: '1.2.3.4', port: '', hostKind: 'ipv4' });
    expect(tryParse('http://a:8a/')).toBeUndefined();
  });
});
