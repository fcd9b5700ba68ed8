// Checks DESIGN.md's architecture from the package.json files and sources:
// dependencies point strictly downward, published packages have no runtime
// dependency outside the workspace, and no source imports a Node built-in.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, publishedPackages, workspacePackages } from './workspace.js';

const published = publishedPackages();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The module specifiers of every static and dynamic import or re-export in `code`. */
function importedSpecifiers(code: string): string[] {
  const specifiers: string[] = [];
  for (const pattern of [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s*\(?\s*['"]([^'"]+)['"]/g]) {
    for (const match of code.matchAll(pattern)) specifiers.push(match[1]!);
  }
  return specifiers;
}

// The only peer dependencies a published package may have: the host library it plugs into.
const PEERS: Readonly<Record<string, readonly string[]>> = { '@urikit/ajv': ['ajv'] };

const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('layers', () => {
  it('knows every published package', () => {
    for (const { manifest } of published) {
      expect(LAYERS, `${manifest.name} is missing from LAYERS`).toHaveProperty([manifest.name]);
    }
  });

  it.each(published.map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s depends only on packages below it, and only inside the workspace',
    (name, { manifest }) => {
      const own = LAYERS[name]!;
      for (const dep of Object.keys(manifest.dependencies ?? {})) {
        expect(LAYERS, `${name} depends on ${dep}, outside the workspace`).toHaveProperty([dep]);
        expect(LAYERS[dep]!, `${name} (layer ${own}) depends on ${dep}`).toBeLessThan(own);
      }
      expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(PEERS[name] ?? []);
    },
  );

  it.each(published.map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s imports only its declared workspace dependencies and no Node built-in',
    (name, { dir, manifest }) => {
      if (name === '@urikit/cli') return; // the command runs on Node by definition
      const allowed = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
      ]);
      for (const file of sourceFiles(join(dir, 'src'))) {
        for (const spec of importedSpecifiers(readFileSync(file, 'utf8'))) {
          if (spec.startsWith('.')) continue;
          expect(nodeBuiltins.has(spec), `${file} imports the Node built-in ${spec}`).toBe(false);
          const bare = spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/');
          expect(allowed.has(bare), `${file} imports ${spec}, not a dependency`).toBe(true);
        }
      }
    },
  );
});

describe('package shape', () => {
  it.each(published.map((pkg) => [pkg.manifest.name, pkg] as const))(
    '%s is an ESM + CJS package with types, free of side effects',
    (_name, { dir, manifest }) => {
      // Side effects are allowed only in a polyfill entry (@urikit/whatwg/polyfill), each listed.
      if (Array.isArray(manifest.sideEffects)) {
        expect(manifest.exports).toHaveProperty(['./polyfill']);
        expect([...manifest.sideEffects].sort()).toEqual([
          './dist/polyfill.cjs',
          './dist/polyfill.js',
        ]);
      } else {
        expect(manifest.sideEffects).toBe(false);
      }
      expect(manifest.type).toBe('module');
      expect(manifest.files).toEqual(['dist']);
      expect(manifest.exports?.['.']).toEqual({
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
      });
      for (const required of ['README.md', 'src/index.ts', 'tsconfig.json', 'tsup.config.ts']) {
        expect(() => statSync(join(dir, required)), `${required}`).not.toThrow();
      }
      expect(readdirSync(join(dir, 'test')).some((f) => f.endsWith('.test.ts'))).toBe(true);
    },
  );

  it('has every workspace package named @urikit/* or urikit', () => {
    for (const { manifest } of workspacePackages()) {
      expect(manifest.name === 'urikit' || manifest.name.startsWith('@urikit/')).toBe(true);
    }
  });
});
