// @urikit/security: redact and inspect never throw for a string (README: "Each accepts any
// string … and never throws for one"); redact is idempotent and, for a valid reference, gives
// a reference; inspect's findings lie within the input.
import { inspect, redact } from '@urikit/security';
import { isUriReference } from '@urikit/syntax';
import { attempt } from '../engine/outcome.js';
import { defineTarget, fail, show } from '../engine/target.js';
import { nearUri } from '../generators/rfc3986.js';
import { textWithUris } from '../generators/text.js';

export interface SecurityInput {
  readonly text: string;
  readonly all: boolean;
}

const neverThrows = (label: string, run: () => unknown): unknown => {
  try {
    return run();
  } catch (error) {
    fail(
      'never throws for a string',
      `${label} threw ${(error as Error)?.constructor?.name}: ${show((error as Error)?.message)}`,
    );
  }
};

export const securityRedact = defineTarget<SecurityInput>({
  name: 'security/redact-inspect',
  description:
    'redact and inspect never throw for a string; redact idempotent and keeping a reference a reference; findings within the input',
  generate(rng) {
    return {
      text: rng.chance(0.7) ? nearUri(rng, { iri: rng.chance(0.3) }) : textWithUris(rng),
      all: rng.chance(0.3),
    };
  },
  check({ text, all }) {
    const options = all ? { userinfo: 'all' as const } : undefined;
    const once = neverThrows('redact', () => redact(text, options)) as string;
    const twice = neverThrows('redact', () => redact(once, options)) as string;
    if (twice !== once)
      fail('redact is idempotent', `${show(text)} → ${show(once)} → ${show(twice)}`);
    if (isUriReference(text, { iri: true }) && !isUriReference(once, { iri: true }))
      fail('redact keeps a reference a reference', `${show(text)} → ${show(once)}`);
    const findings = neverThrows('inspect', () => inspect(text)) as {
      start: number;
      end: number;
    }[];
    for (const f of findings) {
      if (!(f.start >= 0 && f.start <= f.end && f.end <= text.length))
        fail('findings lie within the input', `${show(text)}: ${show(f)}`);
    }
    attempt('inspect whatwg', () => inspect(text, { whatwg: true }));
  },
  work({ text }) {
    redact(text);
    inspect(text);
  },
});
