// The entry checks of this package (the boundary rule of CONTRIBUTING.md): an argument of the
// wrong type throws the TypeError of @urikit/percent-encoding's argumentError, in the name of
// the function called; TemplateError is for templates and values that break RFC 6570.
import { argumentError } from '@urikit/percent-encoding';
import { TemplateError } from './errors.js';
import type { TemplateVariables } from './expand-expression.js';
import type { UriTemplate } from './model.js';
import { failure, scanTemplate } from './parse.js';

// The templates parseTemplate made: a UriTemplate argument must be one of them, since one built
// by hand (or a stranger object) could hold anything where the expansion expects a varspec.
const parsed = new WeakSet<UriTemplate>();

/** Marks `template` as made by parseTemplate; returns it. */
export function remember(template: UriTemplate): UriTemplate {
  parsed.add(template);
  return template;
}

/**
 * The template that `template` is or writes (RFC 6570 §2): a string is parsed (a TemplateError
 * when it is not a template), a UriTemplate of parseTemplate taken as it is, anything else a
 * TypeError in the name of `fn`.
 */
export function templateOf(fn: string, template: unknown): UriTemplate {
  if (typeof template === 'string') {
    const scanned = scanTemplate(template);
    if (scanned === undefined) throw new TemplateError(failure.code, template, failure.index);
    return scanned;
  }
  if (!parsed.has(template as UriTemplate)) {
    throw argumentError(fn, 'template', 'a string or a UriTemplate of parseTemplate', template);
  }
  return template as UriTemplate;
}

/** Throws unless `variables` is an object (a record or a Map) (RFC 6570 §3.2.1). */
export function checkVariables(fn: string, variables: unknown): TemplateVariables {
  if (typeof variables !== 'object' || variables === null) {
    throw argumentError(fn, 'variables', 'an object or a Map', variables);
  }
  return variables as TemplateVariables;
}
