// Panel: RFC 6570 matching of the input against a URI Template, and the template expanded
// again with the variables found (the round trip of @urikit/template's match and expand).
import { expand, match, parseTemplate, type TemplateVariables } from '@urikit/template';
import { docsFor } from '../links.js';
import { errorRow, type Panel } from './types.js';

// The page's default reference is an expansion of it.
const INITIAL = '{scheme}://{user}@{host}:{port}{/path*}{?q,lang}{#section}';

export const templatePanel: Panel = {
  id: 'template',
  title: 'Match a URI Template (RFC 6570)',
  docs: docsFor('@urikit/template'),
  fields: [{ key: 'template', label: 'template', initial: INITIAL }],
  example: {
    uri: 'https://api.example/repos/urikit/urikit/issues?state=open&labels=bug,ui',
    fields: { template: 'https://api.example/repos/{owner}/{repo}/issues{?state,labels}' },
  },
  render(input, fields) {
    let template: ReturnType<typeof parseTemplate>;
    try {
      template = parseTemplate(fields.get('template') ?? INITIAL);
    } catch (error) {
      return [errorRow('template', error)];
    }
    const variables = match(template, input);
    if (variables === undefined) {
      return [{ kind: 'value', label: 'variables', value: 'the input is no expansion of it' }];
    }
    return [
      { kind: 'value', label: 'variables', value: JSON.stringify(variables) },
      {
        kind: 'value',
        label: 'expanded again',
        value: expand(template, variables as TemplateVariables),
      },
    ];
  },
};
