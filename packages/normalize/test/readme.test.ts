// Every example line of the README (`call(...); // result`) is run and its result checked.
import { readFileSync } from 'node:fs';
import { getRegistrableDomain } from '@urikit/domain';
import { describe, expect, it } from 'vitest';
import {
  cleanUp,
  equivalent,
  iriToUri,
  normalize,
  sameSite,
  tryEquivalent,
  tryIriToUri,
  tryNormalize,
  tryUriToIri,
  uriToIri,
} from '../src/index.js';

const api = {
  cleanUp,
  getRegistrableDomain,
  normalize,
  sameSite,
  equivalent,
  iriToUri,
  uriToIri,
  tryNormalize,
  tryEquivalent,
  tryIriToUri,
  tryUriToIri,
};

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const examples: [call: string, expected: string][] = [];
for (const line of readme.split('\n')) {
  const marker = line.indexOf('); // ');
  const name = line.slice(0, line.indexOf('('));
  if (marker < 0 || !Object.hasOwn(api, name)) continue;
  examples.push([line.slice(0, marker + 1), line.slice(marker + 6)]);
}

function run(call: string): unknown {
  const evaluate = new Function(...Object.keys(api), `return ${call};`);
  return evaluate(...Object.values(api));
}

function expectedValue(text: string): unknown {
  if (text === 'undefined') return undefined;
  return text.startsWith("'") ? text.slice(1, -1) : JSON.parse(text);
}

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(examples)('%s', (call, expected) => {
    expect(run(call)).toBe(expectedValue(expected));
  });
});
