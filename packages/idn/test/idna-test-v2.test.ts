// Runs every line of Unicode's IdnaTestV2.txt (17.0.0): ToUnicode, ToASCII
// nontransitional and ToASCII transitional, comparing results and error sets.
import { parseIdnaTestV2, readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { IdnaError, toASCII, toUnicode, UNICODE_VERSION } from '../src/index.js';

const text = readShared('conformance/unicode/IdnaTestV2.txt');
const lines = text === undefined ? [] : parseIdnaTestV2(text);

function asciiOutcome(source: string, transitional: boolean): { domain: string; errors: string[] } {
  try {
    return { domain: toASCII(source, { transitionalProcessing: transitional }), errors: [] };
  } catch (error) {
    if (!(error instanceof IdnaError)) throw error;
    return { domain: error.domain, errors: [...error.errors].sort() };
  }
}

describe.skipIf(text === undefined)('IdnaTestV2.txt', () => {
  it('is the file of this Unicode version with all its test lines', () => {
    expect(text).toContain(`# Version: ${UNICODE_VERSION}`);
    expect(lines.length).toBe(6391);
  });

  it.each(lines)('line $line toUnicode', (t) => {
    const result = toUnicode(t.source);
    expect({ domain: result.domain, errors: [...result.errors].sort() }).toEqual({
      domain: t.toUnicode,
      errors: t.toUnicodeStatus,
    });
  });

  it.each(lines)('line $line toASCII nontransitional', (t) => {
    expect(asciiOutcome(t.source, false)).toEqual({ domain: t.toAsciiN, errors: t.toAsciiNStatus });
  });

  it.each(lines)('line $line toASCII transitional', (t) => {
    expect(asciiOutcome(t.source, true)).toEqual({ domain: t.toAsciiT, errors: t.toAsciiTStatus });
  });
});
