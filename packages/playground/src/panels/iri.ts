// Panel: RFC 3987 §3.1 IRI → URI and §3.2 URI → IRI of the reference.
import { iriToUri, uriToIri } from '@urikit/normalize';
import { docsFor } from '../links.js';
import { errorRow, type Panel, type PanelRow } from './types.js';

export const iriPanel: Panel = {
  id: 'iri',
  title: 'IRI ↔ URI (RFC 3987 §3.1, §3.2)',
  docs: docsFor('@urikit/normalize'),
  fields: [],
  // RFC 3987 §3.2.1's example, with an IDN host.
  example: { uri: 'http://xn--rsum-bpad.example/r%C3%A9sum%C3%A9?l=%E6%97%A5' },
  render(input, _fields, options) {
    const rows: PanelRow[] = [];
    try {
      rows.push({
        kind: 'value',
        label: 'as a URI (§3.1)',
        value: iriToUri(input, { zoneId: options.zoneId }),
      });
    } catch (error) {
      rows.push(errorRow('as a URI (§3.1)', error));
    }
    try {
      rows.push({
        kind: 'value',
        label: 'as an IRI (§3.2)',
        value: uriToIri(input, { zoneId: options.zoneId }),
      });
    } catch (error) {
      rows.push(errorRow('as an IRI (§3.2)', error));
    }
    return rows;
  },
};
