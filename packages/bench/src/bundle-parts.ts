// `pnpm --filter @urikit/bench bundle-parts [--entry <code>] [--parts <json>]`: where the bytes
// of a bundle go. The entry is bundled from the packages' src (esbuild: bundle, minify, ESM;
// gzip -9), then again with each part replaced by a stub that exports the same names as empty
// functions; the difference is what the part costs, with everything only it pulls in (a part's
// cost and a group's need not add up). Without --parts, each source file of the bundle is a
// part; --parts takes {"label": ["packages/…/src/file.ts", …], …}. Sizes from src run a few
// bytes above size-limit's over the built dist.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadEsbuild } from './sizes.js';

interface Metafile {
  inputs: Record<string, unknown>;
  outputs: Record<string, { exports: string[] }>;
}
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{
    outputFiles: { text: string }[];
    metafile: Metafile;
  }>;
}
interface Plugin {
  name: string;
  setup(build: {
    onLoad(
      options: { filter: RegExp },
      load: (args: { path: string }) => Promise<{ contents: string; loader: string } | undefined>,
    ): void;
  }): void;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    entry: {
      type: 'string',
      default: "export { createURL, URLSearchParams } from './packages/whatwg/src/index.ts'",
    },
    parts: { type: 'string' },
  },
});
const esbuild = (await loadEsbuild()) as unknown as Esbuild;

/** The names a module exports (esbuild's metafile of the module alone). */
async function exportsOf(path: string): Promise<string[]> {
  const { metafile } = await esbuild.build({ entryPoints: [path], write: false, metafile: true });
  return Object.values(metafile.outputs)[0]?.exports ?? [];
}

/** The entry bundled with the files of `stubbed` (paths relative to the root) stubbed out. */
async function bundle(stubbed: ReadonlySet<string>) {
  const stub: Plugin = {
    name: 'stub',
    setup(build) {
      build.onLoad({ filter: /\.[jt]s$/ }, async ({ path }) => {
        if (!stubbed.has(relative(root, path))) return undefined;
        const names = await exportsOf(path);
        const contents = names.map((name) => `export const ${name} = function () {};`).join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
  const result = await esbuild.build({
    stdin: { contents: values.entry, resolveDir: root, loader: 'ts' },
    // The metafile names inputs relative to the working directory: the root's, so that they
    // match the stub set and --parts whichever folder the script runs from.
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    plugins: [stub],
  });
  const text = result.outputFiles[0]?.text ?? '';
  return { minified: text.length, gzipped: gzipSync(text, { level: 9 }).length, result };
}

const full = await bundle(new Set());
const files = Object.keys(full.result.metafile.inputs).filter((file) => file !== '<stdin>');
const parts: Record<string, string[]> = values.parts
  ? (JSON.parse(values.parts) as Record<string, string[]>)
  : Object.fromEntries(files.map((file) => [file, [file]]));
console.log(`${values.entry}\nwhole: ${full.minified} B minified, ${full.gzipped} B gzip\n`);
console.log('| part | gzip | minified |\n| --- | ---: | ---: |');
for (const [label, group] of Object.entries(parts)) {
  const without = await bundle(new Set(group));
  console.log(
    `| ${label} | ${full.gzipped - without.gzipped} | ${full.minified - without.minified} |`,
  );
}
