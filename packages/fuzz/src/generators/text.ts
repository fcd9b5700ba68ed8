// Free text with URIs in it, as people write them: prose, Markdown links and autolinks, angle
// brackets (RFC 3986 Appendix C), quotes, trailing punctuation, brackets and braces run into,
// "URL:" prefixes, suffix references (www.example.com), log lines and e-mail addresses.
import type { Rng } from '../rng.js';
import { noise } from './chars.js';
import { nearReference, uri } from './rfc3986.js';

const WORDS = [
  'see',
  'the',
  'docs',
  'at',
  'and',
  'or',
  'GET',
  '200',
  'é',
  '—',
  'foo.bar',
  'e.g.',
  'x@y.z',
];

function link(rng: Rng): string {
  const target = rng.weighted([
    [5, () => uri(rng, { iri: rng.chance(0.2) })],
    [
      2,
      () =>
        `www.${rng.pick(['example', 'ibm', 'a-b'])}.${rng.pick(['com', 'org', 'co.uk'])}${rng.pick(['', '/', '/x?y=1'])}`,
    ],
    [2, () => nearReference(rng)],
    [
      1,
      () =>
        rng.pick([
          'http://foo.com/blah_blah_[other]',
          "http://foo.com/blah_blah_{I'm_king}",
          'https://en.wikipedia.org/wiki/Foo_(bar)',
          'mailto:someone@ibm.com',
          'http://a/b.',
        ]),
    ],
  ]);
  return rng.weighted([
    [4, () => target],
    [2, () => `<${target}>`],
    [1, () => `<URL:${target}>`],
    [2, () => `[${rng.pick(WORDS)}](${target})`],
    [
      2,
      () =>
        `${rng.pick(['"', "'", '(', '[', '{', '«', '`'])}${target}${rng.pick(['"', "'", ')', ']', '}', '»', '`'])}`,
    ],
    [2, () => `${target}${rng.pick(['.', ',', ';', ':', '!', '?', ').', '...', '\u3002'])}`],
  ]);
}

/** A few lines of text with links among words. */
export function textWithUris(rng: Rng): string {
  let out = '';
  const count = rng.range(1, 8);
  for (let i = 0; i < count; i++) {
    out += rng.weighted([
      [3, () => rng.pick(WORDS)],
      [3, () => link(rng)],
      [1, () => noise(rng, 5)],
    ]);
    out += rng.pick([' ', ' ', ' ', '\n', '\t', '', ', ', '\u00a0']);
  }
  return out;
}
