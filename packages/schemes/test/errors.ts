// The code and offset of the SchemeError that `run` throws, for tests of malformed forms.
import { SchemeError, type SchemeName } from '@urikit/schemes';
import { expect } from 'vitest';

export function errorOf(run: () => unknown, scheme?: SchemeName): [string, number] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SchemeError);
    const e = error as SchemeError;
    if (scheme !== undefined) expect(e.scheme).toBe(scheme);
    expect(e.message).toContain(`at index ${e.index}`);
    return [e.code, e.index];
  }
  throw new Error('no error thrown');
}
