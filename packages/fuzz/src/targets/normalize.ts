// @urikit/normalize: idempotence (normalize(normalize(x)) === normalize(x)), results that parse
// back, the equivalence ladder (§6.2.1 simple ⊆ §6.2.2 syntax ⊆ §6.2.3 scheme) on pairs made
// equivalent by construction (case, percent-encoding of unreserved, dot segments, default
// ports) or not, and every reference equivalent to its normal form.
import { equivalent, NormalizeError, normalize } from '@urikit/normalize';
import { isUriReference, UriError } from '@urikit/syntax';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { nearReference } from '../generators/rfc3986.js';
import type { Rng } from '../rng.js';

registerTypedErrors({ NormalizeError, UriError });

export interface NormalizeInput {
  readonly a: string;
  readonly b: string;
  readonly iri: boolean;
}

/** A spelling of `text` that §6.2.2 or §6.2.3 should find equivalent (most of the time). */
function respell(rng: Rng, text: string): string {
  let out = text;
  const steps = rng.range(1, 3);
  for (let i = 0; i < steps; i++) {
    out = rng.weighted([
      [
        2,
        () =>
          out.replace(/^[a-z][a-z0-9+.-]*:/i, (s) =>
            rng.chance(0.5) ? s.toUpperCase() : s.toLowerCase(),
          ),
      ],
      [2, () => out.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)],
      [
        2,
        () =>
          out.replace(/%[0-9a-f]{2}/i, (s) =>
            rng.chance(0.5) ? s.toLowerCase() : s.toUpperCase(),
          ),
      ],
      [1, () => out.replace(/(\/\/[^/?#]*)\//, '$1/./')],
      [1, () => out.replace(/(\/\/[^/?#:]*)(\/|$)/, rng.pick(['$1:80$2', '$1:$2', '$1:443$2']))],
      [1, () => out.replace(/\/\/([^/?#@]*)/, (_s, h: string) => `//${h.toUpperCase()}`)],
      [1, () => (out.includes('/') ? out.replace(/\/([^/?#]*)$/, '/x/../$1') : out)],
      [1, () => out],
    ]);
  }
  return out;
}

export const normalizeLadder = defineTarget<NormalizeInput>({
  name: 'normalize/ladder',
  description:
    'normalize idempotent and parsing back, every reference equivalent to its normal form, equivalent(simple) ⇒ (syntax) ⇒ (scheme) on respelled pairs',
  generate(rng) {
    const iri = rng.chance(0.2);
    const a = nearReference(rng, { iri });
    return { a, b: rng.chance(0.8) ? respell(rng, a) : nearReference(rng, { iri }), iri };
  },
  check({ a, b, iri }) {
    for (const scheme of [false, true]) {
      const once = attempt('normalize', () => normalize(a, { iri, scheme }));
      if (!once.ok) continue;
      if (!isUriReference(once.value, { iri }))
        fail('normalize result parses back', `${show(a)} → ${show(once.value)}`);
      const twice = attempt('normalize', () => normalize(once.value, { iri, scheme }));
      if (!twice.ok || twice.value !== once.value) {
        fail(
          'normalize is idempotent',
          `${show(a)} (scheme ${scheme}) → ${show(once.value)} → ${twice.ok ? show(twice.value) : (twice.error as UriError).code}`,
        );
      }
      const level = scheme ? 'scheme' : 'syntax';
      const same = attempt('equivalent', () => equivalent(a, once.value, { level, iri }));
      if (same.ok && !same.value)
        fail('x is equivalent to normalize(x)', `${show(a)} vs ${show(once.value)} at ${level}`);
    }
    const levels = ['simple', 'syntax', 'scheme'] as const;
    let previous = false;
    for (const level of levels) {
      const outcome = attempt('equivalent', () => equivalent(a, b, { level, iri }));
      if (!outcome.ok) return;
      if (previous && !outcome.value)
        fail(
          'equivalence ladder §6.2.1 ⊆ §6.2.2 ⊆ §6.2.3',
          `${show(a)} ${show(b)}: equal below ${level}, not at it`,
        );
      previous = outcome.value;
      const back = attempt('equivalent', () => equivalent(b, a, { level, iri }));
      if (back.ok && back.value !== outcome.value)
        fail('equivalence is symmetric', `${show(a)} ${show(b)} at ${level}`);
    }
  },
  work({ a, iri }) {
    try {
      normalize(a, { iri });
    } catch {}
  },
});
