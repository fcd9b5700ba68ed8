// Benchmark inputs: the real URL lists of ../shared/corpus (selected by --corpus or
// URIKIT_BENCH_CORPUS), or a generated deterministic corpus when they are absent.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { sharedDir } from '@urikit/test-support';

/** The four lists of ../shared/corpus (see its README). */
export const corpusFiles = ['kasztp', 'userbait', 'node_files', 'isaacs_files'] as const;

export interface Corpus {
  /** What was selected, e.g. `all`, `kasztp`, `generated`. */
  name: string;
  /** One line for the report. */
  description: string;
  lines: string[];
}

export const corpusDir = join(sharedDir, 'corpus');

/**
 * Splits a URL list the way an application reads one: strips a byte-order mark, trims each
 * line (CRs included), drops empty lines. The lines stay what `split` and `trim` return,
 * sliced strings (views into the file's text); the suites flatten them unless `raw`.
 */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** Keeps at most `limit` lines, evenly spaced, so every part of the list is represented. */
export function sample<T>(items: readonly T[], limit: number): T[] {
  if (limit <= 0 || items.length <= limit) return [...items];
  const out: T[] = [];
  const step = items.length / limit;
  for (let i = 0; i < limit; i++) out.push(items[Math.floor(i * step)]!);
  return out;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Loads a corpus: `all` (the four files), a file name of ../shared/corpus (with or
 * without `.txt`), a comma-separated list of them, a path to any URL list, or
 * `generated`. Without a choice: `all` when ../shared/corpus exists, else `generated`.
 */
export function loadCorpus(spec: string | undefined, limit = 0): Corpus {
  const choice = spec ?? (existsSync(corpusDir) ? 'all' : 'generated');
  if (choice === 'generated') {
    const lines = generateCorpus(limit > 0 ? limit : 20_000);
    return {
      name: 'generated',
      description: `generated deterministic corpus, ${fmt(lines.length)} URLs (seeded PRNG)`,
      lines,
    };
  }
  const names = choice === 'all' ? [...corpusFiles] : choice.split(',');
  const parts: string[] = [];
  const files: string[][] = [];
  for (const name of names) {
    const fileLines = splitLines(readFileSync(resolveCorpusPath(name), 'utf8'));
    parts.push(`${name.replace(/\.txt$/, '')} ${fmt(fileLines.length)}`);
    files.push(fileLines);
  }
  const total = files.reduce((sum, file) => sum + file.length, 0);
  const kept = total <= limit || limit <= 0 ? files.flat() : rereadSample(files, limit);
  const sampled = kept.length < total ? `, sampled to ${fmt(kept.length)}` : '';
  return {
    name: choice,
    description: `${fmt(total)} lines of ../shared/corpus (${parts.join(', ')})${sampled}`,
    lines: kept,
  };
}

/**
 * `sample` over the lines of every file in turn, then each file's kept lines read again from
 * a text that holds only them: a kept line is then a slice of a text of about the sample's
 * size, as when an application reads a list of that many URLs. Slices of the whole files
 * (6 MB) taken every fiftieth line would each begin with a cache miss on their characters,
 * a cost that reading a list from start to end does not have (the prefetcher streams it),
 * and that weighs on the faster contender most.
 */
function rereadSample(files: readonly string[][], limit: number): string[] {
  const all = files.flat();
  const owner = files.flatMap((file, f) => file.map(() => f));
  const chosen = files.map((): string[] => []);
  for (const i of sample([...all.keys()], limit)) chosen[owner[i]!]!.push(all[i]!);
  return chosen.flatMap((lines) => splitLines(lines.join('\n')));
}

function resolveCorpusPath(name: string): string {
  const candidates = [
    join(corpusDir, name),
    join(corpusDir, `${name}.txt`),
    isAbsolute(name) ? name : resolve(process.cwd(), name),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (found === undefined) {
    throw new Error(`corpus not found: ${name} (looked in ${corpusDir} and the current folder)`);
  }
  return found;
}

/** `head` followed by `unit` repeated until the whole is about `size` long, then `tail`. */
export function fill(head: string, unit: string, size: number, tail = ''): string {
  const count = Math.max(1, Math.round((size - head.length - tail.length) / unit.length));
  return head + unit.repeat(count) + tail;
}

// ---------------------------------------------------------------------------
// Deterministic generation

/** mulberry32: a tiny seeded PRNG, so generated inputs are the same everywhere. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const words = [
  'index',
  'api',
  'v1',
  'users',
  'search',
  'static',
  'img',
  'docs',
  'blog',
  '2024',
  'a-b_c',
  'item~1',
  'caf%C3%A9',
  'x%20y',
  'foo.bar',
  '.',
  '..',
  'node_modules',
  'lib',
  'main.js',
];
const hosts = [
  'example.com',
  'www.example.org',
  'sub.domain.example.net',
  'localhost',
  'cdn.example.io',
  'a.b.c.d.example.co.uk',
  '192.0.2.1',
  '10.0.0.255',
  '[2001:db8::1]',
  '[::ffff:192.0.2.128]',
  'xn--mnchen-3ya.de',
  'EXAMPLE.COM',
];
const schemes = ['http', 'https', 'https', 'http', 'ftp', 'ws', 'HTTP'];

/** `count` URLs shaped like the real lists: web URLs, file URLs, URNs, mailto. */
export function generateCorpus(count: number): string[] {
  const random = prng(0x5eed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random();
    if (kind < 0.12) {
      const depth = 2 + Math.floor(random() * 6);
      const segments = Array.from({ length: depth }, () => pick(random, words));
      out.push(`file:///home/user/${segments.join('/')}.ts`);
      continue;
    }
    if (kind < 0.15) {
      out.push(`mailto:user${i}@${pick(random, hosts.slice(0, 6))}`);
      continue;
    }
    if (kind < 0.17) {
      out.push(`urn:isbn:${1000000000 + i}`);
      continue;
    }
    let url = `${pick(random, schemes)}://`;
    if (random() < 0.05) url += 'user:pass@';
    url += pick(random, hosts);
    if (random() < 0.1) url += `:${Math.floor(random() * 65536)}`;
    const depth = Math.floor(random() * 5);
    for (let d = 0; d < depth; d++) url += `/${pick(random, words)}`;
    if (depth === 0 || random() < 0.3) url += '/';
    if (random() < 0.4) {
      const pairs = 1 + Math.floor(random() * 4);
      const query = Array.from(
        { length: pairs },
        (_, k) => `${pick(random, words)}=${k}${pick(random, ['', '%2F', 'abc', '+x'])}`,
      );
      url += `?${query.join('&')}`;
    }
    if (random() < 0.1) url += `#${pick(random, words)}`;
    out.push(url);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Derived inputs. Splitting uses RFC 3986 Appendix B (a regular expression over
// our own benchmark inputs, never in a measured body).

const appendixB = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

export interface Parts {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

export function splitUri(input: string): Parts {
  const m = appendixB.exec(input)!;
  return { scheme: m[1], authority: m[2], path: m[3] ?? '', query: m[4], fragment: m[5] };
}

/** The host of an authority (userinfo and port removed; brackets kept). */
export function hostOf(authority: string): string {
  const at = authority.lastIndexOf('@');
  const hostPort = at < 0 ? authority : authority.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    return close < 0 ? hostPort : hostPort.slice(0, close + 1);
  }
  const colon = hostPort.lastIndexOf(':');
  return colon < 0 ? hostPort : hostPort.slice(0, colon);
}

/** RFC 3986 §5.4.1 and §5.4.2: every example reference, against its base. */
export const rfcBase = 'http://a/b/c/d;p?q';
export const rfcReferences = [
  'g:h',
  'g',
  './g',
  'g/',
  '/g',
  '//g',
  '?y',
  'g?y',
  '#s',
  'g#s',
  'g?y#s',
  ';x',
  'g;x',
  'g;x?y#s',
  '',
  '.',
  './',
  '..',
  '../',
  '../g',
  '../..',
  '../../',
  '../../g',
  '../../../g',
  '../../../../g',
  '/./g',
  '/../g',
  'g.',
  '.g',
  'g..',
  '..g',
  '../../../g',
  './../g',
  './g/.',
  'g/./h',
  'g/../h',
  'g;x=1/./y',
  'g;x=1/../y',
  'g?y/./x',
  'g?y/../x',
  'g#s/./x',
  'g#s/../x',
  'http:g',
];

export function rfcPairs(): [string, string][] {
  return rfcReferences.map((reference) => [rfcBase, reference]);
}

/** Absolute corpus lines with an authority: the bases. */
function bases(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    const parts = splitUri(line);
    return parts.scheme !== undefined && parts.authority !== undefined;
  });
}

/**
 * The bases (absolute corpus lines with an authority) with repeats of the line before left
 * out, so that two calls in a row never see the same base: resolve keeps the last base it
 * parsed, and these rows measure parsing it, not that cache.
 */
export function changingBases(lines: readonly string[]): string[] {
  return bases(lines).filter((line, i, list) => i === 0 || line !== list[i - 1]);
}

/** The reference of the "base-line + relative path" rows: RFC 3986 §5.2.3 merge and §5.2.4. */
export const dotReference = '../x/./y?q';

/** Each corpus base (a different one every call) with {@link dotReference}. */
export function dotReferencePairs(lines: readonly string[]): [string, string][] {
  return changingBases(lines).map((base) => [base, dotReference]);
}

/** The RFC 3986 §5.4 references in turn, each against the next corpus base. */
export function rfcCorpusPairs(lines: readonly string[]): [string, string][] {
  return changingBases(lines).map((base, i) => [base, rfcReferences[i % rfcReferences.length]!]);
}

/**
 * One corpus base (the first) with {@link dotReference}, as many times as there are bases:
 * every call after the first hits resolve's one-entry cache of the last base.
 */
export function sameBasePairs(lines: readonly string[]): [string, string][] {
  const list = changingBases(lines);
  return list.map(() => [list[0]!, dotReference]);
}

/** The http and https lines of the corpus (scheme compared ignoring case). */
export function httpLines(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    const scheme = splitUri(line).scheme?.toLowerCase();
    return scheme === 'http' || scheme === 'https';
  });
}

function lastSegment(path: string): string {
  const slash = path.lastIndexOf('/');
  const segment = path.slice(slash + 1);
  return segment === '' ? 'index' : segment;
}

/**
 * (base, reference) pairs from the corpus: each absolute line is a base, and the
 * next line supplies a reference of one of the §4.2 forms in turn (network-path,
 * absolute-path, relative-path with and without `../` and `./`, query, fragment,
 * absolute URI).
 */
export function resolvePairs(lines: readonly string[]): [string, string][] {
  const list = bases(lines);
  const pairs: [string, string][] = [];
  for (let i = 0; i < list.length; i++) {
    const base = list[i]!;
    const other = splitUri(list[(i + 1) % list.length]!);
    const query = other.query === undefined ? '' : `?${other.query}`;
    const segment = lastSegment(other.path);
    switch (i % 8) {
      case 0:
        pairs.push([base, `//${other.authority}${other.path}${query}`]);
        break;
      case 1:
        pairs.push([base, `${other.path === '' ? '/' : other.path}${query}`]);
        break;
      case 2:
        pairs.push([base, segment]);
        break;
      case 3:
        pairs.push([base, `../${segment}${query}`]);
        break;
      case 4:
        pairs.push([base, `./${segment}/../../${segment}`]);
        break;
      case 5:
        pairs.push([base, `?${other.query ?? 'q=1'}`]);
        break;
      case 6:
        pairs.push([base, `#${other.fragment ?? 'top'}`]);
        break;
      default:
        pairs.push([base, list[(i + 1) % list.length]!]);
    }
  }
  return pairs;
}

/**
 * (base, target) pairs for relativize: the target keeps the base's scheme and
 * authority with the path and query of the next line (most pairs), or is the next
 * line itself (different authority).
 */
export function relativizePairs(lines: readonly string[]): [string, string][] {
  const list = bases(lines);
  const pairs: [string, string][] = [];
  for (let i = 0; i < list.length; i++) {
    const base = list[i]!;
    const b = splitUri(base);
    const next = list[(i + 1) % list.length]!;
    const o = splitUri(next);
    const prefix = `${b.scheme}://${b.authority}`;
    const query = o.query === undefined ? '' : `?${o.query}`;
    switch (i % 4) {
      case 0:
        pairs.push([base, next]);
        break;
      case 1: {
        // A sibling of the base: same directory, another last segment.
        const dir = b.path.slice(0, b.path.lastIndexOf('/') + 1) || '/';
        pairs.push([base, `${prefix}${dir}${lastSegment(o.path)}${query}`]);
        break;
      }
      default:
        pairs.push([base, `${prefix}${o.path.startsWith('/') ? o.path : `/${o.path}`}${query}`]);
    }
  }
  return pairs;
}

/**
 * (a, b) pairs for equivalence: b is a, or a with an upper-case scheme and host, an
 * encoded unreserved character, lower-case hex digits, an explicit default port or
 * a dot segment; every fifth pair compares two different lines.
 */
export function equivalentPairs(lines: readonly string[]): [string, string][] {
  const list = bases(lines);
  const pairs: [string, string][] = [];
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    const p = splitUri(a);
    const query = p.query === undefined ? '' : `?${p.query}`;
    const fragment = p.fragment === undefined ? '' : `#${p.fragment}`;
    const path = p.path === '' ? '/' : p.path;
    let b: string;
    switch (i % 5) {
      case 0:
        b = `${p.scheme!.toUpperCase()}://${p.authority!.toUpperCase()}${p.path}${query}${fragment}`;
        break;
      case 1:
        b = `${p.scheme}://${p.authority}${path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}${query}${fragment}`;
        break;
      case 2:
        b = `${p.scheme}://${p.authority}${path.replace(/^\//, '/./')}${query}${fragment}`;
        break;
      case 3:
        b = a.replace(/%[0-9A-F]{2}/g, (triplet) => triplet.toLowerCase());
        break;
      default:
        b = list[(i + 1) % list.length]!;
    }
    pairs.push([a, b]);
  }
  return pairs;
}

