// @urikit/resolve against the literal transcription of RFC 3986 §5.2 (5.2.1–5.2.4 and §5.3):
// the same result for every valid base and reference, strict and not; removeDotSegments equal
// to the §5.2.4 loop for any string; relativize's round trip and its bound (never longer than
// the target).
import { ResolveError, relativize, removeDotSegments, resolve } from '@urikit/resolve';
import { isUri, isUriReference, UriError } from '@urikit/syntax';
import { attempt, registerTypedErrors } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { mutateOnce, noise } from '../generators/chars.js';
import { nearReference, reference, uri } from '../generators/rfc3986.js';
import { removeDotSegmentsAsWritten, resolveAsWritten } from '../oracles/rfc3986-resolve.js';

registerTypedErrors({ ResolveError, UriError });

export interface ResolveInput {
  readonly base: string;
  readonly reference: string;
  readonly strict: boolean;
  readonly path: string;
  /** RFC 3987 IRIs (both inputs and the result). */
  readonly iri?: boolean;
}

const DOTTY = ['/', '.', '..', '/.', '/..', 'a', 'b/', '../', './', '//', 'g', ':', '@'];

export const resolveRfc = defineTarget<ResolveInput>({
  name: 'resolve/vs-rfc-5.2',
  description:
    'resolve against a literal transcription of RFC 3986 §5.2 (strict and not), removeDotSegments against the §5.2.4 loop, relativize round trip and bound',
  generate(rng) {
    const iri = rng.chance(0.25);
    const base = rng.chance(0.9) ? uri(rng, { iri }) : mutateOnce(rng, uri(rng, { iri }));
    const ref = rng.weighted([
      [4, () => nearReference(rng, { iri })],
      [3, () => rng.repeat(() => rng.pick(DOTTY), 8)],
      [1, () => reference(rng)],
      [
        1,
        () => `${rng.pick(['http:', 'HTTP:', 'foo:', ''])}${rng.repeat(() => rng.pick(DOTTY), 6)}`,
      ],
    ]);
    const path = rng.chance(0.8) ? rng.repeat(() => rng.pick(DOTTY), 14) : noise(rng, 10);
    return { base, reference: ref, strict: rng.chance(0.6), path, iri };
  },
  check({ base, reference: ref, strict, path, iri = false }) {
    const dots = removeDotSegments(path);
    if (dots !== removeDotSegmentsAsWritten(path)) {
      fail(
        'removeDotSegments is §5.2.4',
        `${show(path)} → ${show(dots)}, the RFC ${show(removeDotSegmentsAsWritten(path))}`,
      );
    }
    const valid = isUri(base, { iri }) && isUriReference(ref, { iri });
    const outcome = attempt('resolve', () => resolve(base, ref, { strict, iri }));
    if (outcome.ok !== valid) {
      fail(
        'resolve accepts exactly valid input',
        `${show(base)} ${show(ref)}: ${outcome.ok ? 'resolved' : (outcome.error as ResolveError).code}`,
      );
    }
    if (!outcome.ok) return;
    const expected = resolveAsWritten(base, ref, strict);
    if (outcome.value !== expected) {
      fail(
        'resolve is §5.2',
        `resolve(${show(base)}, ${show(ref)}, strict ${strict}) = ${show(outcome.value)}, the RFC ${show(expected)}`,
      );
    }
    if (!isUri(outcome.value, { iri })) fail('result parses back', show(outcome.value));
    // relativize: the inverse, on the resolved target.
    const target = outcome.value.replace(/#.*$/s, '');
    const cleanBase = base.replace(/#.*$/s, '');
    const r = attempt('relativize', () => relativize(cleanBase, target, { iri }));
    if (r.ok) {
      if (r.value.length > target.length)
        fail(
          'relativize never longer than the target',
          `${show(cleanBase)} ${show(target)} → ${show(r.value)}`,
        );
      const back = attempt('resolve', () => resolve(cleanBase, r.value, { iri }));
      if (!back.ok || back.value !== target) {
        fail(
          'resolve(base, relativize(base, t)) === t',
          `${show(cleanBase)} ${show(target)} → ${show(r.value)} → ${back.ok ? show(back.value) : (back.error as ResolveError).code}`,
        );
      }
    }
  },
  work({ base, reference: ref, strict, path, iri = false }) {
    removeDotSegments(path);
    try {
      resolve(base, ref, { strict, iri });
    } catch {}
  },
});
