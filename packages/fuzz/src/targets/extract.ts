// @urikit/extract on text with URIs: matches in order and never overlapping, within the text,
// each `uri` valid for parse and (for bare and quoted forms) the text of its span; linkify keeps
// every byte outside the spans; findFirst is the first of extractAll.
import { extractAll, findFirst, linkify } from '@urikit/extract';
import { isUriReference } from '@urikit/syntax';
import { attempt } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { textWithUris } from '../generators/text.js';

export interface ExtractInput {
  readonly text: string;
  readonly suffix: boolean;
  readonly iri: boolean;
}

export const extractText = defineTarget<ExtractInput>({
  name: 'extract/text',
  description:
    'matches ordered, disjoint, valid URIs; bare spans are their text; linkify keeps the rest; findFirst is the first match',
  generate(rng) {
    return { text: textWithUris(rng), suffix: rng.chance(0.4), iri: rng.chance(0.3) };
  },
  check({ text, suffix, iri }) {
    const options = { suffix, iri, email: suffix };
    const all = attempt('extractAll', () => extractAll(text, options));
    if (!all.ok) return;
    let last = 0;
    for (const m of all.value) {
      if (m.start < last || m.end <= m.start || m.end > text.length)
        fail('matches ordered and disjoint', `${show(text)}: ${show(m)}`);
      last = m.end;
      if (!isUriReference(m.uri, { iri }))
        fail('every match is valid for parse', `${show(text)}: ${show(m.uri)}`);
      if (m.form === 'bare' && text.slice(m.start, m.end) !== m.uri)
        fail('a bare match is its span', `${show(text)}: ${show(m)}`);
    }
    const first = attempt('findFirst', () => findFirst(text, options));
    if (first.ok && JSON.stringify(first.value) !== JSON.stringify(all.value[0]))
      fail('findFirst is the first match', `${show(text)}`);
    const linked = attempt('linkify', () => linkify(text, (m) => `\u0001${m.uri}\u0002`, options));
    if (linked.ok) {
      let expected = '';
      let at = 0;
      for (const m of all.value) {
        expected += `${text.slice(at, m.start)}\u0001${m.uri}\u0002`;
        at = m.end;
      }
      expected += text.slice(at);
      if (linked.value !== expected)
        fail('linkify replaces the spans and keeps the rest', show(text));
    }
  },
  work({ text, suffix, iri }) {
    try {
      extractAll(text, { suffix, iri });
    } catch {}
  },
});
