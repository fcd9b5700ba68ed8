// An independent reading of the Public Suffix List for the tests: the rules as plain sets of
// strings, and the list's algorithm (publicsuffix.org/list) written as directly as it reads,
// with none of the package's code (no trie, no hashing, no compiled table).
import { punycodeEncode } from '@urikit/idn';
import { readShared } from '@urikit/test-support';

export interface OracleRules {
  icann: Set<string>;
  private: Set<string>;
}

/** The rules of ../shared's list, by section; undefined when the folder is missing. */
export function readOracleRules(): OracleRules | undefined {
  const text = readShared('conformance/psl/public_suffix_list.dat');
  if (text === undefined) return undefined;
  const rules: OracleRules = { icann: new Set(), private: new Set() };
  let section: Set<string> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.includes('===BEGIN ICANN DOMAINS===')) section = rules.icann;
    if (line.includes('===BEGIN PRIVATE DOMAINS===')) section = rules.private;
    if (line === '' || line.startsWith('//')) continue;
    const rule = line.split(/\s/)[0]!;
    section!.add(rule);
    // The same rule with A-labels, so that the oracle reads hosts in either form.
    section!.add(rule.split('.').map(asciiLabel).join('.'));
  }
  return rules;
}

/** A label as an A-label when it has characters outside ASCII (a leading '!' kept). */
export function asciiLabel(label: string): string {
  if (label.startsWith('!')) return `!${asciiLabel(label.slice(1))}`;
  return /^[\x00-\x7f]*$/.test(label) ? label : `xn--${punycodeEncode(label)}`;
}

/**
 * The public suffix of `labels` (lower-case, in the list's own form, no empty label) and the
 * section of the prevailing rule ('none' for the implicit rule `*`).
 */
export function oracleSuffix(
  rules: OracleRules,
  labels: readonly string[],
  privateDomains: boolean,
): { suffix: string; section: 'icann' | 'private' | 'none' } {
  const sectionOf = (rule: string): 'icann' | 'private' | undefined =>
    rules.icann.has(rule)
      ? 'icann'
      : privateDomains && rules.private.has(rule)
        ? 'private'
        : undefined;
  let best: { length: number; section: 'icann' | 'private' | 'none' } = {
    length: 1,
    section: 'none',
  };
  for (let n = 1; n <= labels.length; n++) {
    const tail = labels.slice(labels.length - n);
    const name = tail.join('.');
    // An exception rule prevails over every other: its suffix is the rule without its first label.
    const exception = sectionOf(`!${name}`);
    if (exception !== undefined) {
      return { suffix: tail.slice(1).join('.'), section: exception };
    }
    const exact = sectionOf(name);
    const wildcard = sectionOf(['*', ...tail.slice(1)].join('.'));
    const section = exact ?? wildcard;
    if (section !== undefined && n >= best.length) best = { length: n, section };
  }
  return { suffix: labels.slice(labels.length - best.length).join('.'), section: best.section };
}
