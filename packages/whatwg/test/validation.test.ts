// The URL Standard's validation errors (§1.2): one case per type with its offset in the input,
// offsets mapped back through the strip and tab/newline removal, and every WPT failure row
// reporting at least one error.
import { readSharedJson } from '@urikit/test-support';
import {
  parseURL,
  VALIDATION_ERROR_TYPES,
  type ValidationError,
  type ValidationErrorType,
  validateURL,
} from '@urikit/whatwg';
import { describe, expect, it } from 'vitest';

// One input per type: the input, an optional base, the type and the offset where it is found.
const cases: [ValidationErrorType, string, string | undefined, number][] = [
  ['domain-to-ASCII', 'https://a..b/', undefined, 8],
  ['domain-percent-encoded', 'https://exam%70le.org', undefined, 12],
  ['host-invalid-code-point', 'foo://exa[mple.org', undefined, 9],
  ['IPv4-empty-part', 'https://127.0.0.1./', undefined, 17],
  ['IPv4-too-few-parts', 'https://1.2.3/', undefined, 8],
  ['IPv4-too-many-parts', 'https://1.2.3.4.5/', undefined, 16],
  ['IPv4-non-numeric-part', 'https://test.42', undefined, 8],
  ['IPv4-non-decimal-part', 'https://127.0.0x0.1', undefined, 14],
  ['IPv4-out-of-range-part', 'https://255.255.4000.1', undefined, 16],
  ['IPv6-unclosed', 'https://[::1', undefined, 8],
  ['IPv6-invalid-compression', 'https://[:1]', undefined, 9],
  ['IPv6-too-many-pieces', 'https://[1:2:3:4:5:6:7:8:9]', undefined, 25],
  ['IPv6-multiple-compression', 'https://[1::1::1]', undefined, 14],
  ['IPv6-invalid-code-point', 'https://[1:2:3!:4]', undefined, 14],
  ['IPv6-too-few-pieces', 'https://[1:2:3]', undefined, 14],
  ['IPv6-piece-leading-zero', 'https://[::01]', undefined, 11],
  ['IPv4-in-IPv6-too-many-pieces', 'https://[1:1:1:1:1:1:1:127.0.0.1]', undefined, 23],
  ['IPv4-in-IPv6-invalid-code-point', 'https://[ffff::127.0.xyz.1]', undefined, 21],
  ['IPv4-in-IPv6-out-of-range-part', 'https://[ffff::127.0.0.4000]', undefined, 25],
  ['IPv4-in-IPv6-too-few-parts', 'https://[ffff::127.0.0]', undefined, 22],
  ['invalid-URL-unit', 'https://example.org/>', undefined, 20],
  ['special-scheme-missing-following-solidus', 'https:example.org', undefined, 6],
  ['missing-scheme-non-relative-URL', '💩', undefined, 0],
  ['invalid-reverse-solidus', 'https://example.org\\path', undefined, 19],
  ['invalid-credentials', 'https://user@example.org', undefined, 12],
  ['host-missing', 'https://#fragment', undefined, 8],
  ['port-out-of-range', 'https://example.org:70000', undefined, 20],
  ['port-invalid', 'https://example.org:7z', undefined, 21],
  ['file-invalid-Windows-drive-letter', 'c|/path', 'file:///c:/', 0],
  ['file-invalid-Windows-drive-letter-host', 'file://c:', undefined, 7],
];

describe('validateURL', () => {
  it('covers every type of the standard', () => {
    expect(cases.map(([type]) => type).sort()).toEqual([...VALIDATION_ERROR_TYPES].sort());
  });

  it.each(cases)('%s: %j', (type, input, base, index) => {
    const errors = validateURL(input, base);
    expect(errors).toContainEqual({ type, index });
  });

  it('reports nothing for a valid URL string', () => {
    for (const input of [
      'https://example.org/',
      'https://example.org/a?b=c#d',
      'file:///C:/x',
      'mailto:a@b.c',
    ]) {
      expect(validateURL(input)).toEqual([]);
    }
  });

  it('gives offsets in the input as given, before the strip and tab/newline removal', () => {
    expect(validateURL('  https://a/b c')).toEqual([
      { type: 'invalid-URL-unit', index: 0 },
      { type: 'invalid-URL-unit', index: 13 },
    ]);
    expect(validateURL('ht\ttps://a:7z')).toEqual([
      { type: 'invalid-URL-unit', index: 2 },
      { type: 'port-invalid', index: 12 },
    ]);
    expect(validateURL('https://a/\n\n{')).toEqual([
      { type: 'invalid-URL-unit', index: 10 },
      { type: 'invalid-URL-unit', index: 12 },
    ]);
    expect(validateURL('https://a/x ')).toEqual([{ type: 'invalid-URL-unit', index: 11 }]);
  });

  it('reports one error per offending code point and per "@"', () => {
    expect(validateURL('https://a:b@c@d/%zz%')).toEqual([
      { type: 'invalid-credentials', index: 11 },
      { type: 'invalid-credentials', index: 13 },
      { type: 'invalid-URL-unit', index: 16 },
      { type: 'invalid-URL-unit', index: 19 },
    ]);
  });

  it("reports an opaque host's units as the opaque-host parser does: at most one of each kind", () => {
    // §3.5 steps 2-3: one error for a code point that is no URL unit, then one for a bad "%".
    expect(validateURL('sc://{"x/')).toEqual([{ type: 'invalid-URL-unit', index: 5 }]);
    expect(validateURL('sc://%zz{%/')).toEqual([
      { type: 'invalid-URL-unit', index: 8 },
      { type: 'invalid-URL-unit', index: 5 },
    ]);
    expect(validateURL('sc://%zz/{{')).toEqual([
      { type: 'invalid-URL-unit', index: 5 },
      { type: 'invalid-URL-unit', index: 9 },
      { type: 'invalid-URL-unit', index: 10 },
    ]);
  });

  it('follows the project rule on argument types', () => {
    expect(() => validateURL(1 as never)).toThrow(
      'validateURL: input must be a string; got number',
    );
    expect(() => validateURL('a', 2 as never)).toThrow(
      'validateURL: base must be a string; got number',
    );
    expect(() => validateURL('a', 'no base')).toThrow(TypeError);
  });
});

describe('onValidationError', () => {
  it('receives the same errors as validateURL', () => {
    const seen: ValidationError[] = [];
    expect(
      parseURL('https://user@example.org:7z', { onValidationError: (e) => seen.push(e) }),
    ).toBe(null);
    expect(seen).toEqual(validateURL('https://user@example.org:7z'));
  });
});

interface Row {
  input: string;
  base: string | null;
  failure?: boolean;
}

const data = readSharedJson<(string | Row)[]>('conformance/wpt/urltestdata.json');
const failures = (data ?? []).filter(
  (row): row is Row => typeof row === 'object' && row.failure === true,
);

describe.skipIf(data === undefined)('WPT urltestdata.json failure rows', () => {
  it.each(failures.map((row) => [row.input, row.base] as const))(
    '%j against %j reports at least one error',
    (input, base) => {
      let errors: ValidationError[];
      try {
        errors = validateURL(input, base ?? undefined);
      } catch (error) {
        // The base itself fails: the URL constructor throws for the same reason.
        expect(error).toBeInstanceOf(TypeError);
        return;
      }
      expect(errors.length).toBeGreaterThan(0);
    },
  );
});
