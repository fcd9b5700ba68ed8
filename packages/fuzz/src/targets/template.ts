// @urikit/template: expansion and matching as inverses. For a template and variables, u =
// expand(t, v); then every result m of match(t, u) (and of matchAll) re-expands to u exactly;
// compile(t)(v) is expand(t, v); and an expansion is a URI reference when the template's
// literals are.
import { compile, expand, match, matchAll, parseTemplate, TemplateError } from '@urikit/template';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { type TemplateCase, templateCase, toVariables } from '../generators/template.js';

registerTypedErrors({ TemplateError });

// A reserved expansion ({+x}, {#x}) copies a value's triplets as they are written, so a match
// cannot know their case: expansions are compared with the hex digits of triplets upper-cased
// (the same URI by RFC 3986 §6.2.2.1).
const sameUri = (a: string, b: string): boolean =>
  a === b ||
  a.replace(/%[0-9a-f]{2}/gi, (t) => t.toUpperCase()) ===
    b.replace(/%[0-9a-f]{2}/gi, (t) => t.toUpperCase());

export const templateRoundTrip = defineTarget<TemplateCase>({
  name: 'template/expand-match',
  description:
    'match(t, expand(t, v)) re-expands to the same URI (match and matchAll), compile agrees with expand',
  generate: templateCase as never,
  check({ template, variables }) {
    const parsed = attempt('parseTemplate', () => parseTemplate(template));
    if (!parsed.ok) return;
    const vars = toVariables(variables);
    const u = attempt('expand', () => expand(template, vars as never));
    if (!u.ok) return;
    const compiled = attempt('compile', () => compile(template)(vars as never));
    if (!compiled.ok || compiled.value !== u.value)
      fail('compile(t)(v) === expand(t, v)', `${show(template)} ${show(variables)}`);
    const m = attempt('match', () => match(template, u.value));
    if (m.ok && m.value !== undefined) {
      const again = attempt('expand', () => expand(template, m.value as never));
      if (!again.ok || !sameUri(again.value, u.value)) {
        fail(
          'expand(t, match(t, u)) === u',
          `${show(template)} u=${show(u.value)} match=${show(m.value)} → ${again.ok ? show(again.value) : (again.error as TemplateError).code}`,
        );
      }
    }
    const all = attempt('matchAll', () => matchAll(template, u.value, { limit: 8 } as never));
    if (all.ok) {
      for (const each of all.value) {
        const again = attempt('expand', () => expand(template, each as never));
        if (!again.ok || !sameUri(again.value, u.value)) {
          fail(
            'every matchAll result re-expands to u',
            `${show(template)} u=${show(u.value)} match=${show(each)}`,
          );
        }
      }
      if (m.ok && (m.value === undefined) !== (all.value.length === 0)) {
        fail(
          'match finds one exactly when matchAll finds some',
          `${show(template)} u=${show(u.value)}`,
        );
      }
    }
  },
  // Expansion only: matching ambiguous templates ({a}{b}) is documented as bounded by the
  // number of expressions times the URI's length squared.
  work({ template, variables }) {
    try {
      expand(template, toVariables(variables) as never);
    } catch {}
  },
});
