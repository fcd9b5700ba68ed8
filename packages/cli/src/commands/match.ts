// `urikit match`: the inverse of RFC 6570 expansion — the variables that make a URI Template
// expand to a URI, as a JSON object; URIs read from lines in a batch.
import { match as matchTemplate, parseTemplate } from '@urikit/template';
import type { Command, JsonObject, JsonValue } from '../command.js';
import { InputError } from '../failure.js';

export const match: Command = {
  name: 'match',
  summary: 'recover the variables of a URI expanded from a URI Template (RFC 6570)',
  operands: ['template', 'uri'],
  description:
    'Matches <uri> against <template> and prints the variables that make the template\n' +
    'expand (RFC 6570 §3) to it, decoded, as a JSON object: strings, lists as arrays,\n' +
    'exploded name=value pairs as objects. When the split is ambiguous, the first\n' +
    'consistent assignment (each expression as long as it can be). A URI that is not an\n' +
    'expansion of the template is an error (no-match).',
  options: {},
  examples: [
    '$ urikit match \'/repos/{owner}/{repo}{?page}\' \'/repos/o/r?page=2\'\n{\n  "owner": "o",\n  "repo": "r",\n  "page": "2"\n}',
    "$ urikit match '/users/{id}' '/repos/x'\n  /repos/x\n  ^\nerror[no-match]: not an expansion of /users/{id}",
  ],
  prepare() {
    let last: { text: string; template: ReturnType<typeof parseTemplate> } | undefined;
    return ([template, uri]) => {
      if (last === undefined || last.text !== template) {
        last = { text: template!, template: parseTemplate(template!) };
      }
      const variables = matchTemplate(last.template, uri!);
      if (variables === undefined) {
        throw new InputError('no-match', uri!, 0, `not an expansion of ${template}`);
      }
      const result: Record<string, JsonValue> = {};
      for (const [name, value] of Object.entries(variables)) {
        result[name] = typeof value === 'string' || Array.isArray(value) ? value : { ...value };
      }
      return result as JsonObject;
    };
  },
};
