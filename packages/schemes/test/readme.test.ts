// Every example line of the README ("call; // → value" or "call; // throws code at index")
// is run here, so that the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/schemes';
import { readmeExamples } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const { examples, check } = readmeExamples(
  join(import.meta.dirname, '..', 'README.md'),
  api,
  api.SchemeError,
);

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(60);
  });

  it.each(examples)('%s // %s', check);

  it('the error example prints what it says', () => {
    try {
      api.parseTel('tel:555-1234');
    } catch (error) {
      const e = error as api.SchemeError;
      expect(`${e.scheme} ${e.code} ${e.index}`).toBe('tel missing-phone-context 12');
    }
    expect.assertions(1);
  });

  it('lists every error code', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'src', 'errors.ts'), 'utf8');
    const union = source.slice(
      source.indexOf('export type SchemeErrorCode'),
      source.indexOf('/**', source.indexOf('export type SchemeErrorCode')),
    );
    const codes = [...union.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(codes.length).toBe(25);
    for (const code of codes) expect(readme).toContain(`| \`${code}\` |`);
  });
});
