// extract (RFC 3986 Appendix C) against linkify-it on prose: paragraphs built from corpus URLs
// mixed into sentences in every delimiter style, and the same paragraphs without links.
import { prng } from '../corpus.js';
import type { Contender, Suite } from '../harness.js';

export const loadExtract = () => import('@urikit/extract');
const loadLinkifyIt = async () => (await import('linkify-it')).LinkifyIt;

/** linkify-it's default TLDs and every two-letter ccTLD, for urikit's fuzzy mode. */
const TLDS = [
  ...'biz com edu gov net org pro web xxx aero asia coop info museum name shop рф'.split(' '),
  ...Array.from({ length: 26 * 26 }, (_, i) =>
    String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)),
  ),
];
export const FUZZY = { suffix: true, tlds: TLDS, email: true } as const;

/** urikit with the default options: URIs with a scheme, the equal work of linkify-it's schemas. */
export const extractContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    setup: async () => {
      const { extractAll } = await loadExtract();
      return (text) => extractAll(text);
    },
  },
  {
    name: 'linkify-it',
    note: 'fuzzyLink, fuzzyEmail and fuzzyIP off: links with a scheme only, as urikit by default',
    setup: async () => {
      const LinkifyIt = await loadLinkifyIt();
      const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
      return (text) => linkify.match(text);
    },
  },
];

/** Both in their fuzzy modes: www. and bare domains with a known TLD, and e-mail addresses. */
export const fuzzyContenders: Contender<string>[] = [
  {
    name: 'urikit',
    urikit: true,
    note: 'suffix: true, email: true, tlds: linkify-it’s default list and every two-letter ccTLD',
    setup: async () => {
      const { extractAll } = await loadExtract();
      return (text) => extractAll(text, FUZZY);
    },
  },
  {
    name: 'linkify-it',
    note: 'fuzzyLink and fuzzyEmail on (fuzzyLink is off by default since linkify-it 6)',
    setup: async () => {
      const LinkifyIt = await loadLinkifyIt();
      const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true });
      return (text) => linkify.match(text);
    },
  },
];

const WORDS = (
  'the of and to in is was for on that with as by at from this be or are an it not which have ' +
  'one had were but all their there can more when out so up about what some other into them ' +
  'time only new could also after first two like our most over year may people should between ' +
  'release server version request page browser cache header proxy update config build test'
).split(' ');
const ENDS = ['.', '.', '.', '?', '!', ':', ';'];

/** One sentence of prose; `link` (when given) sits in it in one of the Appendix C styles. */
function sentence(random: () => number, link: string | undefined): string {
  const count = 8 + Math.floor(random() * 10);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(WORDS[Math.floor(random() * WORDS.length)]!);
  words[0] = words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1);
  // Colons and dots of ordinary prose: a time, a label, an abbreviation.
  if (random() < 0.2) words.splice(2, 0, `at ${1 + Math.floor(random() * 12)}:30`);
  if (random() < 0.15) words.splice(1, 0, 'Note:');
  if (random() < 0.15) words.splice(3, 0, 'e.g.');
  if (random() < 0.3) words[4] = `${words[4]},`;
  if (link !== undefined) {
    const at = 1 + Math.floor(random() * (words.length - 1));
    const style = random();
    const text =
      style < 0.45
        ? link
        : style < 0.6
          ? `(see ${link})`
          : style < 0.75
            ? `<${link}>`
            : style < 0.85
              ? `"${link}"`
              : `${link},`;
    words.splice(at, 0, text);
  }
  return words.join(' ') + ENDS[Math.floor(random() * ENDS.length)];
}

/** The corpus lines that are http(s) or ftp URIs in plain ASCII, as people paste them. */
function pasteable(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    if (!/^(https?|ftp):\/\/[!-~]+$/.test(line)) return false;
    const last = line.charCodeAt(line.length - 1);
    // Links whose last character a reader would take for punctuation are left out.
    return (
      !'.,;:!?\')]"<>{}|\\^`'.includes(String.fromCharCode(last)) && !/["<>{}|\\^`]/.test(line)
    );
  });
}

/**
 * Paragraphs of four sentences, each with one corpus URL (`withLinks`) or none: the same
 * seeded sentences either way, so that the two suites read the same prose.
 */
export function prose(lines: readonly string[], withLinks: boolean, count = 1000): string[] {
  const urls = pasteable(lines);
  const random = prng(0x11c);
  const paragraphs: string[] = [];
  let next = 0;
  for (let p = 0; p < count; p++) {
    const parts: string[] = [];
    for (let s = 0; s < 4; s++) {
      const link = withLinks && urls.length > 0 ? urls[next++ % urls.length] : undefined;
      parts.push(sentence(random, link));
    }
    paragraphs.push(parts.join(' '));
  }
  return paragraphs;
}

export const extractSuites: Suite<string>[] = [
  {
    id: 'extract-prose',
    group: 'extract',
    title: 'extract (prose with corpus links, one per sentence)',
    inputs: (lines) => prose(lines, true),
    equalWork: true,
    contenders: extractContenders,
    goals: [{ peer: 'linkify-it', atLeast: 3 }],
  },
  {
    id: 'extract-plain',
    group: 'extract',
    title: 'extract (the same prose without links)',
    inputs: (lines) => prose(lines, false),
    equalWork: true,
    contenders: extractContenders,
    goals: [{ peer: 'linkify-it', atLeast: 1 }],
  },
  {
    id: 'extract-prose-fuzzy',
    group: 'extract',
    title: 'extract, fuzzy (www., bare domains, e-mail) on prose with links',
    inputs: (lines) => prose(lines, true),
    equalWork: true,
    contenders: fuzzyContenders,
  },
  {
    id: 'extract-plain-fuzzy',
    group: 'extract',
    title: 'extract, fuzzy, on the same prose without links',
    inputs: (lines) => prose(lines, false),
    equalWork: true,
    contenders: fuzzyContenders,
  },
];
