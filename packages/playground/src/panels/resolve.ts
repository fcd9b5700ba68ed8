// Panel: RFC 3986 §5.2 resolution of the reference against a base, strict and non-strict.
import { resolve, tryResolve } from '@urikit/resolve';
import { docsFor } from '../links.js';
import { errorRow, type Panel, type PanelRow } from './types.js';

export const resolvePanel: Panel = {
  id: 'resolve',
  title: 'Resolve against a base (§5.2)',
  docs: docsFor('@urikit/resolve'),
  fields: [{ key: 'base', label: 'base URI', initial: 'http://a/b/c/d;p?q' }],
  // RFC 3986 §5.4.1: "../../g" against the RFC's base.
  example: { uri: '../../g;x?y#s', fields: { base: 'http://a/b/c/d;p?q' } },
  render(input, fields, options) {
    const base = fields.get('base') ?? '';
    const rows: PanelRow[] = [];
    try {
      rows.push({ kind: 'value', label: 'target (strict)', value: resolve(base, input, options) });
    } catch (error) {
      return [errorRow('target', error)];
    }
    const loose = tryResolve(base, input, { ...options, strict: false });
    if (loose !== undefined)
      rows.push({ kind: 'value', label: 'target (non-strict)', value: loose });
    return rows;
  },
};
