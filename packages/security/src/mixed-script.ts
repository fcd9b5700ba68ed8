// UTS #39 §5.2 restriction levels of a label, computed from the augmented Script_Extensions sets
// of §5.1: ASCII-only, single script, highly / moderately / minimally restrictive.
import { requireString } from '@urikit/percent-encoding';
import {
  ANY_SCRIPT,
  NO_SCRIPT,
  scriptIndex,
  scriptName,
  scriptSetOf,
  scriptsOf,
} from './script-sets.js';

/**
 * The UTS #39 §5.2 restriction level of a string, from the most to the least restrictive.
 * (Unrestricted, which needs Identifier_Status, is reported as minimally restrictive.)
 *
 * @example
 * ```ts
 * const level: RestrictionLevel = restrictionLevel('pаypal'); // → 'minimally-restrictive'
 * ```
 */
export type RestrictionLevel =
  | 'ascii-only'
  | 'single-script'
  | 'highly-restrictive'
  | 'moderately-restrictive'
  | 'minimally-restrictive';

// UAX #31 Table 5, Recommended Scripts (without Common and Inherited), by Script_Extensions name.
const RECOMMENDED = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Hangul',
  'Han',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
];

interface Indices {
  latin: number;
  cyrillic: number;
  greek: number;
  /** The three covering sets of §5.2 "Highly Restrictive". */
  highly: number[][];
  recommended: Set<number>;
}

let indices: Indices | undefined;

function load(): Indices {
  const i = (name: string): number => scriptIndex(name);
  indices = {
    latin: i('Latin'),
    cyrillic: i('Cyrillic'),
    greek: i('Greek'),
    highly: [
      [i('Latin'), i('Han'), i('Hiragana'), i('Katakana'), i('Japanese')],
      [i('Latin'), i('Han'), i('Bopomofo'), i('Han_With_Bopomofo')],
      [i('Latin'), i('Han'), i('Hangul'), i('Korean')],
    ],
    recommended: new Set(RECOMMENDED.map(i)),
  };
  return indices;
}

function intersects(set: readonly number[], other: readonly number[]): boolean {
  for (const s of set) if (other.includes(s)) return true;
  return false;
}

/**
 * The result of {@link analyzeScripts} (UTS #39 §5.2): the level and the scripts seen.
 *
 * @example
 * ```ts
 * const analysis: ScriptAnalysis = analyzeScripts('p\u0430ypal');
 * // analysis → { level: 'minimally-restrictive', scripts: ['Latin', 'Cyrillic'] }
 * ```
 */
export interface ScriptAnalysis {
  level: RestrictionLevel;
  /** Names of the scripts of the characters, first script of each set, in order of appearance. */
  scripts: string[];
}

/**
 * The UTS #39 §5.2 restriction level of `text` and the scripts that make it mixed. Each
 * character's augmented Script_Extensions set (§5.1) is intersected; Common and Inherited go with
 * any script. Linear in the length of `text` (at most a few hundred distinct sets exist).
 *
 * @example
 * ```ts
 * analyzeScripts('abc日本'); // → { level: 'highly-restrictive', scripts: ['Latin', 'Han'] }
 * ```
 */
export function analyzeScripts(text: string): ScriptAnalysis {
  return analyze('analyzeScripts', text);
}

function analyze(fn: string, text: string): ScriptAnalysis {
  requireString(fn, 'text', text);
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return { level: 'ascii-only', scripts: [] };
  const ix = indices ?? load();
  // The distinct sets of the string (Common, Inherited and unassigned left out).
  const seen: number[] = [];
  for (const ch of text) {
    const set = scriptSetOf(ch.codePointAt(0)!);
    if (set !== NO_SCRIPT && set !== ANY_SCRIPT && !seen.includes(set)) seen.push(set);
  }
  const sets = seen.map(scriptsOf);
  const scripts = sets
    .map((s) => scriptName(s[0]!))
    .filter((name, k, all) => all.indexOf(name) === k);
  // §5.1 resolved script set: the intersection of all sets.
  let resolved: readonly number[] | undefined;
  for (const set of sets)
    resolved = resolved === undefined ? set : resolved.filter((s) => set.includes(s));
  if (resolved === undefined || resolved.length > 0) return { level: 'single-script', scripts };
  if (ix.highly.some((cover) => sets.every((set) => intersects(set, cover)))) {
    return { level: 'highly-restrictive', scripts };
  }
  // Moderately restrictive: Latin plus one recommended script other than Cyrillic and Greek.
  let other: readonly number[] | undefined;
  for (const set of sets) {
    if (set.includes(ix.latin)) continue;
    other = other === undefined ? set : other.filter((s) => set.includes(s));
  }
  if (
    other?.some(
      (s) => ix.recommended.has(s) && s !== ix.cyrillic && s !== ix.greek && s !== ix.latin,
    )
  ) {
    return { level: 'moderately-restrictive', scripts };
  }
  return { level: 'minimally-restrictive', scripts };
}

/**
 * The UTS #39 §5.2 restriction level of a string (a host label, an identifier).
 *
 * @example
 * ```ts
 * restrictionLevel('example'); // → 'ascii-only'
 * restrictionLevel('bücher'); // → 'single-script'
 * restrictionLevel('pаypal'); // → 'minimally-restrictive'
 * ```
 */
export function restrictionLevel(text: string): RestrictionLevel {
  return analyze('restrictionLevel', text).level;
}
