// fast-check properties: compiled and interpreted expansion agree; expansion of valid
// literals is a valid URI reference; match inverts expand on unambiguous templates; a
// mutated template fails at the mutation's index.
import { isUriReference } from '@urikit/syntax';
import {
  compile,
  expand,
  match,
  parseTemplate,
  TemplateError,
  type TemplateVariables,
} from '@urikit/template';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const OPERATORS = ['', '+', '#', '.', '/', ';', '?', '&'] as const;
const NAMES = ['a', 'b', 'c', 'x.y', 'v_1', '%C3%A9'];

// Literal characters that may stand in a path, query or fragment (no "#", "[", "]", "%").
const literalChar = fc.constantFrom(
  ..."abcXYZ019-._~!$&'()*+,;=:@/?".split(''),
  'é',
  '€',
  '😀',
  '\ue000',
);
const literal = fc.array(literalChar, { maxLength: 6 }).map((chars) => chars.join(''));

const varspec = fc
  .record({
    name: fc.constantFrom(...NAMES),
    modifier: fc.constantFrom('', '', '*', ':1', ':3', ':9999'),
  })
  .map(({ name, modifier }) => name + modifier);

const expression = fc
  .record({
    operator: fc.constantFrom(...OPERATORS),
    varspecs: fc.array(varspec, { minLength: 1, maxLength: 3 }),
  })
  .map(({ operator, varspecs }) => `{${operator}${varspecs.join(',')}}`);

const template = fc
  .array(fc.tuple(literal, expression), { maxLength: 4 })
  .chain((pairs) => literal.map((tail) => pairs.map(([l, e]) => l + e).join('') + tail));

const text = fc.string({ unit: 'binary', maxLength: 8 });
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), scalar, { maxKeys: 3 }),
  fc.array(fc.tuple(text, scalar), { maxLength: 3 }).map((pairs) => new Map(pairs)),
);
const variables = fc.dictionary(
  fc.constantFrom(...NAMES),
  value,
) as fc.Arbitrary<TemplateVariables>;

describe('properties', () => {
  it('compile(t)(v) === expand(t, v), errors included', () => {
    fc.assert(
      fc.property(template, variables, (t, v) => {
        let expected: string | TemplateError;
        try {
          expected = expand(t, v);
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateError);
          expected = error as TemplateError;
        }
        const compiled = compile(t);
        if (typeof expected === 'string') expect(compiled(v)).toBe(expected);
        else expect(() => compiled(v)).toThrow(expected.message);
      }),
      { numRuns: 2000 },
    );
  });

  // Reserved expansion passes gen-delims through as data (§3.2.3), so "+" and "#" get values
  // without "#", "[", "]"; and at most one "#" expression, since a URI has one fragment.
  it('expands valid literals to a valid URI reference', () => {
    const safe = fc.string({ unit: 'binary', maxLength: 8 }).filter((s) => !/[#[\]]/.test(s));
    const safeValue = fc.oneof(
      safe,
      fc.array(safe, { maxLength: 3 }),
      fc.dictionary(safe, safe, { maxKeys: 2 }),
    );
    fc.assert(
      fc.property(template, fc.dictionary(fc.constantFrom(...NAMES), safeValue), (t, v) => {
        if (t.split('{#').length > 2) return;
        const full = `http://h/${t}`;
        let uri: string;
        try {
          uri = expand(full, v as TemplateVariables);
        } catch (error) {
          expect((error as TemplateError).code).toBe('prefix-on-composite');
          return;
        }
        expect(isUriReference(uri)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  // Unambiguous templates: each expression has one variable of its own and is followed by a
  // literal that starts with a character its expansion cannot produce.
  it('match(t, expand(t, v)) gives v back, as strings', () => {
    const UNRESERVED_OPS = ['', '.', '/', ';', '?', '&'] as const;
    const delimiter = fc.constantFrom('!', '$', '(', ')', '*', "'", ':', '@', '+');
    const nonEmpty = fc.string({ unit: 'binary', minLength: 1, maxLength: 6 });
    const segment = fc.oneof(
      fc.record({
        operator: fc.constantFrom(...UNRESERVED_OPS),
        value: nonEmpty,
        explode: fc.constant(false),
      }),
      fc.record({
        operator: fc.constantFrom('/', ';', '?', '&', ''),
        value: fc.array(
          nonEmpty.filter((s) => !s.includes('.')),
          { minLength: 2, maxLength: 3 },
        ),
        explode: fc.boolean(),
      }),
      fc.record({
        operator: fc.constantFrom('+', '#'),
        value: fc.stringMatching(/^[a-zA-Z0-9éü€-]{1,6}$/),
        explode: fc.constant(false),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(segment, delimiter), { minLength: 1, maxLength: 4 }),
        literal,
        (segments, head) => {
          if (head.includes('%')) return;
          const hashes = segments.filter(([s]) => s.operator === '#').length;
          if (hashes > 1) return;
          let t = head.replace(/[{}%]/g, '');
          const v: Record<string, string | string[]> = {};
          segments.forEach(([s, d], i) => {
            const name = `v${i}`;
            t += `{${s.operator}${name}${s.explode ? '*' : ''}}${d}`;
            v[name] = s.value;
          });
          expect(match(t, expand(t, v))).toEqual(v);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reports a mutation at its index', () => {
    fc.assert(
      fc.property(
        template.filter((t) => !/[%\ud800-\udfff]/.test(t)),
        fc.nat(),
        fc.constantFrom(' ', '"', '<', '>', '\\', '^', '`', '|', '\u0001'),
        (t, at, bad) => {
          parseTemplate(t);
          const index = at % (t.length + 1);
          const mutated = t.slice(0, index) + bad + t.slice(index);
          try {
            parseTemplate(mutated);
          } catch (error) {
            expect((error as TemplateError).index).toBe(index);
            return;
          }
          throw new Error(`${JSON.stringify(mutated)} parsed`);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reports an unclosed expression at the end', () => {
    fc.assert(
      fc.property(template, literal, (t, l) => {
        const mutated = `${t}{${l.replace(/[^a-z]/g, '')}`;
        try {
          parseTemplate(mutated);
        } catch (error) {
          expect((error as TemplateError).code).toBe('unclosed-expression');
          expect((error as TemplateError).index).toBe(mutated.length);
          return;
        }
        throw new Error(`${JSON.stringify(mutated)} parsed`);
      }),
    );
  });
});
