// Real URLs (../shared/corpus) and the web-platform-tests inputs: every one that is a valid
// RFC 3986 reference normalizes to a valid reference that is its own normal form.
import { tryParse } from '@urikit/syntax';
import { readShared, readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';
import { equivalent, normalize } from '../src/index.js';

const files = ['kasztp.txt', 'userbait.txt', 'node_files.txt', 'isaacs_files.txt'];

// Failures are collected and asserted once: an expect per line would dominate the time.
function check(lines: readonly string[]): { valid: number; changed: number } {
  let valid = 0;
  let changed = 0;
  const failures: string[] = [];
  for (const line of lines) {
    if (tryParse(line) === undefined) continue;
    valid++;
    const normal = normalize(line);
    if (tryParse(normal) === undefined || normalize(normal) !== normal) failures.push(line);
    else if (!equivalent(line, normal)) failures.push(line);
    if (normal !== line) changed++;
  }
  expect(failures).toEqual([]);
  return { valid, changed };
}

describe.each(files)('corpus %s', (file) => {
  const text = readShared(`corpus/${file}`);
  it.skipIf(text === undefined)(
    'normalizes every valid URL to a fixed point',
    { timeout: 60_000 },
    () => {
      const body = text!.charCodeAt(0) === 0xfeff ? text!.slice(1) : text!;
      const lines = body
        .split('\n')
        .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
        .filter((l) => l !== '');
      const { valid, changed } = check(lines);
      console.info(
        `${file}: ${valid} of ${lines.length} lines valid, ${changed} changed by normalize`,
      );
      expect(valid).toBeGreaterThan(0);
    },
  );
});

interface UrlTest {
  input?: string;
  base?: string | null;
}

const wpt = readSharedJson<(string | UrlTest)[]>('conformance/wpt/urltestdata.json');

describe.skipIf(wpt === undefined)('web-platform-tests urltestdata inputs', () => {
  it('normalizes every input and base that is a valid reference to a fixed point', () => {
    const strings: string[] = [];
    for (const entry of wpt!) {
      if (typeof entry === 'string') continue;
      if (entry.input !== undefined) strings.push(entry.input);
      if (typeof entry.base === 'string') strings.push(entry.base);
    }
    const { valid } = check(strings);
    console.info(`urltestdata: ${valid} of ${strings.length} strings valid RFC 3986 references`);
    expect(valid).toBeGreaterThan(100);
  });
});
