// Uri must not be tree-shaking hostile: a bundle that imports `parse` (from @urikit/syntax or
// through the urikit umbrella) holds no byte of @urikit/uri or @urikit/query. esbuild bundles
// the sources and its metafile says which input files put bytes into the output.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packagesDir = resolve(import.meta.dirname, '..', '..');

// Workspace imports resolve to their sources, as vitest's aliases do.
const workspaceSources: Plugin = {
  name: 'workspace-sources',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(urikit|@urikit\/[a-z-]+)$/ }, (args) => {
      const folder = args.path === 'urikit' ? 'urikit' : args.path.slice('@urikit/'.length);
      const path = join(packagesDir, folder, 'src', 'index.ts');
      return existsSync(path) ? { path } : undefined;
    });
  },
};

/** The package folders whose files put bytes into a minified bundle of `source`. */
async function contributors(source: string): Promise<{ folders: Set<string>; text: string }> {
  const result = await build({
    stdin: { contents: source, loader: 'ts', resolveDir: packagesDir },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    plugins: [workspaceSources],
    logLevel: 'silent',
  });
  const folders = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const at = input.indexOf('packages/');
      if (bytesInOutput > 0 && at >= 0) folders.add(input.slice(at + 9).split('/')[0]!);
    }
  }
  return { folders, text: result.outputFiles[0]!.text };
}

describe('tree shaking', () => {
  it.each([
    ["import { parse } from '@urikit/syntax'; console.log(parse('a:b'));"],
    ["import { parse } from 'urikit'; console.log(parse('a:b'));"],
    ["import { parse, resolve } from 'urikit'; console.log(resolve(parse('a:b').path, 'c'));"],
  ])('%s brings neither Uri nor QueryParams', async (source) => {
    const { folders, text } = await contributors(source);
    expect(folders.has('syntax')).toBe(true);
    expect(folders.has('uri')).toBe(false);
    expect(folders.has('query')).toBe(false);
    expect(text).not.toContain('withPathSegments');
  });

  it('parseQuery alone brings no QueryParams and no Uri', async () => {
    const { folders, text } = await contributors(
      "import { parseQuery } from 'urikit'; console.log(parseQuery('a=1'));",
    );
    expect(folders.has('query')).toBe(true);
    expect(folders.has('uri')).toBe(false);
    expect(folders.has('syntax')).toBe(false);
    expect(text).not.toContain('toURLSearchParams');
  });

  it('importing Uri does bring it (the check can fail)', async () => {
    const { folders, text } = await contributors(
      "import { Uri } from 'urikit'; console.log(Uri.parse('a:b'));",
    );
    expect(folders.has('uri')).toBe(true);
    expect(text).toContain('withPathSegments');
  });
});
