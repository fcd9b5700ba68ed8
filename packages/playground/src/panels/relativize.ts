// Panel: relativize, the inverse of §5.2 resolution: the shortest reference from a base to
// the input, and the proof that it resolves back.
import { relativize, resolve } from '@urikit/resolve';
import { docsFor } from '../links.js';
import { errorRow, type Panel } from './types.js';

export const relativizePanel: Panel = {
  id: 'relativize',
  title: 'Relativize from a base (inverse of §5.2)',
  docs: docsFor('@urikit/resolve'),
  // The page's default reference, relative to a sibling of its path.
  fields: [{ key: 'from', label: 'base URI', initial: 'HTTP://user@xn--bcher-kva.Example:80/a/x' }],
  example: { uri: 'http://a/b/g?y', fields: { from: 'http://a/b/c/d;p?q' } },
  render(input, fields, options) {
    const base = fields.get('from') ?? '';
    try {
      const reference = relativize(base, input, options);
      return [
        { kind: 'value', label: 'reference', value: reference },
        { kind: 'value', label: 'resolves back to', value: resolve(base, reference, options) },
      ];
    } catch (error) {
      return [errorRow('reference', error)];
    }
  },
};
