// `urikit expand`: RFC 6570 §3 expansion of a URI Template with variables from --var k=v
// (repeated names make a list) and --vars file.json; templates read from lines in a batch.
import { compile, type TemplateVariables } from '@urikit/template';
import { type Command, UsageError } from '../command.js';

function fromJson(path: string, text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--vars: '${path}' is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`--vars: '${path}' must hold a JSON object of variables`);
  }
  return parsed as Record<string, unknown>;
}

/**
 * The variables of --vars (`path` and the `text` of the file), then of each --var (a name
 * given twice or more is a list).
 */
export function readVariables(
  path: unknown,
  text: string | undefined,
  pairs: unknown,
): TemplateVariables {
  const variables = new Map<string, unknown>();
  if (typeof path === 'string' && text !== undefined) {
    for (const [name, value] of Object.entries(fromJson(path, text))) variables.set(name, value);
  }
  const given = new Map<string, string[]>();
  for (const pair of Array.isArray(pairs) ? (pairs as string[]) : []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--var must be name=value; got '${pair}'`);
    const name = pair.slice(0, eq);
    const values = given.get(name) ?? [];
    values.push(pair.slice(eq + 1));
    given.set(name, values);
  }
  for (const [name, values] of given) variables.set(name, values.length === 1 ? values[0] : values);
  return variables as TemplateVariables;
}

export const expand: Command = {
  name: 'expand',
  summary: 'expand a URI Template with variables (RFC 6570 §3)',
  operands: ['template'],
  description:
    'Expands <template> as RFC 6570 §3 specifies, all four levels, with the variables of\n' +
    '--vars (a JSON object: strings, numbers, booleans, lists as arrays, associative arrays\n' +
    'as objects) and of --var name=value (repeat a name for a list; --var wins over --vars).',
  options: {
    var: {
      type: 'string',
      value: 'name=value',
      multiple: true,
      help: 'a variable (repeatable; a name given twice or more is a list)',
    },
    vars: { type: 'string', value: 'file.json', help: 'variables from a JSON object in a file' },
  },
  examples: [
    "$ urikit expand '/{owner}/issues{?labels}' --var owner=o --var labels=bug --var labels=ui\n/o/issues?labels=bug,ui",
    "$ urikit expand '{/path*}{?q}' --var path=a --var path='b c' --var q=é\n/a/b%20c?q=%C3%A9",
  ],
  fileOptions: ['vars'],
  prepare(values, files) {
    const variables = readVariables(values['vars'], files['vars'], values['var']);
    let last: { text: string; run: (v: TemplateVariables) => string } | undefined;
    return ([template]) => {
      // A batch usually repeats one template: compile once, reuse while it stays the same.
      if (last === undefined || last.text !== template)
        last = { text: template!, run: compile(template!) };
      return last.run(variables);
    };
  },
};
