// Panel: the normalization ladder (RFC 3986 §6.2.2, §6.2.3), each rung as a diff of the one
// before it.

import { normalizationLadder } from '../ladder.js';
import { docsFor } from '../links.js';
import type { Panel, PanelRow } from './types.js';

export const normalizePanel: Panel = {
  id: 'normalize',
  title: 'Normalize, step by step (§6.2)',
  docs: docsFor('@urikit/normalize'),
  fields: [],
  // Every rung has something to do: case, percent-encoding, dot segments, the default port.
  example: { uri: 'HTTP://www.Example.COM:80/a/./b/../%7euser/%63%2fd?Q#F' },
  render(input, _fields, options) {
    const rungs = normalizationLadder(input, options);
    const rows: PanelRow[] = [];
    let before = input;
    for (const rung of rungs.slice(1)) {
      rows.push({
        kind: 'diff',
        label: `${rung.section} ${rung.name}`,
        before,
        after: rung.result,
      });
      if (rung.result !== undefined) before = rung.result;
    }
    if (rows.length === 0) {
      rows.push({ kind: 'value', label: 'refused', value: 'not a valid reference' });
    }
    return rows;
  },
};