/** Decoded component values (path segments, query keys and values) for percentEncode. */
export function componentValues(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const p = splitUri(line);
    const pieces = p.path.split('/');
    if (p.query !== undefined) pieces.push(...p.query.split(/[&=]/));
    let value = pieces.filter((piece) => piece !== '').join(' ');
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep it encoded: '%' itself is data then
    }
    if (value !== '') out.push(value);
  }
  return out;
}

/** Percent-encoded strings (path and query as written) for percentDecode. */
export function encodedValues(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const p = splitUri(line);
    const value = p.query === undefined ? p.path : `${p.path}?${p.query}`;
    if (value !== '') out.push(value);
  }
  return out;
}

/** The registered-name hosts of the corpus (IP literals and addresses left out). */
export function corpusHosts(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const p = splitUri(line);
    if (p.authority === undefined) continue;
    const host = hostOf(p.authority);
    if (host === '' || host.startsWith('[') || /^[\d.]+$/.test(host)) continue;
    out.push(host);
  }
  return out;
}

const idnLabels = [
  'münchen',
  'bücher',
  'straße',
  'faß',
  'café',
  'naïve',
  'ñandú',
  'ελληνικά',
  'παράδειγμα',
  'δοκιμή',
  'пример',
  'испытание',
  'пример-сайт',
  '例え',
  '中国',
  '日本語',
  'テスト',
  '한국',
  'उदाहरण',
  'xn--nxasmq6b',
  'MÜNCHEN',
  'Bücher',
  'www',
  'mail',
  'shop',
  'example',
];
const idnTlds = ['de', 'com', 'org', 'рф', '中国', 'jp', 'gr', 'net'];

