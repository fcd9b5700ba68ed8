// The umbrella re-exports every runtime export of every library it gathers, the very same values, and
// nothing else, so that its surface cannot drift from theirs.

import { readFileSync } from 'node:fs';
import * as domain from '@urikit/domain';
import * as extract from '@urikit/extract';
import * as idn from '@urikit/idn';
import * as ipaddr from '@urikit/ipaddr';
import * as normalize from '@urikit/normalize';
import * as percentEncoding from '@urikit/percent-encoding';
import * as query from '@urikit/query';
import * as resolve from '@urikit/resolve';
import * as schemes from '@urikit/schemes';
import * as security from '@urikit/security';
import * as syntax from '@urikit/syntax';
import * as template from '@urikit/template';
import * as uri from '@urikit/uri';
import * as whatwg from '@urikit/whatwg';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as urikit from '../src/index.js';

const libraries = {
  '@urikit/percent-encoding': percentEncoding,
  '@urikit/ipaddr': ipaddr,
  '@urikit/idn': idn,
  '@urikit/syntax': syntax,
  '@urikit/resolve': resolve,
  '@urikit/normalize': normalize,
  '@urikit/query': query,
  '@urikit/uri': uri,
  '@urikit/schemes': schemes,
  '@urikit/template': template,
  '@urikit/domain': domain,
  '@urikit/extract': extract,
  '@urikit/security': security,
  '@urikit/whatwg': whatwg,
} as const;

/**
 * The umbrella's documented aliases (its README): names that would shadow a global or clash
 * with another library's export.
 */
const aliases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@urikit/whatwg': {
    URL: 'WhatwgURL',
    URLSearchParams: 'WhatwgURLSearchParams',
    percentDecodeBytes: 'whatwgPercentDecodeBytes',
  },
};

/** The name under which the umbrella exports `key` of `library`. */
const exportedAs = (library: string, key: string): string => aliases[library]?.[key] ?? key;

const umbrella = urikit as Record<string, unknown>;

/** Every name, types included, that a package's src/index.ts exports: read with the TS parser. */
function exportedNames(indexPath: URL): string[] {
  const file = ts.createSourceFile(
    'index.ts',
    readFileSync(indexPath, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    if (clause === undefined || !ts.isNamedExports(clause)) {
      throw new Error(`${indexPath.pathname} has an export * (name every export instead)`);
    }
    for (const element of clause.elements) names.push(element.name.text);
  }
  return names;
}

const packageDirs = [
  'percent-encoding',
  'ipaddr',
  'idn',
  'syntax',
  'resolve',
  'normalize',
  'query',
  'uri',
  'schemes',
  'template',
  'domain',
  'extract',
  'security',
  'whatwg',
];

describe('the urikit umbrella', () => {
  it.each(Object.entries(libraries))('re-exports every runtime export of %s', (name, library) => {
    for (const [key, value] of Object.entries(library)) {
      const as = exportedAs(name, key);
      expect(Object.keys(umbrella), as).toContain(as);
      expect(umbrella[as], as).toBe(value);
    }
  });

  it('exports nothing that no library exports, and no default export', () => {
    const all = new Set(
      Object.entries(libraries).flatMap(([name, library]) =>
        Object.keys(library).map((key) => exportedAs(name, key)),
      ),
    );
    expect(Object.keys(umbrella).filter((key) => !all.has(key))).toEqual([]);
    expect(umbrella['default']).toBeUndefined();
  });

  it('has no name exported by two libraries', () => {
    const seen = new Map<string, string>();
    for (const [name, library] of Object.entries(libraries)) {
      for (const key of Object.keys(library).map((k) => exportedAs(name, k))) {
        expect(seen.get(key), `${key} is exported by ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('re-exports every type too, by name (no export *)', () => {
    const own = exportedNames(new URL('../src/index.ts', import.meta.url)).sort();
    const theirs = packageDirs
      .flatMap((dir) =>
        exportedNames(new URL(`../../${dir}/src/index.ts`, import.meta.url)).map((key) =>
          exportedAs(`@urikit/${dir}`, key),
        ),
      )
      .sort();
    expect(own).toEqual(theirs);
  });

  it('works end to end through one import', () => {
    const base = 'http://a/b/c/d;p?q';
    const target = urikit.resolve(base, '../g');
    expect(target).toBe('http://a/b/g');
    expect(urikit.resolve(base, urikit.relativize(base, target))).toBe(target);
    expect(urikit.normalize('HTTP://Example.COM:80/%7euser/./x')).toBe(
      'http://example.com/~user/x',
    );
    expect(urikit.parse('http://[::1]/').hostKind).toBe('ipv6');
    expect(urikit.toASCII('Bücher.example')).toBe('xn--bcher-kva.example');
    expect(urikit.formatIPv6(urikit.parseIPv6('2001:DB8:0:0:0:0:0:1'))).toBe('2001:db8::1');
    expect(urikit.findFirst('see <http://a/b>.')?.uri).toBe('http://a/b');
    expect(new urikit.WhatwgURL('HTTP://EXAMPLE.com/a/../b').href).toBe('http://example.com/b');
    expect(urikit.validateURL('https:example.org')[0]?.type).toBe(
      'special-scheme-missing-following-solidus',
    );
    expect(urikit.getRegistrableDomain('https://a.b.example.co.uk/')).toBe('example.co.uk');
  });
});
