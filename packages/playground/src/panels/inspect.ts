// Panel: RFC 3986 §7 findings of @urikit/security's inspect, with the WHATWG reading of the
// browser the page runs in, each finding with its span in the input.
import { inspect } from '@urikit/security';
import { docsFor } from '../links.js';
import type { Panel, PanelRow } from './types.js';

export const inspectPanel: Panel = {
  id: 'inspect',
  title: 'Security findings (§7)',
  docs: docsFor('@urikit/security'),
  fields: [],
  // A password, and a host that inet_aton reads as 127.0.0.1.
  example: { uri: 'http://user:pw@0x7f.1/a%2e%2e/b' },
  render(input) {
    const findings = inspect(input);
    if (findings.length === 0) return [{ kind: 'value', label: 'findings', value: 'none' }];
    return findings.map(
      (f): PanelRow => ({
        kind: 'value',
        label: `${f.severity} ${f.code} [${f.start}, ${f.end})`,
        value: `${f.message} (${f.reference})`,
      }),
    );
  },
};
