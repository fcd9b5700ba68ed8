// Bundle sizes of tree-shaken entry points: esbuild (bundle, minify, ESM) over the
// built dist of each package, then gzip. Peers are measured the same way for context.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describeError } from './harness.js';

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = resolve(benchDir, '..');

export interface Entry {
  label: string;
  /** Package name and the code that imports from it (`{}` = everything). */
  pkg: string;
  code: (specifier: string) => string;
  budget?: number;
  urikit: boolean;
}

const named = (names: string) => (specifier: string) =>
  `export { ${names} } from ${JSON.stringify(specifier)};`;
const whole = (specifier: string) => `export * from ${JSON.stringify(specifier)};`;
const cjsWhole = (specifier: string) =>
  `import m from ${JSON.stringify(specifier)}; export default m;`;

export const entries: Entry[] = [
  {
    label: '`parse` alone',
    pkg: '@urikit/syntax',
    code: named('parse'),
    budget: 2700,
    urikit: true,
  },
  {
    label: '`resolve` alone',
    pkg: '@urikit/resolve',
    code: named('resolve'),
    budget: 4000,
    urikit: true,
  },
  {
    label: '`normalize` alone',
    pkg: '@urikit/normalize',
    code: named('normalize'),
    budget: 12_000,
    urikit: true,
  },
  {
    label: '`percentEncode` alone',
    pkg: '@urikit/percent-encoding',
    code: named('percentEncode'),
    budget: 1000,
    urikit: true,
  },
  {
    label: '`parseIPv6` + `formatIPv6`',
    pkg: '@urikit/ipaddr',
    code: named('parseIPv6, formatIPv6'),
    urikit: true,
  },
  { label: '`@urikit/idn` whole', pkg: '@urikit/idn', code: whole, budget: 14_000, urikit: true },
  {
    label: '`toASCII` + `URL_STANDARD_OPTIONS`',
    pkg: '@urikit/idn',
    code: named('toASCII, URL_STANDARD_OPTIONS'),
    budget: 8000,
    urikit: true,
  },
  {
    label: '`isIdnHostname` alone',
    pkg: '@urikit/idn',
    code: named('isIdnHostname'),
    budget: 4000,
    urikit: true,
  },
  { label: '`urikit` whole', pkg: 'urikit', code: whole, urikit: true },
  { label: 'fast-uri', pkg: 'fast-uri', code: cjsWhole, urikit: false },
  { label: 'uri-js', pkg: 'uri-js', code: cjsWhole, urikit: false },
  { label: 'whatwg-url (with tr46)', pkg: 'whatwg-url', code: cjsWhole, urikit: false },
  { label: 'urijs', pkg: 'urijs', code: cjsWhole, urikit: false },
  { label: 'url-parse', pkg: 'url-parse', code: cjsWhole, urikit: false },
  { label: 'tr46 (with punycode)', pkg: 'tr46', code: cjsWhole, urikit: false },
  { label: 'ipaddr.js', pkg: 'ipaddr.js', code: cjsWhole, urikit: false },
  { label: 'ip-address', pkg: 'ip-address', code: cjsWhole, urikit: false },
];

export interface SizeResult {
  entry: Entry;
  minified?: number;
  gzipped?: number;
  skipped?: string;
}

interface EsbuildApi {
  build(options: Record<string, unknown>): Promise<{ outputFiles?: { contents: Uint8Array }[] }>;
}

/** esbuild: a direct import when resolvable, else through tsx's own dependency. */
export async function loadEsbuild(): Promise<EsbuildApi> {
  try {
    return (await import('esbuild' as string)) as EsbuildApi;
  } catch {
    const tsxPackage = realpathSync(join(benchDir, 'node_modules', 'tsx', 'package.json'));
    const path = createRequire(tsxPackage).resolve('esbuild');
    const mod = (await import(pathToFileURL(path).href)) as EsbuildApi & { default?: EsbuildApi };
    return mod.default ?? mod;
  }
}

/** The built ESM entry of a workspace package, found by name under packages/. */
function workspaceEntry(name: string): string | { missing: string } {
  for (const dir of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name?: string;
      module?: string;
      exports?: { '.'?: { import?: { default?: string } | string } };
    };
    if (manifest.name !== name) continue;
    const dot = manifest.exports?.['.']?.import;
    const file = (typeof dot === 'string' ? dot : dot?.default) ?? manifest.module;
    if (file === undefined) return { missing: 'no ESM entry in package.json' };
    const path = join(packagesDir, dir, file);
    return existsSync(path) ? path : { missing: `not built (${file} missing)` };
  }
  return { missing: 'package not in the workspace yet' };
}

/** Bundles and gzips every entry; a package that is missing or not built is skipped. */
export async function measureSizes(list: readonly Entry[] = entries): Promise<SizeResult[]> {
  let esbuild: EsbuildApi;
  try {
    esbuild = await loadEsbuild();
  } catch (error) {
    const reason = `esbuild not importable: ${describeError(error)}`;
    return list.map((entry) => ({ entry, skipped: reason }));
  }
  const out: SizeResult[] = [];
  for (const entry of list) {
    let specifier = entry.pkg;
    if (entry.urikit) {
      const found = workspaceEntry(entry.pkg);
      if (typeof found !== 'string') {
        out.push({ entry, skipped: found.missing });
        continue;
      }
      specifier = found;
    }
    try {
      const result = await esbuild.build({
        stdin: { contents: entry.code(specifier), resolveDir: benchDir, loader: 'js' },
        bundle: true,
        minify: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        logLevel: 'silent',
      });
      const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
      out.push({
        entry,
        minified: code.byteLength,
        gzipped: gzipSync(code, { level: 9 }).byteLength,
      });
    } catch (error) {
      out.push({ entry, skipped: describeError(error) });
    }
  }
  return out;
}
