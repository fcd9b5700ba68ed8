// Generates src/list.generated.ts: the Public Suffix List compiled into a trie of labels and
// encoded with src/list-coder.ts (arithmetic coding under a context-mixing model).
//
// Source, read at generation time only: ../shared/conformance/psl/public_suffix_list.dat
// (publicsuffix/list; MPL-2.0), with the commit and date that ../shared/conformance/README.md
// gives for it. The encoder is the package's own src/list-codec.ts and src/list-coder.ts,
// bundled here with esbuild, so that what is encoded is what the package decodes; the script
// decodes its output again and fails unless every rule comes back.
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

/** A character outside ASCII stays a symbol of its own when the list uses it this often. */
const OWN_SYMBOL_AT = 12;

/** The package's coder and codec, bundled from src, with @urikit/idn's Punycode from its src. */
async function loadCodec() {
  const result = await build({
    stdin: {
      contents:
        "export * from './src/list-codec.ts'; export * from './src/list-coder.ts';" +
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

// A label keeps its Unicode characters when each is common in the list (the Norwegian and
// Italian place names: their variants then share characters); otherwise it is written as its
// A-label (RFC 5890 §2.3.2.1), which codes a rare character in fewer bits than a symbol would.
const uses = new Map();
for (const { rule } of rules) {
  for (const ch of rule) if (ch.codePointAt(0) > 0x7f) uses.set(ch, (uses.get(ch) ?? 0) + 1);
}
const stored = (label) =>
  [...label].every((ch) => ch.codePointAt(0) <= 0x7f || uses.get(ch) >= OWN_SYMBOL_AT)
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

// The alphabet: every character of the stored labels, the most frequent first.
const frequency = new Map();
const count = (node) => {
  for (const [label, child] of node.children) {
    for (const ch of label) frequency.set(ch, (frequency.get(ch) ?? 0) + 1);
    count(child);
  }
};
count(root);
const alphabet = [...frequency.keys()]
  .sort((a, b) => frequency.get(b) - frequency.get(a) || (a < b ? -1 : 1))
  .join('');
if (alphabet.length > 63) throw new Error('more than 63 characters');
const symbolOf = (ch) => alphabet.indexOf(ch) + 1;

// The symbols in the order codeList reads them (its doc comment says which).
const symbols = [];
const sorted = (node) => [...node.children.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const emit = (node) => {
  let previous = [];
  for (const label of sorted(node)) {
    const chars = [...label].map(symbolOf);
    symbols.push(1);
    let shared = 0;
    if (previous.length > 0) {
      while (
        shared < previous.length &&
        shared < chars.length &&
        previous[shared] === chars[shared]
      ) {
        symbols.push(1);
        shared++;
      }
      if (shared < previous.length) symbols.push(0);
    }
    for (let j = shared; j < chars.length; j++) symbols.push(chars[j]);
    symbols.push(0);
    const child = node.children.get(label);
    emit(child);
    symbols.push(child.kind);
    previous = chars;
  }
  symbols.push(0);
};
emit(root);

/** Codes the list (encoding `symbols`, or decoding) and returns its rules as `kind:name`. */
const codeRules = (symbols) => {
  const rules = [];
  const names = [''];
  codec.codeList(
    alphabet,
    (parent, label) => names.push(parent === 0 ? label : `${label}.${names[parent]}`) - 1,
    (id, kind) => {
      if (kind !== 0) rules.push(`${kind}:${names[id]}`);
    },
    symbols,
  );
  return rules;
};
codec.startEncoding();
const encodedRules = codeRules(symbols);
const encoded = codec.finishEncoding();
// Decode what was encoded and compare, rule by rule, with the list.
codec.startDecoding(encoded);
const decodedRules = codeRules(undefined);
codec.release();
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
if (!same(expected, encodedRules) || !same(expected, decodedRules)) {
  throw new Error('the encoded list does not decode to the list');
}

const icann = rules.filter((r) => r.section === 1).length;
const output = `// This Source Code Form is subject to the terms of the Mozilla Public License, v. 2.0. If a
// copy of the MPL was not distributed with this file, You can obtain one at
// https://mozilla.org/MPL/2.0/. (The data below is the Public Suffix List, compiled.)
//
// Generated by packages/domain/scripts/generate-list.mjs; do not edit.
// The Public Suffix List (https://publicsuffix.org/), publicsuffix/list commit ${version.commit}
// of ${version.date}: ${rules.length} rules, ${icann} in the ICANN section and ${rules.length - icann}
// in the private one, as ${symbols.length} symbols coded by src/list-codec.ts and
// src/list-coder.ts.

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

/** The characters of the labels, symbol 1 first. */
export const ALPHABET = ${JSON.stringify(alphabet)};

/** The encoded trie: ${encoded.length} base64 digits. */
export const ENCODED_LIST =
  '${encoded}';
`;

if (process.argv.includes('--stdout')) process.stdout.write(output);
else {
  writeFileSync(resolve(packageDir, 'src/list.generated.ts'), output);
  console.log(
    `src/list.generated.ts: ${rules.length} rules, ${symbols.length} symbols, ${encoded.length} digits`,
  );
}
