// The RFC 6570 interoperability suite (uri-templates/uritemplate-test) from
// ../shared/conformance/uritemplate: every case of the four files must pass; where a list of
// results is given (unordered associative arrays), any one of them.
import { expand, parseTemplate, TemplateError, type TemplateVariables } from '@urikit/template';
import { readSharedJson } from '@urikit/test-support';
import { describe, expect, it } from 'vitest';

type Expected = string | string[] | false;
interface Group {
  level?: number;
  variables: TemplateVariables;
  testcases: [string, Expected][];
}

const FILES = [
  'spec-examples.json',
  'spec-examples-by-section.json',
  'extended-tests.json',
  'negative-tests.json',
];

function cases(file: string): [string, string, TemplateVariables, Expected][] {
  const groups = readSharedJson<Record<string, Group>>(`conformance/uritemplate/${file}`);
  if (groups === undefined) return [];
  return Object.entries(groups).flatMap(([name, group]) =>
    group.testcases.map(
      ([template, expected]) =>
        [name, template, group.variables, expected] as [
          string,
          string,
          TemplateVariables,
          Expected,
        ],
    ),
  );
}

for (const file of FILES) {
  const all = cases(file);
  describe.skipIf(all.length === 0)(file, () => {
    it('has cases', () => {
      expect(all.length).toBeGreaterThan(0);
    });
    it.each(all)('%s: %s', (_group, template, variables, expected) => {
      if (expected === false) {
        expect(() => expand(template, variables)).toThrow(TemplateError);
        expect(() => expand(template, variables)).toThrow(TemplateError);
        return;
      }
      const acceptable = typeof expected === 'string' ? [expected] : expected;
      expect(acceptable).toContain(expand(template, variables));
      expect(acceptable).toContain(expand(parseTemplate(template), variables));
    });
  });
}
