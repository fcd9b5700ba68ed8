// Runs every line of Unicode's IdnaTestV2.txt (17.0.0): ToUnicode, ToASCII
// nontransitional and ToASCII transitional, comparing results and error sets.
import { readShared } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { IdnaError, toASCII, toUnicode, UNICODE_VERSION } from '../src/index.js';

interface TestLine {
  line: number;
  source: string;
  toUnicode: string;
  toUnicodeStatus: string[];
  toAsciiN: string;
  toAsciiNStatus: string[];
  toAsciiT: string;
  toAsciiTStatus: string[];
}

function unescapeField(field: string): string {
  if (field === '""') return '';
  let out = '';
  for (let i = 0; i < field.length; i++) {
    if (field[i] === '\\' && field[i + 1] === 'u') {
      out += String.fromCharCode(Number.parseInt(field.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (field[i] === '\\' && field[i + 1] === 'x' && field[i + 2] === '{') {
      const close = field.indexOf('}', i);
      out += String.fromCodePoint(Number.parseInt(field.slice(i + 3, close), 16));
      i = close;
    } else {
      out += field[i];
    }
  }
  return out;
}

function status(field: string): string[] | undefined {
  if (field === '') return undefined;
  return field
    .slice(1, -1)
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    .sort();
}

// Column inheritance as the file's header states it.
function parse(text: string): TestLine[] {
  const lines: TestLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const hash = raw.indexOf('#');
    const data = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (data === '') return;
    const f = data.split(';').map((field) => field.trim());
    const source = unescapeField(f[0] ?? '');
    const toUnicodeField = f[1] ?? '';
    const toUnicodeValue = toUnicodeField === '' ? source : unescapeField(toUnicodeField);
    const toUnicodeStatus = status(f[2] ?? '') ?? [];
    const toAsciiN = f[3] === '' || f[3] === undefined ? toUnicodeValue : unescapeField(f[3]);
    const toAsciiNStatus = status(f[4] ?? '') ?? toUnicodeStatus;
    const toAsciiT = f[5] === '' || f[5] === undefined ? toAsciiN : unescapeField(f[5]);
    const toAsciiTStatus = status(f[6] ?? '') ?? toAsciiNStatus;
    lines.push({
      line: index + 1,
      source,
      toUnicode: toUnicodeValue,
      toUnicodeStatus,
      toAsciiN,
      toAsciiNStatus,
      toAsciiT,
      toAsciiTStatus,
    });
  });
  return lines;
}

const text = readShared('conformance/unicode/IdnaTestV2.txt');
const lines = text === undefined ? [] : parse(text);

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
