// RFC 6570 templates and their variables: every operator (none, + # . / ; ? &), the explode and
// prefix modifiers, literals with percent-encoding, and values that are strings, lists and
// associative arrays (empty ones too, and undefined); plus one-off mutations of the template.
import type { Rng } from '../rng.js';
import { charOf, mutateOnce, pctEncoded } from './chars.js';

const OPERATORS = ['', '+', '#', '.', '/', ';', '?', '&'] as const;
const VARS = ['x', 'y', 'list', 'keys', 'var', 'empty', 'path', 'a_b', 'v1', 'half%20', 'und'];

export type TemplateValue = string | string[] | [string, string][] | null;

export interface TemplateCase {
  readonly template: string;
  /** Values by name; a list of pairs stands for an associative array (a Map when expanded). */
  readonly variables: Record<string, TemplateValue>;
}

function literal(rng: Rng): string {
  return rng.repeat(
    () =>
      rng.weighted([
        [6, () => charOf(rng, "abc/-._~:?#[]@!$&'()*+,;=")],
        [1, () => pctEncoded(rng)],
        [1, () => rng.pick(['é', ' ', '%', '}', '{{'])],
      ]),
    6,
  );
}

function value(rng: Rng): TemplateValue {
  const text = (): string =>
    rng.repeat(
      () =>
        rng.weighted([
          [6, () => charOf(rng, 'abcAB019-._~')],
          [2, () => charOf(rng, " /?#[]@!$&'()*+,;=%:")],
          [1, () => rng.pick(['é', '😀', '%41', '\u0000'])],
        ]),
      8,
    );
  return rng.weighted<TemplateValue>([
    [5, text],
    [2, () => Array.from({ length: rng.range(0, 3) }, text)],
    [
      2,
      () =>
        Array.from({ length: rng.range(0, 3) }, () => [text() || 'k', text()] as [string, string]),
    ],
    [1, () => null],
  ]);
}

export function templateCase(rng: Rng): TemplateCase {
  const names = new Set<string>();
  let template = '';
  const parts = rng.range(1, 4);
  for (let i = 0; i < parts; i++) {
    template += literal(rng);
    const operator = rng.pick(OPERATORS);
    const specs: string[] = [];
    const count = rng.range(1, 3);
    for (let j = 0; j < count; j++) {
      const name = rng.pick(VARS);
      names.add(name);
      const modifier = rng.weighted([
        [5, () => ''],
        [2, () => '*'],
        [2, () => `:${rng.range(1, rng.chance(0.9) ? 5 : 10000)}`],
      ]);
      specs.push(name + modifier);
    }
    template += `{${operator}${specs.join(',')}}`;
  }
  template += literal(rng);
  const variables: Record<string, TemplateValue> = {};
  for (const name of names) if (name !== 'und') variables[name] = value(rng);
  if (rng.chance(0.2)) template = mutateOnce(rng, template);
  return { template, variables };
}

/** The variables as expand takes them: lists of pairs become Maps, null becomes undefined. */
export function toVariables(variables: Record<string, TemplateValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(variables)) {
    if (v === null) out[name] = undefined;
    else if (Array.isArray(v) && v.length > 0 && Array.isArray(v[0]))
      out[name] = new Map(v as [string, string][]);
    else out[name] = v;
  }
  return out;
}
