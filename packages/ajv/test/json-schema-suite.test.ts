// The JSON-Schema-Test-Suite (draft 2020-12) in ../shared/conformance/json-schema: the
// nine format files under optional/format, and ref, refRemote and anchor with the suite's
// remotes added under http://localhost:1234/. Run through ajv with urikit's resolver and
// formats, which must pass every test but the few that ajv itself gets wrong whatever its
// resolver (listed in ajv-bugs.json), and, for the README's table, through ajv with its
// default fast-uri and ajv-formats.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { readSharedJson, sharedPath } from '@urikit/test-support';
import type { AnySchema } from 'ajv';
import { describe, expect, it } from 'vitest';
import { addFormats, type FormatName, uriResolver } from '../src/index.js';
import ajvBugs from './ajv-bugs.json' with { type: 'json' };

// ajv and ajv-formats are CommonJS; require keeps their default exports simple.
const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default as typeof import('ajv/dist/2020').default;
const ajvFormats = require('ajv-formats') as (ajv: unknown) => unknown;

type Ajv = InstanceType<typeof Ajv2020>;

interface TestGroup {
  description: string;
  schema: AnySchema;
  tests: { description: string; data: unknown; valid: boolean }[];
}

const FORMATS: readonly FormatName[] = [
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'iri',
  'iri-reference',
  'uri',
  'uri-reference',
  'uri-template',
];
const CORE = ['ref', 'refRemote', 'anchor'] as const;

const remotesDir = sharedPath('conformance/json-schema/remotes');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// The suite's remotes, as its README says to serve them; those under v1/ belong to the
// next draft's tests and are not loaded for draft 2020-12.
const remotes: [uri: string, schema: AnySchema][] =
  remotesDir === undefined
    ? []
    : files(remotesDir)
        .map((path) => relative(remotesDir, path).split('\\').join('/'))
        .filter((path) => !path.startsWith('v1/'))
        .map((path) => [
          `http://localhost:1234/${path}`,
          JSON.parse(readFileSync(join(remotesDir, path), 'utf8')) as AnySchema,
        ]);

type Setup = 'urikit' | 'fast-uri + ajv-formats';

function makeAjv(setup: Setup): Ajv {
  const ajv =
    setup === 'urikit'
      ? addFormats(new Ajv2020({ strict: false, uriResolver }))
      : new Ajv2020({ strict: false });
  if (setup !== 'urikit') ajvFormats(ajv);
  for (const [uri, schema] of remotes) ajv.addSchema(schema, uri);
  return ajv;
}

interface Outcome {
  id: string;
  passed: boolean;
}

/** Every test of a suite file under one setup, each group compiled by a fresh ajv. */
function run(file: string, setup: Setup): Outcome[] {
  const groups = readSharedJson<TestGroup[]>(`conformance/json-schema/${file}.json`) ?? [];
  return groups.flatMap((group) => {
    const ids = group.tests.map((test) => `${file}: ${group.description}: ${test.description}`);
    let validate: ((data: unknown) => boolean) | undefined;
    try {
      validate = makeAjv(setup).compile(group.schema);
    } catch {
      return ids.map((id) => ({ id, passed: false }));
    }
    return group.tests.map((test, i) => ({
      id: ids[i]!,
      passed: validate!(test.data) === test.valid,
    }));
  });
}

const suiteFiles = [
  ...FORMATS.map((format) => `format/${format}`),
  ...CORE.map((c) => `core/${c}`),
];

describe.skipIf(remotesDir === undefined)('the JSON-Schema-Test-Suite, draft 2020-12', () => {
  const bugs = new Set(ajvBugs.map((bug) => bug.test));

  it.each(suiteFiles)('%s passes with urikit as ajv uriResolver and formats', (file) => {
    const outcomes = run(file, 'urikit');
    const failed = outcomes.filter((o) => !o.passed && !bugs.has(o.id)).map((o) => o.id);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(failed).toEqual([]);
  });

  it('lists in ajv-bugs.json only tests that fail with ajv defaults too', () => {
    const ours = new Map(suiteFiles.flatMap((file) => run(file, 'urikit')).map((o) => [o.id, o]));
    const theirs = new Map(
      suiteFiles.flatMap((file) => run(file, 'fast-uri + ajv-formats')).map((o) => [o.id, o]),
    );
    for (const bug of bugs) {
      expect(ours.get(bug)?.passed, bug).toBe(false);
      expect(theirs.get(bug)?.passed, bug).toBe(false);
    }
  });

  it('reports both setups file by file (the README table)', () => {
    const rows = suiteFiles.map((file) => {
      const ours = run(file, 'urikit');
      const theirs = run(file, 'fast-uri + ajv-formats');
      const count = (outcomes: Outcome[]) => outcomes.filter((o) => o.passed).length;
      return `| ${file} | ${ours.length} | ${count(ours)} | ${count(theirs)} |`;
    });
    console.info(
      ['| file | tests | urikit | fast-uri + ajv-formats |', '|---|---|---|---|', ...rows].join(
        '\n',
      ),
    );
    expect(rows).toHaveLength(suiteFiles.length);
  });
});
