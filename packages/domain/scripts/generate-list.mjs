// Generates src/list.generated.ts: the Public Suffix List compiled into a trie of labels and
// written as the text that src/list-text.ts reads (its header says why text).
//
// Source, read at generation time only: ../shared/conformance/psl/public_suffix_list.dat
// (publicsuffix/list; MPL-2.0), with the commit and date that ../shared/conformance/README.md
// gives for it. The reader is the package's own src/list-text.ts, bundled here with esbuild, so
// that what is written is what the package reads; the script reads its output again and fails
// unless every rule comes back.
//
// Usage: node scripts/generate-list.mjs          (writes src/list.generated.ts)
//        node scripts/generate-list.mjs --stdout (prints it; the test compares)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const repoRoot = resolve(packageDir, '..', '..');
const sharedDir = process.env.URIKIT_SHARED_DIR ?? resolve(repoRoot, '..', 'shared');
const LIST_PATH = 'conformance/psl/public_suffix_list.dat';

/** The package's reader, bundled from src, with @urikit/idn's Punycode from its src. */
async function loadCodec() {
  const result = await build({
    stdin: {
      contents:
        "export * from './src/list-text.ts';" +
        "export { punycodeEncode } from '../idn/src/index.ts';",
      resolveDir: packageDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The rules of the list with their section (1 ICANN, 2 private), in the list's order. */
export function readRules(text) {
  const rules = [];
  let section = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('// ===BEGIN ICANN DOMAINS===')) section = 1;
    else if (line.startsWith('// ===BEGIN PRIVATE DOMAINS===')) section = 2;
    else if (line.startsWith('// ===END')) section = 0;
    if (line === '' || line.startsWith('//')) continue;
    if (section === 0) throw new Error(`rule outside a section: ${line}`);
    // The list's format: a rule is its first whitespace-free run on the line.
    const rule = line.split(/\s/)[0];
    if (rule !== rule.toLowerCase().normalize('NFC'))
      throw new Error(`not lower-case NFC: ${rule}`);
    rules.push({ rule, section });
  }
  return rules;
}

/** The commit and date of the list, from the shared folder's README. */
function listVersion(readme) {
  const row = readme.split('\n').find((line) => line.includes('`psl/public_suffix_list.dat`'));
  const match = row && /commit ([0-9a-f]{7,40}) \((\d{4}-\d{2}-\d{2})\)/.exec(row);
  if (!match) throw new Error('no commit and date for the list in conformance/README.md');
  return { commit: match[1], date: match[2] };
}

const codec = await loadCodec();
const text = readFileSync(resolve(sharedDir, LIST_PATH), 'utf8');
const version = listVersion(readFileSync(resolve(sharedDir, 'conformance/README.md'), 'utf8'));
const rules = readRules(text);

// Every label as its A-label (RFC 5890 §2.3.2.1), the form hosts are matched in: the table
// needs no Punycode when it is read, and the text stays ASCII (it gzips 0.2 kB smaller so).
const stored = (label) =>
  [...label].every((ch) => ch.codePointAt(0) <= 0x7f)
    ? label
    : `xn--${codec.punycodeEncode(label)}`;

// The trie: labels from the right; a node's kind says whether a rule ends there.
const root = { children: new Map(), kind: 0 };
for (const { rule, section } of rules) {
  const exception = rule.startsWith('!');
  const labels = (exception ? rule.slice(1) : rule).split('.').reverse().map(stored);
  let node = root;
  for (const label of labels) {
    if (label === '' || label.length > 63) throw new Error(`bad label in ${rule}`);
    if (label.includes('*') && label !== '*') throw new Error(`partial wildcard in ${rule}`);
    let child = node.children.get(label);
    if (child === undefined) {
      child = { children: new Map(), kind: 0 };
      node.children.set(label, child);
    }
    node = child;
  }
  if (node.kind !== 0) throw new Error(`duplicate rule ${rule}`);
  node.kind = exception
    ? section === 1
      ? codec.ICANN_EXCEPTION
      : codec.PRIVATE_EXCEPTION
    : section;
}

// The text, as src/list-text.ts describes it: one group per node with children, breadth first.
// Siblings in reverse alphabetical order: the text gzips 0.1 kB smaller than in alphabetical
// order (front coding works either way).
const sorted = (node) => [...node.children.keys()].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
const group = (node) => {
  let out = '';
  let previous = '';
  for (const label of sorted(node)) {
    const child = node.children.get(label);
    let shared = 0;
    while (
      shared < codec.MAX_SHARED &&
      shared < previous.length &&
      shared < label.length &&
      previous[shared] === label[shared]
    ) {
      shared++;
    }
    if (shared > 0) out += String.fromCharCode(codec.SHARED_BASE + shared);
    out += label.slice(shared);
    out += codec.TAGS[2 * child.kind + (child.children.size > 0 ? 1 : 0)];
    previous = label;
  }
  return out;
};
const groups = [];
const queue = [root];
for (let next = 0; next < queue.length; next++) {
  const node = queue[next];
  groups.push(group(node));
  for (const label of sorted(node)) {
    const child = node.children.get(label);
    if (child.children.size > 0) queue.push(child);
  }
}
// The last group ends with the text: no CLOSE after it.
const listText = groups.join(codec.CLOSE);
if (/['\\\n]/.test(listText)) throw new Error('the text needs escaping');

// Read what was written and compare, rule by rule, with the list.
const names = [''];
const decodedRules = [];
codec.readList(listText, (parent, label, kind) => {
  names.push(parent === 0 ? label : `${label}.${names[parent]}`);
  if (kind !== 0) decodedRules.push(`${kind}:${names[names.length - 1]}`);
  return names.length - 1;
});
const expected = rules.map(({ rule, section }) => {
  const exception = rule.startsWith('!');
  const name = (exception ? rule.slice(1) : rule).split('.').map(stored).join('.');
  const kind = exception
    ? section === 1
      ? codec.ICANN_EXCEPTION
      : codec.PRIVATE_EXCEPTION
    : section;
  return `${kind}:${name}`;
});
const same = (a, b) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
if (!same(expected, decodedRules)) throw new Error('the text does not read back as the list');

const icann = rules.filter((r) => r.section === 1).length;
const output = `// This Source Code Form is subject to the terms of the Mozilla Public License, v. 2.0. If a
// copy of the MPL was not distributed with this file, You can obtain one at
// https://mozilla.org/MPL/2.0/. (The data below is the Public Suffix List, compiled.)
//
// Generated by packages/domain/scripts/generate-list.mjs; do not edit.
// The Public Suffix List (https://publicsuffix.org/), publicsuffix/list commit ${version.commit}
// of ${version.date}: ${rules.length} rules, ${icann} in the ICANN section and ${rules.length - icann}
// in the private one, in ${names.length} nodes written as src/list-text.ts describes.

/**
 * The version of the Public Suffix List compiled into this package: the commit of
 * publicsuffix/list it was taken from, the date of that commit, and how many rules it has.
 *
 * @example
 * \`\`\`ts
 * LIST_VERSION.date; // → '${version.date}'
 * \`\`\`
 */
export const LIST_VERSION: {
  readonly commit: string;
  readonly date: string;
  readonly rules: number;
} = Object.freeze({ commit: '${version.commit}', date: '${version.date}', rules: ${rules.length} });

/** How many nodes the trie has, the root included. */
export const NODE_COUNT = ${names.length};

/** The trie: ${listText.length} characters. */
export const LIST_TEXT =
  '${listText}';
`;

if (process.argv.includes('--stdout')) process.stdout.write(output);
else {
  writeFileSync(resolve(packageDir, 'src/list.generated.ts'), output);
  console.log(
    `src/list.generated.ts: ${rules.length} rules, ${names.length} nodes, ${listText.length} characters`,
  );
}