/** Internationalized domain names: Latin, Greek, Cyrillic, CJK, Devanagari, mixed case. */
export function idnHosts(count: number): string[] {
  const random = prng(0x1d4);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const labels = 1 + Math.floor(random() * 2);
    const parts = Array.from({ length: labels }, () => pick(random, idnLabels));
    parts.push(pick(random, idnTlds));
    out.push(parts.join('.'));
  }
  return out;
}

/** IPv6 addresses in every text form: full, compressed, upper case, embedded IPv4. */
export function ipv6Addresses(count: number): string[] {
  const random = prng(0x1f6);
  const out: string[] = ['::', '::1', '2001:db8::1', '::ffff:192.0.2.128', 'fe80::1'];
  while (out.length < count) {
    const words = Array.from({ length: 8 }, () =>
      random() < 0.35 ? 0 : Math.floor(random() * 0x10000),
    );
    if (random() < 0.3) words[0] = 0x2001;
    if (random() < 0.3) words[1] = 0xdb8;
    const form = Math.floor(random() * 5);
    const hex = words.map((w) => w.toString(16));
    if (form === 0) {
      out.push(words.map((w) => w.toString(16).padStart(4, '0')).join(':'));
    } else if (form === 1) {
      out.push(hex.join(':').toUpperCase());
    } else if (form === 2) {
      const v4 = `${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.0.${Math.floor(random() * 256)}`;
      out.push(
        random() < 0.5 ? `::ffff:${v4}` : `${compress(hex.slice(0, 6)).replace(/:$/, '')}:${v4}`,
      );
    } else {
      out.push(compress(hex));
    }
  }
  return out;
}

/** Replaces the longest run of zero groups with `::` (RFC 5952 §4.2.3). */
function compress(hex: string[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < hex.length; ) {
    if (hex[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < hex.length && hex[j] === '0') j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return hex.join(':');
  const head = hex.slice(0, bestStart).join(':');
  const tail = hex.slice(bestStart + bestLength).join(':');
  return `${head}::${tail}`;
}
